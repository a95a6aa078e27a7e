// A label's text or a button's title drawn in its box: the lines tgl measured, in a font stack that starts with
// Inter and falls back to Apple's fonts and to CJK and emoji fonts, clipped to the frame where it is cut off.

import TGLSemantics
import TGLText

/// The text of one box, broken into the lines the device shows.
struct BoxText: Equatable {
  var lines: [String]
  var font: Font
  var lineHeight: Double
  /// From the top of a line to its baseline.
  var ascent: Double
  /// A button centres its title; a label starts its lines at the leading edge.
  var centered: Bool
  /// The text does not show whole in the frame (drawn clipped).
  var truncated: Bool

  /// The lines a label or button shows in `frame`, or nil when it measures no text.
  init?(_ properties: Properties, kind: ElementKind, frame: Rect, environment: Environment) {
    guard let box = properties.textBox(kind: kind, in: environment), !box.prepared.isEmpty else { return nil }
    let prepared = box.prepared
    let titleWidth = frame.width - (box.isButton ? TextBox.buttonInsets.width : 0)
    let all = box.lineLimit == 1 ? prepared.lines(maxWidth: nil) : prepared.lines(maxWidth: titleWidth)
    let cut = box.truncation(width: frame.width, height: frame.height)
    var shown = cut.map(\.shownLines) ?? all.count
    if box.lineLimit > 0 { shown = min(shown, box.lineLimit) }
    lines = all.prefix(max(1, shown)).map(prepared.string(of:))
    font = prepared.font
    lineHeight = prepared.lineHeight
    ascent = prepared.ascent
    centered = box.isButton
    truncated = cut != nil
  }

  /// Inter first (what tgl measures with), then the system fonts it stands in for, then CJK and emoji fonts.
  static let fontStack =
    "Inter, 'SF Pro Text', -apple-system, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans', "
    + "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Apple SD Gothic Neo', 'Apple Color Emoji', 'Noto Color Emoji', sans-serif"

  /// The SVG: a nested viewport that clips to `frame`, the lines centred vertically in it as UILabel does.
  func svg(in frame: Rect, dark: Bool) -> String {
    let n = SVGText.number
    guard frame.width > 0, frame.height > 0 else { return "" }
    let block = Double(lines.count) * lineHeight
    let top = (frame.height - block) / 2
    var out = "<svg class=\"text\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
    out += "height=\"\(n(frame.height))\" overflow=\"hidden\">"
    // An inline style, so that the picture's stylesheet (monospace for its own labels) does not apply.
    out += "<text style=\"font-family: \(Self.fontStack); font-size: \(n(font.size))px; "
    out += "font-weight: \(font.weight.cssWeight)\" fill=\"\(dark ? "#ffffff" : "#1c1c1e")\" fill-opacity=\"0.8\""
    if centered { out += " text-anchor=\"middle\"" }
    out += ">"
    for (k, line) in lines.enumerated() {
      let x = centered ? frame.width / 2 : 0
      let y = top + Double(k) * lineHeight + ascent
      out += "<tspan x=\"\(n(x))\" y=\"\(n(y))\" xml:space=\"preserve\">\(SVGText.escaped(line))</tspan>"
    }
    return out + "</text></svg>"
  }
}
