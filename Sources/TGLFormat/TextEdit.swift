// A replacement of a byte range of the input, the unit of range formatting.

import TGLSyntax

/// Replace the bytes `range` of the input (UTF-8 offsets) with `newText`. Edits returned together never
/// overlap and are sorted by position, so applying them from last to first gives the formatted text.
public struct TextEdit: Hashable, Sendable, CustomStringConvertible {
  public var range: TextRange
  public var newText: String

  public init(range: TextRange, newText: String) {
    self.range = range
    self.newText = newText
  }

  public var description: String { "\(range): \(newText.debugDescription)" }
}

extension TextEdit {
  /// Applies sorted, non-overlapping `edits` to `bytes`.
  public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var cursor = 0
    for edit in edits where edit.range.start >= cursor && edit.range.end <= bytes.count {
      out.append(contentsOf: bytes[cursor..<edit.range.start])
      out.append(contentsOf: edit.newText.utf8)
      cursor = edit.range.end
    }
    out.append(contentsOf: bytes[cursor...])
    return out
  }
}
