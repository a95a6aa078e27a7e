// The lifecycle messages: initialize (with the client capabilities a server reads), cancel, configuration, logs.

import TGLJSON

/// The client capability bits servers act on; the full object is kept in `raw`.
public struct ClientCapabilities: Hashable, Sendable, JSONConvertible {
  /// `textDocument.hover.contentFormat`, in the client's order of preference.
  public var hoverContentFormats: [MarkupKind]
  /// `textDocument.completion.completionItem.snippetSupport`.
  public var completionSnippetSupport: Bool
  /// `textDocument.completion.completionItem.documentationFormat`.
  public var completionDocumentationFormats: [MarkupKind]
  /// `textDocument.completion.completionItem.resolveSupport.properties`: what may be left for resolve.
  public var completionResolveProperties: [String]
  /// `textDocument.completion.completionItem.labelDetailsSupport`.
  public var completionLabelDetailsSupport: Bool
  /// `textDocument.completion.completionList.itemDefaults`: the members a list may give once for all its items.
  public var completionItemDefaults: [String]
  /// Whether the client pulls diagnostics (`textDocument.diagnostic` is present).
  public var pullDiagnostics: Bool
  /// `workspace.diagnostics.refreshSupport`.
  public var diagnosticsRefreshSupport: Bool
  /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
  public var watchedFilesDynamicRegistration: Bool
  /// `workspace.codeLens.refreshSupport`.
  public var codeLensRefreshSupport: Bool
  public var raw: JSON

  public init(
    hoverContentFormats: [MarkupKind] = [], completionSnippetSupport: Bool = false,
    completionDocumentationFormats: [MarkupKind] = [], raw: JSON = [:]
  ) {
    self.hoverContentFormats = hoverContentFormats
    self.completionSnippetSupport = completionSnippetSupport
    self.completionDocumentationFormats = completionDocumentationFormats
    self.completionResolveProperties = []
    self.completionLabelDetailsSupport = false
    self.completionItemDefaults = []
    self.pullDiagnostics = false
    self.diagnosticsRefreshSupport = false
    self.watchedFilesDynamicRegistration = false
    self.codeLensRefreshSupport = false
    self.raw = raw
  }

  /// Reads the known bits leniently: a capability of the wrong shape counts as absent (clients vary).
  public init(json: JSON) {
    let textDocument = json["textDocument"]
    hoverContentFormats = ClientCapabilities.markupKinds(textDocument?["hover"]?["contentFormat"])
    let completionItem = textDocument?["completion"]?["completionItem"]
    completionSnippetSupport = completionItem?["snippetSupport"]?.boolValue ?? false
    completionDocumentationFormats = ClientCapabilities.markupKinds(completionItem?["documentationFormat"])
    completionResolveProperties =
      completionItem?["resolveSupport"]?["properties"]?.arrayValue?.compactMap(\.stringValue) ?? []
    completionLabelDetailsSupport = completionItem?["labelDetailsSupport"]?.boolValue ?? false
    completionItemDefaults =
      textDocument?["completion"]?["completionList"]?["itemDefaults"]?.arrayValue?.compactMap(\.stringValue) ?? []
    if case .object? = textDocument?["diagnostic"] { pullDiagnostics = true } else { pullDiagnostics = false }
    let workspace = json["workspace"]
    diagnosticsRefreshSupport = workspace?["diagnostics"]?["refreshSupport"]?.boolValue ?? false
    watchedFilesDynamicRegistration = workspace?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
    codeLensRefreshSupport = workspace?["codeLens"]?["refreshSupport"]?.boolValue ?? false
    raw = json
  }

  /// Whether hover may answer in markdown.
  public var hoverSupportsMarkdown: Bool { hoverContentFormats.contains(.markdown) }

  public var json: JSON { raw }

  static func markupKinds(_ json: JSON?) -> [MarkupKind] {
    (json?.arrayValue ?? []).compactMap { $0.stringValue.flatMap(MarkupKind.init(rawValue:)) }
  }
}

public struct InitializeParams: Hashable, Sendable, JSONConvertible {
  public static let method = "initialize"
  public var processID: Int?
  public var rootURI: DocumentURI?
  /// The URIs of `workspaceFolders` (absent or null: none).
  public var workspaceFolders: [DocumentURI]
  public var capabilities: ClientCapabilities
  /// Server settings the client sends at start (`initializationOptions`).
  public var initializationOptions: JSON?
  public var clientName: String?
  public var clientVersion: String?

  public init(
    processID: Int? = nil, rootURI: DocumentURI? = nil, workspaceFolders: [DocumentURI] = [],
    capabilities: ClientCapabilities = ClientCapabilities(),
    initializationOptions: JSON? = nil, clientName: String? = nil, clientVersion: String? = nil
  ) {
    self.processID = processID
    self.rootURI = rootURI
    self.workspaceFolders = workspaceFolders
    self.capabilities = capabilities
    self.initializationOptions = initializationOptions
    self.clientName = clientName
    self.clientVersion = clientVersion
  }

  public init(json: JSON) throws(JSONDecodingError) {
    guard case .object = json else { throw JSONDecodingError.expected("an object", got: json) }
    processID = try json.decodeIfPresent("processId")
    rootURI = try json.decodeIfPresent("rootUri")
    workspaceFolders = json["workspaceFolders"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
    guard let capabilities = json["capabilities"], case .object = capabilities else {
      throw JSONDecodingError("missing member", path: ["capabilities"])
    }
    self.capabilities = ClientCapabilities(json: capabilities)
    initializationOptions = json["initializationOptions"]
    clientName = json["clientInfo"]?["name"]?.stringValue
    clientVersion = json["clientInfo"]?["version"]?.stringValue
  }

  public var json: JSON {
    var object: JSONObject = ["processId": processID.json, "rootUri": rootURI.json]
    if !workspaceFolders.isEmpty {
      object.append(
        key: "workspaceFolders", value: .array(workspaceFolders.map { ["uri": .string($0), "name": .string($0)] }))
    }
    object.append(key: "capabilities", value: capabilities.json)
    if let initializationOptions { object.append(key: "initializationOptions", value: initializationOptions) }
    if let clientName {
      var info: JSONObject = ["name": .string(clientName)]
      if let clientVersion { info.append(key: "version", value: .string(clientVersion)) }
      object.append(key: "clientInfo", value: .object(info))
    }
    return .object(object)
  }
}

/// The params of `$/cancelRequest`.
public struct CancelParams: Hashable, Sendable, JSONConvertible {
  public static let method = "$/cancelRequest"
  public var id: RequestID

  public init(id: RequestID) { self.id = id }

  public init(json: JSON) throws(JSONDecodingError) {
    guard let member = json["id"] else { throw JSONDecodingError("missing member", path: ["id"]) }
    guard let id = RequestID(json: member) else {
      throw JSONDecodingError.expected("an integer or a string", got: member).within("id")
    }
    self.id = id
  }

  public var json: JSON { ["id": id.json] }
}

/// The params of `workspace/didChangeConfiguration`: the new settings, in whatever shape the client uses.
public struct DidChangeConfigurationParams: Hashable, Sendable, JSONConvertible {
  public static let method = "workspace/didChangeConfiguration"
  public var settings: JSON

  public init(settings: JSON) { self.settings = settings }

  public init(json: JSON) throws(JSONDecodingError) {
    guard case .object = json else { throw JSONDecodingError.expected("an object", got: json) }
    settings = json["settings"] ?? .null
  }

  public var json: JSON { ["settings": settings] }
}

public enum MessageType: Int, Hashable, Sendable, JSONConvertible {
  case error = 1
  case warning = 2
  case info = 3
  case log = 4

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = MessageType(rawValue: raw) else {
      throw JSONDecodingError.expected("a message type (1-4)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
}

/// The params of `window/logMessage` and `window/showMessage`.
public struct LogMessageParams: Hashable, Sendable, JSONConvertible {
  public static let logMethod = "window/logMessage"
  public static let showMethod = "window/showMessage"
  public var type: MessageType
  public var message: String

  public init(type: MessageType, message: String) {
    self.type = type
    self.message = message
  }

  public init(json: JSON) throws(JSONDecodingError) {
    type = try json.decode("type")
    message = try json.decode("message")
  }

  public var json: JSON { ["type": type.json, "message": .string(message)] }
}
