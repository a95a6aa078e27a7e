// A size taken from the other axis of a relative layout that has that size only after wrapping.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A size that refers to the relative layout's size on the other axis, which the layout wraps.
///
/// Lint: reports a visible child of a relative layout that wraps an axis, whose size on the *other* axis refers to
/// the layout's wrapped dimension (`width: parent.height` where the height wraps), when its computed size is not
/// what the reference gives at the layout's final size. TangramKit 1.4.2 computes it against the size before
/// wrapping, 0 for a new view, and lays the children out again at the wrapped size only when one of them asks
/// for it; a size that refers to the layout never asks (code notes §5). `size-before-wrap` reports the same
/// axis. Fix: the number the reference gives at the wrapped size.
struct SizeFromWrappedAxis: LintRule {
  static let description = RuleDescription(
    id: .sizeFromWrappedAxis, defaultSeverity: .warning,
    summary: "a size taken from the other axis of a relative layout before it wraps",
    explanation: """
      `width: parent.height` in a relative layout whose height wraps reads a height that exists only after
      wrapping. TangramKit 1.4.2 lays the children out against the layout's height before wrapping (0 for a
      new view: a `.tgl` file has no previous size), counts the width in the wrap, and lays them out again at
      the wrapped height only when a child asks for it: a `fill` or weighted size, or a `bottom`, `right`,
      `centerX` or `centerY` that is a number, a weight or refers to the layout. A size that refers to the layout
      does not ask (code notes §5), so a square badge as wide as its wrapped cell is tall comes out 0 wide. Give
      it a number, or take the size from a sibling that has it (`width: text.height`). The same holds for
      heights taken from a wrapped width.

      **Bad:**

      ```tgl
      relative Cell {
          width: wrap
          height: wrap

          label text { left: 0; top: 8; width: 200; height: 30 }
          view badge { left: 210; top: 0; height: 20; width: parent.height }
      }
      ```

      **Good:**

      ```tgl
      relative Cell {
          width: wrap
          height: wrap

          label text { left: 0; top: 8; width: 200; height: 30 }
          view badge { left: 210; top: 0; height: 20; width: 38 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for containerIndex in context.nodes.indices where context.nodes.kind(containerIndex) == .relative {
      let container = context.nodes[containerIndex]
      for wrapped in Axis.both where context.wraps(container.index, wrapped) {
        guard let inner = context.innerSize(container.index, wrapped) else { continue }
        for k in context.children(container.index) { check(k, in: container, wrapped, inner: inner, context, &findings) }
      }
    }
  }

  func check(
    _ k: Int, in container: LintNode, _ wrapped: Axis, inner: Double, _ context: DocumentContext,
    _ findings: inout Findings
  ) {
    let axis = wrapped.other
    let node = context.nodes[k]
    guard let (size, written, computed) = SizeBeforeWrap.shortfall(k, axis, from: wrapped, inner: inner, context)
    else { return }
    let extent = axis == .horizontal ? "wide" : "tall"
    let valueText = context.valueText(k, axis.sizeKey)
    let number = SizeBeforeWrap.number(written)
    var fixes: [Fix] = []
    if !size.hasBounds, let property = context.property(k, axis.sizeKey), property.keys == [axis.sizeKey] {
      fixes.append(
        Fix(
          title: "use the wrapped \(wrapped.sizeName), \(number)",
          edits: [TextEdit(range: property.valueRange, newText: number)]))
    }
    findings.report(
      .sizeFromWrappedAxis, context.valueRange(k, axis.sizeKey),
      "\(context.label(node.index)) comes out \(SizeBeforeWrap.number(computed)) \(extent), not the \(number) that '\(valueText)' gives at the wrapped \(wrapped.sizeName) of \(context.label(container.index)): TangramKit reads the \(wrapped.sizeName) before \(context.label(container.index)) wraps it (0 for a new view), and a size that refers to the layout does not ask for the second pass (the app's next layout pass, which starts from the wrapped \(wrapped.sizeName), changes it); give it a number ('\(axis.sizeName): \(number)') or a sibling's \(wrapped.sizeName)",
      related: [context.wrapsNote(container.index, wrapped)],
      fixes: fixes, about: context.subject(k))
  }
}
