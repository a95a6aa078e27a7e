// How numbers, sizes and frames read in hover text and inlay hints.

import TGLSemantics

enum Numbers {
  /// `60`, `33.33`, `-4.5`: at most two decimals, no trailing zeros, never `-0`.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// `text(value)` appended to `out`; a whole number is written digit by digit, without a `String` (a hover writes
  /// two dozen numbers).
  static func append(_ value: Double, to out: inout TextBytes) {
    guard value.isFinite else {
      out += text(value)
      return
    }
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 {
      out.append("0")
    } else if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      out.append(integer: Int(rounded))
    } else {
      out += String(rounded)
    }
  }

  /// `(20, 0, 50, 50)`.
  static func frame(_ rect: Rect) -> String {
    "(\(text(rect.x)), \(text(rect.y)), \(text(rect.width)), \(text(rect.height)))"
  }

  /// `100 × 200`.
  static func size(width: Double, height: Double) -> String {
    "\(text(width)) × \(text(height))"
  }
}
