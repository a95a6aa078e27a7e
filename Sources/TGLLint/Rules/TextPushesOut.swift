// Views pushed out of their container by the measured text of a sibling before them.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A view pushed (partly or wholly) out of its container by a sibling whose size comes from its text.
///
/// Lint: reports a visible view of a linear layout, table row or relative layout that ends beyond its container's
/// padded edge on the axis the children are laid out along (a relative layout: the axis of the reference), when an
/// earlier sibling on that axis is a label or button whose size there wraps its text (in a relative layout: the
/// sibling the view is anchored to). Fix: none.
struct TextPushesOut: LintRule {
  static let description = RuleDescription(
    id: .textPushesOut, defaultSeverity: .warning,
    summary: "text that pushes a sibling out of its container",
    explanation: """
      A label or button whose width wraps its text grows with the text: in another language, at a larger Dynamic
      Type size or with a longer title it pushes the views after it along the line, and the last ones end outside
      their container, cut off or off screen. tgl measures the text, so it sees this in every environment it
      checks (`--all-size-classes` includes the largest Dynamic Type size; `--pseudo-locale` makes every text
      40 % longer). Bound the text (`width: wrap max 200`, or `fill` so that it takes only what is left), let the
      container wrap, or let the line break (a flow layout). A view pushed wholly outside is also reported by
      `outside-container`.

      **Bad:**

      ```tgl
      linear row (horz) {
          width: 200
          height: 44

          label title { width: wrap; height: wrap; text: "Notifications and sounds" }
          view toggle { left: 8; width: 51; height: 31 }
      }
      ```

      **Good:**

      ```tgl
      linear row (horz) {
          width: 200
          height: 44

          label title { width: fill; height: wrap; text: "Notifications and sounds" }
          view toggle { left: 8; width: 51; height: 31 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for containerIndex in context.nodes.indices
    where context.nodes.kind(containerIndex).isContainer && !context.nodes.isGone(containerIndex) {
      let container = context.nodes[containerIndex]
      switch container.kind {
      case .linear, .row, .table:
        guard let axis = context.mainAxis(container.index) else { continue }
        var pusher: Int?
        for k in context.children(container.index) where !context.nodes.isGone(k) && !context.nodes.hasFrame(k) {
          if let pusher, let overflow = overflow(k, container, axis, context) {
            report(k, pusher: pusher, container, axis, overflow, context, &findings)
          }
          if pusher == nil, wrapsText(k, axis, context) { pusher = k }
        }
      case .relative:
        for k in context.children(container.index) where !context.nodes.isGone(k) && !context.nodes.hasFrame(k) {
          for axis in Axis.both {
            guard let anchor = anchor(k, axis, context), wrapsText(anchor, axis, context),
              let overflow = overflow(k, container, axis, context)
            else { continue }
            report(k, pusher: anchor, container, axis, overflow, context, &findings)
          }
        }
      default: continue
      }
    }
  }

  /// How far child `k` ends beyond its container's padded edge on `axis` (nil: it does not).
  func overflow(_ k: Int, _ container: LintNode, _ axis: Axis, _ context: DocumentContext) -> Double? {
    guard let f = context.frame(k), let p = context.frame(container.index), f.width > 0 || f.height > 0,
      let inner = context.innerSize(container.index, axis)
    else { return nil }
    // The paddings read only where the container has one (reading its set retains it).
    let padded = !context.nodes.setFields(container.index).isDisjoint(with: DocumentContext.paddingFields)
    var props: Properties { context.nodes.props(container.index) }
    let headPad =
      !padded
      ? 0
      : axis == .horizontal
        ? (props.leadingPadding ?? (context.environment.rtl ? props.rightPadding : props.leftPadding) ?? 0)
        : (props.topPadding ?? 0)
    _ = p
    let start = axis == .horizontal ? f.x : f.y
    let end = start + (axis == .horizontal ? f.width : f.height)
    let tolerance = 0.5 / context.environment.scale + 1e-6
    let limit: Double
    if axis == .horizontal && context.environment.rtl {
      // Mirrored: the line runs to the left, and the padded start edge is at the trailing padding.
      let trailingPad = padded ? props.trailingPadding ?? props.leftPadding ?? 0 : 0
      let beyond = trailingPad - start
      return beyond > tolerance ? beyond : nil
    }
    limit = headPad + inner
    return end - limit > tolerance ? end - limit : nil
  }

  /// True when node `n` is a label or button whose size on `axis` comes from its text (wrap, or no size).
  func wrapsText(_ n: Int, _ axis: Axis, _ context: DocumentContext) -> Bool {
    // What `Properties.textBox` requires, without preparing the text (this runs for many children), told from which
    // properties are set and the size's kind (`NodeFacts`): no value is copied out of the set.
    let set = context.nodes.setFields(n)
    guard context.nodes.kind(n).hasText, set.contains(.text), !set.contains(.intrinsic) else { return false }
    switch context.nodes.size(n, axis).kind {
    case .unset, .wrap, .none: return true
    default: return false
    }
  }

  /// The sibling that child `k` of a relative layout is placed after on `axis` (`left: title.right`).
  func anchor(_ k: Int, _ axis: Axis, _ context: DocumentContext) -> Int? {
    let (head, _, _) = context.positions(k, axis)
    guard let head, case .reference(let r) = head.1.kind, case .element(let name) = r.target,
      let target = context.names.first[name], context.nodes.parent(target) == context.nodes.parent(k)
    else { return nil }
    return target
  }

  func report(
    _ k: Int, pusher: Int, _ container: LintNode, _ axis: Axis, _ overflow: Double, _ context: DocumentContext,
    _ findings: inout Findings
  ) {
    guard let pf = context.frame(pusher), let cf = context.frame(container.index) else { return }
    let pushed = context.nodes[k]
    let by = context.nodes[pusher]
    let size = axis == .horizontal ? pf.width : pf.height
    let containerSize = axis == .horizontal ? cf.width : cf.height
    let font = context.textBox(pusher)?.prepared.font.description ?? ""
    findings.report(
      .textPushesOut, context.labelRange(k),
      "\(context.label(pushed.index)) ends \(format(overflow)) pt beyond \(context.label(container.index)) (\(format(containerSize)) \(axis == .horizontal ? "wide" : "high")), pushed by the text of \(context.label(by.index)), \(format(size)) pt \(axis == .horizontal ? "wide" : "high") (\(font))",
      related: [RelatedLocation(range: context.labelRange(pusher), message: "\(context.label(by.index)) is here")], about: context.subject(k))
  }
}
