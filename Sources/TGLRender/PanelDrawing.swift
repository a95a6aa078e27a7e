// One panel as SVG: the heading, the canvas outline, every element's rectangle and padding, the labels and the
// list of gone views.

import TGLLayout
import TGLSemantics

/// The geometry and the SVG of one panel, in the panel's own coordinates (its top-left corner is 0, 0).
struct PanelDrawing {
  static let titleSize = 14.0
  static let subtitleSize = 11.0
  static let headerHeight = 44.0
  static let footerGap = 18.0
  static let footerSize = 11.0
  /// How many gone views the footer names before it says "and N more".
  static let goneListLimit = 6

  let panel: Panel
  let boxes: [Box]
  let gone: [String]
  /// The canvas and every drawn frame, in the root's coordinates.
  let contentBounds: Rect
  /// The part of the canvas drawn: all of it, or down to the root's own size when the root is smaller (a cell that
  /// wraps its height is drawn at its height, not at the top of an empty screen).
  let canvasRect: Rect
  let subtitle: String
  let size: Size

  init(_ panel: Panel) {
    self.panel = panel
    let list = BoxList(document: panel.document, environment: panel.environment, result: panel.result)
    boxes = list.boxes
    gone = list.gone
    canvasRect = PanelDrawing.drawnCanvas(panel.environment.canvas, boxes)
    var bounds = canvasRect
    for box in boxes { bounds = union(bounds, box.frame) }
    contentBounds = bounds
    let canvas = panel.environment.canvas
    subtitle =
      panel.subtitle
      + (canvasRect.height < finite(canvas.height) || canvasRect.width < finite(canvas.width)
        ? " · drawn at the root's size" : "")
    let headingWidth = max(
      SVGText.width(panel.title, fontSize: PanelDrawing.titleSize),
      SVGText.width(subtitle, fontSize: PanelDrawing.subtitleSize))
    var height = PanelDrawing.headerHeight + bounds.height
    var width = max(bounds.width, headingWidth)
    if let footer = PanelDrawing.footer(gone) {
      height += PanelDrawing.footerGap
      width = max(width, SVGText.width(footer, fontSize: PanelDrawing.footerSize))
    }
    size = Size(width: width, height: height)
  }

  /// The canvas, cut to the root's width or height (and whatever else is drawn) where the root is smaller.
  static func drawnCanvas(_ canvas: Size, _ boxes: [Box]) -> Rect {
    let full = Rect(x: 0, y: 0, width: finite(canvas.width), height: finite(canvas.height))
    guard let root = boxes.first?.frame, root.width.isFinite, root.height.isFinite else { return full }
    var extent = Rect(x: 0, y: 0, width: 0, height: 0)
    for box in boxes { extent = union(extent, box.frame) }
    let width = root.width < full.width ? min(full.width, max(extent.maxX, 1)) : full.width
    let height = root.height < full.height ? min(full.height, max(extent.maxY, 1)) : full.height
    return Rect(x: 0, y: 0, width: width, height: height)
  }

  /// The strips of the screen's safe-area insets (the status bar and sensor housing, the home indicator, the sides
  /// in landscape), shaded over the drawing and cut to the drawn canvas.
  static func unsafeStrips(_ insets: SafeAreaInsets, _ canvas: Rect) -> String {
    guard !insets.isZero else { return "" }
    let n = SVGText.number
    let strips = [
      Rect(x: 0, y: 0, width: canvas.width, height: min(insets.top, canvas.height)),
      Rect(x: 0, y: max(0, canvas.height - insets.bottom), width: canvas.width, height: min(insets.bottom, canvas.height)),
      Rect(x: 0, y: 0, width: min(insets.left, canvas.width), height: canvas.height),
      Rect(x: max(0, canvas.width - insets.right), y: 0, width: min(insets.right, canvas.width), height: canvas.height),
    ]
    var out = "<g class=\"unsafe\">"
    for strip in strips where strip.width > 0 && strip.height > 0 {
      out += "<rect x=\"\(n(strip.x))\" y=\"\(n(strip.y))\" width=\"\(n(strip.width))\" height=\"\(n(strip.height))\"/>"
    }
    return out + "</g>\n"
  }

  /// The footer line naming the gone views, if any.
  static func footer(_ gone: [String]) -> String? {
    guard !gone.isEmpty else { return nil }
    var text = "gone (not drawn): " + gone.prefix(goneListLimit).joined(separator: ", ")
    if gone.count > goneListLimit { text += " and \(gone.count - goneListLimit) more" }
    return text
  }

  /// The panel's SVG, placed with its top-left corner at `origin`.
  func svg(at origin: Point) -> String {
    let n = SVGText.number
    var out = "<g class=\"panel\" transform=\"translate(\(n(origin.x)),\(n(origin.y)))\">\n"
    out += "<text class=\"title\" x=\"0\" y=\"15\">\(SVGText.escaped(panel.title))</text>\n"
    out += "<text class=\"subtitle\" x=\"0\" y=\"32\">\(SVGText.escaped(subtitle))</text>\n"
    let offsetX = -contentBounds.x
    let offsetY = PanelDrawing.headerHeight - contentBounds.y
    out += "<g transform=\"translate(\(n(offsetX)),\(n(offsetY)))\">\n"
    let canvas = canvasRect
    out += "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\"/>\n"
    let lifted = KindDrawing.lifted(boxes)
    let curves = KindDrawing.curves(panel, boxes)
    for (index, box) in boxes.enumerated() {
      if lifted.contains(index) { out += KindDrawing.shadow(box) }
      out += BoxDrawing.svg(box)
      if let curve = curves[index] { out += curve }
    }
    out += PanelDrawing.unsafeStrips(panel.environment.safeArea, canvas)
    if !LabelPlacement.contains(canvas, contentBounds) {
      // Something lies outside the canvas: show the screen's edge over it too.
      out +=
        "<rect class=\"canvas-edge\" x=\"0\" y=\"0\" width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\"/>\n"
    }
    out += "<g class=\"labels\">\n"
    for (box, label) in zip(boxes, LabelPlacement.labels(for: boxes, within: contentBounds)) {
      guard let label else { continue }
      out += BoxDrawing.svg(label, box: box)
    }
    out += "</g>\n"
    out += MarkDrawing.svg(panel.marks, boxes: boxes)
    out += "</g>\n"
    if let footer = PanelDrawing.footer(gone) {
      let y = PanelDrawing.headerHeight + contentBounds.height + PanelDrawing.footerGap - 4
      out += "<text class=\"footer\" x=\"0\" y=\"\(n(y))\">\(SVGText.escaped(footer))</text>\n"
    }
    out += "</g>\n"
    return out
  }
}

/// The smallest rectangle holding both (non-finite parts of `b` are ignored).
func union(_ a: Rect, _ b: Rect) -> Rect {
  guard b.x.isFinite, b.y.isFinite, b.width.isFinite, b.height.isFinite else { return a }
  let minX = min(a.x, b.x)
  let minY = min(a.y, b.y)
  let maxX = max(a.maxX, b.maxX)
  let maxY = max(a.maxY, b.maxY)
  return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}

func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
