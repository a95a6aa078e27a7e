// Finding the files a document imports in its text before it is analysed (the edges of the dependency graph).

import TGLLanguageService
import Testing

@Suite struct ImportLinesTests {
  @Test(arguments: [
    ("import \"styles.tgl\"\n", ["styles.tgl"]),
    ("import PersonCell, Avatar from \"shared/cells.tgl\"\nimport \"a.tgl\"", ["shared/cells.tgl", "a.tgl"]),
    // The names of one import on several lines, with a comment between them.
    ("import Title,\n    Body, // the body text\n    Caption from \"styles.tgl\"\n", ["styles.tgl"]),
    ("@canvas 390, 844\r\n  \timport\t\"crlf.tgl\"\r\nview a {}\r\n", ["crlf.tgl"]),
    ("import\"tight.tgl\"", ["tight.tgl"]),
    ("import \"共有/スタイル.tgl\"", ["共有/スタイル.tgl"]),
    ("import \"a\\\"b.tgl\"", ["a\"b.tgl"]),
    // An import whose string is not closed on its line is left out; the next one is found.
    ("import \"open.tgl\nimport \"next.tgl\"", ["next.tgl"]),
    // Not imports: a longer word, a property, a text, an import list cut by a brace.
    ("importance \"no.tgl\"\nview a { text: \"import \\\"no.tgl\\\"\" }\nimport A\nlinear b (vert) { }", []),
    ("", []),
  ])
  func findsThePaths(_ text: String, _ paths: [String]) {
    #expect(ImportLines.paths(in: Array(text.utf8)) == paths)
  }

  @Test(arguments: [
    ("let gutter = 16\n", true), ("  style Title { lines: 1 }", true), ("component Cell() {\n}", true),
    ("import \"a.tgl\"", true), ("view a { style: Title }\n", false), ("// let x = 1\nview a {}", false),
    ("letter a {}", false), ("view a {}\nstyles", false), ("", false),
  ])
  func tellsWhetherTheFileMayDeclare(_ text: String, _ expected: Bool) {
    #expect(ImportLines.mayDeclare(in: Array(text.utf8)) == expected)
  }
}
