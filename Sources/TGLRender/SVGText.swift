// The text primitives of the SVG writer: XML escaping, fixed number formatting and label width estimates.

/// Text helpers shared by every part of the picture.
enum SVGText {
  /// Escapes `text` for an XML attribute value or character data; drops the control characters that XML 1.0
  /// cannot hold at all.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t", "\n", "\r": out += " "
      default:
        let value = scalar.value
        let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value) && !(0x7F...0x9F).contains(value)
        if allowed { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }

  /// A coordinate or length with at most two decimals and no trailing zeros (`20`, `33.33`, `-4.5`).
  /// Anything not finite prints as `0`, so the output is always valid SVG.
  static func number(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "0" }
    let hundredths = Int64((value * 100).rounded())
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = hundredths.magnitude
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return "\(sign)\(whole)" }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// A size as people write it: `100×200`.
  static func size(width: Double, height: Double) -> String {
    number(width) + "×" + number(height)
  }

  /// The width of `text` in the label font (a monospaced font) at `fontSize`, a little generous so that
  /// a label that is said to fit does fit: narrow characters count 0.62 em, East Asian wide ones 1 em.
  static func width(_ text: String, fontSize: Double) -> Double {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      ems += emWidth(scalar)
    }
    return ems * fontSize
  }

  /// East Asian wide and fullwidth characters, and emoji: one em in a monospaced font.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF,
    0x20000...0x3FFFD,
  ]

  private static func emWidth(_ scalar: Unicode.Scalar) -> Double {
    let value = scalar.value
    if value < 0x0300 { return 0.62 }
    if (0x0300...0x036F).contains(value) || (0x200B...0x200F).contains(value) { return 0 }
    return wideRanges.contains { $0.contains(value) } ? 1 : 0.62
  }
}
