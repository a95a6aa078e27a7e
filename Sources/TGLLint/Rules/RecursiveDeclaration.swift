// Components and styles that use themselves (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// A component whose tree uses the component, or a style that applies itself.
///
/// Lint: reported at the use that closes the chain, with the chain in the message. Fix: none.
struct RecursiveDeclaration: LintRule {
  static let description = RuleDescription(
    id: .recursiveDeclaration, defaultSeverity: .error,
    summary: "a component that uses itself, or a style that applies itself, directly or through others",
    explanation: """
      A component's tree is expanded at each use, and a style's properties are merged where it is applied: a
      component that uses itself, or a style that applies itself, directly or through others, would never end.
      The use that closes the chain expands to nothing.

      **Bad:**

      ```tgl
      component Row(title: string) {
          linear row (vert) {
              width: fill
              height: wrap

              label text { text: title; width: fill; height: wrap }
              Row more (title: title)
          }
      }

      Row first (title: "Hello")
      ```

      **Good:**

      ```tgl
      component Row(title: string) {
          linear row (vert) {
              width: fill
              height: wrap

              label text { text: title; width: fill; height: wrap }
          }
      }

      Row first (title: "Hello")
      ```
      """)
}
