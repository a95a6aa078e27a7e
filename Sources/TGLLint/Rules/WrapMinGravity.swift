// `wrap min N` with a gravity on the same axis: the gravity only has the room below N, and TangramKit does not use it.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A linear layout, table or row that wraps an axis with a `min` and has a gravity on that axis.
///
/// Lint: reports the gravity of a linear layout, table or row whose size on an axis is `wrap` with a numeric
/// `min` and whose gravity on that axis moves the content (not the head, not `fill`); across, only while the
/// content (the largest child with its margins, and the padding) is so much smaller than the min that the gravity
/// would move the children by a point or more. On the main axis TangramKit
/// 1.4.2's gravity path never computes the wrapped size and keeps the current one (the min, for a new view), so
/// content that grows past the min does not grow the layout; on the cross axis TangramKit places the children in
/// the content's size and applies the min afterwards without placing them again, so the gravity does nothing
/// (code notes §6). Fix: a fixed size of the min (`height: 200`), which both libraries read alike.
struct WrapMinGravity: LintRule {
  static let description = RuleDescription(
    id: .wrapMinGravity, defaultSeverity: .warning,
    summary: "a gravity on an axis that a linear layout wraps with a min",
    explanation: """
      `height: wrap min 200` with `gravity: vert.center` reads as "at least 200 tall, the content centred while
      it is shorter". TangramKit 1.4.2 does not do that (code notes §6): along a linear layout's main axis its
      gravity path never computes the wrapped size and keeps the layout's current one (for a new view 0, raised
      to the min), so content that grows past 200 spills out instead of growing the layout (MyLayout issue
      102); across it, the children are placed in the content's size and the min is applied afterwards without
      placing them again, so they are never centred in the 200. Once the content is larger than the min, the
      gravity has no room left anyway. Give the layout a fixed size and keep the gravity, or keep the wrap and
      drop the gravity (centre the layout itself in its parent).

      **Bad:**

      ```tgl
      linear Panel (vert) {
          width: 320
          height: wrap min 200
          gravity: vert.center

          label title { width: fill; height: 21; text: "Title" }
      }
      ```

      **Good:**

      ```tgl
      linear Panel (vert) {
          width: 320
          height: 200
          gravity: vert.center

          label title { width: fill; height: 21; text: "Title" }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for nodeIndex in context.nodes.indices where context.isLinearLike(nodeIndex) {
      let node = context.nodes[nodeIndex]
      // The gravity and the min first: most layouts have neither, and whether one wraps asks its parent too.
      guard context.nodes.setFields(node.index).contains(.gravity), let main = context.mainAxis(node.index) else { continue }
      for axis in Axis.both {
        guard let g = context.gravity(node.index, axis), Self.moves(g), let min = Self.minimum(node, axis, context),
          context.wraps(node.index, axis)
        else {
          continue
        }
        // Across, what the gravity would have moved the children by within the min: half the room for a centre,
        // all of it otherwise. Under a point (the content about fills the min) nobody sees it.
        var shift: Double?
        if axis != main {
          guard let content = crossContent(node, axis, context) else { continue }
          let room = min - content
          let moved = g == "center" ? room / 2 : room
          guard moved >= 1 else { continue }
          shift = moved
        }
        report(node, axis, shift: shift, gravity: g, min: min, context, &findings)
      }
    }
  }

  /// A gravity that places the content somewhere else than at the head (top, left, leading) and does not
  /// stretch it.
  static func moves(_ gravity: String) -> Bool {
    switch gravity {
    case "top", "left", "leading", "fill", "baseline": return false
    default: return true
    }
  }

  /// The content's size across a linear layout, the size it wraps to before the min: the largest visible child's
  /// size and numeric margins on `axis`, plus the layout's padding (code notes §6, "cross axis: wrap = the
  /// largest (size + margins)"); nil when a child's frame is unknown.
  func crossContent(_ node: LintNode, _ axis: Axis, _ context: DocumentContext) -> Double? {
    var largest = 0.0
    for k in context.children(node.index) where !context.nodes.isGone(k) {
      guard let f = context.frame(k) else { return nil }
      let (head, tail, _) = context.positions(k, axis)
      var extent = axis == .horizontal ? f.width : f.height
      // The two margins read in turn: an array of them per child was made and freed for every child.
      if let margin = head?.1, case .number(let n) = margin.kind { extent += n }
      if let margin = tail?.1, case .number(let n) = margin.kind { extent += n }
      largest = Swift.max(largest, extent)
    }
    let p = context.nodes.props(node.index)
    let pads =
      axis == .horizontal
      ? (p.leadingPadding ?? p.leftPadding ?? 0) + (p.trailingPadding ?? p.rightPadding ?? 0)
      : (p.topPadding ?? 0) + (p.bottomPadding ?? 0)
    return largest + pads
  }

  /// The numeric `min` of a `wrap` size on `axis`.
  static func minimum(_ node: LintNode, _ axis: Axis, _ context: DocumentContext) -> Double? {
    // A `wrap` only, told from the node's facts before the value is copied out of the set.
    guard node.size(axis).kind == .wrap else { return nil }
    let props = context.nodes.props(node.index)
    guard let size = axis == .horizontal ? props.width : props.height, case .wrap = size.kind,
      let min = size.min, case .number(let n) = min.kind
    else { return nil }
    return n * min.multiple + min.increment
  }

  func report(
    _ node: LintNode, _ axis: Axis, shift: Double?, gravity: String, min: Double, _ context: DocumentContext,
    _ findings: inout Findings
  ) {
    let n = node.index
    let sizeName = axis.sizeName
    // The label and the min made once: the message and its note name the layout up to three times, and the message
    // and the fix the min up to five.
    let label = context.label(n)
    let minText = format(min)
    // Made of its pieces in turn, as bytes (`MessageText`): the rule reports once per use of a component.
    var message = MessageText(capacity: 512)
    message.append(
      label, " wraps its ", sizeName, " with 'min ", minText, "': '", axis.gravityPrefix, ".", gravity,
      "' has room only while the content is smaller than ", minText, ", and ")
    if let shift {
      message.append(
        "TangramKit 1.4.2 places the children in the ", sizeName,
        " of the content and applies the min afterwards without placing them again, so they sit ", format(shift),
        " pt from where the gravity would put them in the ", minText)
    } else {
      message.append(
        "TangramKit 1.4.2's gravity path never computes the wrapped ", sizeName,
        " and keeps the layout's current one (the min, for a new view), so content ",
        axis == .vertical ? "taller" : "wider", " than ", minText, " does not grow ", label)
    }
    message.append("; give it a fixed ", sizeName, " ('", sizeName, ": ", minText, "') or remove the gravity")
    var fixes: [Fix] = []
    if let property = context.property(n, axis.sizeKey), property.keys == [axis.sizeKey] {
      fixes.append(
        Fix(
          title: "use a fixed \(sizeName) of \(minText)",
          edits: [TextEdit(range: property.valueRange, newText: minText)]))
    }
    findings.report(
      .wrapMinGravity, context.valueRange(n, .gravity), message.text,
      related: [context.wrapsNote(n, axis, " with a min", label: label)], fixes: fixes, about: context.subject(n))
  }
}
