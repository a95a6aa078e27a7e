// Constants nothing reads (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// A constant no checked file reads.
///
/// Lint: reported at the constant's name when no checked file reaches it. Fix: remove the constant.
struct UnusedConstant: LintRule {
  static let description = RuleDescription(
    id: .unusedConstant, defaultSeverity: .warning,
    summary: "a constant that no checked file reads",
    explanation: """
      A constant nothing reads is dead text. `tgl check` of a folder reports it only when no checked file reads it,
      so check a library with the files that import it:
      a library (a file with declarations and no layouts) that no checked file imports says nothing about its names.

      **Bad:**

      ```tgl
      let gutter = 16
      let wideGutter = 20

      view A { width: gutter; height: gutter }
      ```

      **Good:**

      ```tgl
      let gutter = 16

      view A { width: gutter; height: gutter }
      ```
      """)
}
