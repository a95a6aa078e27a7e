// Constraints the lowering cannot read (reported by the lowering; described here).

import TGLDiagnostics
import TGLSemantics

/// A constraint that cannot be read, or that is outside a constraints container.
///
/// Lint: reports what the lowering leaves out of a constraints container's equations: an unknown anchor, an item that
/// is neither a child's name nor `parent`, a priority out of 1…1000, a side that is not `M * item.anchor + C`, and a
/// constraint in any other container or in a `when` block. Fix: none.
struct InvalidConstraint: LintRule {
  static let description = RuleDescription(
    id: .invalidConstraint, defaultSeverity: .error,
    summary: "a constraint that cannot be read, or that is outside a constraints container",
    explanation: """
      A constraints container's members include Auto Layout's equations, one a line:
      `item.anchor == M * item.anchor + C @priority`, with `==`, `<=` or `>=`. An item is a child of the
      container, by name, or `parent`; the anchors are `leading`, `trailing`, `left`, `right`, `top`, `bottom`,
      `width`, `height`, `centerX`, `centerY`, `firstBaseline` and `lastBaseline`; a priority is a whole number
      from 1 to 1000 or `@required`, `@high`, `@low`, `@fittingSize`. A constraint that breaks one of these
      rules, or that is written in another kind of container, is left out.

      **Bad:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          A.leadng == parent.leading + 16
          A.top == parent.top @1200
      }
      ```

      **Good:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          A.leading == parent.leading + 16
          A.bottom == parent.bottom - 16 @750
      }
      ```
      """)
}
