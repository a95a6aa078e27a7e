// A constraint on a view that a TangramKit container places.

import TGLDiagnostics
import TGLSemantics

/// A constraint that names a view which a TangramKit container inside the constraints container places.
///
/// Lint: reports a constraint's item that names a view inside one of the container's children that is a TangramKit
/// container (a view inside a child linear layout), whose frame TangramKit sets (`ConstraintScopes.refine`, over the
/// lowering's refusal). Fix: constraining the child that holds the view instead.
struct ManagedViewConstraint: LintRule {
  static let description = RuleDescription(
    id: .managedViewConstraint, defaultSeverity: .error,
    summary: "a constraint on a view that a TangramKit container places",
    explanation: """
      A TangramKit container (linear, relative, frame, table, flow, float, path) sets its children's frames
      itself, from their layout properties, every time it lays out. A constraint from an enclosing constraints
      container on one of those children fights it: the view keeps `translatesAutoresizingMaskIntoConstraints`
      on, so UIKit turns its frame into constraints that conflict with yours (and "Unable to simultaneously
      satisfy constraints" follows), or, with it off, TangramKit's next layout pass moves the view back. tgl
      refuses the constraint (it is left out of the layout) and names the child of the constraints container
      that holds the view: constrain that child, and place the view inside it with TangramKit's properties.

      **Bad:**

      ```tgl
      constraints card {
          width: 300
          height: 100

          linear row {
              orientation: horz
              size: wrap, wrap

              view dot { size: 10, 10 }
          }

          row.leading == parent.leading + 10
          row.top == parent.top
          dot.centerY == parent.centerY
      }
      ```

      **Good:**

      ```tgl
      constraints card {
          width: 300
          height: 100

          linear row {
              orientation: horz
              size: wrap, wrap

              view dot { size: 10, 10 }
          }

          row.leading == parent.leading + 10
          row.centerY == parent.centerY
      }
      ```
      """)
}
