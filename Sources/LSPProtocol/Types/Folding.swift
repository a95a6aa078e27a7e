// Folding ranges: line spans the editor can collapse.

import TGLJSON

public struct FoldingRangeKind: RawRepresentable, Hashable, Sendable, JSONConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let comment = FoldingRangeKind(rawValue: "comment")
  public static let imports = FoldingRangeKind(rawValue: "imports")
  public static let region = FoldingRangeKind(rawValue: "region")

  public init(json: JSON) throws(JSONDecodingError) { rawValue = try String(json: json) }
  public var json: JSON { .string(rawValue) }
}

public struct FoldingRange: Hashable, Sendable, JSONConvertible {
  public var startLine: Int
  public var startCharacter: Int?
  public var endLine: Int
  public var endCharacter: Int?
  public var kind: FoldingRangeKind?
  public var collapsedText: String?

  public init(
    startLine: Int, startCharacter: Int? = nil, endLine: Int, endCharacter: Int? = nil,
    kind: FoldingRangeKind? = nil, collapsedText: String? = nil
  ) {
    self.startLine = startLine
    self.startCharacter = startCharacter
    self.endLine = endLine
    self.endCharacter = endCharacter
    self.kind = kind
    self.collapsedText = collapsedText
  }

  public init(json: JSON) throws(JSONDecodingError) {
    startLine = try json.decode("startLine")
    startCharacter = try json.decodeIfPresent("startCharacter")
    endLine = try json.decode("endLine")
    endCharacter = try json.decodeIfPresent("endCharacter")
    kind = try json.decodeIfPresent("kind")
    collapsedText = try json.decodeIfPresent("collapsedText")
  }

  public var json: JSON {
    var object: JSONObject = ["startLine": .int(startLine)]
    if let startCharacter { object.append(key: "startCharacter", value: .int(startCharacter)) }
    object.append(key: "endLine", value: .int(endLine))
    if let endCharacter { object.append(key: "endCharacter", value: .int(endCharacter)) }
    if let kind { object.append(key: "kind", value: kind.json) }
    if let collapsedText { object.append(key: "collapsedText", value: .string(collapsedText)) }
    return .object(object)
  }
}

public enum FoldingRangeRequest: LSPRequest {
  public static let method = "textDocument/foldingRange"
  public typealias Params = TextDocumentParams
  public typealias Response = [FoldingRange]
}
