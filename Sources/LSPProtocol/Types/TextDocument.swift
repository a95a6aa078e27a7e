// Text document identifiers, items, content changes, and the notifications that keep documents in sync.

import TGLJSON

public struct TextDocumentIdentifier: Hashable, Sendable, JSONConvertible {
  public var uri: DocumentURI

  public init(uri: DocumentURI) { self.uri = uri }

  public init(json: JSON) throws(JSONDecodingError) {
    uri = try json.decode("uri")
  }

  public var json: JSON { ["uri": .string(uri)] }
}

public struct VersionedTextDocumentIdentifier: Hashable, Sendable, JSONConvertible {
  public var uri: DocumentURI
  public var version: Int

  public init(uri: DocumentURI, version: Int) {
    self.uri = uri
    self.version = version
  }

  public init(json: JSON) throws(JSONDecodingError) {
    uri = try json.decode("uri")
    version = try json.decode("version")
  }

  public var json: JSON { ["uri": .string(uri), "version": .int(version)] }
}

public struct TextDocumentItem: Hashable, Sendable, JSONConvertible {
  public var uri: DocumentURI
  public var languageID: String
  public var version: Int
  public var text: String

  public init(uri: DocumentURI, languageID: String, version: Int, text: String) {
    self.uri = uri
    self.languageID = languageID
    self.version = version
    self.text = text
  }

  public init(json: JSON) throws(JSONDecodingError) {
    uri = try json.decode("uri")
    languageID = try json.decode("languageId")
    version = try json.decode("version")
    text = try json.decode("text")
  }

  public var json: JSON {
    ["uri": .string(uri), "languageId": .string(languageID), "version": .int(version), "text": .string(text)]
  }
}

/// One change: replace `range` by `text`, or replace the whole document when `range` is nil.
public struct TextDocumentContentChangeEvent: Hashable, Sendable, JSONConvertible {
  public var range: LSPRange?
  /// Deprecated by LSP and ignored: the range alone says what is replaced.
  public var rangeLength: Int?
  public var text: String

  public init(range: LSPRange? = nil, rangeLength: Int? = nil, text: String) {
    self.range = range
    self.rangeLength = rangeLength
    self.text = text
  }

  public init(json: JSON) throws(JSONDecodingError) {
    range = try json.decodeIfPresent("range")
    rangeLength = try json.decodeIfPresent("rangeLength")
    text = try json.decode("text")
  }

  public var json: JSON {
    var object = JSONObject()
    if let range { object["range"] = range.json }
    if let rangeLength { object["rangeLength"] = .int(rangeLength) }
    object["text"] = .string(text)
    return .object(object)
  }
}

/// Params of requests that point at one position in one document.
public struct TextDocumentPositionParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var position: Position

  public init(textDocument: TextDocumentIdentifier, position: Position) {
    self.textDocument = textDocument
    self.position = position
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    position = try json.decode("position")
  }

  public var json: JSON { ["textDocument": textDocument.json, "position": position.json] }
}

/// Params of requests that name only a document (symbols, folding, semantic tokens, ...).
public struct TextDocumentParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier

  public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
  }

  public var json: JSON { ["textDocument": textDocument.json] }
}

public struct DidOpenTextDocumentParams: Hashable, Sendable, JSONConvertible {
  public static let method = "textDocument/didOpen"
  public var textDocument: TextDocumentItem

  public init(textDocument: TextDocumentItem) { self.textDocument = textDocument }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
  }

  public var json: JSON { ["textDocument": textDocument.json] }
}

public struct DidChangeTextDocumentParams: Hashable, Sendable, JSONConvertible {
  public static let method = "textDocument/didChange"
  public var textDocument: VersionedTextDocumentIdentifier
  public var contentChanges: [TextDocumentContentChangeEvent]

  public init(textDocument: VersionedTextDocumentIdentifier, contentChanges: [TextDocumentContentChangeEvent]) {
    self.textDocument = textDocument
    self.contentChanges = contentChanges
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    contentChanges = try json.decode("contentChanges")
  }

  public var json: JSON { ["textDocument": textDocument.json, "contentChanges": contentChanges.json] }
}

public struct DidCloseTextDocumentParams: Hashable, Sendable, JSONConvertible {
  public static let method = "textDocument/didClose"
  public var textDocument: TextDocumentIdentifier

  public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
  }

  public var json: JSON { ["textDocument": textDocument.json] }
}

/// The kinds of document sync a server can ask for.
public enum TextDocumentSyncKind: Int, Sendable {
  case none = 0
  case full = 1
  case incremental = 2
}
