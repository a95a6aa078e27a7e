// A multiplier on an edge (Auto Layout's typing rules, issue 31).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A multiplier other than 1 between two positions, neither of them a centre.
///
/// Lint: reports `A.leading == 0.5 * parent.trailing` and the like: a multiplier belongs to sizes, or to a centre.
/// Fix: none (a centre or a constant says what was meant, and only the author knows which).
struct ConstraintMultiplier: LintRule {
  static let description = RuleDescription(
    id: .constraintMultiplier, defaultSeverity: .error,
    summary: "a multiplier between two edges",
    explanation: """
      A multiplier scales a size (`A.width == 0.5 * parent.width`) or places a centre along the container
      (`A.centerX == 0.5 * parent.centerX`, a quarter of the way across). Between two edges it scales a
      distance from the container's origin, which changes with the writing direction and the safe area, and
      Auto Layout's anchors cannot express it (`NSLayoutXAxisAnchor` and `NSLayoutYAxisAnchor` take no
      multiplier). Use a centre or a constant.

      **Bad:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          A.leading == 0.5 * parent.trailing
      }
      ```

      **Good:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          A.centerX == 0.5 * parent.centerX
          A.top == parent.top + 8
      }
      ```
      """)

  static func isCentre(_ anchor: ConstraintAnchor) -> Bool { anchor == .centerX || anchor == .centerY }

  func check(file: FileContext, _ findings: inout Findings) {
    for site in file.constraintSites() {
      let c = site.constraint
      guard let second = c.second, c.multiplier != 1, !c.first.anchor.isDimension, !second.anchor.isDimension,
        !Self.isCentre(c.first.anchor), !Self.isCentre(second.anchor)
      else { continue }
      findings.report(
        .constraintMultiplier, second.textRange,
        "a multiplier of \(format(c.multiplier)) between the edges '\(c.first.spelling)' and '\(second.spelling)'; "
          + "a multiplier belongs to a size or a centre, so use a centre or a constant")
    }
  }
}
