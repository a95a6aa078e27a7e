// Hover results and the markup they carry.

public enum MarkupKind: String, Hashable, Sendable, JSONConvertible {
  case plaintext
  case markdown

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.stringValue, let value = MarkupKind(rawValue: raw) else {
      throw JSONDecodingError.expected("\"plaintext\" or \"markdown\"", got: json)
    }
    self = value
  }

  public var json: JSON { .string(rawValue) }
  public func writeJSON(to writer: inout JSONWriter) {
    self == .markdown ? writer.raw("\"markdown\"") : writer.raw("\"plaintext\"")
  }
}

public struct MarkupContent: Hashable, Sendable, JSONConvertible {
  public var kind: MarkupKind
  public var value: String

  public init(kind: MarkupKind, value: String) {
    self.kind = kind
    self.value = value
  }

  public init(json: JSON) throws(JSONDecodingError) {
    kind = try json.decode("kind")
    value = try json.decode("value")
  }

  public var json: JSON { ["kind": kind.json, "value": .string(value)] }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"kind\":")
    kind.writeJSON(to: &writer)
    writer.raw(",\"value\":")
    writer.string(value)
    writer.byte(UInt8(ascii: "}"))
  }
}

public struct Hover: Hashable, Sendable, JSONConvertible {
  public var contents: MarkupContent
  public var range: LSPRange?

  public init(contents: MarkupContent, range: LSPRange? = nil) {
    self.contents = contents
    self.range = range
  }

  public init(json: JSON) throws(JSONDecodingError) {
    contents = try json.decode("contents")
    range = try json.decodeIfPresent("range")
  }

  public var json: JSON {
    var object: JSONObject = ["contents": contents.json]
    if let range { object.append(key: "range", value: range.json) }
    return .object(object)
  }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"contents\":")
    contents.writeJSON(to: &writer)
    if let range {
      writer.raw(",\"range\":")
      range.writeJSON(to: &writer)
    }
    writer.byte(UInt8(ascii: "}"))
  }
}

public enum HoverRequest: LSPRequest {
  public static let method = "textDocument/hover"
  public typealias Params = TextDocumentPositionParams
  public typealias Response = Hover?
}
