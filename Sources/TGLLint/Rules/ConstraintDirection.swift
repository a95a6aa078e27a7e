// Constraints relating leading/trailing to left/right (Auto Layout's typing rules, issue 31).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// `leading` or `trailing` related to `left` or `right`.
///
/// Lint: reports a constraint between a directional anchor (`leading`, `trailing`) and an absolute one (`left`,
/// `right`). Fix: the second anchor becomes the counterpart of the first's kind (`left` → `leading`,
/// `trailing` → `right`).
struct ConstraintDirection: LintRule {
  static let description = RuleDescription(
    id: .constraintDirection, defaultSeverity: .error,
    summary: "a constraint between leading/trailing and left/right",
    explanation: """
      `leading` and `trailing` follow the writing direction (left and right in English, right and left in
      Arabic); `left` and `right` never change. Auto Layout refuses to relate the two kinds ("A constraint
      cannot be made between a leading/trailing attribute and a right/left attribute"): use one kind throughout,
      usually leading and trailing.

      **Bad:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          A.leading == parent.left + 16
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

  /// The anchor of the other kind at the same place: `left` for `leading`, `trailing` for `right`.
  static func counterpart(_ anchor: ConstraintAnchor) -> ConstraintAnchor {
    switch anchor {
    case .leading: return .left
    case .trailing: return .right
    case .left: return .leading
    case .right: return .trailing
    default: return anchor
    }
  }

  func check(file: FileContext, _ findings: inout Findings) {
    for site in file.constraintSites() {
      let c = site.constraint
      guard let second = c.second,
        (c.first.anchor.isDirectional && second.anchor.isAbsoluteHorizontal)
          || (c.first.anchor.isAbsoluteHorizontal && second.anchor.isDirectional)
      else { continue }
      let fixed = Self.counterpart(second.anchor).rawValue
      let kind = c.first.anchor.isDirectional ? "follows the writing direction" : "is fixed whatever the direction"
      findings.report(
        .constraintDirection, second.textRange,
        "'\(c.first.spelling)' \(kind) and '\(second.spelling)' does not; Auto Layout refuses to relate "
          + "leading/trailing to left/right; write '\(second.item.spelling).\(fixed)'",
        fixes: [
          Fix(
            title: "change to '\(second.item.spelling).\(fixed)'",
            edits: [TextEdit(range: second.anchorNameRange, newText: fixed)])
        ])
    }
  }
}
