// Rounding to the screen's pixel grid, halves away from zero (TangramKit's `_tgRoundNumber`).

import TGLText

/// Rounds `value` to the nearest 1/scale point; halves go away from zero, and so does a value within
/// `halfPixelTolerance` of a half; 0, NaN and infinities are handled.
@inline(__always)
func roundToPixel(_ value: Double, scale: Double) -> Double {
  let value = sanitized(value)
  guard value != 0, scale > 0 else { return value }
  if value > 0 { return sanitized(floorOf(value * scale + (0.5 + halfPixelTolerance)) / scale) }
  return sanitized(-floorOf(-value * scale + (0.5 + halfPixelTolerance)) / scale)
}

/// How far short of half a pixel a value may fall and still count as a half. Halves are common (a share of 470.5
/// pixels, a padding of 6.5 points at scale 3), and the doubles that reach them carry the error of the sums before:
/// 263.333… − 10 is 253.33333333333331 but a table whose edges were rounded is 253.33333333333334 wide, and the
/// share of a row 253.333… − 2 × 6.5 − 83.5 wide then came out as 470.49999999999994 pixels in one and 470.5 in the
/// other, a pixel apart (soak seed 90488); 100 − 0.9 − 2 × 17.8 is 63.49999999999999, not 63.5 (fixture
/// `linear_weight_share_half_pixel`). The error of a few sums of coordinates below a million points is far below
/// 1e-7 pixels, and no written value means a hair less than a half: TGLText's `PixelGrid.noiseTolerance`, which
/// text measurement allows too.
var halfPixelTolerance: Double { PixelGrid.noiseTolerance }

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
