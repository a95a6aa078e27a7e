// Cursor markers in test fixtures: `$0` marks an offset in the text.

/// A fixture with its `$0` marker removed.
public struct MarkedText: Sendable {
  public let text: String
  /// The UTF-8 offset where `$0` was (0 when there was none).
  public let offset: Int

  public init(_ marked: String) {
    var bytes = Array(marked.utf8)
    let marker = Array("$0".utf8)
    var found = 0
    for start in 0..<max(0, bytes.count - 1) where bytes[start] == marker[0] && bytes[start + 1] == marker[1] {
      found = start
      bytes.removeSubrange(start..<(start + 2))
      break
    }
    text = String(decoding: bytes, as: UTF8.self)
    offset = found
  }
}
