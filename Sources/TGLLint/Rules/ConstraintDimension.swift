// Constraints relating a size to a position, or a position to a number alone (Auto Layout's typing rules, issue 31).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A size related to a position, or a position to a constant with no anchor.
///
/// Lint: reports a constraint between a dimension (`width`, `height`) and a position, and a position compared with a
/// number alone. Fix, for the second: the position related to the same anchor of `parent`
/// (`A.leading == 16` → `A.leading == parent.leading + 16`).
struct ConstraintDimension: LintRule {
  static let description = RuleDescription(
    id: .constraintDimension, defaultSeverity: .error,
    summary: "a constraint between a size and a position, or of a position to a number alone",
    explanation: """
      Auto Layout relates a size (`width`, `height`) to a size or to a number, and a position to a position:
      a size against a position raises "Invalid pairing of layout attributes", and a position has no value
      of its own to compare with a number (a position is always relative to another view's). Relate a position
      to the container's, `parent.leading + 16`.

      **Bad:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          A.leading == 16
          A.width == parent.leading
      }
      ```

      **Good:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          A.leading == parent.leading + 16
          A.width == parent.width - 32
          A.top == parent.top
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    for site in file.constraintSites() {
      let c = site.constraint
      let first = c.first
      if let second = c.second {
        guard first.anchor.isDimension != second.anchor.isDimension else { continue }
        let size = first.anchor.isDimension ? first : second
        let position = first.anchor.isDimension ? second : first
        findings.report(
          .constraintDimension, second.textRange,
          "'\(size.spelling)' is a size and '\(position.spelling)' a position; relate a size to a size or a number, "
            + "and a position to a position")
      } else if !first.anchor.isDimension {
        let anchor = "parent.\(first.anchor.rawValue)"
        let constant = c.constant
        let relation = constant == 0 ? anchor : "\(anchor) \(constant < 0 ? "-" : "+") \(format(abs(constant)))"
        var fixes: [Fix] = []
        if let side = file.constraintSyntax(at: c.range)?.second {
          fixes = [Fix(title: "relate it to '\(anchor)'", edits: [TextEdit(range: side.range, newText: relation)])]
        }
        findings.report(
          .constraintDimension, TextRange(start: c.range.lowerBound, end: c.range.upperBound),
          "'\(first.spelling)' is a position, which Auto Layout compares only with another position; "
            + "write '\(first.spelling) \(c.relation.rawValue) \(relation)'",
          fixes: fixes)
      }
    }
  }
}
