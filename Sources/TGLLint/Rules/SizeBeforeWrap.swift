// Sizes taken from a wrapped relative layout before it has wrapped: the timeline's line that comes out 0 tall.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A size that refers to a wrapped relative layout and does not get the layout's wrapped size.
///
/// Lint: reports a visible child of a relative layout that wraps an axis, whose size on that axis refers to the
/// layout's size on the same axis (`height: parent.height`), when its computed size is not what the reference gives
/// at the layout's final size: TangramKit computed it against the size before wrapping, and nothing asked for the
/// second pass. The message says what comes out. Fix: both edges instead of the size (`top: 0; bottom: 0`), when
/// the view has no position on that axis and the size is the bare reference.
struct SizeBeforeWrap: LintRule {
  static let description = RuleDescription(
    id: .sizeBeforeWrap, defaultSeverity: .warning,
    summary: "a size taken from a wrapped relative layout before it wraps",
    explanation: """
      A relative layout that wraps its height lays its children out against the height it has before wrapping
      (0 for a new view: a `.tgl` file has no previous size), leaves out of its wrap every child whose height
      refers to it, and then lays the children out a second time at the wrapped height only when one of them
      asks for it: a `fill` or weighted height, or a `bottom` or `centerY` that is a number, a weight or refers
      to the layout. `height: parent.height` is meant to ask too, but TangramKit's test for it never matches, so
      a line as tall as its wrapped cell (a timeline) keeps the height it got before wrapping: 0. Anchor the view
      at both edges instead: `top: 0; bottom: 0` (with no height) gives it the edges' distance, and its `bottom`
      asks for the second pass. The same holds for widths.

      **Bad:**

      ```tgl
      relative Cell {
          width: 320
          height: wrap

          view line { left: 20; width: 2; height: parent.height }
          label text { left: 40; top: 8; width: 200; height: 30 }
      }
      ```

      **Good:**

      ```tgl
      relative Cell {
          width: 320
          height: wrap

          view line { left: 20; width: 2; top: 0; bottom: 0 }
          label text { left: 40; top: 8; width: 200; height: 30 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for containerIndex in context.nodes.indices where context.nodes.kind(containerIndex) == .relative {
      let container = context.nodes[containerIndex]
      for axis in Axis.both where context.wraps(container.index, axis) {
        guard let inner = context.innerSize(container.index, axis) else { continue }
        for k in context.children(container.index) {
          check(k, in: container, axis, inner: inner, context, &findings)
        }
      }
    }
  }

  func check(
    _ k: Int, in container: LintNode, _ axis: Axis, inner: Double, _ context: DocumentContext,
    _ findings: inout Findings
  ) {
    let node = context.nodes[k]
    guard let (size, written, computed) = Self.shortfall(k, axis, from: axis, inner: inner, context) else { return }
    let (head, tail, center) = context.positionKeys(k, axis)
    let edges = axis == .horizontal ? "left: 0; right: 0" : "top: 0; bottom: 0"
    let extent = axis == .horizontal ? "wide" : "tall"
    let valueText = context.valueText(k, axis.sizeKey)
    var fixes: [Fix] = []
    if head == nil, tail == nil, !center, size.multiple == 1, size.increment == 0, !size.hasBounds,
      let property = context.property(k, axis.sizeKey), property.keys == [axis.sizeKey]
    {
      fixes.append(Fix(title: "anchor '\(edges)' instead", edits: [TextEdit(range: property.range, newText: edges)]))
    }
    findings.report(
      .sizeBeforeWrap, context.valueRange(k, axis.sizeKey),
      "\(context.label(node.index)) comes out \(Self.number(computed)) \(extent), not the \(Self.number(written)) that '\(valueText)' gives at the wrapped \(axis.sizeName) of \(context.label(container.index)): it is sized before \(context.label(container.index)) wraps, and a size that refers to the layout does not ask TangramKit to lay the children out again (the app's next layout pass, which starts from the wrapped \(axis.sizeName), changes it); anchor both edges instead ('\(edges)', no \(axis.sizeName))",
      related: [context.wrapsNote(container.index, axis)],
      fixes: fixes, about: context.subject(k))
  }

  /// Child `k`'s size on `axis` when it refers to its relative layout's size on `wrapped`, which the layout wraps,
  /// and the engine's frame does not have what the reference gives at the wrapped size (`inner`): TangramKit
  /// computed it before wrapping and nothing asked for the second pass (code notes §5). The size, what the
  /// reference gives and what came out.
  static func shortfall(_ k: Int, _ axis: Axis, from wrapped: Axis, inner: Double, _ context: DocumentContext)
    -> (size: SizeValue, written: Double, computed: Double)?
  {
    let node = context.nodes[k]
    guard !node.isGone, !node.hasFrame, let frame = context.frame(k),
      let size = axis == .horizontal ? context.nodes.props(node.index).width : context.nodes.props(node.index).height,
      case .reference(let r) = size.kind, r.attribute == (wrapped == .horizontal ? .width : .height),
      context.resolve(r.target, from: k) == .parent,
      let written = clamped(inner * size.multiple + size.increment, size)
    else { return nil }
    let computed = axis == .horizontal ? frame.width : frame.height
    guard abs(computed - written) > 1 / context.environment.scale else { return nil }
    return (size, written, computed)
  }

  /// `value` within the size's numeric bounds, at least 0; nil when a bound is not a number (the rule then stays
  /// silent rather than guess).
  static func clamped(_ value: Double, _ size: SizeValue) -> Double? {
    var v = value
    if let min = size.min {
      guard case .number(let n) = min.kind else { return nil }
      v = Swift.max(v, n * min.multiple + min.increment)
    }
    if let max = size.max {
      guard case .number(let n) = max.kind else { return nil }
      v = Swift.min(v, n * max.multiple + max.increment)
    }
    return Swift.max(0, v)
  }

  /// A number as the messages write it: no trailing `.0`.
  static func number(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
  }
}
