// Completion in a constraints container (issue 31): its children's names and `parent` where a constraint's side
// starts, and Auto Layout's anchors after `NAME.`.

import TGLSemantics
import TGLSyntax

extension CompletionBuilder {
  /// The items a side of a constraint may start with: the container's named children, then `parent`.
  mutating func constraintItems(_ container: ElementSyntax) {
    for child in container.block?.elements ?? [] {
      guard let name = child.name else { continue }
      add(name, .viewName, detail: child.kind, type: child.kind, documentation: child.documentation)
    }
    add("parent", .keyword, detail: "the constraints container", type: "item")
  }

  /// After a constraint's `@`: the named priorities, with their values (a number from 1 to 1000 is typed).
  mutating func constraintPriorities() {
    for (name, priority) in ConstraintPriority.named {
      add(
        name, .keyword, detail: "@\(name) = \(priority.value)", type: "priority",
        documentation: priority.isRequired
          ? "Always holds (the default)." : "Holds as well as priority \(priority.value) allows against the others.")
    }
  }

  /// The anchors of `base` in `constraint`: on the right of a relation those that can pair with the left side's
  /// anchor come first (the same anchor, then its axis's, positions with positions and sizes with sizes); baselines
  /// only for the views that show text, labels and buttons.
  mutating func constraintAnchors(
    base: String, constraint: ConstraintSyntax, container: ElementSyntax?, rightSide: Bool
  ) {
    let baseKind =
      container?.block?.elements.first { $0.name == base }.flatMap { ElementKind(rawValue: $0.kind) }
    let hasText = baseKind == .label || baseKind == .button
    var anchors = ConstraintAnchor.allCases.filter { !$0.isBaseline || hasText }
    if rightSide, case .member(_, let written?)? = constraint.first?.shape, let first = ConstraintAnchor(rawValue: written)
    {
      func rank(_ anchor: ConstraintAnchor) -> Int {
        if anchor == first { return 0 }
        if anchor.isDimension == first.isDimension && (first.isDimension || anchor.axis == first.axis) { return 1 }
        return 2
      }
      anchors = anchors.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
        .map(\.element)
    }
    for anchor in anchors {
      add(
        anchor.rawValue, .attribute, detail: "\(base).\(anchor.rawValue)",
        type: anchor.isDimension ? "size" : "position")
    }
  }
}
