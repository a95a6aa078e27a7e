// The initialize handshake: remembering the client and its settings, and advertising the offered features.

import LSPProtocol

extension Server {
  func initialize(_ request: Request) {
    let params: InitializeParams
    do throws(ResponseError) {
      params = try Dispatch.decode(InitializeParams.self, request.params)
    } catch {
      reply(request.id, error)
      return
    }
    client = params.capabilities
    settings = params.initializationOptions ?? .null
    rootURI = params.rootURI
    workspaceFolders = params.workspaceFolders
    lifecycle = .running
    var serverInfo: JSONObject = ["name": .string(options.name)]
    if let version = options.version { serverInfo.append(key: "version", value: .string(version)) }
    let result: JSON = [
      "capabilities": .object(Capabilities.advertised(by: features, name: options.name)),
      "serverInfo": .object(serverInfo),
    ]
    send(.response(Response(id: request.id, result: .success(result))))
  }
}

extension Server {
  /// After `initialized`: watch the files the features need (when the client registers watchers dynamically) and
  /// let the features start on the workspace.
  func initialized() {
    if client.watchedFilesDynamicRegistration && !features.watchedFileGlobs.isEmpty
      && features.watchedFilesChanged != nil
    {
      let watchers: [JSON] = features.watchedFileGlobs.map { ["globPattern": .string($0)] }
      let registration = Registration(
        id: options.name + "-watched-files", method: DidChangeWatchedFilesParams.method,
        registerOptions: ["watchers": .array(watchers)])
      sendRequest(RegistrationParams.method, RegistrationParams(registrations: [registration]).json)
    }
    features.workspaceInitialized?(workspaceSnapshot())
  }

  /// Whether diagnostics are pushed: unless the client pulls them and the features answer pulls.
  var pushesDiagnostics: Bool {
    !(client.pullDiagnostics && features.documentDiagnostics != nil)
  }
}

/// The server capabilities that follow from the offered features.
enum Capabilities {
  /// `name` identifies the pull diagnostics (`diagnosticProvider.identifier`).
  static func advertised(by features: Features, name: String) -> JSONObject {
    var capabilities: JSONObject = [
      "positionEncoding": "utf-16",
      "textDocumentSync": ["openClose": true, "change": .int(TextDocumentSyncKind.incremental.rawValue)],
    ]
    func offer(_ key: String, _ value: JSON, if offered: Bool) {
      if offered { capabilities.append(key: key, value: value) }
    }
    offer("hoverProvider", true, if: features.hover != nil)
    let completion: JSON = [
      "triggerCharacters": features.completionTriggerCharacters.json,
      "resolveProvider": .bool(features.completionResolve != nil),
    ]
    offer("completionProvider", completion, if: features.completion != nil)
    offer("definitionProvider", true, if: features.definition != nil)
    offer("referencesProvider", true, if: features.references != nil)
    offer("documentHighlightProvider", true, if: features.documentHighlights != nil)
    offer("documentSymbolProvider", true, if: features.documentSymbols != nil)
    let codeActions: JSON = features.codeActionKinds.isEmpty ? true : ["codeActionKinds": features.codeActionKinds.json]
    offer("codeActionProvider", codeActions, if: features.codeActions != nil)
    offer("documentFormattingProvider", true, if: features.formatting != nil)
    offer("documentRangeFormattingProvider", true, if: features.rangeFormatting != nil)
    offer("renameProvider", ["prepareProvider": .bool(features.prepareRename != nil)], if: features.rename != nil)
    offer("foldingRangeProvider", true, if: features.foldingRanges != nil)
    offer("selectionRangeProvider", true, if: features.selectionRanges != nil)
    if let legend = features.semanticTokensLegend, features.semanticTokens != nil || features.semanticTokensRange != nil
    {
      let tokens: JSON = [
        "legend": legend.json, "full": .bool(features.semanticTokens != nil),
        "range": .bool(features.semanticTokensRange != nil),
      ]
      capabilities.append(key: "semanticTokensProvider", value: tokens)
    }
    offer("inlayHintProvider", true, if: features.inlayHints != nil)
    let commands: JSON = ["commands": .array(features.commands.keys.sorted().map { .string($0) })]
    offer("executeCommandProvider", commands, if: !features.commands.isEmpty)
    offer("colorProvider", true, if: features.documentColors != nil && features.colorPresentations != nil)
    offer("codeLensProvider", ["resolveProvider": false], if: features.codeLenses != nil)
    offer("workspaceSymbolProvider", true, if: features.workspaceSymbols != nil)
    let pull: JSON = [
      "identifier": .string(name), "interFileDependencies": false,
      "workspaceDiagnostics": .bool(features.workspaceDiagnostics != nil),
    ]
    offer("diagnosticProvider", pull, if: features.documentDiagnostics != nil)
    for (key, value) in features.extraCapabilities { capabilities[key] = value }
    return capabilities
  }
}
