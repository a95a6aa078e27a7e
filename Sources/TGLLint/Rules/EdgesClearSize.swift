// A size between both edges of a wrapped frame or relative layout: TangramKit clears it, MyLayout 2.0 keeps it.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A child with both edges and a size on an axis its frame or relative layout wraps.
///
/// Lint: for the TangramKit target (the default, and what `tgl gen swift` writes), reports the size of a visible
/// child of a frame or relative layout that wraps an axis, when the child has both edges on that axis and a size
/// that MyLayout 2.0 would keep there (the engine's `frameKeepsSize` and `keepsSizeBetweenEdges` under `mylayout`):
/// TangramKit 1.4.2 clears that size for good (code notes §4 for the frame, §5 for the relative layout), counts only
/// the child's margins in the wrap and stretches it to the wrapped size. Fix: remove the tail edge (`bottom`,
/// `right`, `trailing`), which both libraries read the same way: the size counts and the child sits at its head.
/// Silent for the MyLayout target, which keeps the size.
struct EdgesClearSize: LintRule {
  static let description = RuleDescription(
    id: .edgesClearSize, defaultSeverity: .warning,
    summary: "a size between both edges of an axis that a frame or relative layout wraps",
    explanation: """
      In a frame or relative layout that wraps its height, a child with both `top` and `bottom` and a
      `height` is read two ways. MyLayout 2.0 (`@target mylayout`) keeps the height and counts margin + height +
      margin in the wrap. TangramKit 1.4.2, the default target and what `tgl gen swift` writes, clears the
      height for good whenever both edges are set (code notes §4, §5): the child counts only
      its two margins in the wrap and is stretched between them once the layout has its wrapped size, which it
      takes from the other children; a new view is first laid out against a height of 0. So where the child is
      the tallest, the app shows a layout as tall as the two margins and a child 0 tall (MyLayout issue 78).
      Keep one edge and the size (both libraries then agree), or drop the size and let another child give the
      layout its height. The same holds for widths.

      **Bad:**

      ```tgl
      relative Card {
          width: 320
          height: wrap

          view photo { left: 20; right: 30; top: 10; bottom: 40; height: 60 }
      }
      ```

      **Good:**

      ```tgl
      relative Card {
          width: 320
          height: wrap

          view photo { left: 20; right: 30; top: 10; height: 60 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    guard context.environment.library == .tangramKit else { return }
    for containerIndex in context.nodes.indices
    where context.nodes.kind(containerIndex) == .frame || context.nodes.kind(containerIndex) == .relative {
      let container = context.nodes[containerIndex]
      for axis in Axis.both where context.wraps(container.index, axis) {
        for k in context.children(container.index) { check(k, in: container, axis, context, &findings) }
      }
    }
  }

  func check(
    _ k: Int, in container: LintNode, _ axis: Axis, _ context: DocumentContext, _ findings: inout Findings
  ) {
    let node = context.nodes[k]
    guard !node.isGone, !node.hasFrame, keepsSize(k, axis, in: container, context) else { return }
    let (head, tail, _) = context.positionKeys(k, axis)
    guard let headKey = head, let tailKey = tail else { return }
    let sizeText = context.valueText(k, axis.sizeKey)
    // An edge a style gives is named as the style writes it (`vertMargin`).
    let headName = context.property(k, headKey).map { context.source.name(of: $0) } ?? context.styled(k, headKey) ?? headKey.name
    let tailName = context.property(k, tailKey).map { context.source.name(of: $0) } ?? context.styled(k, tailKey) ?? tailKey.name
    let edges = headName == tailName ? "'\(headName)' (both edges)" : "both '\(headName)' and '\(tailName)'"
    let keep =
      headName == tailName
      ? "write only '\(headKey.name)' to keep the \(axis.sizeName) in both" : "remove '\(tailName)' to keep the \(axis.sizeName) in both"
    var fixes: [Fix] = []
    if let fix = context.removalFix(k, tailKey, title: "remove '\(tailName)' and keep the \(axis.sizeName)") {
      fixes.append(fix)
    }
    // The frames are TangramKit's: the rule runs for that target only.
    var outcome = ""
    if let frame = context.frame(k), let wrapped = context.frame(container.index) {
      let size = axis == .horizontal ? frame.width : frame.height
      let wrappedSize = axis == .horizontal ? wrapped.width : wrapped.height
      let adjective = axis == .horizontal ? "wide" : "high"
      outcome =
        " (here \(context.label(node.index)) is \(LibraryQuirk.number(size)) \(adjective) and \(context.label(container.index)) wraps to \(LibraryQuirk.number(wrappedSize)))"
    }
    findings.report(
      .edgesClearSize, context.valueRange(k, axis.sizeKey),
      "\(context.label(node.index)) has \(edges) in \(context.label(container.index)), which wraps its \(axis.sizeName): TangramKit 1.4.2 clears its \(axis.sizeName) '\(sizeText)', counts only its margins in the wrap and stretches it between them at the wrapped \(axis.sizeName) (against 0 first, for a new view), where MyLayout 2.0 keeps it\(outcome); \(keep)",
      related: [context.wrapsNote(container.index, axis)],
      fixes: fixes, about: context.subject(k),
      // A size a style gives is the one cleared: said at the style's property (`StyleFindings`, language.md §16.3).
      property: context.styled(k, axis.sizeKey) == nil ? nil : axis.sizeKey)
  }

  /// True when MyLayout 2.0 keeps the child's written size between its edges (see `docs/layout-engine.md`, "Rules
  /// of each target"): in a frame layout a size that does not need the frame's, in a relative layout any written
  /// size.
  func keepsSize(_ k: Int, _ axis: Axis, in container: LintNode, _ context: DocumentContext) -> Bool {
    guard context.property(k, axis.sizeKey) != nil || context.styled(k, axis.sizeKey) != nil else { return false }
    if container.kind == .frame { return context.frameKeepsSize(k, axis, library: .myLayout) }
    switch (axis == .horizontal ? context.nodes.props(k).width : context.nodes.props(k).height)?.kind {
    case nil, .none?: return false
    default: return true
    }
  }
}
