// Unknown style names, and references into a component use (issue 29): reported by the program's loading or
// expansion (`TGLSemantics/Program/`); described here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// A style applied by a name that is not visible in the file, or a reference from outside a component use to an
/// element inside it.
///
/// Lint: reported at the name, with the closest names. Fix: the closest style, or an import of the file that
/// declares it.
struct UnknownName: LintRule {
  static let description = RuleDescription(
    id: .unknownName, defaultSeverity: .error,
    summary: "a name nothing in scope brings: a style, or an element inside a component use",
    explanation: """
      `style: Title` applies a style the file declares or imports. A name nothing brings applies nothing; the
      closest visible styles are suggested, and when one loaded file declares the name, a fix imports it.

      A reference to an element inside a component use, from outside the use (`top: title.bottom` where `title`
      is an element of `Cell first`), is an unknown name too: a use is one element to its caller. The message
      names the use; refer to the use itself (`first.bottom`), or set the child's property in the use
      (`title.top: ...`).

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
