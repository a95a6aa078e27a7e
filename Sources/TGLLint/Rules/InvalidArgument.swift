// Component uses with wrong arguments (issue 29): reported by the program's loading or expansion (`TGLSemantics/Program/`); described
// here so that it has a level, suppression and `tgl explain`.

import TGLDiagnostics
import TGLSemantics

/// A use of a component whose arguments do not fit the component's parameters.
///
/// Lint: reports an unknown parameter, a missing argument, an argument of the wrong type, a positional argument and
/// an override of a child the component does not have. Fix: the closest parameter, or the missing argument.
struct InvalidArgument: LintRule {
  static let description = RuleDescription(
    id: .invalidArgument, defaultSeverity: .error,
    summary: "a component use with an unknown parameter, a missing argument, a value of the wrong type, or an override of no child",
    explanation: """
      A component's parameters are typed (`string`, `number`, `color`, `value`) and a parameter without a default
      must be given at each use, by name: `Badge tag (text: "New")`. An argument the component does not declare, a
      value of another type, or an override (`title.lines: 2`) of a child the component does not have is an error.

      **Bad:**

      ```tgl
      component Badge(text: string) {
          label title { text: text; width: wrap; height: wrap }
      }

      Badge tag (txt: "New")
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
