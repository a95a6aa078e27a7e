// Inlay hints: short labels the editor shows inline (for example a resolved size after a `fill`).

import TGLJSON

public enum InlayHintKind: Int, Hashable, Sendable, JSONConvertible {
  case type = 1
  case parameter = 2

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = InlayHintKind(rawValue: raw) else {
      throw JSONDecodingError.expected("an inlay hint kind (1-2)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
}

public struct InlayHint: Hashable, Sendable, JSONConvertible {
  public var position: Position
  public var label: String
  public var kind: InlayHintKind?
  public var tooltip: MarkupContent?
  public var paddingLeft: Bool?
  public var paddingRight: Bool?

  public init(
    position: Position, label: String, kind: InlayHintKind? = nil, tooltip: MarkupContent? = nil,
    paddingLeft: Bool? = nil, paddingRight: Bool? = nil
  ) {
    self.position = position
    self.label = label
    self.kind = kind
    self.tooltip = tooltip
    self.paddingLeft = paddingLeft
    self.paddingRight = paddingRight
  }

  public init(json: JSON) throws(JSONDecodingError) {
    position = try json.decode("position")
    label = try json.decode("label")
    kind = try json.decodeIfPresent("kind")
    if case .string(let plain)? = json["tooltip"] {
      tooltip = MarkupContent(kind: .plaintext, value: plain)
    } else {
      tooltip = try json.decodeIfPresent("tooltip")
    }
    paddingLeft = try json.decodeIfPresent("paddingLeft")
    paddingRight = try json.decodeIfPresent("paddingRight")
  }

  public var json: JSON {
    var object: JSONObject = ["position": position.json, "label": .string(label)]
    if let kind { object.append(key: "kind", value: kind.json) }
    if let tooltip { object.append(key: "tooltip", value: tooltip.json) }
    if let paddingLeft { object.append(key: "paddingLeft", value: .bool(paddingLeft)) }
    if let paddingRight { object.append(key: "paddingRight", value: .bool(paddingRight)) }
    return .object(object)
  }
}

public struct InlayHintParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var range: LSPRange

  public init(textDocument: TextDocumentIdentifier, range: LSPRange) {
    self.textDocument = textDocument
    self.range = range
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    range = try json.decode("range")
  }

  public var json: JSON { ["textDocument": textDocument.json, "range": range.json] }
}

public enum InlayHintRequest: LSPRequest {
  public static let method = "textDocument/inlayHint"
  public typealias Params = InlayHintParams
  public typealias Response = [InlayHint]
}
