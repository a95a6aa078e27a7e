// Hover results and the markup they carry.

import TGLJSON

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
  /// The text, as it was given: a `String`, or the UTF-8 bytes of a text written as bytes (a hover's).
  private var text: Text

  private enum Text: Sendable {
    case string(String)
    /// Valid UTF-8 (`init(kind:utf8:)`).
    case utf8([UInt8])
  }

  public var value: String {
    get {
      switch text {
      case .string(let value): return value
      case .utf8(let bytes): return String(decoding: bytes, as: UTF8.self)
      }
    }
    set { text = .string(newValue) }
  }

  public init(kind: MarkupKind, value: String) {
    self.kind = kind
    text = .string(value)
  }

  /// The text given as its UTF-8 bytes, which must be valid UTF-8: written into the response as they are (escaped),
  /// without a `String` made of them first (`JSONWriter.string(utf8:)`).
  public init(kind: MarkupKind, utf8: [UInt8]) {
    self.kind = kind
    text = .utf8(utf8)
  }

  public init(json: JSON) throws(JSONDecodingError) {
    kind = try json.decode("kind")
    text = .string(try json.decode("value"))
  }

  /// Equal when the kinds and texts are, however the texts were given.
  public static func == (lhs: MarkupContent, rhs: MarkupContent) -> Bool {
    lhs.kind == rhs.kind && lhs.value == rhs.value
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(value)
  }

  public var json: JSON { ["kind": kind.json, "value": .string(value)] }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"kind\":")
    kind.writeJSON(to: &writer)
    writer.raw(",\"value\":")
    switch text {
    case .string(let value): writer.string(value)
    case .utf8(let bytes): bytes.withUnsafeBufferPointer { writer.string(utf8: $0) }
    }
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
