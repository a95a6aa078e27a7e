// A baseline of a view without text (Auto Layout's typing rules, issue 31).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// `firstBaseline` or `lastBaseline` of a view that shows no text.
///
/// Lint: reports a baseline anchor of anything but a label or a button (the container itself included). Fix: `top`
/// for the first baseline, `bottom` for the last, which is where a view without text puts them.
struct ConstraintBaseline: LintRule {
  static let description = RuleDescription(
    id: .constraintBaseline, defaultSeverity: .error,
    summary: "a baseline anchor of a view without text",
    explanation: """
      Only views that show text have baselines: in tgl, labels and buttons. UIKit gives any other view its
      bottom edge as both baselines, which is rarely what a constraint on a baseline means; say `top` or
      `bottom` instead, or align to a label's baseline.

      **Bad:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          image B { intrinsic: 20, 20 }
          B.lastBaseline == A.lastBaseline
      }
      ```

      **Good:**

      ```tgl
      constraints S {
          width: 200
          height: 100

          label A { text: "Ada" }
          image B { intrinsic: 20, 20 }
          A.leading == parent.leading
          A.top == parent.top + 8
          B.leading == A.trailing + 8
          B.bottom == A.lastBaseline
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    for site in file.constraintSites() {
      for anchor in site.anchors where anchor.anchor.isBaseline {
        let kind = site.kind(of: anchor.item)
        guard kind != .label && kind != .button else { continue }
        let what = kind.map { ($0 == .image ? "an" : "a") + " '\($0.rawValue)'" } ?? "the constraints container"
        let edge: ConstraintAnchor = anchor.anchor == .firstBaseline ? .top : .bottom
        findings.report(
          .constraintBaseline, anchor.textRange,
          "'\(anchor.item.spelling)' is \(what), which shows no text and has no baseline; "
            + "use '\(anchor.item.spelling).\(edge.rawValue)' or a label's baseline",
          fixes: [
            Fix(
              title: "change to '\(anchor.item.spelling).\(edge.rawValue)'",
              edits: [TextEdit(range: anchor.anchorNameRange, newText: edge.rawValue)])
          ])
      }
    }
  }
}
