// The colours of the picture: a fill and an outline per nesting depth, and how a `background` is painted.

import TGLSemantics

/// How one element's rectangle is painted.
struct Paint: Equatable {
  /// `#RRGGBB`.
  var fill: String
  var fillOpacity: Double
  /// `#RRGGBB`.
  var stroke: String
  /// True when the fill is dark, so that labels are drawn light.
  var isDark: Bool
}

/// The fixed palette: soft fills with a darker outline of the same hue, cycling by depth.
enum Palette {
  /// (fill, outline) per depth: grey, blue, green, orange, violet, cyan, yellow, pink.
  static let depthColors: [(fill: String, stroke: String)] = [
    ("#F1F3F5", "#868E96"), ("#DBE4FF", "#4263EB"), ("#D3F9D8", "#2F9E44"), ("#FFE8CC", "#E8590C"),
    ("#E5DBFF", "#7048E8"), ("#C5F6FA", "#0C8599"), ("#FFF3BF", "#E67700"), ("#FFDEEB", "#C2255C"),
  ]

  static let text = "#212529"
  static let secondaryText = "#495057"
  static let lightText = "#FFFFFF"
  static let canvasStroke = "#ADB5BD"
  static let hatch = "#495057"
  static let spacerStroke = "#868E96"
  static let noLayoutStroke = "#E03131"

  /// The paint of an element at `depth` (0 for the root) with an optional `background`.
  static func paint(depth: Int, background: Color?) -> Paint {
    let colors = depthColors[depth % depthColors.count]
    guard let background else {
      return Paint(fill: colors.fill, fillOpacity: 1, stroke: colors.stroke, isDark: false)
    }
    let red = clamped(background.red)
    let green = clamped(background.green)
    let blue = clamped(background.blue)
    let alpha = clamped(background.alpha)
    // Relative luminance (Rec. 709 weights, no gamma: good enough to choose dark or light text),
    // blended with the white canvas by the colour's alpha.
    let luminance = (0.2126 * red + 0.7152 * green + 0.0722 * blue) * alpha + (1 - alpha)
    return Paint(
      fill: hex(red, green, blue), fillOpacity: alpha, stroke: colors.stroke, isDark: luminance < 0.5)
  }

  static func hex(_ red: Double, _ green: Double, _ blue: Double) -> String {
    let digits = Array("0123456789ABCDEF")
    var out = "#"
    for channel in [red, green, blue] {
      let byte = Int((channel * 255).rounded())
      out.append(digits[byte / 16])
      out.append(digits[byte % 16])
    }
    return out
  }

  private static func clamped(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return min(1, max(0, value))
  }
}
