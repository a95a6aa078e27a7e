// Text edits and range formatting: minimal edits, whole members, and agreement with whole-file formatting.

import TGLFormat
import TGLSyntax
import TGLTestSupport
import Testing

/// Formats the selection marked by two `$0` in `marked` (one `$0` is a cursor) and compares the result.
func checkRangeFormat(_ marked: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let parts = marked.components(separatedBy: "$0")
  guard parts.count == 2 || parts.count == 3 else {
    Issue.record("mark the selection with one or two $0", sourceLocation: sourceLocation)
    return
  }
  let input = parts.joined()
  let start = parts[0].utf8.count
  let end = parts.count == 3 ? start + parts[1].utf8.count : start
  let tree = Parser.parse(input).tree
  let edits = Formatter.formatRange(tree, range: TextRange(start: start, end: end))
  let output = text(TextEdit.apply(edits, to: Array(input.utf8)))
  #expect(output == expected, sourceLocation: sourceLocation)
}

@Suite struct RangeFormattingTests {
  @Test func selectedPropertyIsFormattedAlone() {
    checkRangeFormat(
      """
      linear root (vert) {
          width:100
            $0height :  wrap$0
          view A {left:1}
      }
      """,
      """
      linear root (vert) {
          width:100
          height: wrap
          view A {left:1}
      }
      """)
  }

  @Test func cursorFormatsTheMemberItIsIn() {
    checkRangeFormat(
      "view A {\n  width:1\n  height:$02\n  left:3\n  top:4\n}\n",
      "view A {\n  width:1\n    height: 2\n  left:3\n  top:4\n}\n")
  }

  @Test func trailingCommentGoesWithItsMember() {
    checkRangeFormat(
      "view A {\n  a:1\n  $0b:2$0      // why\n  c:3\n}\n", "view A {\n  a:1\n    b: 2 // why\n  c:3\n}\n")
  }

  @Test func selectionAcrossMembersFormatsEachOfThem() {
    checkRangeFormat(
      "linear root {\n  view A {left:1}\n  view B {le$0ft:1}\n  view C {left:1;top:2}\n  view D {l$0eft:1}\n  view E {left:1}\n}\n",
      "linear root {\n  view A {left:1}\n    view B { left: 1 }\n    view C { left: 1; top: 2 }\n    view D { left: 1 }\n  view E {left:1}\n}\n"
    )
  }

  @Test func aOneLineBlockIsFormattedWithItsElement() {
    checkRangeFormat(
      "linear root (vert) {\n  view A { left:$0 1 $0;   top: 2 }\n  view B {left:1}\n}\n",
      "linear root (vert) {\n    view A { left: 1; top: 2 }\n  view B {left:1}\n}\n")
  }

  @Test func aBlockThatCollapsesIsFormattedWithItsElement() {
    checkRangeFormat("view A {\n    width:$0 10$0\n}\n", "view A { width: 10 }\n")
  }

  @Test func selectionInsideANestedBlockStaysThere() {
    checkRangeFormat(
      "linear root {\n  view A {\n      a:1\n      b:$02$0\n      c:3\n      d:4\n  }\n}\n",
      "linear root {\n  view A {\n      a:1\n        b: 2\n      c:3\n      d:4\n  }\n}\n")
  }

  @Test func selectedBlankLinesAreCollapsed() {
    checkRangeFormat(
      "view A {\n    a: 1\n$0\n\n\n$0    b: 2\n    c: 3\n    d: 4\n}\n",
      "view A {\n    a: 1\n\n    b: 2\n    c: 3\n    d: 4\n}\n")
  }

  @Test func wholeFileRangeEqualsFormat() {
    for name in Golden.names {
      let input = Golden.input(name)
      let tree = Parser.parse(bytes: input).tree
      let edits = Formatter.formatRange(tree, range: TextRange(start: 0, end: input.count))
      #expect(text(TextEdit.apply(edits, to: input)) == Formatter.format(tree), "\(name)")
    }
  }

  @Test func formattedFilesNeedNoEdits() {
    for name in Golden.names {
      let tree = Parser.parse(bytes: Golden.expected(name)).tree
      #expect(Formatter.formatEdits(tree) == [], "\(name)")
    }
  }

  @Test func editsAreSmall() {
    // Only the two extra spaces of `height` go.
    let tree = Parser.parse("view A {\n    width: 10\n      height: 20\n    left: 1\n    top: 2\n}\n").tree
    #expect(Formatter.formatEdits(tree) == [TextEdit(range: TextRange(start: 27, end: 29), newText: "")])
  }

  /// Found by fuzzing (Tests/Data/fuzz-failures/format/nul-and-invalid-utf8-comment.tgl): a comment inside an error
  /// node (`a(` is never closed) was copied into the text of an edit, whose `String` turned its invalid byte 0x81 into
  /// U+FFFD. The comment is an atom now: the edits only turn each LF into CRLF and add the final line break, so
  /// applying them keeps the comment's bytes and gives exactly the formatted file.
  @Test func editsKeepInvalidUTF8InCommentsOfErrorNodes() {
    let input: [UInt8] = Array("a(".utf8) + [0x00, 0x0A] + Array("//".utf8) + [0x81, 0x0A] + Array("s".utf8)
    let tree = Parser.parse(bytes: input).tree
    let options = FormatOptions(lineEnding: .crlf)
    let edits = Formatter.formatEdits(tree, options: options)
    #expect(
      edits == [
        TextEdit(range: TextRange(start: 3, end: 4), newText: "\r\n"),
        TextEdit(range: TextRange(start: 7, end: 8), newText: "\r\n"),
        TextEdit(range: TextRange(start: 9, end: 9), newText: "\r\n"),
      ])
    let formatted: [UInt8] = Array("a(".utf8) + [0x00, 0x0D, 0x0A] + Array("//".utf8) + [0x81, 0x0D, 0x0A] + Array("s\r\n".utf8)
    #expect(Formatter.formatUTF8(tree, options: options) == formatted)
    #expect(TextEdit.apply(edits, to: input) == formatted)
  }

  @Test func editsReproduceFormat() {
    for name in Golden.names {
      let input = Golden.input(name)
      let tree = Parser.parse(bytes: input).tree
      #expect(text(TextEdit.apply(Formatter.formatEdits(tree), to: input)) == Formatter.format(tree), "\(name)")
    }
  }

  /// Random ranges over the golden inputs: the edited file keeps its tokens, parses as well, and formats
  /// to the same text as the original.
  @Test(arguments: Golden.names)
  func randomRangesAreSafe(name: String) {
    let input = Golden.input(name)
    let tree = Parser.parse(bytes: input).tree
    let inputErrors = Parser.parse(bytes: input).errors.count
    var random = SplitMix64(seed: UInt64(input.count))
    for _ in 0..<40 {
      let start = Int.random(in: 0...input.count, using: &random)
      let end = random.chance(20) ? start : Int.random(in: start...input.count, using: &random)
      let edits = Formatter.formatRange(tree, range: TextRange(start: start, end: end))
      let edited = TextEdit.apply(edits, to: input)
      #expect(significantTokens(edited) == significantTokens(input), "\(name) \(start)..\(end)")
      #expect(Parser.parse(bytes: edited).errors.count <= inputErrors, "\(name) \(start)..\(end)")
      #expect(format(edited) == format(input), "\(name) \(start)..\(end)")
      for (edit, next) in zip(edits, edits.dropFirst()) { #expect(edit.range.end <= next.range.start) }
    }
  }
}
