// Tests of Convert: UTF-8 offsets <-> LSP positions with CJK, emoji, CRLF, lone CR and clamping.

import LSPProtocol
import LSPServer
import Testing

@Suite struct ConvertTests {
  func position(_ line: Int, _ character: Int) -> Position { Position(line: line, character: character) }

  @Test func asciiLinesWithEveryLineBreak() {
    let index = UTF16LineIndex("ab\ncd\r\nef\rgh")
    #expect(index.lineCount == 4)
    #expect(index.utf8Offset(of: position(0, 1)) == 1)
    #expect(index.utf8Offset(of: position(1, 0)) == 3)
    #expect(index.utf8Offset(of: position(2, 1)) == 8)
    #expect(index.utf8Offset(of: position(3, 2)) == 12)
    #expect(index.position(ofUTF8Offset: 3) == position(1, 0))
    #expect(index.position(ofUTF8Offset: 7) == position(2, 0))
    #expect(index.position(ofUTF8Offset: 10) == position(3, 0))
  }

  @Test func offsetInsideCRLFMapsToEndOfLine() {
    let index = UTF16LineIndex("ab\r\ncd")
    #expect(index.position(ofUTF8Offset: 2) == position(0, 2))
    #expect(index.position(ofUTF8Offset: 3) == position(0, 2))
    #expect(index.position(ofUTF8Offset: 4) == position(1, 0))
  }

  @Test func cjkIsOneUnitPerCharacterAndThreeBytes() {
    let index = UTF16LineIndex("# 标题\nx")
    // "# " is 2 bytes; 标 and 题 are 3 bytes each and 1 UTF-16 unit each.
    #expect(index.utf8Offset(of: position(0, 2)) == 2)
    #expect(index.utf8Offset(of: position(0, 3)) == 5)
    #expect(index.utf8Offset(of: position(0, 4)) == 8)
    #expect(index.position(ofUTF8Offset: 5) == position(0, 3))
    #expect(index.position(ofUTF8Offset: 8) == position(0, 4))
    #expect(index.position(ofUTF8Offset: 9) == position(1, 0))
    // An offset inside 标 maps to its start.
    #expect(index.position(ofUTF8Offset: 3) == position(0, 2))
  }

  @Test func emojiWithSkinToneIsTwoSurrogatePairs() {
    let index = UTF16LineIndex("a👍🏽b")
    // 👍 and 🏽 are 4 bytes and 2 UTF-16 units each.
    #expect(index.utf8Offset(of: position(0, 1)) == 1)
    #expect(index.utf8Offset(of: position(0, 3)) == 5)
    #expect(index.utf8Offset(of: position(0, 5)) == 9)
    #expect(index.utf8Offset(of: position(0, 6)) == 10)
    #expect(index.position(ofUTF8Offset: 5) == position(0, 3))
    #expect(index.position(ofUTF8Offset: 9) == position(0, 5))
    #expect(index.position(ofUTF8Offset: 10) == position(0, 6))
    // A character between the two halves of a surrogate pair maps to the start of the scalar.
    #expect(index.utf8Offset(of: position(0, 2)) == 1)
    #expect(index.utf8Offset(of: position(0, 4)) == 5)
  }

  /// Lines are found a word (8 bytes) at a time: a line break of each kind, a tab and a CJK character at every
  /// offset of the first three words of a line are each seen where they are.
  @Test func wordStepsFindEveryLineBreakAndNonASCIILine() {
    for offset in 0..<24 {
      let before = String(repeating: "a", count: offset)
      for lineBreak in ["\n", "\r\n", "\r"] {
        let index = UTF16LineIndex(before + lineBreak + "0123456789abcdef标")
        #expect(index.lineCount == 2)
        #expect(index.position(ofUTF8Offset: offset) == position(0, offset))
        #expect(index.position(ofUTF8Offset: offset + lineBreak.utf8.count) == position(1, 0))
        // 标 is 3 bytes and one UTF-16 unit: the second line is not ASCII, the first is.
        #expect(index.utf8Offset(of: position(1, 17)) == offset + lineBreak.utf8.count + 19)
        #expect(index.utf8Offset(of: position(0, 99)) == offset)
      }
      let cjk = UTF16LineIndex(before + "标" + String(repeating: "c", count: 9) + "\nx")
      #expect(cjk.position(ofUTF8Offset: offset + 3) == position(0, offset + 1))
      #expect(cjk.position(ofUTF8Offset: offset + 13) == position(1, 0))
      let tab = UTF16LineIndex(before + "\t" + String(repeating: "d", count: 9) + "\ny")
      #expect(tab.lineCount == 2)
      #expect(tab.position(ofUTF8Offset: offset + 11) == position(1, 0))
    }
  }

  @Test func clampsPastTheEnd() {
    let index = UTF16LineIndex("标题\r\nab")
    #expect(index.utf8Offset(of: position(0, 99)) == 6)
    #expect(index.utf8Offset(of: position(1, 99)) == 10)
    #expect(index.utf8Offset(of: position(7, 3)) == 10)
    #expect(index.utf8Offset(of: position(-1, 0)) == 0)
    #expect(index.utf8Offset(of: position(0, -5)) == 0)
    #expect(index.position(ofUTF8Offset: 99) == position(1, 2))
    #expect(index.utf8Offset(of: position(1, Int.max)) == 10)
    #expect(index.utf8Offset(of: position(0, Int.max)) == 6)
    #expect(index.utf8Offset(of: position(Int.max, Int.max)) == 10)
    #expect(index.utf8Offset(of: position(Int.min, Int.min)) == 0)
    #expect(index.position(ofUTF8Offset: Int.max) == position(1, 2))
    #expect(index.position(ofUTF8Offset: Int.min) == position(0, 0))
    #expect(index.position(ofUTF8Offset: -3) == position(0, 0))
  }

  @Test func emptyDocumentAndTrailingLineBreak() {
    #expect(UTF16LineIndex("").lineCount == 1)
    #expect(UTF16LineIndex("").utf8Offset(of: position(3, 3)) == 0)
    let index = UTF16LineIndex("a\n")
    #expect(index.lineCount == 2)
    #expect(index.position(ofUTF8Offset: 2) == position(1, 0))
  }

  @Test func reversedRangeIsOrdered() {
    let index = UTF16LineIndex("hello")
    #expect(index.utf8Range(of: LSPRange(start: position(0, 4), end: position(0, 1))) == 1..<4)
    #expect(index.range(ofUTF8: 1..<4) == LSPRange(start: position(0, 1), end: position(0, 4)))
  }

  @Test func everyOffsetRoundTripsOnScalarBoundaries() {
    let text = "a标\r\n👍🏽\rx\n\né题"
    let index = UTF16LineIndex(text)
    var offset = 0
    for scalar in text.unicodeScalars {
      #expect(index.utf8Offset(of: index.position(ofUTF8Offset: offset)) == offset || scalar == "\n")
      offset += String(scalar).utf8.count
    }
    #expect(index.utf8Offset(of: index.position(ofUTF8Offset: offset)) == offset)
  }

  @Test func multiLineRangesSplitIntoLineSpans() {
    let document = DocumentSnapshot(uri: "u", languageID: "toy", version: 1, text: "a /* 标\r\n\r\n👍🏽 */ b")
    let comment = 2..<23
    let tokens = document.semanticTokens(ofUTF8: comment, tokenType: 3, tokenModifiers: 1)
    #expect(
      tokens == [
        SemanticToken(line: 0, startCharacter: 2, length: 4, tokenType: 3, tokenModifiers: 1),
        SemanticToken(line: 2, startCharacter: 0, length: 7, tokenType: 3, tokenModifiers: 1),
      ])
    #expect(document.lineIndex.lineSpans(ofUTF8: -5..<1).map(\.length) == [1])
    #expect(document.lineIndex.lineSpans(ofUTF8: 30..<40).isEmpty)
    #expect(document.lineIndex.lineSpans(ofUTF8: 8..<12).isEmpty)
  }
}
