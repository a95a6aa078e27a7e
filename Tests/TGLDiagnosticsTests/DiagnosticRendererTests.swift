// Text rendering of diagnostics: location, carets under the range (CJK counted double), related notes.

import TGLDiagnostics
import TGLSyntax
import Testing

@Suite struct DiagnosticRendererTests {
  @Test func rendersLocationExcerptAndRelatedNotes() {
    let source = "linear S (vert) {\n    view A { width: B.width }\n    view B { width: A.width }\n}\n"
    let index = LineIndex(source)
    let diagnostic = Diagnostic(
      rule: "dependency-cycle", severity: .error, range: TextRange(start: 38, end: 45),
      message: "width of A depends on itself: A.width → B.width → A.width",
      related: [RelatedLocation(range: TextRange(start: 68, end: 75), message: "B.width refers to A.width here")])
    let text = DiagnosticRenderer(path: "s.tgl", index: index).render(diagnostic)
    #expect(text == """
      s.tgl:2:21: error[dependency-cycle]: width of A depends on itself: A.width → B.width → A.width
        |
      2 |     view A { width: B.width }
        |                     ^^^^^^^
      s.tgl:3:21: note: B.width refers to A.width here
        |
      3 |     view B { width: A.width }
        |                     ^^^^^^^

      """)
  }

  @Test func wideCharactersTakeTwoColumns() {
    let source = "view 标题 { width: x }\n"
    let index = LineIndex(source)
    let start = Array("view 标题 { width: ".utf8).count
    let diagnostic = Diagnostic(rule: "invalid-value", severity: .warning, range: TextRange(start: start, end: start + 1), message: "bad")
    let text = DiagnosticRenderer(path: "c.tgl", index: index).render(diagnostic)
    #expect(text == """
      c.tgl:1:18: warning[invalid-value]: bad
        |
      1 | view 标题 { width: x }
        |                    ^

      """)
  }

  @Test func colourOnlyWhenAsked() {
    let index = LineIndex("view A {}\n")
    let diagnostic = Diagnostic(rule: "x", severity: .error, range: TextRange(start: 0, end: 4), message: "m")
    let plain = DiagnosticRenderer(path: "p", index: index, options: RenderOptions(color: false, excerpts: false))
    #expect(plain.render(diagnostic) == "p:1:1: error[x]: m\n")
    let colored = DiagnosticRenderer(path: "p", index: index, options: RenderOptions(color: true, excerpts: false))
    #expect(colored.render(diagnostic) == "\u{1B}[1mp:1:1:\u{1B}[0m \u{1B}[31merror[x]:\u{1B}[0m m\n")
  }

  @Test func editsApplyInAnyOrder() {
    let bytes = Array("view A { width: 10 }".utf8)
    let edits = [
      TextEdit(range: TextRange(start: 16, end: 18), newText: "20"),
      TextEdit(range: TextRange(start: 5, end: 6), newText: "标题"),
    ]
    #expect(String(decoding: TextEdit.apply(edits, to: bytes), as: UTF8.self) == "view 标题 { width: 20 }")
  }
}
