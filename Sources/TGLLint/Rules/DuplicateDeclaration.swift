// Names declared twice (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// A name declared twice in a file, declared and imported, or brought by two imports.
///
/// Lint: reported at the second place, the first as related location; the first is kept. Fix: none.
struct DuplicateDeclaration: LintRule {
  static let description = RuleDescription(
    id: .duplicateDeclaration, defaultSeverity: .error,
    summary: "a style, constant or component name declared twice, or brought by two imports",
    explanation: """
      Styles, constants and components share one namespace per file: the file's own declarations and the names its
      imports bring. A name declared twice, declared and imported, or brought by two files is ambiguous; the first is
      kept. Rename one, or import only the names you use (`import Title from "styles.tgl"`).

      **Bad:**

      ```tgl
      let gutter = 16
      let gutter = 20

      view A { width: gutter; height: gutter }
      ```

      **Good:**

      ```tgl
      let gutter = 16
      let wideGutter = 20

      view A { width: gutter; height: wideGutter }
      ```
      """)
}
