// Constraints relating a horizontal position to a vertical one (Auto Layout's typing rules, issue 31).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A position anchor related to a position anchor of the other axis.
///
/// Lint: reports a constraint between an x-axis anchor (`leading`, `trailing`, `left`, `right`, `centerX`) and a
/// y-axis one (`top`, `bottom`, `centerY`, the baselines). Fix: the second anchor becomes the first's.
struct ConstraintAxis: LintRule {
  static let description = RuleDescription(
    id: .constraintAxis, defaultSeverity: .error,
    summary: "a constraint between a horizontal and a vertical position",
    explanation: """
      Auto Layout relates a position only to a position on the same axis: an x-axis anchor (`leading`,
      `trailing`, `left`, `right`, `centerX`) to an x-axis anchor, a y-axis anchor (`top`, `bottom`, `centerY`,
      `firstBaseline`, `lastBaseline`) to a y-axis anchor. Any other pairing raises "Invalid pairing of layout
      attributes" when the constraint is made. (Sizes are different: `width` may equal `height`.)

      **Bad:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          A.leading == parent.top + 16
      }
      ```

      **Good:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          A.leading == parent.leading + 16
          A.top == parent.top + 8
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    for site in file.constraintSites() {
      let c = site.constraint
      guard let second = c.second, !c.first.anchor.isDimension, !second.anchor.isDimension,
        c.first.anchor.axis != second.anchor.axis
      else { continue }
      let axis = { (a: ConstraintAnchor) in a.axis == .horizontal ? "horizontal" : "vertical" }
      let replacement = "\(second.item.spelling).\(c.first.anchor.rawValue)"
      findings.report(
        .constraintAxis, second.textRange,
        "'\(c.first.spelling)' is \(axis(c.first.anchor)) and '\(second.spelling)' is \(axis(second.anchor)); "
          + "Auto Layout relates a position only to one on the same axis",
        fixes: [
          Fix(
            title: "change to '\(replacement)'",
            edits: [TextEdit(range: second.anchorNameRange, newText: c.first.anchor.rawValue)])
        ])
    }
  }
}
