// Views in the screen's unsafe area: under the status bar or the sensor housing, or over the home indicator.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A view that lies in the unsafe area and is not a background.
///
/// Lint: with a device (safe-area insets not zero), reports a visible label, button or image, or a plain `view` that
/// does not reach the screen's edge on that side, whose frame reaches more than half a pixel into the strip of an
/// inset. A plain `view` that reaches the edge is a background (a bar's colour drawn under the status bar), and
/// layouts are not reported themselves (their children are). Fix: add the edge to the root's
/// `insetsPaddingFromSafeArea`, when it is not there yet.
struct UnsafeArea: LintRule {
  static let description = RuleDescription(
    id: .unsafeArea, defaultSeverity: .warning,
    summary: "a view in the unsafe area (status bar, sensor housing, home indicator) that is not a background",
    explanation: """
      On a device (`@device`, `--device`) the screen has safe-area insets: the status bar and the sensor housing
      (notch or Dynamic Island) at the top, the home indicator at the bottom, and in landscape the housing's side
      and the other. TangramKit adds only the left and right insets to the root layout's padding by default
      (`tg_insetsPaddingFromSafeArea = [.left, .right]`), so content placed at the top or the bottom of the root
      ends up under the status bar or the home indicator, where it is hidden or cannot be tapped.

      A label, button or image in those strips is reported, and so is a plain `view` that does not reach the
      screen's edge on that side. A plain `view` that reaches the edge is taken for a background (a bar's colour
      that continues under the status bar) and is not reported, nor are layouts themselves. The fix adds the edge
      to the root's `insetsPaddingFromSafeArea`; a padding of `safeArea` on that edge does the same for one edge.

      **Bad:**

      ```tgl
      @device "iPhone 15"

      linear S (vert) {
          label title { text: "Inbox"; size: fill, 44 }
      }
      ```

      **Good:**

      ```tgl
      @device "iPhone 15"

      linear S (vert) {
          insetsPaddingFromSafeArea: left, right, top, bottom
          label title { text: "Inbox"; size: fill, 44 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    let insets = context.environment.safeArea
    guard !insets.isZero, !context.nodes.isEmpty, let root = context.frame(0) else { return }
    let screen = context.environment.canvas
    let slack = 0.5 / context.environment.scale
    // Absolute frames: each node's frame is in its parent's coordinates, and parents come first.
    var origins = [Point](repeating: Point(x: 0, y: 0), count: context.nodes.count)
    origins[0] = Point(x: root.x, y: root.y)
    for nodeIndex in context.nodes.indices where context.nodes.parent(nodeIndex) >= 0 {
      let node = context.nodes[nodeIndex]
      guard let f = context.frame(node.index) else { continue }
      let o = origins[node.parent]
      origins[node.index] = Point(x: o.x + f.x, y: o.y + f.y)
    }
    let rootEdges = context.nodes.props(0).insetsPaddingFromSafeArea ?? .tangramDefault
    for nodeIndex in context.nodes.indices
    where context.nodes.parent(nodeIndex) >= 0 && !context.nodes.kind(nodeIndex).isContainer && context.nodes.kind(nodeIndex) != .spacer {
      let node = context.nodes[nodeIndex]
      guard context.nodes.visibility(node.index) ?? .visible == .visible, !hiddenByAncestor(node, context),
        let f = context.frame(node.index), f.width > 0, f.height > 0
      else { continue }
      let o = origins[node.index]
      let frame = Rect(x: o.x, y: o.y, width: f.width, height: f.height)
      // Off the screen on the other axis: not under anything.
      guard frame.x < screen.width, frame.x + frame.width > 0, frame.y < screen.height, frame.y + frame.height > 0
      else { continue }
      let depths: [(ScreenEdge, Double, Bool)] = [
        (.top, insets.top - frame.y, frame.y <= slack),
        (.bottom, frame.y + frame.height - (screen.height - insets.bottom), frame.y + frame.height >= screen.height - slack),
        (.left, insets.left - frame.x, frame.x <= slack),
        (.right, frame.x + frame.width - (screen.width - insets.right), frame.x + frame.width >= screen.width - slack),
      ]
      for (edge, depth, reachesEdge) in depths where insets[edge] > 0 && depth > slack {
        // A plain view that reaches the screen's edge is a background drawn under the bar.
        if node.kind == .view && reachesEdge { continue }
        var fixes: [Fix] = []
        if !rootEdges.contains(ScreenEdges(edge)), let fix = addEdgeFix(edge, to: rootEdges, context) {
          fixes.append(fix)
        }
        findings.report(
          .unsafeArea, context.labelRange(node.index),
          "\(context.label(node.index)) reaches \(format(Swift.min(depth, insets[edge]))) points into the unsafe area at the "
            + "\(edge.rawValue) (\(Self.what(edge, insets)), inset \(format(insets[edge]))); add '\(edge.rawValue)' to "
            + "the root's insetsPaddingFromSafeArea or move it out",
          fixes: fixes, about: context.subject(node.index))
        break
      }
    }
  }

  /// What covers the strip of `edge`. tgl's landscape has the sensor housing on the left (`Engine+SafeArea.swift`).
  static func what(_ edge: ScreenEdge, _ insets: SafeAreaInsets) -> String {
    switch edge {
    case .top: insets.top > 24 ? "the status bar and the sensor housing" : "the status bar"
    case .bottom: "the home indicator"
    case .left: "the sensor housing's side"
    case .right: "the rounded corners opposite the sensor housing"
    }
  }

  private func hiddenByAncestor(_ node: LintNode, _ context: DocumentContext) -> Bool {
    var parent = node.parent
    while parent >= 0 {
      if context.nodes.visibility(parent) ?? .visible != .visible { return true }
      parent = context.nodes.parent(parent)
    }
    return false
  }

  /// A fix that writes the root's `insetsPaddingFromSafeArea` with `edge` added: the value replaced when it is
  /// written, else a new first line in the root's block.
  private func addEdgeFix(_ edge: ScreenEdge, to edges: ScreenEdges, _ context: DocumentContext) -> Fix? {
    let value = edges.union(ScreenEdges(edge)).edges.map(\.rawValue).joined(separator: ", ")
    let title = "add '\(edge.rawValue)' to the root's insetsPaddingFromSafeArea"
    if let written = context.property(0, .insetsPaddingFromSafeArea) {
      return Fix(
        title: title, edits: [TextEdit(range: written.valueRange(of: .insetsPaddingFromSafeArea), newText: value)])
    }
    guard let info = context.info(0) else { return nil }
    let bytes = context.source.tree.bytes
    var brace = info.kindRange.end
    while brace < info.range.end, bytes[brace] != 0x7B { brace += 1 }
    guard brace < info.range.end else { return nil }
    // Indented one level (four spaces) deeper than the root's line.
    var lineStart = info.range.start
    while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    var indent = ""
    var i = lineStart
    while i < bytes.count, bytes[i] == 0x20 {
      indent += " "
      i += 1
    }
    return Fix(
      title: title,
      edits: [
        TextEdit(
          range: TextRange.empty(at: brace + 1),
          newText: "\n\(indent)    insetsPaddingFromSafeArea: \(value)")
      ])
  }
}
