// Rounding to the screen's pixel grid, halves away from zero (TangramKit's `_tgRoundNumber`).

/// Rounds `value` to the nearest 1/scale point; halves go away from zero; 0, NaN and infinities are handled.
@inline(__always)
func roundToPixel(_ value: Double, scale: Double) -> Double {
  let value = sanitized(value)
  guard value != 0, scale > 0 else { return value }
  if value > 0 { return sanitized(floorOf(value * scale + 0.5) / scale) }
  return sanitized(-floorOf(-value * scale + 0.5) / scale)
}

/// The largest coordinate the engine produces; larger magnitudes are clamped to it.
let largestCoordinate = 1e9

/// Replaces NaN and infinities by 0 and clamps huge magnitudes, so that they never reach output.
@inline(__always)
func sanitized(_ value: Double) -> Double {
  guard value.isFinite else { return 0 }
  return Swift.max(-largestCoordinate, Swift.min(largestCoordinate, value))
}

/// `floor` for the magnitudes the engine produces (|x| well below 2^53), without a library call.
@inline(__always)
func floorOf(_ x: Double) -> Double {
  guard abs(x) < 4e15 else { return x.rounded(.down) }
  let truncated = Double(Int64(x))
  return truncated > x ? truncated - 1 : truncated
}

/// The distance from `start` to `end`, two values `roundToPixel` gave, as a whole number of pixels: 261.666… − 14.666…
/// is 247.00000000000003 in doubles, and a child layout that is that wide shares its space out otherwise than one 247
/// wide when a share falls on half a pixel (found by the layout properties' rounding check). Unrounded (scale 0), the
/// plain difference.
@inline(__always)
func pixelSpan(from start: Double, to end: Double, scale: Double) -> Double {
  guard scale > 0 else { return end - start }
  return sanitized(((end * scale).rounded() - (start * scale).rounded()) / scale)
}
