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
  let size: Size

  init(_ panel: Panel) {
    self.panel = panel
    let list = BoxList(document: panel.document, environment: panel.environment, result: panel.result)
    boxes = list.boxes
    gone = list.gone
    let canvas = panel.environment.canvas
    var bounds = Rect(x: 0, y: 0, width: finite(canvas.width), height: finite(canvas.height))
    for box in boxes { bounds = union(bounds, box.frame) }
    contentBounds = bounds
    let headingWidth = max(
      SVGText.width(panel.title, fontSize: PanelDrawing.titleSize),
      SVGText.width(panel.subtitle, fontSize: PanelDrawing.subtitleSize))
    var height = PanelDrawing.headerHeight + bounds.height
    var width = max(bounds.width, headingWidth)
    if let footer = PanelDrawing.footer(gone) {
      height += PanelDrawing.footerGap
      width = max(width, SVGText.width(footer, fontSize: PanelDrawing.footerSize))
    }
    size = Size(width: width, height: height)
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
    out += "<text class=\"subtitle\" x=\"0\" y=\"32\">\(SVGText.escaped(panel.subtitle))</text>\n"
    let offsetX = -contentBounds.x
    let offsetY = PanelDrawing.headerHeight - contentBounds.y
    out += "<g transform=\"translate(\(n(offsetX)),\(n(offsetY)))\">\n"
    let canvas = panel.environment.canvas
    out += "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\"/>\n"
    for box in boxes { out += BoxDrawing.svg(box) }
    if !LabelPlacement.contains(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), contentBounds) {
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
