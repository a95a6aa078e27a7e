// Document symbols (the outline) and document highlights (other occurrences of the symbol at the cursor).

import TGLJSON

public enum SymbolKind: Int, Hashable, Sendable, JSONConvertible {
  case file = 1
  case module, namespace, package, `class`, method, property, field, constructor, `enum`, interface
  case function, variable, constant, string, number, boolean, array, object, key, null, enumMember, `struct`
  case event, `operator`, typeParameter

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = SymbolKind(rawValue: raw) else {
      throw JSONDecodingError.expected("a symbol kind (1-26)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
}

public struct DocumentSymbol: Hashable, Sendable, JSONConvertible {
  public var name: String
  public var detail: String?
  public var kind: SymbolKind
  /// The whole construct, e.g. an element with its body.
  public var range: LSPRange
  /// The part to select, e.g. the element's name; must lie inside `range`.
  public var selectionRange: LSPRange
  public var children: [DocumentSymbol]?

  public init(
    name: String, detail: String? = nil, kind: SymbolKind, range: LSPRange, selectionRange: LSPRange,
    children: [DocumentSymbol]? = nil
  ) {
    self.name = name
    self.detail = detail
    self.kind = kind
    self.range = range
    self.selectionRange = selectionRange
    self.children = children
  }

  public init(json: JSON) throws(JSONDecodingError) {
    name = try json.decode("name")
    detail = try json.decodeIfPresent("detail")
    kind = try json.decode("kind")
    range = try json.decode("range")
    selectionRange = try json.decode("selectionRange")
    children = try json.decodeIfPresent("children")
  }

  public var json: JSON {
    var object: JSONObject = ["name": .string(name)]
    if let detail { object.append(key: "detail", value: .string(detail)) }
    object.append(key: "kind", value: kind.json)
    object.append(key: "range", value: range.json)
    object.append(key: "selectionRange", value: selectionRange.json)
    if let children { object.append(key: "children", value: children.json) }
    return .object(object)
  }
}

public enum DocumentSymbolRequest: LSPRequest {
  public static let method = "textDocument/documentSymbol"
  public typealias Params = TextDocumentParams
  public typealias Response = [DocumentSymbol]
}

public enum DocumentHighlightKind: Int, Hashable, Sendable, JSONConvertible {
  case text = 1
  case read = 2
  case write = 3

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = DocumentHighlightKind(rawValue: raw) else {
      throw JSONDecodingError.expected("a document highlight kind (1-3)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
}

public struct DocumentHighlight: Hashable, Sendable, JSONConvertible {
  public var range: LSPRange
  public var kind: DocumentHighlightKind?

  public init(range: LSPRange, kind: DocumentHighlightKind? = nil) {
    self.range = range
    self.kind = kind
  }

  public init(json: JSON) throws(JSONDecodingError) {
    range = try json.decode("range")
    kind = try json.decodeIfPresent("kind")
  }

  public var json: JSON {
    var object: JSONObject = ["range": range.json]
    if let kind { object.append(key: "kind", value: kind.json) }
    return .object(object)
  }
}

public enum DocumentHighlightRequest: LSPRequest {
  public static let method = "textDocument/documentHighlight"
  public typealias Params = TextDocumentPositionParams
  public typealias Response = [DocumentHighlight]
}
