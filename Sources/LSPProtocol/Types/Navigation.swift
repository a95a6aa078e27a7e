// Go to definition, find references and rename.

import TGLJSON

public enum DefinitionRequest: LSPRequest {
  public static let method = "textDocument/definition"
  public typealias Params = TextDocumentPositionParams
  public typealias Response = [Location]
}

public struct ReferenceParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var position: Position
  public var includeDeclaration: Bool

  public init(textDocument: TextDocumentIdentifier, position: Position, includeDeclaration: Bool) {
    self.textDocument = textDocument
    self.position = position
    self.includeDeclaration = includeDeclaration
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    position = try json.decode("position")
    do throws(JSONDecodingError) {
      includeDeclaration = try json.decode("context", as: JSON.self).decode("includeDeclaration")
    } catch {
      throw error.path.first == "context" ? error : error.within("context")
    }
  }

  public var json: JSON {
    [
      "textDocument": textDocument.json, "position": position.json,
      "context": ["includeDeclaration": .bool(includeDeclaration)],
    ]
  }
}

public enum ReferencesRequest: LSPRequest {
  public static let method = "textDocument/references"
  public typealias Params = ReferenceParams
  public typealias Response = [Location]
}

public struct RenameParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var position: Position
  public var newName: String

  public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
    self.textDocument = textDocument
    self.position = position
    self.newName = newName
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    position = try json.decode("position")
    newName = try json.decode("newName")
  }

  public var json: JSON {
    ["textDocument": textDocument.json, "position": position.json, "newName": .string(newName)]
  }
}

public enum RenameRequest: LSPRequest {
  public static let method = "textDocument/rename"
  public typealias Params = RenameParams
  public typealias Response = WorkspaceEdit?
}

/// What can be renamed at a position: its range and the text to offer as the default new name.
public struct PrepareRenameResult: Hashable, Sendable, JSONConvertible {
  public var range: LSPRange
  public var placeholder: String

  public init(range: LSPRange, placeholder: String) {
    self.range = range
    self.placeholder = placeholder
  }

  public init(json: JSON) throws(JSONDecodingError) {
    range = try json.decode("range")
    placeholder = try json.decode("placeholder")
  }

  public var json: JSON { ["range": range.json, "placeholder": .string(placeholder)] }
}

public enum PrepareRenameRequest: LSPRequest {
  public static let method = "textDocument/prepareRename"
  public typealias Params = TextDocumentPositionParams
  public typealias Response = PrepareRenameResult?
}
