// Convert: UTF-8 byte offsets <-> LSP positions (lines and UTF-16 code units), for \n, \r\n and lone \r line ends.

import LSPProtocol
import Platform

/// A line table over a document's UTF-8 bytes that converts offsets to LSP positions and back.
///
/// Every conversion clamps: a line past the end maps to the end of the document, a character past the end of a line
/// to the end of that line (before its line break), a character inside a surrogate pair to the start of its scalar.
public struct UTF16LineIndex: Sendable {
  /// The document's bytes.
  let bytes: [UInt8]
  /// The UTF-8 offset where each line starts; the first is 0, so there is always at least one line.
  let lineStarts: [Int]
  /// The UTF-8 offset where each line's content ends, before its line break.
  let contentEnds: [Int]
  /// Whether each line is pure ASCII, so UTF-16 columns equal byte columns.
  let asciiLines: [Bool]

  public init(_ text: String) {
    self.init(bytes: Array(text.utf8))
  }

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var lineStarts = [0]
    var contentEnds: [Int] = []
    var asciiLines: [Bool] = []
    var isASCII = true
    var index = 0
    bytes.withUnsafeBufferPointer { buffer in
      while index < buffer.count {
        // A word with no byte below 0x0E holds no line break: step over it (the document's text comes through here
        // whole on every open and change).
        if index &+ 8 <= buffer.count {
          let word = ByteWords.word(buffer, at: index)
          if !ByteWords.hasByte(below: 0x0E, in: word) {
            if ByteWords.hasNonASCII(word) { isASCII = false }
            index &+= 8
            continue
          }
        }
        let byte = buffer[index]
        if byte == 0x0A || byte == 0x0D {
          let breakLength = byte == 0x0D && index + 1 < buffer.count && buffer[index + 1] == 0x0A ? 2 : 1
          contentEnds.append(index)
          asciiLines.append(isASCII)
          isASCII = true
          index += breakLength
          lineStarts.append(index)
          continue
        }
        if byte >= 0x80 { isASCII = false }
        index += 1
      }
    }
    contentEnds.append(bytes.count)
    asciiLines.append(isASCII)
    self.lineStarts = lineStarts
    self.contentEnds = contentEnds
    self.asciiLines = asciiLines
  }

  /// The number of lines; a document that ends with a line break has an empty last line.
  public var lineCount: Int { lineStarts.count }

  /// The length of the document in UTF-8 bytes.
  public var utf8Count: Int { bytes.count }

  /// The UTF-8 offset of `position`, clamped into the document.
  public func utf8Offset(of position: Position) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let start = lineStarts[position.line]
    let end = contentEnds[position.line]
    let character = max(position.character, 0)
    // Compare before adding: a client may send `Int.max`, and overflow would trap.
    if asciiLines[position.line] { return character >= end - start ? end : start + character }
    var index = start
    var units = 0
    while index < end {
      let (length, width) = UTF16LineIndex.scalarSize(leadByte: bytes[index])
      if units + width > character { break }
      units += width
      index += length
    }
    return min(index, end)
  }

  /// The LSP position of the UTF-8 offset `offset`, clamped into the document.
  ///
  /// An offset inside a line break maps to the end of the line; one inside a scalar to the scalar's start.
  public func position(ofUTF8Offset offset: Int) -> Position {
    let offset = min(max(offset, 0), bytes.count)
    let line = lineNumber(containing: offset)
    let start = lineStarts[line]
    let target = min(offset, contentEnds[line])
    if asciiLines[line] { return Position(line: line, character: target - start) }
    var index = start
    var units = 0
    while index < target {
      let (length, width) = UTF16LineIndex.scalarSize(leadByte: bytes[index])
      if index + length > target { break }
      units += width
      index += length
    }
    return Position(line: line, character: units)
  }

  /// The LSP range of a UTF-8 byte range.
  public func range(ofUTF8 range: Range<Int>) -> LSPRange {
    LSPRange(start: position(ofUTF8Offset: range.lowerBound), end: position(ofUTF8Offset: range.upperBound))
  }

  /// The UTF-8 byte range of an LSP range; a range whose end comes before its start is read backwards.
  public func utf8Range(of range: LSPRange) -> Range<Int> {
    let start = utf8Offset(of: range.start)
    let end = utf8Offset(of: range.end)
    return min(start, end)..<max(start, end)
  }

  /// The zero-based line whose span (content plus line break) holds `offset`.
  func lineNumber(containing offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The UTF-8 length and UTF-16 width of the scalar that starts with `leadByte` (continuation bytes count as 1, 0).
  static func scalarSize(leadByte: UInt8) -> (length: Int, width: Int) {
    switch leadByte {
    case 0..<0x80: return (1, 1)
    case 0xC0..<0xE0: return (2, 1)
    case 0xE0..<0xF0: return (3, 1)
    case 0xF0...: return (4, 2)
    default: return (1, 0)
    }
  }
}

extension UTF16LineIndex {
  /// The pieces of a UTF-8 range on each line it touches, in UTF-16 units, without line breaks or empty pieces.
  ///
  /// LSP semantic tokens may not span lines, so a multi-line comment or string becomes one token per line.
  public func lineSpans(ofUTF8 range: Range<Int>) -> [(line: Int, startCharacter: Int, length: Int)] {
    let lower = min(max(range.lowerBound, 0), bytes.count)
    let upper = min(max(range.upperBound, lower), bytes.count)
    var spans: [(line: Int, startCharacter: Int, length: Int)] = []
    for line in lineNumber(containing: lower)...lineNumber(containing: upper) {
      let start = position(ofUTF8Offset: max(lower, lineStarts[line]))
      let end = position(ofUTF8Offset: min(upper, contentEnds[line]))
      guard start.line == line, end.line == line, end.character > start.character else { continue }
      spans.append((line: line, startCharacter: start.character, length: end.character - start.character))
    }
    return spans
  }
}
