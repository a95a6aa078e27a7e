// The quick fixes of Auto Layout's typing rules (issue 31): each turns the constraint into one Auto Layout accepts.

import TGLDiagnostics
import TGLLint
import TGLSyntax
import Testing

@Suite struct ConstraintFixTests {
  /// A constraints container with a label `A`, an image `B` and `line` among its members.
  func card(_ line: String) -> String {
    "constraints S {\n    width: 200\n    height: 100\n    label A { text: \"Ada\" }\n    image B { intrinsic: 20, 20 }\n"
      + "    \(line)\n}\n"
  }

  func fixed(_ text: String, _ rule: RuleID, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
    let diagnostics = Linter.lint(LintInput(text: text), options: LintOptions())
    guard let d = diagnostics.first(where: { $0.rule == rule }), let fix = d.fixes.first else {
      Issue.record("no fix for \(rule) in \(diagnostics)", sourceLocation: sourceLocation)
      return nil
    }
    let after = String(decoding: TextEdit.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
    // The fixed text has no finding of the rule left.
    let again = Linter.lint(LintInput(text: after), options: LintOptions())
    #expect(!again.contains { $0.rule == rule }, "\(again)", sourceLocation: sourceLocation)
    return after
  }

  @Test func theOtherAxisBecomesTheFirstAnchor() {
    #expect(fixed(card("A.leading == parent.top + 16"), .constraintAxis) == card("A.leading == parent.leading + 16"))
  }

  @Test func leftBecomesLeadingBesideLeading() {
    #expect(fixed(card("A.leading == parent.left + 16"), .constraintDirection) == card("A.leading == parent.leading + 16"))
    #expect(fixed(card("A.right == parent.trailing"), .constraintDirection) == card("A.right == parent.right"))
  }

  @Test func aPositionAgainstANumberIsRelatedToTheParent() {
    #expect(fixed(card("A.leading == 16 @750"), .constraintDimension) == card("A.leading == parent.leading + 16 @750"))
    #expect(fixed(card("A.top >= -8"), .constraintDimension) == card("A.top >= parent.top - 8"))
  }

  @Test func aBaselineOfAnImageBecomesItsEdge() {
    #expect(fixed(card("B.lastBaseline == A.lastBaseline"), .constraintBaseline) == card("B.bottom == A.lastBaseline"))
    #expect(fixed(card("B.firstBaseline == A.firstBaseline"), .constraintBaseline) == card("B.top == A.firstBaseline"))
  }

  @Test func misplacedContentPrioritiesAreRemoved() {
    #expect(
      fixed(
        "linear S (vert) {\n    width: 200\n    label A { width: fill; height: wrap; text: \"Ada\"; hugging: horz 251 }\n}\n",
        .strayContentPriority)
        == "linear S (vert) {\n    width: 200\n    label A { width: fill; height: wrap; text: \"Ada\" }\n}\n")
  }
}
