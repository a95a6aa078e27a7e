// Hover on a view in a constraints container (issue 31): the constraints that decided each of its edges, in the order
// the system added them (TGLLayout's `constraintDecisions`), instead of TangramKit's size derivations.

import TGLLayout
import TGLSemantics

/// One edge of a view placed by Auto Layout: `x = 16: box.leading == parent.leading + 16`.
struct ConstraintLine: Hashable {
  static let heading = "Constraints (Auto Layout), in the order solved:"

  var edge: String
  var value: Double
  var labels: [String]
  var isAmbiguous: Bool

  init(_ decision: EdgeDecision) {
    edge = decision.edge.rawValue
    value = decision.value
    labels = decision.labels
    isAmbiguous = decision.isAmbiguous
  }

  /// The line; with `code`, each constraint in backticks (markdown).
  func append(code: Bool, to out: inout TextBytes) {
    out += edge
    out.append(" = ")
    Numbers.append(value, to: &out)
    out.append(": ")
    if labels.isEmpty { out.append("no constraint decides it") }
    for (i, label) in labels.enumerated() {
      if i > 0 { out.append(code ? ", " : "; ") }
      if code { out.append("`") }
      out += label
      if code { out.append("`") }
    }
    if isAmbiguous { out.append(" (ambiguous: the constraints leave it free, Auto Layout puts it anywhere)") }
  }
}

extension Analysis {
  /// The lines for element `location` when it is a child of a constraints container laid out in `environment`; nil
  /// for any other element.
  func constraintLines(_ location: ElementLocation, in environment: Environment) -> [ConstraintLine]? {
    guard location.document < source.documents.count,
      let decisions = constraintDecisions(source.documents[location.document], in: environment, element: location.index)
    else { return nil }
    return decisions.map(ConstraintLine.init)
  }
}
