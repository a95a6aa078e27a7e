// An immutable open document: its bytes, version and line index, safe to hand to another thread.

import LSPProtocol
import Platform

/// One version of an open document.
public struct DocumentSnapshot: Sendable {
  public let uri: DocumentURI
  public let languageID: String
  public let version: Int
  /// The text as UTF-8 bytes: edits are applied to them and the analysis reads them, so an edit makes no `String`.
  public let bytes: [UInt8]
  /// The text as a `String`, made on first use (by the features that want one, not by an edit).
  public var text: String { texts.value }
  private let texts: Once<String>
  /// Converts between UTF-8 offsets in the text and LSP positions: made on first use, by whichever thread asks first.
  public var lineIndex: UTF16LineIndex { lines.value }
  private let lines: Once<UTF16LineIndex>

  public init(uri: DocumentURI, languageID: String, version: Int, text: String) {
    self.init(uri: uri, languageID: languageID, version: version, bytes: Array(text.utf8), text: Once(value: text))
  }

  init(uri: DocumentURI, languageID: String, version: Int, bytes: [UInt8]) {
    self.init(
      uri: uri, languageID: languageID, version: version, bytes: bytes,
      text: Once { String(decoding: bytes, as: UTF8.self) })
  }

  private init(uri: DocumentURI, languageID: String, version: Int, bytes: [UInt8], text: Once<String>) {
    self.uri = uri
    self.languageID = languageID
    self.version = version
    self.bytes = bytes
    self.texts = text
    self.lines = Once { UTF16LineIndex(bytes: bytes) }
  }

  /// Makes the line index now. The server calls it once it has handed the document to the diagnostics thread: the
  /// index, not free on a large file, is then made on the main loop while that thread analyses, not before it starts.
  func prepareLineIndex() { _ = lines.value }

  /// The UTF-8 offset of `position` in the text (clamped).
  public func utf8Offset(of position: Position) -> Int { lineIndex.utf8Offset(of: position) }

  /// The LSP position of a UTF-8 offset in the text (clamped).
  public func position(ofUTF8Offset offset: Int) -> Position { lineIndex.position(ofUTF8Offset: offset) }

  /// The LSP range of a UTF-8 byte range in the text.
  public func range(ofUTF8 range: Range<Int>) -> LSPRange { lineIndex.range(ofUTF8: range) }

  /// The UTF-8 byte range of an LSP range (clamped, ordered).
  public func utf8Range(of range: LSPRange) -> Range<Int> { lineIndex.utf8Range(of: range) }

  /// Semantic tokens for a UTF-8 range, one per line it touches (LSP tokens may not span lines).
  public func semanticTokens(ofUTF8 range: Range<Int>, tokenType: Int, tokenModifiers: Int = 0) -> [SemanticToken] {
    lineIndex.lineSpans(ofUTF8: range).map {
      SemanticToken(
        line: $0.line, startCharacter: $0.startCharacter, length: $0.length, tokenType: tokenType,
        tokenModifiers: tokenModifiers)
    }
  }

  /// This document after `changes`, applied in order, each against the text left by the one before.
  public func applying(_ changes: [TextDocumentContentChangeEvent], version: Int) -> DocumentSnapshot {
    var bytes = bytes
    var index = lineIndex
    for (number, change) in changes.enumerated() {
      if let range = change.range {
        let replaced = index.utf8Range(of: range)
        bytes.replaceSubrange(replaced, with: change.text.utf8)
      } else {
        bytes = Array(change.text.utf8)
      }
      if number + 1 < changes.count { index = UTF16LineIndex(bytes: bytes) }
    }
    return DocumentSnapshot(uri: uri, languageID: languageID, version: version, bytes: bytes)
  }
}

/// A value (the line index, the text as a `String`) made once, on first use, from any thread (a snapshot is shared by
/// the main loop and the diagnostics thread); later readers get the same value.
private final class Once<Value>: @unchecked Sendable {
  private let lock = Lock()
  private var made: Value?
  private var make: (() -> Value)?

  init(_ make: @escaping () -> Value) { self.make = make }

  init(value: Value) { made = value }

  var value: Value {
    lock.withLock {
      if let made { return made }
      let value = make!()
      made = value
      // The bytes the closure holds are no longer needed.
      make = nil
      return value
    }
  }
}
