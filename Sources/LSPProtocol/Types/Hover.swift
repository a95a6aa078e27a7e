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
}

public enum HoverRequest: LSPRequest {
  public static let method = "textDocument/hover"
  public typealias Params = TextDocumentPositionParams
  public typealias Response = Hover?
}
