// A label whose wrapped height breaks its text into lines beside siblings that keep to one line.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import TGLText

/// A label with a wrapped height that breaks into several lines beside single-line siblings.
///
/// Lint: reports (as information) a visible label with `text`, `height: wrap` and a width that is not `wrap`, in a
/// layout that places its children side by side (a horizontal linear layout, a row across a vertical table, a
/// horizontal flow), whose text takes two lines or more at its width, when a visible sibling label or button
/// shows its text on one line. A wrapped height turns the label's `numberOfLines` from 1 into 0 (code notes §7;
/// its author's answer in TangramKit issue 22), so the label grows downwards and its neighbours do not. Fix: a
/// height of one line, which makes it a single-line label (cut off with "…" where the text is longer).
struct MultilineLabel: LintRule {
  static let description = RuleDescription(
    id: .multilineLabel, defaultSeverity: .information,
    summary: "a label whose wrapped height breaks it into lines beside single-line siblings",
    explanation: """
      A label with `height: wrap` takes as many lines as its text needs at its width: TangramKit changes its
      `numberOfLines` from 1 to 0 (code notes §7; a `lines` other than 1 is kept and caps it), and its author
      explains it so in TangramKit issue 22. Beside labels or buttons that keep to one line, such a label makes the row taller
      and its text no longer lines up with theirs. That is often what is meant (a description that may run
      long); where it is not, give the label a height of one line (a single-line label, cut off with "…"), or
      more width.

      **Bad:**

      ```tgl
      linear Row (horz) {
          width: 200
          height: wrap

          label name { width: fill; height: wrap; text: "The quick brown fox jumps over the lazy dog" }
          label price { width: wrap; height: wrap; lines: 1; text: "42" }
      }
      ```

      **Good:**

      ```tgl
      linear Row (horz) {
          width: 200
          height: wrap

          label name { width: fill; height: wrap; text: "The quick brown fox" }
          label price { width: wrap; height: wrap; lines: 1; text: "42" }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for containerIndex in context.nodes.indices where sideBySide(containerIndex, context) {
      let container = context.nodes[containerIndex]
      var single: [Int] = []
      var multi: [(node: Int, lines: Int, limit: Int, lineHeight: Double, frame: Rect)] = []
      for k in context.children(container.index) {
        let node = context.nodes[k]
        guard node.kind.hasText, !node.isGone, context.nodes.visibility(node.index) != .invisible,
          let box = context.textBox(k), let f = context.frame(k),
          !box.prepared.isEmpty
        else { continue }
        // The lines it shows: as many as the text needs at its width, at most `lines` when that is set.
        let needed = box.lineLimit == 1 ? 1 : box.prepared.lineCount(maxWidth: f.width > 0 ? f.width : nil)
        let count = box.lineLimit > 0 ? min(needed, box.lineLimit) : needed
        if count == 1 {
          single.append(k)
        } else if node.kind == .label, case .wrap? = context.nodes.props(node.index).height?.kind, !widthWraps(node, context) {
          multi.append((k, count, box.lineLimit, box.ceilToPixel(box.prepared.lineHeight), f))
        }
      }
      guard let neighbour = single.first else { continue }
      for (k, lines, limit, lineHeight, frame) in multi {
        let node = context.nodes[k]
        let oneLine = lineHeight
        // Code notes §7: `wrap` turns numberOfLines 1 into 0 and leaves any other value.
        let why =
          limit == 0
          ? "a wrapped height gives a label as many lines as its text needs (TangramKit changes numberOfLines from 1 to 0)"
          : "a wrapped height gives it the \(limit) lines 'lines' allows"
        var fixes: [Fix] = []
        if let property = context.property(k, .height), property.keys == [.height] {
          fixes.append(
            Fix(
              title: "keep it to one line (height \(format(oneLine)))",
              edits: [TextEdit(range: property.valueRange, newText: format(oneLine))]))
        }
        findings.report(
          .multilineLabel, context.valueRange(k, .height),
          "\(context.label(node.index)) breaks into \(lines) lines at \(format(frame.width)) wide beside single-line \(context.label(neighbour)): \(why), so it is \(format(frame.height)) high where one line takes \(format(oneLine)); give it a height of one line to keep it on one line",
          related: [
            RelatedLocation(
              range: context.labelRange(neighbour), message: "\(context.label(neighbour)) keeps to one line")
          ],
          fixes: fixes, about: context.subject(k))
      }
    }
  }

  /// A container that places its children side by side: horizontal linear layouts, rows across a vertical table
  /// and horizontal flows.
  func sideBySide(_ n: Int, _ context: DocumentContext) -> Bool {
    switch context.nodes.kind(n) {
    case .linear, .row, .flow: return context.mainAxis(n) == .horizontal
    default: return false
    }
  }

  func widthWraps(_ node: LintNode, _ context: DocumentContext) -> Bool {
    if case .wrap? = context.nodes.props(node.index).width?.kind { return true }
    return false
  }
}
