// Conversions between UTF-8 byte offsets and line/column positions (UTF-8 and UTF-16 columns).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line and column, both 0-based. The unit of the column is in the name of the function that made it.
public struct LineColumn: Hashable, Sendable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }
}

/// The start offset of every line of a text. Lines end at "\n", "\r\n" or a lone "\r".
public struct LineIndex: Sendable {
  public let bytes: [UInt8]
  /// UTF-8 offsets at which lines start; the first is 0.
  public let lineStarts: [Int]

  public init(_ text: String) { self.init(bytes: Array(text.utf8)) }

  public init(bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
      let count = buffer.count
      // Most files have no "\r": then the line breaks are found by `memchr`, a word at a time (this index is built for
      // every checked file that has findings, and a byte at a time is slow).
      if memchr(base, 0x0D, count) == nil {
        starts.reserveCapacity(count / 24 + 1)
        var offset = 0
        while offset < count, let found = memchr(base + offset, 0x0A, count - offset) {
          offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
          starts.append(offset)
        }
        return
      }
      var offset = 0
      while offset < count {
        let byte = buffer[offset]
        if byte == 0x0A {
          starts.append(offset + 1)
        } else if byte == 0x0D {
          if offset + 1 < count && buffer[offset + 1] == 0x0A { offset += 1 }
          starts.append(offset + 1)
        }
        offset += 1
      }
    }
    lineStarts = starts
  }

  public var lineCount: Int { lineStarts.count }

  /// The line that contains `offset` (clamped to the text).
  public func line(of offset: Int) -> Int {
    let clamped = min(max(0, offset), bytes.count)
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The range of line `line` without its line break.
  public func contentRange(ofLine line: Int) -> TextRange {
    guard line >= 0 && line < lineStarts.count else { return .empty(at: bytes.count) }
    let start = lineStarts[line]
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return TextRange(start: start, end: end)
  }

  /// Line and UTF-8 byte column of `offset`.
  public func utf8Position(of offset: Int) -> LineColumn {
    let clamped = min(max(0, offset), bytes.count)
    let line = line(of: clamped)
    return LineColumn(line: line, column: clamped - lineStarts[line])
  }

  /// Line and UTF-16 code-unit column of `offset` (what LSP positions count).
  public func utf16Position(of offset: Int) -> LineColumn {
    let clamped = min(max(0, offset), bytes.count)
    let line = line(of: clamped)
    var column = 0
    var index = lineStarts[line]
    while index < clamped {
      let byte = bytes[index]
      let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      column += length == 4 ? 2 : 1
      index += length
    }
    return LineColumn(line: line, column: column)
  }

  /// The UTF-8 offset of a line and UTF-16 column; columns past the end of the line clamp to it, and
  /// lines past the end clamp to the end of the text.
  public func offset(utf16 position: LineColumn) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let content = contentRange(ofLine: position.line)
    var index = content.start
    var column = 0
    while index < content.end && column < position.column {
      let byte = bytes[index]
      let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
      column += length == 4 ? 2 : 1
      index += length
    }
    return min(index, content.end)
  }

  /// The UTF-8 offset of a line and UTF-8 column, clamped like `offset(utf16:)`.
  public func offset(utf8 position: LineColumn) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let content = contentRange(ofLine: position.line)
    return min(content.start + max(0, position.column), content.end)
  }

  /// The 1-based line and 1-based column in Unicode characters, for messages (`file:3:7`).
  public func humanPosition(of offset: Int) -> (line: Int, column: Int) {
    let clamped = min(max(0, offset), bytes.count)
    let line = line(of: clamped)
    let prefix = bytes[lineStarts[line]..<clamped]
    let characters = String(decoding: prefix, as: UTF8.self).unicodeScalars.count
    return (line + 1, characters + 1)
  }
}
