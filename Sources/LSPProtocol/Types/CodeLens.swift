// Code lenses: a line of information above a range, optionally with a command.

import TGLJSON

public struct CodeLens: Hashable, Sendable, JSONConvertible {
  public var range: LSPRange
  public var command: Command?

  public init(range: LSPRange, command: Command? = nil) {
    self.range = range
    self.command = command
  }

  public init(json: JSON) throws(JSONDecodingError) {
    range = try json.decode("range")
    command = try json.decodeIfPresent("command")
  }

  public var json: JSON {
    var object: JSONObject = ["range": range.json]
    if let command { object.append(key: "command", value: command.json) }
    return .object(object)
  }
}

public enum CodeLensRequest: LSPRequest {
  public static let method = "textDocument/codeLens"
  public typealias Params = TextDocumentParams
  public typealias Response = [CodeLens]
}
