// Labels and buttons whose text does not fit the frame they get.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import TGLText

/// A label or button whose text needs more lines, width or height than its frame gives it.
///
/// Lint: reports a visible label or button with `text` (and no `intrinsic`) whose text, measured with the
/// environment's font metrics, Dynamic Type size and pseudo-locale, needs more lines than `lines` allows, more
/// width than a single-line label has, or more height than its frame; the message gives the numbers. Fix: `height:
/// wrap` for a numeric height that cuts off lines of a label whose line count is not capped.
struct TruncatedText: LintRule {
  static let description = RuleDescription(
    id: .truncatedText, defaultSeverity: .warning,
    summary: "a label or button whose text needs more lines or width than it gets",
    explanation: """
      tgl measures a label's `text` with Inter's metrics (or the `@fontMetrics` file's) and breaks it into lines
      as UILabel does. A text that needs more room than the frame has is cut off with "…" on the device. It
      happens with a fixed height that holds fewer lines than the text needs, a `lines` limit, a single-line label
      narrower than its text, and, most often, only in some environments: a compact width, a translation (check
      with `--pseudo-locale`) or a large Dynamic Type size (`--all-size-classes` also checks the largest,
      accessibility5). Let the height wrap (`height: wrap`, which also lets the label take as many lines as it
      needs), allow more `lines`, or give the text more width.

      **Bad:**

      ```tgl
      linear card (vert) {
          width: 200

          label title { width: fill; height: 21; text: "The quick brown fox jumps over the lazy dog" }
      }
      ```

      **Good:**

      ```tgl
      linear card (vert) {
          width: 200

          label title { width: fill; height: wrap; text: "The quick brown fox jumps over the lazy dog" }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for nodeIndex in context.nodes.indices
    where context.nodes.kind(nodeIndex).hasText && !context.nodes.isGone(nodeIndex) && context.nodes.visibility(nodeIndex) != .invisible {
      let node = context.nodes[nodeIndex]
      // The box (for its font) only for a text that is cut: `truncation` reads it in place, and nil means no box too.
      guard let f = context.frame(node.index), let cut = context.truncation(node.index, width: f.width, height: f.height),
        let box = context.textBox(node.index)
      else { continue }
      let font = box.prepared.font.description
      let message: String
      if let needed = cut.neededWidth {
        message =
          "\(context.label(node.index)) needs \(format(needed)) pt for its text on one line (\(font)) but is \(format(f.width)) wide; the text is cut off"
      } else if cut.lineLimit == 1 && cut.shownLines == 1 {
        message =
          "\(context.label(node.index)) shows 1 line of its \(cut.neededLines) ('lines' is 1); give it 'lines: 0' and 'height: wrap'"
      } else {
        let reason =
          cut.lineLimit > 0 && cut.shownLines == cut.lineLimit ? "'lines' is \(cut.lineLimit)" : "it is \(format(f.height)) high"
        let lines = cut.neededLines == 1 ? "1 line" : "\(cut.neededLines) lines"
        message =
          "\(context.label(node.index)) needs \(lines) (\(format(cut.neededHeight ?? 0)) pt high) for its text at \(format(f.width)) wide (\(font)) but shows \(cut.shownLines): \(reason)"
      }
      findings.report(.truncatedText, context.labelRange(node.index), message, fixes: wrapFix(node, cut, context), about: context.subject(node.index))
    }
  }

  /// `height: wrap` in place of a numeric height, when the line count is not capped.
  func wrapFix(_ node: LintNode, _ cut: Truncation, _ context: DocumentContext) -> [Fix] {
    guard cut.neededWidth == nil, cut.lineLimit == 0 || context.nodes.props(node.index).lines == nil,
      let height = context.nodes.props(node.index).height, case .number = height.kind, !height.hasBounds,
      let written = context.property(node.index, .height), context.source.name(of: written) == "height"
    else { return [] }
    return [
      Fix(
        title: "let the height wrap",
        edits: [TextEdit(range: written.valueRange(of: .height), newText: "wrap")])
    ]
  }
}
