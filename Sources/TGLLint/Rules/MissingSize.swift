// Leaves with no size and no intrinsic size on an axis: zero-size views.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A view with no size and nothing to take one from.
///
/// Lint: reports a visible leaf (not a spacer, not `frame`) that has no width (or height), no `intrinsic`
/// size, and that its container does not size either, so that it is laid out 0 points wide (or tall); and `wrap`
/// on a plain `view` without `intrinsic`, which TangramKit cannot measure. Fix: in a relative layout where
/// siblings copy the unsized view's size (`width: A.width`), a size array that makes them share the inner size.
struct MissingSize: LintRule {
  static let description = RuleDescription(
    id: .missingSize, defaultSeverity: .warning, summary: "a view with no size and nothing to take one from",
    explanation: """
      TangramKit keeps a view's current size when the layout gives it none; a `.tgl` file has no current size,
      so a leaf without a width takes its `intrinsic` width, and without that it is 0 wide, and invisible.
      That is almost always a forgotten size. Give the view a size, `wrap` with an `intrinsic` size (the size
      its text or image would have), or margins on both sides in a container that stretches it. Write
      `intrinsic: 0, 0` for a view that is meant to be empty. In a relative layout where siblings copy the
      view's size (`width: A.width`, all 0 then), the fix makes them share the layout's inner size with a size
      array (`width: [B.width]`), as TangramKit's `tg_width.equal([B.tg_width])` does.

      A plain `view` cannot wrap its content at all: TangramKit measures a leaf with UIKit's `sizeThatFits`, and
      a plain UIView answers with its current size. `wrap` on a `view` without `intrinsic` is reported;
      labels, buttons and images measure what they show.

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 200

          label title { width: fill }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 200

          label title { width: fill; height: wrap; intrinsic: 120, 20 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for nodeIndex in context.nodes.indices
    where !context.nodes.kind(nodeIndex).isContainer && context.nodes.kind(nodeIndex) != .spacer {
      let node = context.nodes[nodeIndex]
      // A label or button with `text` (even "") measures it: a zero size is what its text asks for.
      // Which properties are set and the sizes' kinds are the node's facts: no value is copied out of its set.
      let set = context.nodes.setFields(nodeIndex)
      guard !node.isGone, !node.hasFrame, !set.contains(.intrinsic), !(node.kind.hasText && set.contains(.text)),
        let frame = context.frame(node.index)
      else { continue }
      var missing: [Axis] = []
      // A size that is written but invalid has its own error; saying it is missing too would be a follow-on.
      for axis in Axis.both where !sizedByMargins(node, axis, context) && context.property(node.index, axis.sizeKey) == nil {
        let kind = node.size(axis).kind
        let unset = kind == .unset || kind == .none
        let computed = axis == .horizontal ? frame.width : frame.height
        if unset && computed == 0 { missing.append(axis) }
      }
      reportPlainViewWrap(node, context, &findings)
      guard !missing.isEmpty else { continue }
      let what = missing.count == 2 ? "no width or height" : "no \(missing[0].sizeName)"
      let zero = missing.count == 2 ? "0 × 0" : missing[0] == .horizontal ? "0 wide" : "0 tall"
      let give = missing.count == 2 ? "a size" : "a \(missing[0].sizeName)"
      findings.report(
        .missingSize, context.labelRange(node.index),
        "\(context.label(node.index)) has \(what) and no intrinsic size, so it is \(zero); give it \(give), or 'intrinsic' for 'wrap'",
        fixes: missing.compactMap { shareFix(node, $0, context) }, about: context.subject(node.index))
    }
  }

  /// In a relative layout, where siblings take their size from the unsized view (`width: A.width`), a size array
  /// that makes them share the layout's inner size instead: `width: [B.width]` on the view and no size on the
  /// siblings. TangramKit's `tg_width.equal([B.tg_width])` (docs/language.md §5.7): what the siblings' copies of
  /// a size that is 0 usually meant (equal columns).
  func shareFix(_ node: LintNode, _ axis: Axis, _ context: DocumentContext) -> Fix? {
    guard let parent = context.parentNode(node.index), parent.kind == .relative, context.name(node.index) != nil,
      let info = context.info(node.index), context.variant(node.index) == nil
    else { return nil }
    var siblings: [(name: String, removal: Fix)] = []
    for k in context.children(parent.index) where k != node.index {
      let sibling = context.nodes[k]
      guard !sibling.isGone, let siblingName = context.name(sibling.index),
        let size = axis == .horizontal ? context.nodes.props(sibling.index).width : context.nodes.props(sibling.index).height,
        case .reference(let r) = size.kind, r.attribute == (axis == .horizontal ? .width : .height),
        context.resolve(r.target, from: k) == .sibling(node.index), size.multiple == 1, size.increment == 0,
        !size.hasBounds, let removal = context.removalFix(k, axis.sizeKey)
      else { continue }
      siblings.append((siblingName, removal))
    }
    guard !siblings.isEmpty, let first = context.source.properties(of: info).first else { return nil }
    let array = "\(axis.sizeName): [" + siblings.map { "\($0.name).\(axis.sizeName)" }.joined(separator: ", ") + "]"
    // On the property's own line (a block written over several lines) the array gets a line of its own, indented
    // like the property; in a one-line block it goes before the first property.
    let bytes = context.source.tree.bytes
    var lineStart = first.range.start
    while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
    let before = bytes[lineStart..<first.range.start]
    let insertion: String
    if before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
      insertion = array + "\n" + String(decoding: before, as: UTF8.self)
    } else {
      insertion = array + "; "
    }
    let names = siblings.map { "'\($0.name)'" }.joined(separator: ", ")
    return Fix(
      title: "share the \(axis.sizeName) with \(names) ('\(array)')",
      edits: [TextEdit(range: TextRange.empty(at: first.range.start), newText: insertion)]
        + siblings.flatMap(\.removal.edits))
  }

  /// `wrap` on a plain `view` without `intrinsic`: TangramKit measures a leaf with UIKit's `sizeThatFits`, and a
  /// plain UIView answers its current size, which a `.tgl` file does not have (code notes §7).
  func reportPlainViewWrap(_ node: LintNode, _ context: DocumentContext, _ findings: inout Findings) {
    guard node.kind == .view else { return }
    for axis in Axis.both {
      guard node.size(axis).kind == .wrap else { continue }
      findings.report(
        .missingSize, context.valueRange(node.index, axis.sizeKey),
        "a plain 'view' cannot wrap its content: TangramKit asks UIView's sizeThatFits, which answers the view's current size, so its \(axis.sizeName) is 0 here; give it a \(axis.sizeName), or 'intrinsic' for a custom view that measures itself", about: context.subject(node.index),
        // A style's `wrap` is said at the style's property (`StyleFindings`, language.md §16.3).
        property: context.styled(node.index, axis.sizeKey) == nil ? nil : axis.sizeKey
      )
    }
  }

  /// Both margins in a container that stretches the view between them.
  func sizedByMargins(_ node: LintNode, _ axis: Axis, _ context: DocumentContext) -> Bool {
    let (head, tail, _) = context.positionKeys(node.index, axis)
    guard head != nil, tail != nil, let parent = context.parentNode(node.index) else { return false }
    switch parent.kind {
    case .frame, .relative: return true
    case .linear, .table, .row: return context.mainAxis(parent.index) != axis
    default: return false
    }
  }
}
