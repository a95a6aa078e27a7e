// Suppression comments that suppress nothing (the linter finds them; this file documents them and builds the
// fixes).

import TGLDiagnostics
import TGLSyntax

/// A suppression that suppresses nothing.
///
/// Lint: reports each rule id of a `// tgl-ignore:` or `// tgl-ignore-file:` comment that no diagnostic of
/// its scope matched, an unknown rule id, a `tgl-ignore` without ids that suppressed nothing, and a
/// `tgl-ignore-file` inside a block. In files with `when` blocks, unused suppressions are only reported when
/// every environment is checked (`--all-size-classes`). Fix: removing the id, or the comment.
struct UnusedSuppression: LintRule {
  static let description = RuleDescription(
    id: .unusedSuppression, defaultSeverity: .warning, summary: "a suppression that suppresses nothing",
    explanation: """
      `// tgl-ignore: rule-id, other-id` on the line before an element or property (or at the end of its line)
      suppresses those rules' diagnostics in that element or property, children included;
      `// tgl-ignore-file: rule-id` anywhere at the top level suppresses them in the whole file. Without ids,
      every rule is suppressed. A suppression that no longer matches anything (the problem was fixed, or the
      id is misspelt) hides the next real problem, so it is reported.

      **Bad:**

      ```tgl
      frame S {
          width: 100
          height: 100

          // tgl-ignore: overlap
          view A { width: 40; height: 40 }
      }
      ```

      **Good:**

      ```tgl
      frame S {
          width: 100
          height: 100

          view A { width: 40; height: 40 }
      }
      ```
      """)

  /// Removes the whole comment (and its line when it is alone on it).
  static func removeComment(_ suppression: Suppression, _ file: FileContext) -> Fix {
    Fix(
      title: "remove the suppression",
      edits: [TextEdit(range: Edits.deletionRange(of: suppression.comment, in: file.bytes), newText: "")])
  }

  /// Removes the `k`th id (and the comma next to it), or the comment when it is the only id.
  static func removeID(_ k: Int, of suppression: Suppression, _ file: FileContext) -> Fix {
    guard suppression.ids.count > 1 else { return removeComment(suppression, file) }
    let range = suppression.ids[k].range
    let edit: TextRange
    if k + 1 < suppression.ids.count {
      edit = TextRange(start: range.start, end: suppression.ids[k + 1].range.start)
    } else {
      edit = TextRange(start: suppression.ids[k - 1].range.end, end: range.end)
    }
    return Fix(
      title: "remove '\(suppression.ids[k].id)' from the suppression", edits: [TextEdit(range: edit, newText: "")])
  }
}
