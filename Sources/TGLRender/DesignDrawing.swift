// One panel in design mode: the screen as a person would see it on the device. Backgrounds in their colour, text in
// its font at the lines TGLText measured (cut off with an ellipsis where tgl says it is cut), images as grey
// placeholders marked with their size, the status bar and home indicator of the device's safe area; each element
// keeps an invisible hit rectangle and a tooltip, so hover and selection still name it.

import TGLSemantics

enum DesignDrawing {
  /// UIKit's `UIColor.label` (light mode), the default colour of a label's text.
  static let labelColor = "#000000"
  /// UIKit's default tint (`systemBlue`), the title colour of a system button.
  static let tintColor = "#007AFF"
  static let placeholderFill = "#E9ECEF"
  static let placeholderText = "#868E96"
  static let placeholderFontSize = 11.0

  /// The element's group: its tooltip, its hit rectangle (the first rectangle, which the preview outlines on hover),
  /// then what the device draws for it. A hidden view (`invisible`, or inside one) draws nothing.
  static func svg(_ box: Box) -> String {
    let n = SVGText.number
    let frame = box.displayFrame
    var out = "<g data-path=\"\(SVGText.escaped(box.item.path))\"" + (box.isFaded ? " class=\"hidden\"" : "") + ">"
    out += "<title>\(SVGText.escaped(BoxDrawing.tooltip(box)))</title>"
    guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return out + "</g>\n" }
    let radius = box.hasBackground ? KindDrawing.cornerRadius(box) : 0
    let rect =
      "x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
      + (radius > 0 ? " rx=\"\(n(radius))\"" : "")
    out += "<rect class=\"hit\" \(rect)/>"
    guard !box.isFaded else { return out + "</g>\n" }
    if box.hasBackground, box.style == .solid {
      out += "<rect \(rect) fill=\"\(box.paint.fill)\""
      if box.paint.fillOpacity < 1 { out += " fill-opacity=\"\(n(box.paint.fillOpacity))\"" }
      out += "/>"
    }
    if box.kind == .image { out += placeholder(box) }
    if let text = box.text {
      out += text.svg(in: box.frame, fill: box.kind == .button ? tintColor : labelColor, opacity: 1)
    }
    return out + "</g>\n"
  }

  /// An image's placeholder: a grey face and, where it fits, the image's size in its middle.
  static func placeholder(_ box: Box) -> String {
    let n = SVGText.number
    let frame = box.displayFrame
    var out = "<rect class=\"placeholder\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
    out += "height=\"\(n(frame.height))\"/>"
    let size = box.sizeText
    let width = SVGText.width(size, fontSize: placeholderFontSize)
    if width + 4 <= frame.width, placeholderFontSize * 1.4 <= frame.height {
      out += "<text class=\"placeholder-size\" x=\"\(n(frame.x + frame.width / 2))\" "
      out += "y=\"\(n(frame.y + frame.height / 2 + placeholderFontSize * 0.34))\" text-anchor=\"middle\">"
      out += "\(SVGText.escaped(size))</text>"
    }
    return out
  }

  /// The status bar in the top inset (the time on the leading side, a battery on the trailing one) and the home
  /// indicator in the bottom inset, as iOS draws them over the app; nothing when the screen has no such inset.
  static func chrome(_ insets: SafeAreaInsets, _ canvas: Rect, rtl: Bool) -> String {
    let n = SVGText.number
    var out = ""
    // iOS shows a status bar in portrait on iPhones (a top inset of 20 or more) and on iPads in both orientations.
    if insets.top >= 20, canvas.width > 0 {
      let height = insets.top
      let fontSize = height >= 40 ? 17.0 : 12.0
      let baseline = height >= 40 ? height / 2 + 6 + (height - 47) / 4 : height / 2 + 4
      let side = max(16, min(canvas.width * 0.08, 34))
      let timeX = rtl ? canvas.width - side : side
      let batteryWidth = height >= 40 ? 25.0 : 22.0
      let batteryHeight = height >= 40 ? 12.0 : 10.5
      let batteryX = rtl ? side : canvas.width - side - batteryWidth
      let batteryY = baseline - batteryHeight + 1
      out += "<g class=\"status-bar\">"
      out += "<text x=\"\(n(timeX))\" y=\"\(n(baseline))\" font-size=\"\(n(fontSize))\""
      out += rtl ? " text-anchor=\"end\">9:41</text>" : ">9:41</text>"
      out += "<rect class=\"battery\" x=\"\(n(batteryX))\" y=\"\(n(batteryY))\" width=\"\(n(batteryWidth))\" "
      out += "height=\"\(n(batteryHeight))\" rx=\"3\"/>"
      out += "<rect x=\"\(n(batteryX + 2))\" y=\"\(n(batteryY + 2))\" width=\"\(n(batteryWidth - 4))\" "
      out += "height=\"\(n(batteryHeight - 4))\" rx=\"1.5\"/>"
      out += "</g>\n"
    }
    if insets.bottom > 0, canvas.height > insets.bottom {
      // The home indicator: 134 × 5 points on iPhones, 8 points above the bottom edge (wider screens: 315 on iPad).
      let width = canvas.width >= 600 ? 315.0 : 134.0
      let y = canvas.height - 8 - 5
      out += "<rect class=\"home-indicator\" x=\"\(n((canvas.width - width) / 2))\" y=\"\(n(y))\" "
      out += "width=\"\(n(width))\" height=\"5\" rx=\"2.5\"/>\n"
    }
    return out
  }

  /// The safe area's edge: a faint dashed line under the content, so that it shows only where nothing covers it.
  static func safeAreaGuide(_ insets: SafeAreaInsets, _ canvas: Rect) -> String {
    guard !insets.isZero else { return "" }
    let n = SVGText.number
    let width = canvas.width - insets.left - insets.right
    let height = canvas.height - insets.top - insets.bottom
    guard width > 0, height > 0 else { return "" }
    return "<rect class=\"safe-area\" x=\"\(n(insets.left))\" y=\"\(n(insets.top))\" width=\"\(n(width))\" "
      + "height=\"\(n(height))\"/>\n"
  }

  static let defs = """
    <defs>
    <style>
    .background { fill: #F8F9FA; }
    .title { font: 600 14px system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; fill: \(Palette.text); }
    .subtitle, .footer { font: 11px system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; \
    fill: \(Palette.secondaryText); }
    .screen-face { fill: #FFFFFF; }
    .screen-edge { fill: none; stroke: \(Palette.canvasStroke); stroke-width: 1; }
    .safe-area { fill: none; stroke: #339AF0; stroke-opacity: 0.35; stroke-dasharray: 4 4; pointer-events: none; }
    .hit { fill: #000000; fill-opacity: 0; stroke: none; }
    .placeholder { fill: \(placeholderFill); stroke: #CED4DA; stroke-width: 1; }
    .placeholder-size { font: 11px system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif; \
    fill: \(placeholderText); }
    .status-bar { pointer-events: none; fill: #000000; }
    .status-bar text { font-family: 'SF Pro Text', Inter, -apple-system, system-ui, sans-serif; font-weight: 600; }
    .status-bar .battery { fill: none; stroke: #000000; stroke-opacity: 0.4; }
    .home-indicator { fill: #000000; pointer-events: none; }
    .mark-count { font: 700 9px system-ui, sans-serif; fill: #FFFFFF; }
    </style>
    </defs>

    """
}

extension PanelDrawing {
  /// The panel in design mode, placed with its top-left corner at `origin`: the heading, then the screen clipped to
  /// the drawn canvas (the device shows nothing outside it), then the problems' marks.
  func designSVG(at origin: Point) -> String {
    let n = SVGText.number
    var out = "<g class=\"panel design\" transform=\"translate(\(n(origin.x)),\(n(origin.y)))\">\n"
    out += "<text class=\"title\" x=\"0\" y=\"15\">\(SVGText.escaped(panel.title))</text>\n"
    out += "<text class=\"subtitle\" x=\"0\" y=\"32\">\(SVGText.escaped(subtitle))</text>\n"
    out += "<g transform=\"translate(\(n(-contentBounds.x)),\(n(PanelDrawing.headerHeight - contentBounds.y)))\">\n"
    let canvas = canvasRect
    let size = "width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\""
    out += "<svg class=\"device-screen\" x=\"0\" y=\"0\" \(size) overflow=\"hidden\">\n"
    out += "<rect class=\"screen-face\" x=\"0\" y=\"0\" \(size)/>\n"
    // The device's chrome and safe area belong to the whole screen: where the drawing stops at the root's size, the
    // home indicator and the safe area's bottom lie below it and are clipped away, never drawn over the content.
    let screen = Rect(
      x: 0, y: 0, width: finite(panel.environment.canvas.width), height: finite(panel.environment.canvas.height))
    out += DesignDrawing.safeAreaGuide(panel.environment.safeArea, screen)
    for box in boxes { out += DesignDrawing.svg(box) }
    out += DesignDrawing.chrome(panel.environment.safeArea, screen, rtl: panel.environment.rtl)
    out += "</svg>\n"
    out += "<rect class=\"screen-edge\" x=\"0\" y=\"0\" \(size)/>\n"
    out += MarkDrawing.svg(panel.marks, boxes: boxes)
    out += "</g>\n"
    if let footer = PanelDrawing.footer(gone) {
      let y = PanelDrawing.headerHeight + contentBounds.height + PanelDrawing.footerGap - 4
      out += "<text class=\"footer\" x=\"0\" y=\"\(n(y))\">\(SVGText.escaped(footer))</text>\n"
    }
    return out + "</g>\n"
  }
}
