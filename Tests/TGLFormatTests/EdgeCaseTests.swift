// Inputs at the edges: empty files, byte order marks, deep nesting, garbage, and long lines.

import TGLFormat
import TGLSyntax
import Testing

@Suite struct EdgeCaseTests {
  @Test func emptyAndBlankFilesFormatToNothing() {
    #expect(format("") == "")
    #expect(format("\n\n  \n\t") == "")
    #expect(format(";;\n;") == "")
  }

  @Test func byteOrderMarkIsKept() {
    #expect(format("\u{FEFF}view A {width:1}") == "\u{FEFF}view A { width: 1 }\n")
    #expect(format("\u{FEFF}\n\n// c\nview A {}") == "\u{FEFF}// c\nview A {}\n")
  }

  @Test func unterminatedStringKeepsTheNextLineApart() {
    let input = "view A {\n    text: \"open\n    width: 10\n}\n"
    #expect(format(input) == input)
  }

  @Test func unterminatedBlockCommentGetsNoNewlineInside() {
    #expect(format("view A {}\n/* open") == "view A {}\n/* open")
  }

  @Test func deepNestingIsSafe() {
    let depth = Parser.maximumDepth + 20
    let input = String(repeating: "linear {\n", count: depth) + "view A {}\n" + String(repeating: "}\n", count: depth)
    let output = format(input)
    #expect(significantTokens(Array(output.utf8)) == significantTokens(Array(input.utf8)))
    let deepValue =
      "view A { width: " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300) + " }\n"
    #expect(significantTokens(Array(format(deepValue).utf8)) == significantTokens(Array(deepValue.utf8)))
  }

  @Test func garbageIsKept() {
    for input in ["}}}{{{", "@@@", "view A { width: ??? }", "：；（）", "view A (vert { }", "when { }", "\"\\u{zz}\""] {
      #expect(invariantViolations(Array(input.utf8)) == [], "\(input)")
    }
  }

  @Test func elementsWithoutBlocks() {
    #expect(format("view A\nview B\nspacer(2)") == "view A\nview B\nspacer(2)\n")
  }

  @Test func longLinesAreNotWrapped() {
    let value = (1...60).map { "v\($0).width" }.joined(separator: " + ")
    let input = "linear root {\n    width: \(value)\n    view A {}\n}\n"
    #expect(format(input) == input)
  }

  @Test func rangeOutsideTheFileIsSafe() {
    let tree = Parser.parse("view A {width:1}").tree
    _ = Formatter.formatRange(tree, range: TextRange(start: 500, end: 900))
    _ = Formatter.formatRange(tree, range: TextRange(start: -5, end: 3))
    _ = Formatter.formatRange(Parser.parse("").tree, range: TextRange(start: 0, end: 0))
  }
}
