// The fix of `unsafe-area`: the edge goes into the root's `insetsPaddingFromSafeArea`, written or not.

import TGLDiagnostics
import TGLLint
import TGLSyntax
import Testing

@Suite struct UnsafeAreaFixTests {
  func fixed(_ text: String) -> String? {
    let diagnostics = Linter.lint(LintInput(text: text), options: LintOptions())
    guard let fix = diagnostics.first(where: { $0.rule == .unsafeArea })?.fixes.first else { return nil }
    return String(decoding: TextEdit.apply(fix.edits, to: Array(text.utf8)), as: UTF8.self)
  }

  /// Not written: a first line in the root's block with TangramKit's default and the edge.
  @Test func theSetIsWrittenWithTheEdge() {
    #expect(
      fixed("@device \"iPhone 15\"\nframe S {\n    label t { left: 16; top: 8; size: 100, 20; text: \"Hi\" }\n}\n")
        == "@device \"iPhone 15\"\nframe S {\n    insetsPaddingFromSafeArea: top, left, right\n"
        + "    label t { left: 16; top: 8; size: 100, 20; text: \"Hi\" }\n}\n")
  }

  /// Written: its value takes the edge.
  @Test func aWrittenSetTakesTheEdge() {
    #expect(
      fixed(
        "@device \"iPhone 15\"\nframe S {\n    insetsPaddingFromSafeArea: none\n"
          + "    button b { left: 16; bottom: 0; size: 100, 20; text: \"Go\" }\n}\n")
        == "@device \"iPhone 15\"\nframe S {\n    insetsPaddingFromSafeArea: bottom\n"
        + "    button b { left: 16; bottom: 0; size: 100, 20; text: \"Go\" }\n}\n")
  }

  /// A plain view that reaches the top edge is a background: nothing to fix.
  @Test func aBackgroundIsNotReported() {
    let diagnostics = Linter.lint(
      LintInput(text: "@device \"iPhone 15\"\nframe S {\n    view bar { left: 0; right: 0; top: 0; height: 90 }\n}\n"),
      options: LintOptions())
    #expect(!diagnostics.contains { $0.rule == .unsafeArea })
  }
}
