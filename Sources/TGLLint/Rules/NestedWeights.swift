// Weighted linear layouts inside weighted slots of linear layouts: a performance hint.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A weighted linear layout whose children are weighted too.
///
/// Lint: reports the weighted main-axis size of a linear layout (or row) inside a linear layout when that
/// layout also shares its own main axis among weighted children. Fix: none.
struct NestedWeights: LintRule {
  static let description = RuleDescription(
    id: .nestedWeights, defaultSeverity: .information,
    summary: "a weighted linear layout whose children are weighted too (performance)",
    explanation: """
      Weights along a linear layout are handed out in a second pass, after the fixed sizes are known. A
      weighted linear layout inside a weighted slot is measured once to find the space left for it and again to
      share it among its own weighted children; every level of nesting repeats the work of the levels inside
      it, like Android's nested `layout_weight`. On long screens and in cells, give the outer slot a number
      (or `wrap`) where the design allows it.

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 300
          height: 400

          linear body (vert) {
              width: fill
              height: fill

              view a { width: fill; height: fill }
              view b { width: fill; height: fill }
          }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 300
          height: 400

          linear body (vert) {
              width: fill
              height: 300

              view a { width: fill; height: fill }
              view b { width: fill; height: fill }
          }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for nodeIndex in context.nodes.indices where context.isLinearLike(nodeIndex) {
      let node = context.nodes[nodeIndex]
      guard let parent = context.parentNode(node.index), context.isLinearLike(parent.index),
        let outer = context.mainAxis(parent.index), context.gravity(parent.index, outer) == nil,
        node.size(outer).isWeighted,
        let inner = context.mainAxis(node.index), context.gravity(node.index, inner) == nil
      else { continue }
      let weightedChildren = context.children(node.index).filter { k in
        let child = context.nodes[k]
        return !child.isGone && child.size(inner).isWeighted
      }
      guard !weightedChildren.isEmpty, context.property(node.index, outer.sizeKey) != nil else { continue }
      findings.report(
        .nestedWeights, context.valueRange(node.index, outer.sizeKey),
        "\(context.label(node.index)) takes a weighted \(outer.sizeName) and shares its own \(inner.sizeName) among weighted children, which costs an extra layout pass; give it a fixed \(outer.sizeName) if the design allows",
        related: weightedChildren.prefix(1).map {
          RelatedLocation(range: context.valueRange($0, inner.sizeKey), message: "a weighted child")
        }, about: context.subject(node.index))
    }
  }
}
