// The dispatch table: every request and notification the server understands, by method name.

import LSPProtocol

/// Decodes a request's params and captures a snapshot; returns the job to run later (it writes the result's JSON), or
/// nil when not offered.
typealias RequestRoute = @Sendable (Server, JSON?) throws(ResponseError) -> ((inout JSONWriter) throws -> Void)?

/// Applies a notification on the main loop.
typealias NotificationHandler = @Sendable (Server, JSON?) throws(ResponseError) -> Void

enum Dispatch {
  static let shutdown = "shutdown"
  static let exit = "exit"

  /// Requests about one document, answered by a feature. `initialize` and `shutdown` are handled before this table.
  static let requests: [String: RequestRoute] = [
    HoverRequest.method: route(HoverRequest.self) { $0.hover },
    CompletionRequest.method: route(CompletionRequest.self) { $0.completion },
    FormattingRequest.method: route(FormattingRequest.self) { $0.formatting },
    RangeFormattingRequest.method: route(RangeFormattingRequest.self) { $0.rangeFormatting },
    DocumentSymbolRequest.method: route(DocumentSymbolRequest.self) { $0.documentSymbols },
    DefinitionRequest.method: route(DefinitionRequest.self) { $0.definition },
    ReferencesRequest.method: route(ReferencesRequest.self) { $0.references },
    DocumentHighlightRequest.method: route(DocumentHighlightRequest.self) { $0.documentHighlights },
    PrepareRenameRequest.method: route(PrepareRenameRequest.self) { $0.prepareRename },
    RenameRequest.method: route(RenameRequest.self) { $0.rename },
    FoldingRangeRequest.method: route(FoldingRangeRequest.self) { $0.foldingRanges },
    SelectionRangeRequest.method: route(SelectionRangeRequest.self) { $0.selectionRanges },
    SemanticTokensFullRequest.method: route(SemanticTokensFullRequest.self) { $0.semanticTokens },
    SemanticTokensRangeRequest.method: route(SemanticTokensRangeRequest.self) { $0.semanticTokensRange },
    InlayHintRequest.method: route(InlayHintRequest.self) { $0.inlayHints },
    CodeActionRequest.method: route(CodeActionRequest.self) { $0.codeActions },
    DocumentColorRequest.method: route(DocumentColorRequest.self) { $0.documentColors },
    ColorPresentationRequest.method: route(ColorPresentationRequest.self) { $0.colorPresentations },
    CodeLensRequest.method: route(CodeLensRequest.self) { $0.codeLenses },
    CompletionResolveRequest.method: workspaceRoute(CompletionResolveRequest.self) { $0.completionResolve },
    WorkspaceSymbolRequest.method: workspaceRoute(WorkspaceSymbolRequest.self) { $0.workspaceSymbols },
    DocumentDiagnosticRequest.method: workspaceRoute(DocumentDiagnosticRequest.self) { $0.documentDiagnostics },
    WorkspaceDiagnosticRequest.method: workspaceRoute(WorkspaceDiagnosticRequest.self) { $0.workspaceDiagnostics },
  ]

  static let notifications: [String: NotificationHandler] = [
    "initialized": { server, _ in server.initialized() },
    CancelParams.method: { server, params throws(ResponseError) in
      server.cancel(try decode(CancelParams.self, params).id)
    },
    DidOpenTextDocumentParams.method: { server, params throws(ResponseError) in
      server.didOpen(try decode(DidOpenTextDocumentParams.self, params))
    },
    DidChangeTextDocumentParams.method: { server, params throws(ResponseError) in
      server.didChange(try decode(DidChangeTextDocumentParams.self, params))
    },
    DidCloseTextDocumentParams.method: { server, params throws(ResponseError) in
      server.didClose(try decode(DidCloseTextDocumentParams.self, params))
    },
    "textDocument/didSave": { _, _ in },
    DidChangeConfigurationParams.method: { server, params throws(ResponseError) in
      server.didChangeConfiguration(try decode(DidChangeConfigurationParams.self, params))
    },
    DidChangeWatchedFilesParams.method: { server, params throws(ResponseError) in
      let changes = try decode(DidChangeWatchedFilesParams.self, params).changes
      let stale = server.features.watchedFilesChanged?(server.workspaceSnapshot(), changes) ?? []
      server.filesChanged(readBy: stale)
    },
  ]

  /// The route of a request about one document: decode, look up the document, call the feature later.
  static func route<R: LSPRequest>(
    _ request: R.Type, _ feature: @escaping @Sendable (Features) -> RequestHandler<R>?
  ) -> RequestRoute where R.Params: TextDocumentRequestParams {
    return { server, json throws(ResponseError) in
      guard let handler = feature(server.features) else { return nil }
      let params = try decode(R.Params.self, json)
      let context = try server.context(for: params.textDocument.uri)
      return { try handler(context, params).writeJSON(to: &$0) }
    }
  }

  /// The route of a request about the workspace: decode, snapshot the workspace, call the feature later.
  static func workspaceRoute<R: LSPRequest>(
    _ request: R.Type, _ feature: @escaping @Sendable (Features) -> WorkspaceRequestHandler<R>?
  ) -> RequestRoute {
    return { server, json throws(ResponseError) in
      guard let handler = feature(server.features) else { return nil }
      let params = try decode(R.Params.self, json)
      let workspace = server.workspaceSnapshot()
      return { try handler(workspace, params).writeJSON(to: &$0) }
    }
  }

  /// Decodes params; a mismatch is -32602 with the path to the offending member.
  static func decode<Params: JSONDecodable>(
    _ type: Params.Type, _ json: JSON?
  ) throws(ResponseError) -> Params {
    do throws(JSONDecodingError) {
      return try Params(json: json ?? .null)
    } catch {
      throw ResponseError.invalidParams(error.description)
    }
  }
}
