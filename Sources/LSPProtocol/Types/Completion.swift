// Completion: items with kinds, insert text formats and documentation; lists; and the request params.

import TGLJSON

public enum CompletionItemKind: Int, Hashable, Sendable, JSONConvertible {
  case text = 1
  case method, function, constructor, field, variable, `class`, interface, module, property, unit, value
  case `enum`, keyword, snippet, color, file, reference, folder, enumMember, constant, `struct`, event, `operator`
  case typeParameter

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = CompletionItemKind(rawValue: raw) else {
      throw JSONDecodingError.expected("a completion item kind (1-25)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
  public func writeJSON(to writer: inout JSONWriter) { writer.int(rawValue) }
}

public enum InsertTextFormat: Int, Hashable, Sendable, JSONConvertible {
  case plainText = 1
  /// `$1`, `${2:default}` and `$0` placeholders; only when the client supports snippets.
  case snippet = 2

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = InsertTextFormat(rawValue: raw) else {
      throw JSONDecodingError.expected("an insert text format (1-2)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
  public func writeJSON(to writer: inout JSONWriter) { writer.int(rawValue) }
}

/// Text shown beside an item's label: `detail` right after it, `description` further right (LSP 3.17).
public struct CompletionItemLabelDetails: Hashable, Sendable, JSONConvertible {
  public var detail: String?
  public var description: String?

  public init(detail: String? = nil, description: String? = nil) {
    self.detail = detail
    self.description = description
  }

  public init(json: JSON) throws(JSONDecodingError) {
    detail = try json.decodeIfPresent("detail")
    description = try json.decodeIfPresent("description")
  }

  public var json: JSON {
    var object: JSONObject = [:]
    if let detail { object.append(key: "detail", value: .string(detail)) }
    if let description { object.append(key: "description", value: .string(description)) }
    return .object(object)
  }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "{"))
    if let detail {
      writer.raw("\"detail\":")
      writer.string(detail)
    }
    if let description {
      writer.raw(detail == nil ? "\"description\":" : ",\"description\":")
      writer.string(description)
    }
    writer.byte(UInt8(ascii: "}"))
  }
}

public struct CompletionItem: Hashable, Sendable, JSONConvertible {
  public var label: String
  public var labelDetails: CompletionItemLabelDetails?
  public var kind: CompletionItemKind?
  public var detail: String?
  public var documentation: MarkupContent?
  public var deprecated: Bool?
  public var preselect: Bool?
  public var sortText: String?
  public var filterText: String?
  public var insertText: String?
  public var insertTextFormat: InsertTextFormat?
  public var textEdit: TextEdit?
  /// The text to insert over the list's default `editRange` (LSP 3.17); without it, the label.
  public var textEditText: String?
  public var additionalTextEdits: [TextEdit]?
  public var commitCharacters: [String]?
  public var command: Command?
  public var data: JSON?

  public init(
    label: String, labelDetails: CompletionItemLabelDetails? = nil, kind: CompletionItemKind? = nil,
    detail: String? = nil, documentation: MarkupContent? = nil,
    deprecated: Bool? = nil, preselect: Bool? = nil, sortText: String? = nil, filterText: String? = nil,
    insertText: String? = nil, insertTextFormat: InsertTextFormat? = nil, textEdit: TextEdit? = nil,
    textEditText: String? = nil, additionalTextEdits: [TextEdit]? = nil, commitCharacters: [String]? = nil,
    command: Command? = nil,
    data: JSON? = nil
  ) {
    self.label = label
    self.labelDetails = labelDetails
    self.kind = kind
    self.detail = detail
    self.documentation = documentation
    self.deprecated = deprecated
    self.preselect = preselect
    self.sortText = sortText
    self.filterText = filterText
    self.insertText = insertText
    self.insertTextFormat = insertTextFormat
    self.textEdit = textEdit
    self.textEditText = textEditText
    self.additionalTextEdits = additionalTextEdits
    self.commitCharacters = commitCharacters
    self.command = command
    self.data = data
  }

  public init(json: JSON) throws(JSONDecodingError) {
    label = try json.decode("label")
    labelDetails = try json.decodeIfPresent("labelDetails")
    kind = try json.decodeIfPresent("kind")
    detail = try json.decodeIfPresent("detail")
    if case .string(let plain)? = json["documentation"] {
      documentation = MarkupContent(kind: .plaintext, value: plain)
    } else {
      documentation = try json.decodeIfPresent("documentation")
    }
    deprecated = try json.decodeIfPresent("deprecated")
    preselect = try json.decodeIfPresent("preselect")
    sortText = try json.decodeIfPresent("sortText")
    filterText = try json.decodeIfPresent("filterText")
    insertText = try json.decodeIfPresent("insertText")
    insertTextFormat = try json.decodeIfPresent("insertTextFormat")
    textEdit = try json.decodeIfPresent("textEdit")
    textEditText = try json.decodeIfPresent("textEditText")
    additionalTextEdits = try json.decodeIfPresent("additionalTextEdits")
    commitCharacters = try json.decodeIfPresent("commitCharacters")
    command = try json.decodeIfPresent("command")
    data = json["data"]
  }

  public var json: JSON {
    var object: JSONObject = ["label": .string(label)]
    if let labelDetails { object.append(key: "labelDetails", value: labelDetails.json) }
    if let kind { object.append(key: "kind", value: kind.json) }
    if let detail { object.append(key: "detail", value: .string(detail)) }
    if let documentation { object.append(key: "documentation", value: documentation.json) }
    if let deprecated { object.append(key: "deprecated", value: .bool(deprecated)) }
    if let preselect { object.append(key: "preselect", value: .bool(preselect)) }
    if let sortText { object.append(key: "sortText", value: .string(sortText)) }
    if let filterText { object.append(key: "filterText", value: .string(filterText)) }
    if let insertText { object.append(key: "insertText", value: .string(insertText)) }
    if let insertTextFormat { object.append(key: "insertTextFormat", value: insertTextFormat.json) }
    if let textEdit { object.append(key: "textEdit", value: textEdit.json) }
    if let textEditText { object.append(key: "textEditText", value: .string(textEditText)) }
    if let additionalTextEdits { object.append(key: "additionalTextEdits", value: additionalTextEdits.json) }
    if let commitCharacters { object.append(key: "commitCharacters", value: commitCharacters.json) }
    if let command { object.append(key: "command", value: command.json) }
    if let data { object.append(key: "data", value: data) }
    return .object(object)
  }

  /// The members in the order of `json`; the rare ones (commands, additional edits, data) through their trees.
  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"label\":")
    writer.string(label)
    if let labelDetails {
      writer.raw(",\"labelDetails\":")
      labelDetails.writeJSON(to: &writer)
    }
    if let kind {
      writer.raw(",\"kind\":")
      writer.int(kind.rawValue)
    }
    if let detail {
      writer.raw(",\"detail\":")
      writer.string(detail)
    }
    if let documentation {
      writer.raw(",\"documentation\":")
      documentation.writeJSON(to: &writer)
    }
    if let deprecated {
      writer.raw(",\"deprecated\":")
      writer.bool(deprecated)
    }
    if let preselect {
      writer.raw(",\"preselect\":")
      writer.bool(preselect)
    }
    if let sortText {
      writer.raw(",\"sortText\":")
      writer.string(sortText)
    }
    if let filterText {
      writer.raw(",\"filterText\":")
      writer.string(filterText)
    }
    if let insertText {
      writer.raw(",\"insertText\":")
      writer.string(insertText)
    }
    if let insertTextFormat {
      writer.raw(",\"insertTextFormat\":")
      writer.int(insertTextFormat.rawValue)
    }
    if let textEdit {
      writer.raw(",\"textEdit\":")
      textEdit.writeJSON(to: &writer)
    }
    if let textEditText {
      writer.raw(",\"textEditText\":")
      writer.string(textEditText)
    }
    if let additionalTextEdits {
      writer.raw(",\"additionalTextEdits\":")
      additionalTextEdits.writeJSON(to: &writer)
    }
    if let commitCharacters {
      writer.raw(",\"commitCharacters\":")
      commitCharacters.writeJSON(to: &writer)
    }
    if let command {
      writer.raw(",\"command\":")
      writer.json(command.json)
    }
    if let data {
      writer.raw(",\"data\":")
      writer.json(data)
    }
    writer.byte(UInt8(ascii: "}"))
  }
}

/// What a list gives once for all its items (LSP 3.17 `CompletionList.itemDefaults`), for clients that list the
/// member in `completionList.itemDefaults`; an item's own value wins.
public struct CompletionItemDefaults: Hashable, Sendable, JSONConvertible {
  /// The range every item's text replaces (its `textEditText`, else its label).
  public var editRange: LSPRange?
  public var data: JSON?

  public init(editRange: LSPRange? = nil, data: JSON? = nil) {
    self.editRange = editRange
    self.data = data
  }

  public init(json: JSON) throws(JSONDecodingError) {
    editRange = try json.decodeIfPresent("editRange")
    data = json["data"]
  }

  public var json: JSON {
    var object: JSONObject = [:]
    if let editRange { object.append(key: "editRange", value: editRange.json) }
    if let data { object.append(key: "data", value: data) }
    return .object(object)
  }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "{"))
    if let editRange {
      writer.raw("\"editRange\":")
      editRange.writeJSON(to: &writer)
    }
    if let data {
      writer.raw(editRange == nil ? "\"data\":" : ",\"data\":")
      writer.json(data)
    }
    writer.byte(UInt8(ascii: "}"))
  }
}

public struct CompletionList: Hashable, Sendable, JSONConvertible {
  /// True when typing more should ask the server again instead of filtering on the client.
  public var isIncomplete: Bool
  public var itemDefaults: CompletionItemDefaults?
  public var items: [CompletionItem]

  public init(isIncomplete: Bool = false, itemDefaults: CompletionItemDefaults? = nil, items: [CompletionItem]) {
    self.isIncomplete = isIncomplete
    self.itemDefaults = itemDefaults
    self.items = items
  }

  public init(json: JSON) throws(JSONDecodingError) {
    isIncomplete = try json.decode("isIncomplete")
    itemDefaults = try json.decodeIfPresent("itemDefaults")
    items = try json.decode("items")
  }

  public var json: JSON {
    var object: JSONObject = ["isIncomplete": .bool(isIncomplete)]
    if let itemDefaults { object.append(key: "itemDefaults", value: itemDefaults.json) }
    object.append(key: "items", value: items.json)
    return .object(object)
  }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"isIncomplete\":")
    writer.bool(isIncomplete)
    if let itemDefaults {
      writer.raw(",\"itemDefaults\":")
      itemDefaults.writeJSON(to: &writer)
    }
    writer.raw(",\"items\":")
    items.writeJSON(to: &writer)
    writer.byte(UInt8(ascii: "}"))
  }
}

public enum CompletionTriggerKind: Int, Hashable, Sendable, JSONConvertible {
  case invoked = 1
  case triggerCharacter = 2
  case triggerForIncompleteCompletions = 3

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = CompletionTriggerKind(rawValue: raw) else {
      throw JSONDecodingError.expected("a completion trigger kind (1-3)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
}

public struct CompletionParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var position: Position
  public var triggerKind: CompletionTriggerKind?
  public var triggerCharacter: String?

  public init(
    textDocument: TextDocumentIdentifier, position: Position, triggerKind: CompletionTriggerKind? = nil,
    triggerCharacter: String? = nil
  ) {
    self.textDocument = textDocument
    self.position = position
    self.triggerKind = triggerKind
    self.triggerCharacter = triggerCharacter
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    position = try json.decode("position")
    if let context = json["context"], context != .null {
      do throws(JSONDecodingError) {
        triggerKind = try context.decode("triggerKind")
        triggerCharacter = try context.decodeIfPresent("triggerCharacter")
      } catch {
        throw error.within("context")
      }
    }
  }

  public var json: JSON {
    var object: JSONObject = ["textDocument": textDocument.json, "position": position.json]
    if let triggerKind {
      var context: JSONObject = ["triggerKind": triggerKind.json]
      if let triggerCharacter { context.append(key: "triggerCharacter", value: .string(triggerCharacter)) }
      object.append(key: "context", value: .object(context))
    }
    return .object(object)
  }
}

public enum CompletionRequest: LSPRequest {
  public static let method = "textDocument/completion"
  public typealias Params = CompletionParams
  public typealias Response = CompletionList?
}

/// `completionItem/resolve`: the client sends an item back to get what was left out of the list (documentation).
public enum CompletionResolveRequest: LSPRequest {
  public static let method = "completionItem/resolve"
  public typealias Params = CompletionItem
  public typealias Response = CompletionItem
}
