// Text edits, workspace edits, and the formatting requests that return edits.

import TGLJSON

public struct TextEdit: Hashable, Sendable, JSONConvertible {
  public var range: LSPRange
  public var newText: String

  public init(range: LSPRange, newText: String) {
    self.range = range
    self.newText = newText
  }

  public init(json: JSON) throws(JSONDecodingError) {
    range = try json.decode("range")
    newText = try json.decode("newText")
  }

  public var json: JSON { ["range": range.json, "newText": .string(newText)] }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"range\":")
    range.writeJSON(to: &writer)
    writer.raw(",\"newText\":")
    writer.string(newText)
    writer.byte(UInt8(ascii: "}"))
  }
}

/// Edits to several documents; written with the URIs sorted, so output is deterministic.
public struct WorkspaceEdit: Hashable, Sendable, JSONConvertible {
  public var changes: [DocumentURI: [TextEdit]]

  public init(changes: [DocumentURI: [TextEdit]]) { self.changes = changes }

  public init(json: JSON) throws(JSONDecodingError) {
    guard let object = json["changes"]?.objectValue else {
      changes = [:]
      return
    }
    var changes: [DocumentURI: [TextEdit]] = [:]
    for (uri, edits) in object {
      do throws(JSONDecodingError) {
        changes[uri] = try [TextEdit](json: edits)
      } catch {
        throw error.within(uri).within("changes")
      }
    }
    self.changes = changes
  }

  public var json: JSON {
    var object = JSONObject()
    for uri in changes.keys.sorted() { object.append(key: uri, value: (changes[uri] ?? []).json) }
    return ["changes": .object(object)]
  }
}

/// How the client wants a document formatted; extra properties are kept in `other`.
public struct FormattingOptions: Hashable, Sendable, JSONConvertible {
  public var tabSize: Int
  public var insertSpaces: Bool
  public var trimTrailingWhitespace: Bool?
  public var insertFinalNewline: Bool?
  public var trimFinalNewlines: Bool?

  public init(
    tabSize: Int, insertSpaces: Bool, trimTrailingWhitespace: Bool? = nil, insertFinalNewline: Bool? = nil,
    trimFinalNewlines: Bool? = nil
  ) {
    self.tabSize = tabSize
    self.insertSpaces = insertSpaces
    self.trimTrailingWhitespace = trimTrailingWhitespace
    self.insertFinalNewline = insertFinalNewline
    self.trimFinalNewlines = trimFinalNewlines
  }

  public init(json: JSON) throws(JSONDecodingError) {
    tabSize = try json.decode("tabSize")
    insertSpaces = try json.decode("insertSpaces")
    trimTrailingWhitespace = try json.decodeIfPresent("trimTrailingWhitespace")
    insertFinalNewline = try json.decodeIfPresent("insertFinalNewline")
    trimFinalNewlines = try json.decodeIfPresent("trimFinalNewlines")
  }

  public var json: JSON {
    var object: JSONObject = ["tabSize": .int(tabSize), "insertSpaces": .bool(insertSpaces)]
    if let trimTrailingWhitespace { object.append(key: "trimTrailingWhitespace", value: .bool(trimTrailingWhitespace)) }
    if let insertFinalNewline { object.append(key: "insertFinalNewline", value: .bool(insertFinalNewline)) }
    if let trimFinalNewlines { object.append(key: "trimFinalNewlines", value: .bool(trimFinalNewlines)) }
    return .object(object)
  }
}

public struct DocumentFormattingParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var options: FormattingOptions

  public init(textDocument: TextDocumentIdentifier, options: FormattingOptions) {
    self.textDocument = textDocument
    self.options = options
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    options = try json.decode("options")
  }

  public var json: JSON { ["textDocument": textDocument.json, "options": options.json] }
}

public struct DocumentRangeFormattingParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var range: LSPRange
  public var options: FormattingOptions

  public init(textDocument: TextDocumentIdentifier, range: LSPRange, options: FormattingOptions) {
    self.textDocument = textDocument
    self.range = range
    self.options = options
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    range = try json.decode("range")
    options = try json.decode("options")
  }

  public var json: JSON { ["textDocument": textDocument.json, "range": range.json, "options": options.json] }
}

public enum FormattingRequest: LSPRequest {
  public static let method = "textDocument/formatting"
  public typealias Params = DocumentFormattingParams
  public typealias Response = [TextEdit]?
}

public enum RangeFormattingRequest: LSPRequest {
  public static let method = "textDocument/rangeFormatting"
  public typealias Params = DocumentRangeFormattingParams
  public typealias Response = [TextEdit]?
}
