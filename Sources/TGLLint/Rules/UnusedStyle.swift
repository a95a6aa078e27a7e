// Styles nothing applies (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// A style no checked file applies.
///
/// Lint: reported at the style's name when no checked file reaches it. Fix: remove the style.
struct UnusedStyle: LintRule {
  static let description = RuleDescription(
    id: .unusedStyle, defaultSeverity: .warning,
    summary: "a style that no checked file applies",
    explanation: """
      A style nothing applies is dead text that still has to be read and kept in step. `tgl check` of a folder
      reports it only when no checked file applies it, so check a library with the files that import it:
      a library (a file with declarations and no layouts) that no checked file imports says nothing about its names.

      **Bad:**

      ```tgl
      style Title { font: 17; width: fill; height: wrap }
      style Caption { font: 13; width: fill; height: wrap }

      linear S (vert) {
          width: 200
          height: wrap

          label A { style: Title; text: "Hello" }
      }
      ```

      **Good:**

      ```tgl
      style Title { font: 17; width: fill; height: wrap }

      linear S (vert) {
          width: 200
          height: wrap

          label A { style: Title; text: "Hello" }
      }
      ```
      """)
}
