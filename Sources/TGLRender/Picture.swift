// The whole picture: panels in rows (one row per document, one panel per environment), the shared styles and
// the legend, as one standalone SVG document.

import TGLSemantics

/// A picture of computed layouts: each row is one document, each panel one environment it was laid out in.
public struct Picture: Sendable {
  public var rows: [[Panel]]
  public var mode: PictureMode

  public init(rows: [[Panel]], mode: PictureMode = .blueprint) {
    self.rows = rows
    self.mode = mode
  }

  static let margin = 20.0
  static let panelGap = 40.0
  static let rowGap = 32.0
  static let legendHeight = 28.0

  /// The picture as a standalone SVG document (UTF-8 text ending in a newline). The same panels always give
  /// the same bytes: elements are drawn in document order and numbers have at most two decimals.
  public func svg() -> String {
    let drawings = rows.map { $0.map(PanelDrawing.init) }.filter { !$0.isEmpty }
    var body = ""
    var y = Picture.margin
    var width = 0.0
    for row in drawings {
      var x = Picture.margin
      for drawing in row {
        body += mode == .design ? drawing.designSVG(at: Point(x: x, y: y)) : drawing.svg(at: Point(x: x, y: y))
        x += drawing.size.width + Picture.panelGap
      }
      width = max(width, x - Picture.panelGap + Picture.margin)
      y += (row.map(\.size.height).max() ?? 0) + Picture.rowGap
    }
    if drawings.isEmpty {
      body +=
        "<text class=\"subtitle\" x=\"\(SVGText.number(Picture.margin))\" y=\"\(SVGText.number(Picture.margin + 12))\">"
      body += "nothing to draw: the file has no element</text>\n"
      width = 2 * Picture.margin + SVGText.width("nothing to draw: the file has no element", fontSize: 11)
      y += 16 + Picture.rowGap
    }
    // The design needs no legend: it draws what the device draws.
    let entries = mode == .design ? [] : Legend.entries(for: drawings.flatMap { $0 })
    if !entries.isEmpty {
      // The legend wraps at the pictures' width (at least 360), so a narrow phone screen is not widened by it.
      let available = max(360, width - 2 * Picture.margin)
      let (legend, legendWidth, legendHeight) = Legend.svg(
        entries, at: Point(x: Picture.margin, y: y - Picture.rowGap + 12), maximumWidth: available)
      body += legend
      width = max(width, legendWidth + 2 * Picture.margin)
      y += legendHeight + Picture.legendHeight - Legend.lineHeight
    }
    let height = y - Picture.rowGap + Picture.margin
    let n = SVGText.number
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
    out += "viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
    out += mode == .design ? DesignDrawing.defs : Picture.defs
    out += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\"/>\n"
    out += body
    out += "</svg>\n"
    return out
  }

  /// The styles and the hatch pattern of padding.
  static let defs = """
    <defs>
    <pattern id="tgl-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
    <line x1="3" y1="0" x2="3" y2="6" stroke="\(Palette.hatch)" stroke-width="1.5" stroke-opacity="0.4"/></pattern>
    <pattern id="tgl-hatch-light" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
    <line x1="3" y1="0" x2="3" y2="6" stroke="#FFFFFF" stroke-width="1.5" stroke-opacity="0.35"/></pattern>
    <style>
    text { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', 'Noto Sans Mono CJK SC', \
    'Noto Sans CJK SC', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', 'Apple SD Gothic Neo', monospace; }
    .background { fill: #F8F9FA; }
    .title { font: 600 14px system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; fill: \(Palette.text); }
    .subtitle, .footer, .legend { font-size: 11px; fill: \(Palette.secondaryText); }
    .canvas { fill: #FFFFFF; stroke: \(Palette.canvasStroke); stroke-dasharray: 6 4; }
    .unsafe rect { fill: \(Palette.secondaryText); fill-opacity: 0.18; stroke: none; pointer-events: none; }
    .canvas-edge { fill: none; stroke: \(Palette.secondaryText); stroke-width: 1.5; stroke-dasharray: 6 4; }
    .padding { fill: url(#tgl-hatch); }
    .padding.light { fill: url(#tgl-hatch-light); }
    .spacer { fill: none; stroke: \(Palette.spacerStroke); stroke-width: 1.5; stroke-dasharray: 4 3; }
    .spring, .tick { stroke: \(Palette.spacerStroke); stroke-width: 1; }
    .faded { opacity: 0.35; }
    .labels { pointer-events: none; }
    .label { fill: \(Palette.text); paint-order: stroke; stroke: #FFFFFF; stroke-opacity: 0.8; stroke-width: 3px; \
    stroke-linejoin: round; }
    .label .size { fill: \(Palette.secondaryText); }
    .label.dark { fill: \(Palette.lightText); stroke: #000000; stroke-opacity: 0.45; }
    .label.dark .size { fill: #E9ECEF; }
    .tag { fill: #FFFFFF; }
    .tag .size { fill: #FFFFFF; fill-opacity: 0.8; }
    .labels .faded { opacity: 0.6; }
    .leader { stroke-width: 1; }
    .kind-label { fill: #FFFFFF; fill-opacity: 0.8; }
    .kind-image { fill: none; stroke-width: 1; stroke-opacity: 0.45; }
    .lift { fill: #000000; fill-opacity: 0.25; }
    .curve { fill: none; stroke-width: 1.5; stroke-dasharray: 5 3; stroke-opacity: 0.8; pointer-events: none; }
    .mark-count { font: 700 9px system-ui, sans-serif; fill: #FFFFFF; }
    </style>
    </defs>

    """
}
