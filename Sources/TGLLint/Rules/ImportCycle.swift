// Imports that close a cycle (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// An import that closes a cycle of imports.
///
/// Lint: reported at the import that closes the cycle, the cycle's other imports as related locations; that import
/// brings no names. Fix: none.
struct ImportCycle: LintRule {
  static let description = RuleDescription(
    id: .importCycle, defaultSeverity: .error,
    summary: "an import that closes a cycle of imports",
    explanation: """
      Files form a tree of imports: a file cannot import, directly or through others, a file that imports it. The
      import that closes the cycle brings no names. Move what both files need into a third file that both import. A
      block of several files starts each with `// file: NAME`.

      **Bad:**

      ```tgl
      // file: styles.tgl
      import "screen.tgl"

      style Title { font: 17; width: fill; height: wrap }
      // file: screen.tgl
      import "styles.tgl"

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
      import "styles.tgl"

      linear S (vert) {
          width: 200
          height: wrap

          label A { style: Title; text: "Hello" }
      }
      ```
      """)
}
