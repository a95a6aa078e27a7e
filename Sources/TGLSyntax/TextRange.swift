// Byte ranges into UTF-8 source text.

/// A half-open range of UTF-8 byte offsets into a source file.
public struct TextRange: Hashable, Sendable, CustomStringConvertible {
  public var start: Int
  public var end: Int

  // Inlinable: every module makes and reads ranges, most of them per node or per element.
  @inlinable public init(start: Int, end: Int) {
    self.start = start
    self.end = max(start, end)
  }

  @inlinable public static func empty(at offset: Int) -> TextRange { TextRange(start: offset, end: offset) }

  @inlinable public var length: Int { end - start }
  @inlinable public var isEmpty: Bool { start == end }

  @inlinable public func contains(_ offset: Int) -> Bool { offset >= start && offset < end }

  /// True when `offset` is inside the range or touches its end (a cursor after the last character).
  @inlinable public func containsInclusive(_ offset: Int) -> Bool { offset >= start && offset <= end }

  @inlinable public func contains(_ other: TextRange) -> Bool { other.start >= start && other.end <= end }

  @inlinable public func union(_ other: TextRange) -> TextRange {
    TextRange(start: min(start, other.start), end: max(end, other.end))
  }

  public var description: String { "\(start)..\(end)" }
}

/// A problem found while reading the text: a range and a lowercase message without a trailing period.
public struct SyntaxError: Hashable, Sendable, CustomStringConvertible {
  public var range: TextRange
  public var message: String
  /// The text that fixes the error when it replaces `range` (a full-width ':' becomes ':'), if there is one.
  public var replacement: String?

  public init(range: TextRange, message: String, replacement: String? = nil) {
    self.range = range
    self.message = message
    self.replacement = replacement
  }

  public var description: String { "\(range): \(message)" }
}

/// A replacement of the text in `range` (UTF-8 offsets of the original) by `newText`.
public struct TextEdit: Hashable, Sendable {
  public var range: TextRange
  public var newText: String

  public init(range: TextRange, newText: String) {
    self.range = range
    self.newText = newText
  }

  /// Applies non-overlapping edits to `bytes` (any order) and returns the result.
  public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    var out = bytes
    for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
      let start = min(max(0, edit.range.start), out.count)
      let end = min(max(start, edit.range.end), out.count)
      out.replaceSubrange(start..<end, with: Array(edit.newText.utf8))
    }
    return out
  }
}
