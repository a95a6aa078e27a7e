// Sizes that come out negative (and are drawn as 0): negative numbers, margins wider than the parent,
// increments larger than what they are added to.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A size that comes out negative.
///
/// Lint: reports a size whose value is negative in the environment: a negative number, `fill`, a weight or
/// a reference whose increment takes it below zero, and two margins that leave less than nothing between them
/// (in frame and relative layouts and across linear layouts). A `min` of zero or more prevents it. Fix: none.
struct NegativeSize: LintRule {
  static let description = RuleDescription(
    id: .negativeSize, defaultSeverity: .warning, summary: "a size that comes out negative",
    explanation: """
      TangramKit computes sizes without checking their sign and clamps a negative size to 0 when it applies
      the frame, so the view disappears. It happens with a negative number, with `fill - 120` or
      `parent.width - 120` in a parent narrower than 120 points, and with margins on both sides that add up to
      more than the parent's inner size. The result depends on the environment: a layout that fits a phone in
      portrait may not fit it in landscape. Give the size a `min 0` (or a larger minimum) if shrinking to
      nothing is intended.

      **Bad:**

      ```tgl
      frame S {
          width: 100
          height: 100

          view A { left: 60; right: 60; height: 40 }
      }
      ```

      **Good:**

      ```tgl
      frame S {
          width: 100
          height: 100

          view A { left: 30; right: 30; height: 40 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for nodeIndex in context.nodes.indices
    where !context.nodes.isGone(nodeIndex) && !context.nodes.hasFrame(nodeIndex) {
      let node = context.nodes[nodeIndex]
      // Both axes in turn, without the array of `Axis.allCases` per node.
      check(node, .horizontal, context, &findings)
      check(node, .vertical, context, &findings)
    }
  }

  func check(_ node: LintNode, _ axis: Axis, _ context: DocumentContext, _ findings: inout Findings) {
    let n = node.index
    // The common cases, told before the size is copied out of the set: a size that cannot come out negative, and no
    // size, where only two margins can leave less than nothing.
    // (`cannotBeNegative` covers a numeric `min` of zero or more, a number of zero or more and a `wrap` that does
    // not shrink; the size is read from the node's facts, `AxisSize`, and copied out of the set only for a
    // reference.)
    let axisSize = node.size(axis)
    if axisSize.cannotBeNegative { return }
    if axisSize.kind == .unset || axisSize.kind == .none {
      let set = context.nodes.setFields(node.index)
      let both =
        axis == .horizontal
        ? !set.isDisjoint(with: [.left, .leading]) && !set.isDisjoint(with: [.right, .trailing])
        : set.isSuperset(of: [.top, .bottom])
      if !both { return }
    }
    let parent = context.parentNode(n)
    // Read where a margin or a share of it needs it: a plain number does not.
    var inner: Double {
      parent.flatMap { context.innerSize($0.index, axis) }
        ?? (axis == .horizontal ? context.environment.canvas.width : context.environment.canvas.height)
    }
    let (head, tail, _) = context.positions(n, axis)
    func margin(_ p: (PropertyKey, PositionValue)?) -> Double {
      guard let p else { return 0 }
      switch p.1.kind {
      case .number(let v): return v + p.1.offset
      case .weight(let w): return w / 100 * inner + p.1.offset
      default: return p.1.offset
      }
    }
    let anchored: Bool
    switch parent?.kind {
    case .frame?, .relative?: anchored = true
    case .linear?, .table?, .row?: anchored = context.mainAxis(parent!.index) != axis
    default: anchored = false
    }
    if anchored, let head, let tail, parent?.kind != .relative || !context.wraps(parent!.index, axis) {
      let value = inner - margin(head) - margin(tail)
      if value < 0 {
        findings.report(
          .negativeSize, context.propertyRange(n, tail.0),
          "the margins \(format(margin(head))) and \(format(margin(tail))) leave \(format(value)) points for the \(axis.sizeName) of \(context.label(node.index)) in \(format(inner)); make them smaller or the parent larger", about: context.subject(n)
        )
      }
      return
    }
    guard axisSize.kind != .unset else { return }
    let multiple = axisSize.multiple
    let increment = axisSize.increment
    var value: Double?
    // The part of the message after the value, worded only when the value is negative (rarely): formatting it for every
    // element was a visible part of `tgl check`, and a closure per element copied the whole context into its box.
    enum Part {
      case written
      case within(Double)
      case of(Double)
      case with(Reference, Double)
      case content(Double)
    }
    var part = Part.written
    func what() -> String {
      let written = "'\(context.valueText(n, axis.sizeKey))'"
      switch part {
      case .written: return written
      case .within(let inner): return "\(written) in \(format(inner))"
      case .of(let inner): return "\(written) of \(format(inner))"
      case .with(let r, let v): return "\(written) with '\(r.written)' = \(format(v))"
      case .content(let content): return "\(written) with a content \(axis.sizeName) of \(format(content))"
      }
    }
    switch axisSize.kind {
    case .number:
      value = axisSize.number * multiple + increment
    case .fill where anchored || parent == nil:
      let inner = inner
      value = (inner - margin(head) - margin(tail)) * multiple + increment
      part = .within(inner)
    case .weight where anchored || parent == nil:
      let inner = inner
      value = inner * axisSize.number / 100 * multiple + increment
      part = .of(inner)
    case .reference:
      guard let size = context.nodes.props(n).size(axis.sizeKey), case .reference(let r) = size.kind,
        r.attribute.isSize
      else { break }
      switch context.resolve(r.target, from: n) {
      case .parent:
        let refAxis: Axis = r.attribute == .width ? .horizontal : .vertical
        if let p = parent, let v = context.innerSize(p.index, refAxis) {
          value = v * multiple + increment
          part = .with(r, v)
        }
      case .sibling(let j):
        if let f = context.frame(j) {
          let v = r.attribute == .width ? f.width : f.height
          value = v * multiple + increment
          part = .with(r, v)
        }
      default: break
      }
    case .wrap where !node.kind.isContainer:
      if increment < 0 || multiple < 0 {
        let content = axis == .horizontal ? context.nodes.props(node.index).intrinsic?.width ?? 0 : context.nodes.props(node.index).intrinsic?.height ?? 0
        value = content * multiple + increment
        part = .content(content)
      }
    default: break
    }
    guard let value, value < 0 else { return }
    findings.report(
      .negativeSize, context.valueRange(n, axis.sizeKey),
      "the \(axis.sizeName) of \(context.label(node.index)) comes out at \(format(value)) points (\(what())) and is drawn as 0; make it larger or add 'min 0'", about: context.subject(n)
    )
  }
}
