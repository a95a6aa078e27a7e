import TGLLint
import Testing

@Test func emptyFileIsClean() {
  #expect(Linter.lint(LintInput(text: ""), options: LintOptions()).isEmpty)
}
