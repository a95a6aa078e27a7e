// `noBoundaryLimit` floats with children that need a boundary.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A float without a boundary whose children need one.
///
/// Lint: reports a `reverseFloat` child, and a child with a weighted or `fill` size along the float direction,
/// in a float layout with `noBoundaryLimit: true` that wraps that direction. Fix: none.
struct UnboundedFloat: LintRule {
  static let description = RuleDescription(
    id: .unboundedFloat, defaultSeverity: .error,
    summary: "a float without a boundary whose children need one",
    explanation: """
      `noBoundaryLimit: true` on a float layout that wraps its width (a vertical float) lays everything out on
      one line with no right edge. A child that floats to the right edge (`reverseFloat: true`) or takes a
      share of the free span (a weighted or `fill` width) then works against an infinite boundary: TangramKit
      asserts in debug builds and produces garbage coordinates in release builds. A horizontal float is the
      same with heights.

      **Bad:**

      ```tgl
      float S (vert) {
          width: wrap
          height: 40
          noBoundaryLimit: true

          view A { width: 40; height: 40 }
          view B { width: 40; height: 40; reverseFloat: true }
      }
      ```

      **Good:**

      ```tgl
      float S (vert) {
          width: wrap
          height: 40
          noBoundaryLimit: true

          view A { width: 40; height: 40 }
          view B { width: 40; height: 40 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for nodeIndex in context.nodes.indices
    where context.nodes.kind(nodeIndex) == .float && context.nodes.props(nodeIndex).noBoundaryLimit == true {
      let node = context.nodes[nodeIndex]
      guard let main = context.mainAxis(node.index) else { continue }
      let along = main.other
      guard context.wraps(node.index, along) else { continue }
      let related = [
        RelatedLocation(
          range: context.propertyRange(node.index, .noBoundaryLimit), message: "\(context.label(node.index)) has no boundary")
      ]
      for k in context.children(node.index) where !context.nodes.isGone(k) {
        let child = context.nodes[k]
        if context.nodes.props(child.index).reverseFloat == true {
          findings.report(
            .unboundedFloat, context.propertyRange(k, .reverseFloat),
            "\(context.label(child.index)) floats to the end of a float layout that has no end ('noBoundaryLimit'); remove 'reverseFloat' or 'noBoundaryLimit'",
            related: related, about: context.subject(k))
        }
        if child.size(along).isWeighted {
          findings.report(
            .unboundedFloat, context.valueRange(k, along.sizeKey),
            "a weighted \(along.sizeName) is a share of an infinite span in a float layout with 'noBoundaryLimit'; give it a number or 'wrap'",
            related: related, about: context.subject(k))
        }
      }
    }
  }
}
