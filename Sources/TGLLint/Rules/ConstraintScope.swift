// A constraint that names a view outside its constraints container.

import TGLDiagnostics
import TGLSemantics

/// A constraint that names a view that is not a child of its constraints container.
///
/// Lint: reports a constraint's item that names a view of the document that is not a child of the constraints
/// container the constraint is written in (a view elsewhere, or a child of another constraints container), saying
/// where the view is (`ConstraintScopes.refine`, over the lowering's refusal). Fix: deleting the constraint.
struct ConstraintScope: LintRule {
  static let description = RuleDescription(
    id: .constraintScope, defaultSeverity: .error,
    summary: "a constraint that names a view outside its constraints container",
    explanation: """
      A constraint relates the children of the constraints container it is written in and the container itself
      (`parent`). A view elsewhere in the document is laid out by its own container: in UIKit, activating a
      constraint between views with no common ancestor raises an exception ("because they have no common
      ancestor"), and one between views in different containers fights the container that places them. tgl
      refuses such a constraint (it is left out of the layout) and says where the view it names is. Move the
      view into the container, or write the constraint in the container that holds both views.

      **Bad:**

      ```tgl
      linear screen {
          width: 300
          height: wrap

          view badge { size: 20, 20 }
          constraints card {
              width: fill
              height: 100

              view a

              a.leading == parent.leading + 10
              a.top == badge.top
              a.width == 100
              a.height == 40
          }
      }
      ```

      **Good:**

      ```tgl
      linear screen {
          width: 300
          height: wrap

          view badge { size: 20, 20 }
          constraints card {
              width: fill
              height: 100

              view a

              a.leading == parent.leading + 10
              a.top == parent.top
              a.width == 100
              a.height == 40
          }
      }
      ```
      """)
}
