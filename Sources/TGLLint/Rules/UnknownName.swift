// Unknown style names (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// A style applied by a name that is not visible in the file.
///
/// Lint: reported at the name, with the closest names. Fix: the closest style, or an import of the file that
/// declares it.
struct UnknownName: LintRule {
  static let description = RuleDescription(
    id: .unknownName, defaultSeverity: .error,
    summary: "a style applied by a name no declaration or import brings",
    explanation: """
      `style: Title` applies a style the file declares or imports. A name nothing brings applies nothing; the
      closest visible styles are suggested, and when one loaded file declares the name, a fix imports it.

      **Bad:**

      ```tgl
      style Title { font: 17; width: fill; height: wrap }

      linear S (vert) {
          width: 200
          height: wrap

          label A { style: Titel; text: "Hello"; width: fill; height: wrap }
          label B { style: Title; text: "World" }
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
