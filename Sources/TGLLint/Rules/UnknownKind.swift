// Elements of a kind the language does not have (reported by the lowering; suggestions added here).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// An element kind that does not exist.
///
/// Lint: reports an element whose kind is not one of the containers and leaves of the language, with the
/// closest kind when there is one; the element and its children are left out of the layout. Fix: the closest
/// kind.
struct UnknownKind: LintRule {
  static let description = RuleDescription(
    id: .unknownKind, defaultSeverity: .error, summary: "an element of a kind that does not exist",
    explanation: """
      The kinds are the containers `linear`, `relative`, `frame`, `table`, `row`, `flow`, `float`, `path` and
      `constraints`, and the leaves `view`, `label`, `image`, `button` and `spacer`. An element of any other kind still
      parses, but it is left out of the layout together with its children.

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 100

          veiw A { width: fill; height: 40 }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 100

          view A { width: fill; height: 40 }
      }
      ```
      """)

  /// Adds the closest kind to the lowering's message, with a fix.
  static func refine(_ d: Diagnostic, _ file: FileContext) -> Diagnostic {
    var d = d
    let written = file.text(d.range)
    if let suggestion = Spelling.closest(to: written, among: ElementKind.allCases.map(\.rawValue)) {
      d.message += "; did you mean '\(suggestion)'?"
      d.fixes = [Fix(title: "change to '\(suggestion)'", edits: [TextEdit(range: d.range, newText: suggestion)])]
    } else {
      d.message += "; use one of " + ElementKind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
    return d
  }
}
