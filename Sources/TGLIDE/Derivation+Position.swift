// How an edge came about, for a hover on a position property: `left = B.right + 8 = 68 → x = 68`.

import TGLLayout
import TGLSemantics

extension Derivation {
  /// The position properties and the edge each one sets.
  static let positionNames: Set<String> = [
    "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY",
  ]

  /// `left = 20% of 100 = 20 → x = 20`; the middle step only when it gives the computed edge.
  /// - Parameter sibling: the frame of a sibling view by name, in the parent's coordinates.
  static func position(
    _ name: String, _ value: PositionValue, _ c: DerivationContext, sibling: (String) -> Rect?
  ) -> String? {
    guard let edge = edge(name, c.frame) else { return nil }
    let result = "\(edge.label) = \(Numbers.text(edge.value))"
    let inward = ["right", "bottom", "trailing"].contains(name)
    let offset = value.offset == 0 ? "" : (value.offset > 0 ? " + " : " - ") + Numbers.text(abs(value.offset))
    var how: String
    var expected: Double?
    switch value.kind {
    case .none:
      how = [value.min.map { "min " + boundText($0) }, value.max.map { "max " + boundText($0) }]
        .compactMap { $0 }.joined(separator: ", ")
    case .number(let number):
      how = "margin \(Numbers.text(number))"
    case .weight(let weight):
      how = "\(Numbers.text(weight))%" + offset
      if let inner = parentInner(name.isHorizontalEdge ? .horizontal : .vertical, c) {
        let margin = inner * weight / 100 + value.offset
        how = "\(Numbers.text(weight))% of \(Numbers.text(inner))" + offset + " = \(Numbers.text(margin))"
      }
    case .reference(let reference):
      how = referenceText(reference) + offset
      if case .element(let target) = reference.target, let frame = sibling(target),
        let anchor = Self.edge(reference.attribute.rawValue, frame)
      {
        expected = anchor.value + (inward ? -value.offset : value.offset)
        how += " = \(Numbers.text(expected ?? 0))"
      }
    case .array(let references):
      how = "[" + references.map(referenceText).joined(separator: ", ") + "]" + offset
    }
    if let expected, !close(expected, edge.value, c) { how = referenceTextOnly(value) }
    return "\(name) = \(how) → \(result)"
  }

  static func referenceTextOnly(_ value: PositionValue) -> String {
    guard case .reference(let reference) = value.kind else { return "" }
    return referenceText(reference) + " (not applied here)"
  }

  /// The coordinate a position attribute names on `frame`, with how hover calls it.
  static func edge(_ name: String, _ frame: Rect) -> (label: String, value: Double)? {
    switch name {
    case "left", "leading": return ("x", frame.x)
    case "right", "trailing": return ("right edge", frame.maxX)
    case "top": return ("y", frame.y)
    case "bottom": return ("bottom edge", frame.maxY)
    case "centerX": return ("centre x", frame.x + frame.width / 2)
    case "centerY": return ("centre y", frame.y + frame.height / 2)
    case "width": return ("width", frame.width)
    case "height": return ("height", frame.height)
    default: return nil
    }
  }
}

extension String {
  fileprivate var isHorizontalEdge: Bool { ["left", "right", "leading", "trailing", "centerX"].contains(self) }
}
