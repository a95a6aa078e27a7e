// Splitting a file from its tokens (`Split(scanning:)`) gives the split of a parse of the whole file, and gives way
// to that parse for every file it cannot read alone.

import Foundation
import TGLDiagnostics
import TGLIDE
import TGLLint
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct ScannedSplitTests {
  typealias Layout = (pieces: [TextRange], prefix: [TextRange], outsideErrors: [SyntaxError])

  static func range(_ start: Int, _ end: Int) -> TextRange { TextRange(start: start, end: end) }

  static func scanned(_ text: String) -> SourceAnalysis { SourceAnalysis(version: 0, text: text) }

  static func same(_ a: Layout, _ b: Layout) -> Bool {
    a.pieces == b.pieces && a.prefix == b.prefix && a.outsideErrors == b.outsideErrors
  }

  /// Every fixture, example and fuzz-corpus input: where the scan splits a file, its split and diagnostics are the
  /// parse's; most well-formed files are scanned, files with errors never are.
  @Test func scanningSplitsEveryFileAsItsParseDoes() throws {
    let root = Fixtures.repositoryRoot()
    var files = ["examples", "Tests/Data"].flatMap {
      Fixtures.files(in: root.appendingPathComponent($0), withSuffix: ".tgl")
    }
    files += Fixtures.files(in: root.appendingPathComponent("Fuzz/corpus/text"), withSuffix: "")
    var scanned = 0
    var parsed = 0
    for url in files {
      guard let text = Fixtures.read(url) else { continue }
      let fast = Self.scanned(text)
      guard fast.splitKind == .scanned else {
        parsed += 1
        continue
      }
      scanned += 1
      let slow = SourceAnalysis(splittingTheParseOf: text)
      #expect(slow.splitKind == .parsed)
      #expect(Self.same(fast.splitLayout, slow.splitLayout), "\(url.path)")
      #expect(fast.parse.errors.isEmpty, "\(url.path)")
      let fastDiagnostics = Analysis(text: text).diagnostics.map(PieceEquivalenceTests.key)
      let whole = Linter.lint(LintInput(text: text), options: LintOptions()).map(PieceEquivalenceTests.key)
      #expect(fastDiagnostics == whole, "\(url.path)")
    }
    #expect(scanned > 150, "\(scanned) scanned, \(parsed) parsed")
    #expect(parsed > 150, "\(scanned) scanned, \(parsed) parsed")
  }

  /// The scan steps over eight bytes at a time inside blocks: a brace, a string or a comment at every offset of a word
  /// is still seen. Each file is two elements; the first holds `pad` spaces, then the byte sequence that matters
  /// (a nested block, a string holding a `}`, a line comment holding a `}`, a block comment holding a `}`), so the
  /// first piece must end at its own `}` and the second start after it.
  @Test func bracesStringsAndCommentsAtEveryOffsetOfAWord() {
    let inners = ["view B { }", "text: \"}\"", "// }\n", "/* } */"]
    for inner in inners {
      for pad in 0..<17 {
        let first = "linear A (vert) {" + String(repeating: " ", count: pad) + inner + "\n}"
        let text = first + "\nview C {}\n"
        let analysis = Self.scanned(text)
        #expect(analysis.splitKind == .scanned, "\(inner) after \(pad)")
        // The first piece ends at the first element's `}`: its byte length, whatever the pad.
        let end = first.utf8.count
        #expect(
          analysis.splitLayout.pieces == [Self.range(0, end), Self.range(end, text.utf8.count - 1)],
          "\(inner) after \(pad)")
        #expect(Self.same(analysis.splitLayout, SourceAnalysis(splittingTheParseOf: text).splitLayout))
      }
    }
  }

  /// The directives go to the prefix, comments before an element and after it on its line go with it, comments after
  /// the last element are a piece of their own.
  @Test func piecesAndPrefixOfAWellFormedFile() {
    // "@canvas 390, 844" 0..16, "// c" 17..21, "view A { width: 10 }" 22..42, "  // note" 42..51,
    // "view 标题 {}" 52..66 (标题 is 6 bytes), "// end" 67..73, the file 74 bytes.
    let text = "@canvas 390, 844\n// c\nview A { width: 10 }  // note\nview 标题 {}\n// end\n"
    let analysis = Self.scanned(text)
    #expect(analysis.splitKind == .scanned)
    let layout = analysis.splitLayout
    #expect(layout.prefix == [Self.range(0, 16)])
    #expect(layout.pieces == [Self.range(16, 51), Self.range(51, 66), Self.range(66, 74)])
    #expect(layout.outsideErrors.isEmpty)
    #expect(Self.same(layout, SourceAnalysis(splittingTheParseOf: text).splitLayout))
    #expect(analysis.documents.count == 2)
  }

  /// A byte-order mark, CRLF line ends and a file suppression before the first element.
  @Test func byteOrderMarkLineEndsAndAFileSuppression() {
    // BOM 0..3, "// tgl-ignore-file overlap" 3..29, CRLF, "view A {}" 31..40, CRLF 40..42.
    let text = "\u{FEFF}// tgl-ignore-file overlap\r\nview A {}\r\n"
    let analysis = Self.scanned(text)
    #expect(analysis.splitKind == .scanned)
    #expect(analysis.splitLayout.prefix == [Self.range(3, 29)])
    #expect(analysis.splitLayout.pieces == [Self.range(29, 40)])
    #expect(Self.same(analysis.splitLayout, SourceAnalysis(splittingTheParseOf: text).splitLayout))
  }

  /// Braces inside strings and comments are not counted; comments between elements go with the next one.
  @Test(arguments: [
    "view A { text: \"}\" }\nview B {}\n",  // a brace in a string
    "view A { text: \"a\\\"}\" }\nview B {}\n",  // after an escaped quote
    "view A { /* } */ width: 1 }\nview B {}\n",  // in a block comment
    "view A { /* /* } */ } */ width: 1 }\nview B {}\n",  // in a nested one
    "view A { // }\n    width: 1\n}\nview B {}\n",  // in a line comment
    "view A {}\n/// the second\n/* and */\n//// more\nview B {}\n",  // doc, block and four-slash comments
    "/* c */ view A {}\n",  // a block comment before the first element
    "@canvas 390, 844 // the size\n@fontMetrics \"标题 {.json\"\nview A {}\n",  // a brace in a directive's string
  ])
  func bracesInStringsAndComments(_ text: String) {
    let analysis = Self.scanned(text)
    #expect(analysis.splitKind == .scanned)
    #expect(Self.same(analysis.splitLayout, SourceAnalysis(splittingTheParseOf: text).splitLayout))
  }

  /// Files the scan cannot read alone go through the parse of the whole file, with the same result as before.
  @Test(arguments: [
    "view A { width: }\n",  // a syntax error inside an element
    "view A {}\nwidth: 10\n",  // stray text
    "view A {}\n@scale 2\n",  // a directive after an element
    "view A {}\n// tgl-ignore-file overlap\nview B {}\n",  // a file suppression after an element
    "view A {} // tgl-ignore-file overlap\n",  // and on its line
    "view A\nview B {}\n",  // an element without a block
    "view A {} view B {}\n",  // two elements on one line
    "view A {}}\n",  // a '}' too many
    "view A {\n",  // a '{' never closed
    "@canvas 390,\nview A {}\n",  // a directive whose value the element's line would go on
    "@canvas 390, 844 {\nview A {}\n",  // a brace among the directives
    "// only a comment\n",  // no element
    "view A { text: \"open\n}\n",  // a lexical error
    "view A { /* never closed }\n",  // a block comment that never ends
    "view A {}\n/* never closed\n",  // and after the last element
    "view A {} /// doc\n",  // a doc comment on an element's line
    "view A {} /* c */\n",  // a block comment there
    "view A {}\n  ) view B {}\n",  // a stray character between elements
  ])
  func filesTheScanLeavesToTheParse(_ text: String) {
    let analysis = Self.scanned(text)
    #expect(analysis.splitKind != .scanned)
    #expect(Self.same(analysis.splitLayout, SourceAnalysis(splittingTheParseOf: text).splitLayout))
    let whole = Linter.lint(LintInput(text: text), options: LintOptions()).map(PieceEquivalenceTests.key)
    #expect(Analysis(text: text).diagnostics.map(PieceEquivalenceTests.key) == whole)
  }

  /// The whole file's parse waits until a feature asks for it.
  @Test func theWholeFileIsParsedOnlyWhenAsked() {
    let analysis = Analysis(text: "view A { width: 10; height: 10 }\n")
    #expect(analysis.source.splitKind == .scanned)
    #expect(analysis.diagnostics.isEmpty)
    #expect(analysis.source.parse.tree.nodeCount(of: .element) == 1)
  }
}
