// The seam where language features plug into the server: one optional closure per LSP feature.

import LSPProtocol

/// A handler for request `R`: the context of the target document and the request's params in, the result out.
///
/// Throw a `ResponseError` to answer with that error; any other error answers -32603 (internal error).
public typealias RequestHandler<R: LSPRequest> = @Sendable (FeatureContext, R.Params) throws -> R.Response

/// A handler for a request that is not about one open document (`workspace/symbol`, `completionItem/resolve`): a
/// snapshot of the workspace and the request's params in, the result out.
public typealias WorkspaceRequestHandler<R: LSPRequest> = @Sendable (WorkspaceSnapshot, R.Params) throws -> R.Response

/// The language features a server offers; a nil closure means the feature is not offered.
///
/// The server advertises exactly the non-nil features in its `initialize` result and answers requests for the others
/// with -32601. Closures run on the server's threads against immutable snapshots; they must not trap.
public struct Features: Sendable {
  /// Push diagnostics for one document; run off the main loop after every change and settings change.
  public var diagnostics: (@Sendable (FeatureContext) -> [Diagnostic])?
  /// Called on the main loop right after a document's pushed diagnostics are written, for work that should follow
  /// them rather than compete with them (preparing what hovers read); it must return at once.
  public var diagnosticsPublished: (@Sendable (FeatureContext) -> Void)?
  public var hover: RequestHandler<HoverRequest>?
  public var completion: RequestHandler<CompletionRequest>?
  /// Characters that make the client ask for completion as they are typed.
  public var completionTriggerCharacters: [String] = []
  /// Fills in what the completion list left out (documentation); advertised as `resolveProvider`.
  public var completionResolve: WorkspaceRequestHandler<CompletionResolveRequest>?
  public var formatting: RequestHandler<FormattingRequest>?
  public var rangeFormatting: RequestHandler<RangeFormattingRequest>?
  public var documentSymbols: RequestHandler<DocumentSymbolRequest>?
  public var definition: RequestHandler<DefinitionRequest>?
  public var references: RequestHandler<ReferencesRequest>?
  public var documentHighlights: RequestHandler<DocumentHighlightRequest>?
  public var prepareRename: RequestHandler<PrepareRenameRequest>?
  public var rename: RequestHandler<RenameRequest>?
  public var foldingRanges: RequestHandler<FoldingRangeRequest>?
  public var selectionRanges: RequestHandler<SelectionRangeRequest>?
  /// The token types and modifiers that `semanticTokens` indexes into; required to offer semantic tokens.
  public var semanticTokensLegend: SemanticTokensLegend?
  public var semanticTokens: RequestHandler<SemanticTokensFullRequest>?
  public var semanticTokensRange: RequestHandler<SemanticTokensRangeRequest>?
  public var inlayHints: RequestHandler<InlayHintRequest>?
  public var codeActions: RequestHandler<CodeActionRequest>?
  /// The kinds `codeActions` can return, advertised to the client.
  public var codeActionKinds: [CodeActionKind] = []
  /// The commands of `workspace/executeCommand` (advertised as `executeCommandProvider`), by name; they see the
  /// whole workspace and get the command's arguments.
  public var commands: [String: @Sendable (WorkspaceSnapshot, [JSON]) throws -> CommandOutcome] = [:]
  public var documentColors: RequestHandler<DocumentColorRequest>?
  public var colorPresentations: RequestHandler<ColorPresentationRequest>?
  public var codeLenses: RequestHandler<CodeLensRequest>?
  /// Symbols of every file of the workspace, open or not.
  public var workspaceSymbols: WorkspaceRequestHandler<WorkspaceSymbolRequest>?
  /// Pull diagnostics of one document (open, or a file of the workspace). When the client pulls (it declares
  /// `textDocument.diagnostic`), `diagnostics` is not pushed.
  public var documentDiagnostics: WorkspaceRequestHandler<DocumentDiagnosticRequest>?
  public var workspaceDiagnostics: WorkspaceRequestHandler<WorkspaceDiagnosticRequest>?
  /// Called on the main loop when `initialized` arrives, for work that needs the workspace folders (indexing them in
  /// the background); it must return at once.
  public var workspaceInitialized: (@Sendable (WorkspaceSnapshot) -> Void)?
  /// Called on the main loop for `workspace/didChangeWatchedFiles`; it must return at once. It returns the open
  /// documents that read a changed file, whose diagnostics the server computes and publishes again.
  public var watchedFilesChanged: (@Sendable (WorkspaceSnapshot, [FileEvent]) -> [DocumentURI])?
  /// Called on the main loop after a document is opened, changed or closed (its text is what other files read of it
  /// now: the editor's, or again the disk's), with the workspace as it is now; it must return at once. It returns the
  /// other open documents that read the document, directly or through other files, whose diagnostics the server
  /// computes and publishes again, as after `watchedFilesChanged`.
  public var documentDependents: (@Sendable (WorkspaceSnapshot, DocumentURI) -> [DocumentURI])?
  /// Called on the main loop with `documentDependents`; it must return at once. True when the diagnostics of the
  /// opened or changed document read the analyses of documents `documentDependents` returns (what they found in it):
  /// they are then scheduled before it, so that each is published as soon as it is done, not all after the document.
  /// Nil or false: the document first.
  public var dependentsBeforeDocument: (@Sendable (WorkspaceSnapshot, DocumentURI) -> Bool)?
  /// The glob patterns of the files to watch, registered with the client after `initialized` when it registers
  /// `workspace/didChangeWatchedFiles` dynamically.
  public var watchedFileGlobs: [String] = []
  /// Requests outside LSP (for example `LANGUAGE/preview`), by method; they see the whole workspace.
  public var customRequests: [String: @Sendable (WorkspaceSnapshot, JSON?) throws -> JSON] = [:]
  /// Called on the main loop after a document is closed (for example to forget what was derived from it).
  public var documentClosed: (@Sendable (DocumentURI) -> Void)?
  /// Members merged into the advertised capabilities as they are (for custom or experimental capabilities).
  public var extraCapabilities: JSONObject = [:]
  /// Notifications outside LSP (for example `LANGUAGE/cursor`), by method; run on the main loop, they must return at
  /// once.
  public var customNotifications: [String: @Sendable (WorkspaceSnapshot, JSON?) -> Void] = [:]
  /// Called on the main loop after documents are opened, changed or closed and after a settings change, with the
  /// workspace as it is now (the unsaved text); it must return at once.
  public var workspaceChanged: (@Sendable (WorkspaceChange) -> Void)?
  /// Called once when the server starts, with the channel for sending messages to the client from any thread.
  public var serverStarted: (@Sendable (ClientChannel) -> Void)?
  /// Called once when the main loop ends (`exit`, or the end of input), to stop what the features started.
  public var serverStopped: (@Sendable () -> Void)?

  /// No features: the server only keeps documents in sync.
  public init() {}
}

/// What a command answers, and the requests the server then sends the client (such as `window/showDocument`), whose
/// answers it does not wait for.
public struct CommandOutcome: Sendable {
  public var result: JSON
  public var clientRequests: [(method: String, params: JSON)]

  public init(result: JSON, clientRequests: [(method: String, params: JSON)] = []) {
    self.result = result
    self.clientRequests = clientRequests
  }
}

/// Static facts about the server.
public struct ServerOptions: Sendable {
  /// `serverInfo.name` in the `initialize` result; it also names what the server makes: the ids of its requests to the
  /// client (`NAME-1`), its watched-files registration, its pull diagnostics' identifier, its threads and, by default,
  /// its log lines (`NAME lsp: `).
  public var name: String
  public var version: String?
  /// When set, `workspace/didChangeConfiguration` settings are read from this member if present (`{"NAME": {...}}`).
  public var settingsSection: String?
  /// Where log lines go; standard error by default (standard output belongs to the protocol).
  public var log: @Sendable (String) -> Void
  public var maximumMessageSize: Int
  /// How long the main loop polls the input without sleeping after answering a request (see `BusyPoll`); off unless
  /// asked for (a server on standard input asks for `BusyPoll.standard`).
  public var busyPoll: BusyPoll

  /// - Parameter log: standard error, each line after `NAME lsp: `, unless given.
  public init(
    name: String, version: String? = nil, settingsSection: String? = nil,
    log: (@Sendable (String) -> Void)? = nil,
    maximumMessageSize: Int = MessageFramer.defaultMaximumMessageSize, busyPoll: BusyPoll = .off
  ) {
    self.name = name
    self.version = version
    self.settingsSection = settingsSection
    self.log = log ?? StandardError.writer(prefix: name + " lsp: ")
    self.maximumMessageSize = maximumMessageSize
    self.busyPoll = busyPoll
  }
}
