// Views laid out wholly or partly outside their container.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A view laid out wholly or partly outside its container.
///
/// Lint: reports a visible view with a non-empty frame that lies entirely outside its parent's bounds in the
/// environment (to the left, right, above or below), or that passes one of its edges by more than half a pixel
/// (not in path layouts, whose children sit around a curve). Fix: none.
struct OutsideContainer: LintRule {
  static let description = RuleDescription(
    id: .outsideContainer, defaultSeverity: .warning, summary: "a view laid out wholly or partly outside its container",
    explanation: """
      A view whose frame does not intersect its parent at all is not visible (containers clip nothing, but the
      view is off the area its parent was given, usually off screen). It comes from margins larger than the
      parent, from a linear layout whose content is longer than the layout, or from a reference to the wrong
      edge. A view that passes an edge only in part is reported too: the part past the edge is cut off where
      the container clips (`clipsToBounds`), and drawn over its neighbours where it does not. The result depends
      on the environment, so check it in every size class (`--all-size-classes`).

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
    for nodeIndex in context.nodes.indices
    where context.nodes.parent(nodeIndex) >= 0 && !context.nodes.isGone(nodeIndex) && context.nodes.kind(nodeIndex) != .spacer {
      let node = context.nodes[nodeIndex]
      guard let f = context.frame(node.index), let p = context.frame(node.parent), f.width > 0, f.height > 0,
        p.width > 0, p.height > 0
      else { continue }
      let parent = context.nodes[node.parent]
      // The messages are built only for a view that is reported: formatting four numbers for every view of every
      // document cost more than the check itself.
      func place() -> String {
        "\(context.label(node.index)) is laid out at (\(format(f.x)), \(format(f.y)), \(format(f.width)), \(format(f.height)))"
      }
      func size() -> String { "\(context.label(parent.index)) (\(format(p.width)) × \(format(p.height)))" }
      func related() -> [RelatedLocation] {
        [RelatedLocation(range: context.labelRange(node.parent), message: "\(context.label(parent.index)) is here")]
      }
      let outside = f.x >= p.width || f.x + f.width <= 0 || f.y >= p.height || f.y + f.height <= 0
      if outside {
        findings.report(
          .outsideContainer, context.labelRange(node.index),
          "\(place()), wholly outside \(size()); check its margins and the sizes before it", related: related(), about: context.subject(node.index))
        continue
      }
      // Partly outside: the part past an edge is cut off where the container clips, and off its area anyway.
      // A path layout places its children around a curve and does not claim to contain them.
      guard parent.kind != .path else { continue }
      let slack = 0.5 / context.environment.scale
      let left = -f.x
      let right = f.x + f.width - p.width
      let top = -f.y
      let bottom = f.y + f.height - p.height
      guard left > slack || right > slack || top > slack || bottom > slack else { continue }
      let past = [("left", left), ("right", right), ("top", top), ("bottom", bottom)].filter { $0.1 > slack }
      let edges = past.map { "\(format($0.1)) points past its \($0.0) edge" }.joined(separator: " and ")
      findings.report(
        .outsideContainer, context.labelRange(node.index),
        "\(place()), partly outside \(size()): \(edges), so that part is clipped or off its area; check its margins and the sizes before it",
        related: related(), about: context.subject(node.index))
    }
  }
}
