// Semantic tokens: the legend, absolute tokens, and their relative five-integer encoding.

import TGLJSON

public struct SemanticTokensLegend: Hashable, Sendable, JSONConvertible {
  public var tokenTypes: [String]
  public var tokenModifiers: [String]

  public init(tokenTypes: [String], tokenModifiers: [String]) {
    self.tokenTypes = tokenTypes
    self.tokenModifiers = tokenModifiers
  }

  public init(json: JSON) throws(JSONDecodingError) {
    tokenTypes = try json.decode("tokenTypes")
    tokenModifiers = try json.decode("tokenModifiers")
  }

  public var json: JSON { ["tokenTypes": tokenTypes.json, "tokenModifiers": tokenModifiers.json] }
}

/// One token in absolute coordinates; it must not span lines.
public struct SemanticToken: Hashable, Sendable {
  public var line: Int
  public var startCharacter: Int
  /// The length in UTF-16 code units.
  public var length: Int
  /// An index into the legend's token types.
  public var tokenType: Int
  /// A bit set over the legend's token modifiers.
  public var tokenModifiers: Int

  public init(line: Int, startCharacter: Int, length: Int, tokenType: Int, tokenModifiers: Int = 0) {
    self.line = line
    self.startCharacter = startCharacter
    self.length = length
    self.tokenType = tokenType
    self.tokenModifiers = tokenModifiers
  }
}

public struct SemanticTokens: Hashable, Sendable, JSONConvertible {
  public var resultID: String?
  /// Five integers per token: line delta, start delta, length, type, modifiers.
  public var data: [Int]

  public init(resultID: String? = nil, data: [Int]) {
    self.resultID = resultID
    self.data = data
  }

  /// Encodes tokens relative to each other, after sorting them by position.
  public init(resultID: String? = nil, tokens: [SemanticToken]) {
    let sorted = tokens.sorted { ($0.line, $0.startCharacter) < ($1.line, $1.startCharacter) }
    var data: [Int] = []
    data.reserveCapacity(sorted.count * 5)
    var previousLine = 0
    var previousStart = 0
    for token in sorted {
      let lineDelta = token.line - previousLine
      data += [lineDelta, lineDelta == 0 ? token.startCharacter - previousStart : token.startCharacter]
      data += [token.length, token.tokenType, token.tokenModifiers]
      previousLine = token.line
      previousStart = token.startCharacter
    }
    self.init(resultID: resultID, data: data)
  }

  public init(json: JSON) throws(JSONDecodingError) {
    resultID = try json.decodeIfPresent("resultId")
    data = try json.decode("data")
  }

  public var json: JSON {
    var object = JSONObject()
    if let resultID { object.append(key: "resultId", value: .string(resultID)) }
    object.append(key: "data", value: .array(data.map(JSON.int)))
    return .object(object)
  }
}

public enum SemanticTokensFullRequest: LSPRequest {
  public static let method = "textDocument/semanticTokens/full"
  public typealias Params = TextDocumentParams
  public typealias Response = SemanticTokens?
}

public struct SemanticTokensRangeParams: Hashable, Sendable, JSONConvertible {
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

public enum SemanticTokensRangeRequest: LSPRequest {
  public static let method = "textDocument/semanticTokens/range"
  public typealias Params = SemanticTokensRangeParams
  public typealias Response = SemanticTokens?
}
