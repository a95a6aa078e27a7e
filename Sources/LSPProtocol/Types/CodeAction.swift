// Code actions: quick fixes and refactorings offered for a range, with the diagnostics they address.

import TGLJSON

public struct CodeActionKind: RawRepresentable, Hashable, Sendable, JSONConvertible {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let quickFix = CodeActionKind(rawValue: "quickfix")
  public static let refactor = CodeActionKind(rawValue: "refactor")
  public static let refactorRewrite = CodeActionKind(rawValue: "refactor.rewrite")
  public static let refactorExtract = CodeActionKind(rawValue: "refactor.extract")
  public static let source = CodeActionKind(rawValue: "source")
  public static let sourceFixAll = CodeActionKind(rawValue: "source.fixAll")

  public init(json: JSON) throws(JSONDecodingError) { rawValue = try String(json: json) }
  public var json: JSON { .string(rawValue) }
}

public struct CodeActionParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var range: LSPRange
  /// The diagnostics the client shows in `range` (`context.diagnostics`).
  public var diagnostics: [Diagnostic]
  /// The kinds the client asks for (`context.only`); nil for all.
  public var only: [CodeActionKind]?

  public init(
    textDocument: TextDocumentIdentifier, range: LSPRange, diagnostics: [Diagnostic], only: [CodeActionKind]? = nil
  ) {
    self.textDocument = textDocument
    self.range = range
    self.diagnostics = diagnostics
    self.only = only
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    range = try json.decode("range")
    let context: JSON = try json.decode("context")
    do throws(JSONDecodingError) {
      diagnostics = try context.decode("diagnostics")
      only = try context.decodeIfPresent("only")
    } catch {
      throw error.within("context")
    }
  }

  public var json: JSON {
    var context: JSONObject = ["diagnostics": diagnostics.json]
    if let only { context.append(key: "only", value: only.json) }
    return ["textDocument": textDocument.json, "range": range.json, "context": .object(context)]
  }
}

public struct CodeAction: Hashable, Sendable, JSONConvertible {
  public var title: String
  public var kind: CodeActionKind?
  public var diagnostics: [Diagnostic]?
  public var isPreferred: Bool?
  public var edit: WorkspaceEdit?
  public var command: Command?

  public init(
    title: String, kind: CodeActionKind? = nil, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil,
    edit: WorkspaceEdit? = nil, command: Command? = nil
  ) {
    self.title = title
    self.kind = kind
    self.diagnostics = diagnostics
    self.isPreferred = isPreferred
    self.edit = edit
    self.command = command
  }

  public init(json: JSON) throws(JSONDecodingError) {
    title = try json.decode("title")
    kind = try json.decodeIfPresent("kind")
    diagnostics = try json.decodeIfPresent("diagnostics")
    isPreferred = try json.decodeIfPresent("isPreferred")
    edit = try json.decodeIfPresent("edit")
    command = try json.decodeIfPresent("command")
  }

  public var json: JSON {
    var object: JSONObject = ["title": .string(title)]
    if let kind { object.append(key: "kind", value: kind.json) }
    if let diagnostics { object.append(key: "diagnostics", value: diagnostics.json) }
    if let isPreferred { object.append(key: "isPreferred", value: .bool(isPreferred)) }
    if let edit { object.append(key: "edit", value: edit.json) }
    if let command { object.append(key: "command", value: command.json) }
    return .object(object)
  }
}

public enum CodeActionRequest: LSPRequest {
  public static let method = "textDocument/codeAction"
  public typealias Params = CodeActionParams
  public typealias Response = [CodeAction]
}
