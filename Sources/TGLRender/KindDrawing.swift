// What tells the kinds of element apart, and what floats over what: a label has a white face and a text bar, an
// image the crossed frame of a placeholder, a button rounded corners; a path layout shows its curve; a box that
// overlaps something other than its own ancestors (a sibling laid over another) casts a shadow, so that `close`
// over a ring of buttons reads as lying on the ring, not in it.

import TGLLayout
import TGLSemantics

enum KindDrawing {
  /// The corner radius of a button: 8, less on a small button.
  static func cornerRadius(_ box: Box) -> Double {
    guard box.kind == .button else { return 0 }
    return max(0, min(8, box.displayFrame.width / 4, box.displayFrame.height / 4))
  }

  /// The marks drawn over an element's rectangle that say its kind.
  static func decoration(_ box: Box) -> String {
    let n = SVGText.number
    let frame = box.displayFrame
    guard frame.width > 0, frame.height > 0, box.style == .solid else { return "" }
    switch box.kind {
    case .label:
      // A white face, and a bar down the leading side like the caret of a text.
      var out = "<rect class=\"kind-label\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" "
      out += "height=\"\(n(frame.height))\" stroke=\"\(box.paint.stroke)\"/>"
      let bar = min(3, frame.width / 4)
      out += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(bar))\" height=\"\(n(frame.height))\" "
      out += "fill=\"\(box.paint.stroke)\" fill-opacity=\"0.55\"/>"
      return out
    case .image:
      // The placeholder's cross, corner to corner.
      let d =
        "M\(n(frame.x)) \(n(frame.y))L\(n(frame.maxX)) \(n(frame.maxY))"
        + "M\(n(frame.maxX)) \(n(frame.y))L\(n(frame.x)) \(n(frame.maxY))"
      return "<path class=\"kind-image\" d=\"\(d)\" stroke=\"\(box.paint.stroke)\"/>"
    default:
      return ""
    }
  }

  /// The boxes that overlap a box drawn before them that is not one of their ancestors: they get a shadow.
  /// Quadratic, so only for panels of up to `shadowLimit` boxes.
  static func lifted(_ boxes: [Box]) -> Set<Int> {
    guard boxes.count <= shadowLimit else { return [] }
    var out: Set<Int> = []
    for earlier in boxes.indices where boxes[earlier].style == .solid {
      let frame = boxes[earlier].displayFrame
      guard frame.width > 0, frame.height > 0 else { continue }
      // Boxes after the earlier one's subtree are not its descendants; those inside it are, and are skipped.
      for later in boxes[earlier].subtreeEnd..<boxes.count where boxes[later].style == .solid {
        if !isAncestor(later, of: earlier, boxes), LabelPlacement.intersects(frame, boxes[later].displayFrame) {
          out.insert(later)
        }
      }
    }
    return out
  }

  static let shadowLimit = 600

  static func isAncestor(_ candidate: Int, of index: Int, _ boxes: [Box]) -> Bool {
    candidate < index && index < boxes[candidate].subtreeEnd
  }

  /// A soft shadow under a lifted box.
  static func shadow(_ box: Box) -> String {
    let n = SVGText.number
    let frame = box.displayFrame
    let radius = cornerRadius(box)
    return "<rect class=\"lift\" x=\"\(n(frame.x + 2))\" y=\"\(n(frame.y + 3))\" width=\"\(n(frame.width))\" "
      + "height=\"\(n(frame.height))\"\(radius > 0 ? " rx=\"\(n(radius))\"" : "")/>\n"
  }

  /// The curve of every path layout, drawn inside it under its children.
  static func curves(_ panel: Panel, _ boxes: [Box]) -> [Int: String] {
    var indexByPath: [String: Int] = [:]
    for (index, box) in boxes.enumerated() where box.kind == .path { indexByPath[box.item.path] = index }
    guard !indexByPath.isEmpty else { return [:] }
    let n = SVGText.number
    var out: [Int: String] = [:]
    for element in panel.document.elements where element.kind == .path {
      guard let index = indexByPath[element.path] else { continue }
      let box = boxes[index]
      let properties = element.resolvedProperties(in: panel.environment)
      let padding = box.padding
      let runs = properties.pathCurvePoints(
        size: Size(width: box.frame.width, height: box.frame.height), left: padding.left, top: padding.top, right: padding.right, bottom: padding.bottom)
      var d = ""
      for run in runs {
        for (k, point) in run.enumerated() {
          d += (k == 0 ? "M" : "L") + n(point.x + box.frame.x) + " " + n(point.y + box.frame.y)
        }
      }
      if !d.isEmpty { out[index] = "<path class=\"curve\" d=\"\(d)\" stroke=\"\(box.paint.stroke)\"/>\n" }
    }
    return out
  }
}
