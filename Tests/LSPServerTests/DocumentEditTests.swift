// Tests of incremental document edits: UTF-16 ranges, changes applied in order, equal to the full text.

import LSPProtocol
import LSPServer
import TGLTestSupport
import Testing

@Suite struct DocumentEditTests {
  func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> LSPRange {
    LSPRange(
      start: Position(line: startLine, character: startCharacter), end: Position(line: endLine, character: endCharacter)
    )
  }

  func edit(_ text: String, _ changes: [TextDocumentContentChangeEvent]) -> String {
    DocumentSnapshot(uri: "file:///a.toy", languageID: "toy", version: 1, text: text).applying(changes, version: 2).text
  }

  @Test func replaceInsideCJK() {
    let changed = edit("title: 标题\n", [TextDocumentContentChangeEvent(range: range(0, 7, 0, 8), text: "副")])
    #expect(changed == "title: 副题\n")
  }

  @Test func insertAfterEmoji() {
    let changed = edit("a👍🏽b", [TextDocumentContentChangeEvent(range: range(0, 5, 0, 5), text: "!")])
    #expect(changed == "a👍🏽!b")
  }

  @Test func deleteAcrossCRLF() {
    let changed = edit("one\r\ntwo\r\nthree", [TextDocumentContentChangeEvent(range: range(0, 3, 1, 3), text: "")])
    #expect(changed == "one\r\nthree")
  }

  @Test func changesApplyInOrder() {
    let changes = [
      TextDocumentContentChangeEvent(range: range(0, 0, 0, 0), text: "标题\n"),
      TextDocumentContentChangeEvent(range: range(1, 0, 1, 1), text: "X"),
      TextDocumentContentChangeEvent(range: range(0, 2, 0, 2), text: "👍🏽"),
      TextDocumentContentChangeEvent(range: range(2, 0, 9, 9), text: "end"),
    ]
    #expect(edit("abc\r\ndef", changes) == "标题👍🏽\nXbc\r\nend")
  }

  @Test func fullReplacementBetweenIncrementalChanges() {
    let changes = [
      TextDocumentContentChangeEvent(range: range(0, 0, 0, 1), text: "z"),
      TextDocumentContentChangeEvent(text: "new\ntext"),
      TextDocumentContentChangeEvent(range: range(1, 0, 1, 4), text: "body"),
    ]
    #expect(edit("abc", changes) == "new\nbody")
  }

  @Test func rangesPastTheEndClamp() {
    #expect(edit("ab\ncd", [TextDocumentContentChangeEvent(range: range(1, 1, 40, 2), text: "!")]) == "ab\nc!")
    #expect(edit("ab", [TextDocumentContentChangeEvent(range: range(0, 9, 0, 9), text: "!")]) == "ab!")
  }

  @Test func lineIndexFollowsTheEdits() {
    let document = DocumentSnapshot(uri: "u", languageID: "toy", version: 1, text: "a\nb")
    let changed = document.applying(
      [TextDocumentContentChangeEvent(range: range(1, 0, 1, 0), text: "标\r\n")], version: 2)
    #expect(changed.version == 2)
    #expect(changed.lineIndex.lineCount == 3)
    #expect(changed.position(ofUTF8Offset: changed.text.utf8.count) == Position(line: 2, character: 1))
  }

  /// Random edits through UTF-16 positions give the same text as the same edits on an array of UTF-16 units.
  @Test func randomEditsMatchAUTF16Oracle() {
    var random = SplitMix64(seed: 0x5EED)
    let pieces = ["a", "标", "👍🏽", "\r\n", "\n", "\r", "é", " ", "题x"]
    var document = DocumentSnapshot(uri: "u", languageID: "toy", version: 0, text: "")
    var oracle: [UInt16] = []
    for step in 1...500 {
      let lines = UTF16Oracle.lines(oracle)
      let start = UTF16Oracle.randomPosition(lines, &random)
      let end = UTF16Oracle.randomPosition(lines, &random)
      let (low, high) = start < end ? (start, end) : (end, start)
      let text = (0..<Int(random.next() % 3)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      let change = TextDocumentContentChangeEvent(range: LSPRange(start: low, end: high), text: text)
      document = document.applying([change], version: step)
      oracle = UTF16Oracle.apply(oracle, lines, low, high, text)
      #expect(Array(document.text.utf16) == oracle, "seed 0x5EED, step \(step)")
      if Array(document.text.utf16) != oracle { return }
    }
  }
}

/// The reference implementation: edits on UTF-16 code units, positions resolved by counting units per line.
enum UTF16Oracle {
  /// The unit offset where each line starts and ends (before its line break).
  static func lines(_ units: [UInt16]) -> [(start: Int, end: Int)] {
    var result: [(Int, Int)] = []
    var start = 0
    var index = 0
    while index < units.count {
      if units[index] == 0x0A || units[index] == 0x0D {
        let length = units[index] == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A ? 2 : 1
        result.append((start, index))
        index += length
        start = index
      } else {
        index += 1
      }
    }
    result.append((start, units.count))
    return result
  }

  /// A position on a scalar boundary, sometimes past the end of its line or of the document.
  static func randomPosition(_ lines: [(start: Int, end: Int)], _ random: inout SplitMix64) -> Position {
    let line = Int(random.next() % UInt64(lines.count))
    let length = lines[line].end - lines[line].start
    let character = Int(random.next() % UInt64(length + 2))
    return Position(line: line, character: character)
  }

  static func offset(_ units: [UInt16], _ lines: [(start: Int, end: Int)], _ position: Position) -> Int {
    let line = lines[position.line]
    var offset = min(line.start + position.character, line.end)
    // Never split a surrogate pair: move back to its first half.
    if offset > line.start, offset < units.count, UTF16.isTrailSurrogate(units[offset]) { offset -= 1 }
    return offset
  }

  static func apply(
    _ units: [UInt16], _ lines: [(start: Int, end: Int)], _ start: Position, _ end: Position, _ text: String
  ) -> [UInt16] {
    var units = units
    let low = offset(units, lines, start)
    let high = offset(units, lines, end)
    units.replaceSubrange(low..<max(low, high), with: text.utf16)
    return units
  }
}

/// A snapshot makes its line index on first use; the main loop and the diagnostics thread may ask at once.
@Suite struct LazyLineIndexTests {
  @Test func threadsAskingAtOnceGetTheIndexMadeAlone() async {
    // Every line but the third pure ASCII; the third has CJK (3 bytes, 1 UTF-16 unit) and an emoji (4 bytes, 2 units).
    let text = String(repeating: "view A { width: 10 }\n", count: 2) + "title: 标题 👍!\n" + "end\n"
    let alone = DocumentSnapshot(uri: "file:///a.toy", languageID: "toy", version: 1, text: text)
    // Offsets in the third line: "title: " is 7 bytes, 标 starts at byte 7, 题 at 10, the space at 13, 👍 at 14,
    // "!" at 18.
    let thirdLine = 2 * 21
    #expect(alone.position(ofUTF8Offset: thirdLine + 18) == Position(line: 2, character: 12))
    for _ in 0..<20 {
      let shared = DocumentSnapshot(uri: "file:///a.toy", languageID: "toy", version: 1, text: text)
      let positions = await withTaskGroup(of: [Position].self) { group in
        for _ in 0..<4 {
          group.addTask { (0...text.utf8.count).map { shared.position(ofUTF8Offset: $0) } }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
      let expected = (0...text.utf8.count).map { alone.position(ofUTF8Offset: $0) }
      #expect(positions.allSatisfy { $0 == expected })
    }
  }
}
