// Component parameters nothing reads (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// A parameter of a component that its tree never reads.
///
/// Lint: reported at the parameter's name. Fix: remove the parameter.
struct UnusedParameter: LintRule {
  static let description = RuleDescription(
    id: .unusedParameter, defaultSeverity: .warning,
    summary: "a component parameter that the component's tree never reads",
    explanation: """
      A parameter the component's tree never reads makes every use pass an argument that changes nothing. Remove
      it, or read it in the tree.

      **Bad:**

      ```tgl
      component Badge(text: string, size: number = 12) {
          label title { text: text; width: wrap; height: wrap }
      }

      Badge tag (text: "New")
      ```

      **Good:**

      ```tgl
      component Badge(text: string) {
          label title { text: text; width: wrap; height: wrap }
      }

      Badge tag (text: "New")
      ```
      """)
}
