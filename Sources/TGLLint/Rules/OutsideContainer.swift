// Views laid out wholly outside their container.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A view laid out wholly outside its container.
///
/// Lint: reports a visible view with a non-empty frame that lies entirely outside its parent's bounds in the
/// environment (to the left, right, above or below). Fix: none.
struct OutsideContainer: LintRule {
  static let description = RuleDescription(
    id: .outsideContainer, defaultSeverity: .warning, summary: "a view laid out wholly outside its container",
    explanation: """
      A view whose frame does not intersect its parent at all is not visible (containers clip nothing, but the
      view is off the area its parent was given, usually off screen). It comes from margins larger than the
      parent, from a linear layout whose content is longer than the layout, or from a reference to the wrong
      edge. The result depends on the environment, so check it in every size class (`--all-size-classes`).

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 100
          height: 100

          view A { width: fill; height: 100 }
          view B { width: fill; height: 40 }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 100
          height: 100

          view A { width: fill; height: 60 }
          view B { width: fill; height: 40 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for node in context.nodes where node.parent >= 0 && !node.isGone && node.kind != .spacer {
      guard let f = context.frame(node.index), let p = context.frame(node.parent), f.width > 0, f.height > 0,
        p.width > 0, p.height > 0
      else { continue }
      let outside = f.x >= p.width || f.x + f.width <= 0 || f.y >= p.height || f.y + f.height <= 0
      guard outside else { continue }
      let parent = context.nodes[node.parent]
      findings.report(
        .outsideContainer, context.labelRange(node.index),
        "\(node.label) is laid out at (\(format(f.x)), \(format(f.y)), \(format(f.width)), \(format(f.height))), wholly outside \(parent.label) (\(format(p.width)) × \(format(p.height))); check its margins and the sizes before it",
        related: [RelatedLocation(range: context.labelRange(node.parent), message: "\(parent.label) is here")])
    }
  }
}
