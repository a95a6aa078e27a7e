// A label's text or a button's title drawn in its box: the lines tgl measured, each placed where TGLText's line
// breaking put it (the browser never wraps), in a font stack that starts with the measured family (Inter by
// default), clipped to the frame where it is cut off.

import TGLSemantics
import TGLText

/// The text of one box, broken into the lines the device shows.
struct BoxText: Equatable {
  var lines: [String]
  /// The measured width of each line, in points (TGLText's advances).
  var widths: [Double]
  var font: Font
  /// The family the widths were measured with (`Inter`, or the family of a `@fontMetrics` file).
  var family: String
  var lineHeight: Double
  /// From the top of a line to its baseline.
  var ascent: Double
  /// A button centres its title; a label starts its lines at the leading edge.
  var centered: Bool
  /// A label right to left starts its lines at the right edge (UILabel's natural alignment).
  var trailingAligned: Bool
  /// The text does not show whole in the frame (drawn clipped).
  var truncated: Bool
  /// The last shown line as the device draws a cut-off text: as much of it as fits before an ellipsis, and that
  /// ellipsized line's width (UILabel's default `lineBreakMode`, `byTruncatingTail`). Nil when nothing is cut.
  var ellipsized: (line: String, width: Double)?

  /// The lines a label or button shows in `frame`, or nil when it measures no text.
  init?(_ properties: Properties, kind: ElementKind, frame: Rect, environment: Environment) {
    guard let box = properties.textBox(kind: kind, in: environment), !box.prepared.isEmpty else { return nil }
    let prepared = box.prepared
    let titleWidth = frame.width - (box.isButton ? TextBox.buttonInsets.width : 0)
    let all = box.lineLimit == 1 ? prepared.lines(maxWidth: nil) : prepared.lines(maxWidth: titleWidth)
    let cut = box.truncation(width: frame.width, height: frame.height)
    var shown = cut.map(\.shownLines) ?? all.count
    if box.lineLimit > 0 { shown = min(shown, box.lineLimit) }
    let kept = all.prefix(max(1, shown))
    lines = kept.map(prepared.string(of:))
    widths = kept.map(\.width)
    font = prepared.font
    family = environment.fonts.family
    lineHeight = prepared.lineHeight
    ascent = prepared.ascent
    centered = box.isButton
    trailingAligned = environment.rtl && !box.isButton
    truncated = cut != nil
    if truncated, let last = lines.last {
      ellipsized = Self.ellipsized(last, font: prepared.font, metrics: environment.fonts, width: titleWidth)
    }
  }

  static func == (a: BoxText, b: BoxText) -> Bool {
    a.lines == b.lines && a.widths == b.widths && a.font == b.font && a.truncated == b.truncated
      && a.centered == b.centered && a.trailingAligned == b.trailingAligned && a.ellipsized?.line == b.ellipsized?.line
  }

  /// The longest start of `line` that, followed by "…", fits in `width` (at least the ellipsis alone).
  static func ellipsized(_ line: String, font: Font, metrics: FontMetrics, width: Double) -> (String, Double) {
    var characters = Array(line)
    while true {
      let candidate = String(characters).trimmingTrailingSpaces() + "…"
      let measured = PreparedText(candidate, font: font, metrics: metrics).naturalWidth
      if measured <= width + 1e-6 || characters.isEmpty { return (candidate, measured) }
      // Cut a tenth at a time while far too wide, then one character: a long line stays cheap.
      let excess = Int(Double(characters.count) * (measured - width) / max(measured, 1))
      characters.removeLast(max(1, min(characters.count, excess > 4 ? excess / 2 : 1)))
    }
  }

  /// The lines as drawn: the last replaced by its ellipsized form when the text is cut.
  var drawnLines: [(text: String, width: Double)] {
    var out = Array(zip(lines, widths)).map { (text: $0.0, width: $0.1) }
    if let ellipsized, !out.isEmpty { out[out.count - 1] = (ellipsized.line, ellipsized.width) }
    return out
  }

  /// Inter first (what tgl measures with), then the system fonts it stands in for, then CJK and emoji fonts.
  static let fontStack =
    "Inter, 'SF Pro Text', -apple-system, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans', "
    + "'Noto Sans CJK SC', 'Noto Sans CJK JP', 'Apple SD Gothic Neo', 'Apple Color Emoji', 'Noto Color Emoji', sans-serif"

  /// The font stack with the measured family first when it is not Inter (a `@fontMetrics` file's family).
  var familyStack: String {
    guard !family.isEmpty, family != "Inter" else { return Self.fontStack }
    // Quotes and backslashes would end the name early: a family name never needs them.
    return "'" + String(family.filter { !"'\"\\".contains($0) }) + "', " + Self.fontStack
  }

  /// The top of the block of lines in the frame: centred vertically, as UILabel does.
  func blockTop(in frame: Rect) -> Double {
    (frame.height - Double(lines.count) * lineHeight) / 2
  }

  /// Where each drawn line's ink may lie, in the picture's coordinates: the line's measured width at its alignment,
  /// one line high, cut to the frame (the text is clipped there).
  func lineRects(in frame: Rect) -> [Rect] {
    guard frame.width > 0, frame.height > 0 else { return [] }
    let top = blockTop(in: frame)
    return drawnLines.enumerated().compactMap { k, line in
      let x = centered ? frame.width / 2 - line.width / 2 : trailingAligned ? frame.width - line.width : 0
      let rect = Rect(x: frame.x + x, y: frame.y + top + Double(k) * lineHeight, width: line.width, height: lineHeight)
      let clipped = intersection(rect, frame)
      return clipped.width > 0 && clipped.height > 0 ? clipped : nil
    }
  }

  /// The SVG: a nested viewport that clips to `frame`, the lines centred vertically in it as UILabel does. `fill`
  /// and `opacity` are the blueprint's muted ink or the design's solid colour; a cut-off last line ends in an
  /// ellipsis, as the device draws it.
  func svg(in frame: Rect, fill: String, opacity: Double) -> String {
    let n = SVGText.number
    guard frame.width > 0, frame.height > 0 else { return "" }
    let top = blockTop(in: frame)
    var out = "<svg class=\"text\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
    out += "height=\"\(n(frame.height))\" overflow=\"hidden\">"
    // An inline style, so that the picture's stylesheet (monospace for its own labels) does not apply.
    out += "<text style=\"font-family: \(familyStack); font-size: \(n(font.size))px; "
    out += "font-weight: \(font.weight.cssWeight)\" fill=\"\(fill)\""
    if opacity < 1 { out += " fill-opacity=\"\(n(opacity))\"" }
    if centered { out += " text-anchor=\"middle\"" } else if trailingAligned { out += " text-anchor=\"end\"" }
    out += ">"
    for (k, line) in drawnLines.enumerated() {
      let x = centered ? frame.width / 2 : trailingAligned ? frame.width : 0
      let y = top + Double(k) * lineHeight + ascent
      out += "<tspan x=\"\(n(x))\" y=\"\(n(y))\" xml:space=\"preserve\">\(SVGText.escaped(line.text))</tspan>"
    }
    return out + "</text></svg>"
  }
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var out = self
    while let last = out.last, last == " " { out.removeLast() }
    return out
  }
}

/// The common part of two rectangles (zero-sized when they do not meet).
func intersection(_ a: Rect, _ b: Rect) -> Rect {
  let minX = max(a.x, b.x)
  let minY = max(a.y, b.y)
  let maxX = min(a.maxX, b.maxX)
  let maxY = min(a.maxY, b.maxY)
  return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
}
