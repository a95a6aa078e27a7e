// Required constraints that the others already imply.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A required constraint of a constraints container that the others imply.
///
/// Lint: reports a required member that holds in every solution of the other constraints, whatever the container's
/// size (of two equal members, the later one). Fix: deleting it.
struct RedundantConstraint: LintRule {
  static let description = RuleDescription(
    id: .redundantConstraint, defaultSeverity: .warning,
    summary: "a required constraint the others already imply",
    explanation: """
      Auto Layout accepts a constraint that the others already imply and keeps it: it changes nothing in the
      layout, but it is one more equation to keep in step when the others change (edit one of them and the
      redundant one turns into a conflict). tgl reports a required member that holds in every solution of the
      container's other constraints, whatever size the container gets from its parent: `a.trailing ==
      parent.leading + 110` beside `a.leading == parent.leading + 10` and `a.width == 100`, a second `a.width ==
      100`, `a.width >= 50` beside `a.width == 100`. Of two members that imply each other, the later one is
      reported, so deleting every reported member keeps the layout. The check reads the solved system row by row:
      it is sound (what it reports is implied) but an implication that only a combination of rows shows is not
      found.

      **Bad:**

      ```tgl
      constraints card {
          width: 300
          height: 100

          view a

          a.leading == parent.leading + 10
          a.top == parent.top
          a.width == 100
          a.height == 40
          a.width >= 50
      }
      ```

      **Good:**

      ```tgl
      constraints card {
          width: 300
          height: 100

          view a

          a.leading == parent.leading + 10
          a.top == parent.top
          a.width == 100
          a.height == 40
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for container in context.constraintContainers {
      for k in container.analysis.redundant {
        guard let constraint = container.written(k), !constraint.range.isEmpty else { continue }
        let spelling = context.spelling(constraint)
        findings.report(
          .redundantConstraint, context.range(constraint),
          "'\(spelling)' is implied by the other constraints; delete it",
          // A member of a component's tree is written in the component's file: no edit of this text deletes it.
          fixes: !context.isWrittenHere(constraint)
            ? []
            : [
              Fix(
                title: "delete '\(spelling)'",
                edits: [
                  TextEdit(
                    range: Edits.deletionRange(of: context.range(constraint), in: context.source.tree.bytes), newText: "")
                ])
            ], about: context.subject(container.node))
      }
    }
  }
}
