// A constraints container takes no TangramKit container property (issue 31): Auto Layout places its children.

import TGLDiagnostics
import TGLLint
import TGLSyntax
import Testing

@Suite struct ConstraintPropertyScopeTests {
  @Test func paddingOnAConstraintsContainerIsUnknown() {
    let text = "constraints S {\n    width: 200\n    height: 100\n    padding: 8\n    gravity: center\n}\n"
    let findings = Linter.lint(LintInput(text: text), options: LintOptions()).filter { $0.rule == .unknownProperty }
    #expect(
      findings.map(\.message) == [
        "a 'constraints' layout has no property 'padding'; it belongs to containers, not to one whose children its "
          + "constraints place",
        "a 'constraints' layout has no property 'gravity'; it belongs to containers, not to one whose children its "
          + "constraints place",
      ])
    // `padding` at line 4, column 5: after 16 + 15 + 16 bytes of lines and 4 of indent, bytes 51..58.
    #expect(findings.first?.range == TextRange(start: 51, end: 58))
  }

  @Test func aTangramKitContainerKeepsItsMessage() {
    let text = "linear S (vert) {\n    width: 200\n    view A { padding: 8; width: 10; height: 10 }\n}\n"
    let findings = Linter.lint(LintInput(text: text), options: LintOptions()).filter { $0.rule == .unknownProperty }
    #expect(findings.map(\.message) == ["a 'view' has no property 'padding'; it belongs to containers"])
  }
}
