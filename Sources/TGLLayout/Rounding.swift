// Rounding to the screen's pixel grid, halves away from zero (TangramKit's `_tgRoundNumber`).

import Foundation

/// Rounds `value` to the nearest 1/scale point; halves go away from zero; 0, NaN and infinities are handled.
@inline(__always)
func roundToPixel(_ value: Double, scale: Double) -> Double {
  guard value.isFinite else { return 0 }
  guard value != 0, scale > 0 else { return value }
  if value > 0 { return (value * scale + 0.5).rounded(.down) / scale }
  return (value * scale - 0.5).rounded(.up) / scale
}

/// Replaces NaN and infinities by 0 so that they never reach output.
@inline(__always)
func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
