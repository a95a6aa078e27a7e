// The parser's errors, as a rule with documentation (the parser reports them; this file describes them).

import TGLDiagnostics

/// The file does not parse.
///
/// Lint: reports every error of the parser and the lexer, where it is, with what to write instead; the rest
/// of the file is still checked. Fix: none.
struct SyntaxRule: LintRule {
  static let description = RuleDescription(
    id: .syntax, defaultSeverity: .error, summary: "the file does not parse",
    explanation: """
      The parser reads every file to the end, whatever it contains, and reports what it cannot read: a
      character that is not part of the language, a property without its `:`, a value that ends with an
      operator, a `{` that is never closed. One bad line never hides the rest of the file: the elements around
      it are still laid out and checked.

      **Bad:**

      ```text
      linear S (vert) {
          width 100
          view A { width: fill; height: 40 % }
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
}
