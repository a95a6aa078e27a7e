// Imports nothing uses (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// An import nothing in the file uses.
///
/// Lint: reported at the import, or at a listed name nothing uses. Fix: remove the import, or the name.
struct UnusedImport: LintRule {
  static let description = RuleDescription(
    id: .unusedImport, defaultSeverity: .warning,
    summary: "an import, or a name listed in an import, that nothing in the file uses",
    explanation: """
      An import that brings nothing the file uses hides what the file really depends on. Remove it, or the listed
      name nothing uses. A block of several files starts each with `// file: NAME`.

      **Bad:**

      ```tgl
      // file: styles.tgl
      style Title { font: 17; width: fill; height: wrap }
      style Caption { font: 13; width: fill; height: wrap }
      // file: screen.tgl
      import Title, Caption from "styles.tgl"

      linear S (vert) {
          width: 200
          height: wrap

          label A { style: Title; text: "Hello" }
      }
      ```

      **Good:**

      ```tgl
      // file: styles.tgl
      style Title { font: 17; width: fill; height: wrap }
      // file: screen.tgl
      import Title from "styles.tgl"

      linear S (vert) {
          width: 200
          height: wrap

          label A { style: Title; text: "Hello" }
      }
      ```
      """)
}
