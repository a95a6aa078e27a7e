// Imports that cannot be resolved (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// An import that cannot be resolved: a bad path, a missing file, a name the file does not declare, or a file with
/// syntax errors.
///
/// Lint: reported at the import's path (or the listed name). Fix: the closest file or name.
struct UnresolvedImport: LintRule {
  static let description = RuleDescription(
    id: .unresolvedImport, defaultSeverity: .error,
    summary: "an import of a missing file, a path outside the workspace, or a name the file does not declare",
    explanation: """
      `import "path.tgl"` reads a file relative to the importing file, inside the workspace; `import A, B from
      "path.tgl"` brings only the names listed. A path that names no file, leaves the workspace or does not end in
      `.tgl`, or a listed name the file does not declare, brings nothing. A file with syntax errors is still read: the
      names it declares are used, and the import says so. A block of several files starts each with `// file: NAME`.

      **Bad:**

      ```tgl
      // file: styles.tgl
      style Title { font: 17; width: fill; height: wrap }
      // file: screen.tgl
      import Titel from "styles.tgl"

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
