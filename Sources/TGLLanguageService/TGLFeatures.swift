// The tgl language features: every LSP feature answered from a TGLIDE analysis of the document.

import LSPProtocol
import LSPServer
import TGLIDE

extension StandardError {
  /// The log of the tgl features (the preview, the workspace's files): standard error, each line after `tgl lsp: `, as
  /// the server's own log for the name `tgl`.
  static let write = writer(prefix: "tgl lsp: ")
}

/// Options of the tgl features that are not settings.
public struct TGLFeatureOptions: Sendable {
  /// Where tgl's sources are published; the rules page of a release is under it (`rulesPage(version:)`).
  public static let repository = "https://github.com/tgl-lang/tgl"

  /// The page that documents the rules; a diagnostic's `codeDescription.href` is this plus `#rule-id`, unless the
  /// settings give `docsUrl`.
  public var rulesDocumentation: String
  /// Whether `initialized` starts `WarmUp` on a thread of its own (`tgl lsp` on two or more cores; not the tests,
  /// which start many servers).
  public var warmUp: Bool

  public init(rulesDocumentation: String = TGLFeatureOptions.rulesPage(version: nil), warmUp: Bool = false) {
    self.rulesDocumentation = rulesDocumentation
    self.warmUp = warmUp
  }

  /// `docs/rules.md` of the release tagged `v<version>`, or of the main branch.
  public static func rulesPage(version: String?) -> String {
    "\(repository)/blob/\(version.map { "v" + $0 } ?? "main")/docs/rules.md"
  }
}

extension Features {
  /// The features of `tgl lsp`, each a handler that gets the analysis of its document version from `host`.
  public static func tgl(host: AnalysisHost = AnalysisHost(), options: TGLFeatureOptions = TGLFeatureOptions())
    -> Features
  {
    tgl(handlers: TGLHandlers(host: host, options: options))
  }

  /// The features answered by `handlers` (which the preview shares, `tglWithPreview`).
  static func tgl(handlers: TGLHandlers) -> Features {
    let host = handlers.host
    var features = Features()
    features.diagnostics = handlers.diagnostics
    features.diagnosticsPublished = handlers.diagnosticsPublished
    features.hover = handlers.hover
    features.completion = handlers.completion
    features.completionTriggerCharacters = [".", ":", "@", "("]
    features.completionResolve = handlers.completionResolve
    features.formatting = handlers.formatting
    features.rangeFormatting = handlers.rangeFormatting
    features.documentSymbols = handlers.documentSymbols
    features.definition = handlers.definition
    features.references = handlers.references
    features.documentHighlights = handlers.documentHighlights
    features.prepareRename = handlers.prepareRename
    features.rename = handlers.rename
    features.foldingRanges = handlers.foldingRanges
    features.selectionRanges = handlers.selectionRanges
    features.semanticTokensLegend = TGLHandlers.legend
    features.semanticTokens = handlers.semanticTokens
    features.semanticTokensRange = handlers.semanticTokensRange
    features.inlayHints = handlers.inlayHints
    features.codeActions = handlers.codeActions
    features.codeActionKinds = [.quickFix, .refactorRewrite, .refactorExtract, .source]
    features.commands = [TGLHandlers.showGeneratedSwift: handlers.showGeneratedSwift]
    features.documentColors = handlers.documentColors
    features.colorPresentations = handlers.colorPresentations
    features.codeLenses = handlers.codeLenses
    features.workspaceSymbols = handlers.workspaceSymbols
    features.documentDiagnostics = handlers.documentDiagnostics
    features.workspaceDiagnostics = handlers.workspaceDiagnostics
    features.workspaceInitialized = handlers.workspaceInitialized
    features.watchedFilesChanged = handlers.watchedFilesChanged
    features.documentDependents = handlers.documentDependents
    features.dependentsBeforeDocument = handlers.dependentsBeforeDocument
    // The workspace's `.tgl` files, and the font metrics files documents name (`@fontMetrics "file.json"`).
    features.watchedFileGlobs = ["**/*.tgl", "**/*.json"]
    features.documentClosed = { uri in
      host.remove(uri: uri)
      handlers.metricsDirectives.remove(uri)
      handlers.programContexts.remove(uri)
      handlers.awaitingIndex.remove(uri)
      handlers.prewarmed.remove(uri)
    }
    features.serverStarted = handlers.serverStarted
    return features
  }
}

/// The handlers of the tgl features: decode, one analysis call, convert.
struct TGLHandlers: Sendable {
  let host: AnalysisHost
  let options: TGLFeatureOptions
  /// The `@fontMetrics` files read so far (each once until it changes on disk).
  let fontMetrics = FontMetricsCache()
  /// Each open document's `@fontMetrics` path for the version it was last looked up in: every request needs it.
  let metricsDirectives = LockedTable<(version: Int, path: String?)>()
  /// The document and position of the last completion lists, which their items' `data` names for resolve.
  let completionLists = CompletionLists()
  /// The `.tgl` files of the workspace as the disk has them: the workspace folders' (symbols, diagnostics of files
  /// that are not open) and those documents import (read once where they are not open; the graph's edges between
  /// files), kept current by watched-file events.
  let files: WorkspaceFiles
  /// The parses of the workspace's files that cross-file features read, each kept while its text is the same.
  let parsedFiles = ParsedFiles()
  /// The workspace's programs the cross-file requests read, by root (and document), each with the key it was made for
  /// (`workspaceProgram`).
  let sharedPrograms = LockedTable<SharedProgram>()
  /// Each open document's program, with the key it was made for (`programContext`).
  let programContexts = LockedTable<(key: Int, context: ProgramContext?)>()
  /// The open documents (with the version) whose diagnostics were computed while the index was not complete and read
  /// it (a file's importers decide its unused-style and unused-constant warnings): analysed again when it completes.
  let awaitingIndex = LockedTable<Int>()
  /// The version and settings of each open document whose hovers were last prepared (`diagnosticsPublished`).
  let prewarmed = LockedTable<Int>()
  /// The diagnostics of files that are not open, by URI, with the result id they were computed for.
  let closedDiagnostics = LockedTable<(id: String, items: [LSPProtocol.Diagnostic])>()

  /// `files` is the store of the workspace's files (tests give limits of their own).
  init(host: AnalysisHost, options: TGLFeatureOptions, files: WorkspaceFiles = WorkspaceFiles()) {
    self.host = host
    self.options = options
    self.files = files
  }

  /// Once the index of the workspace's files is complete, the open documents whose diagnostics read it before are
  /// analysed again and published (`awaitingIndex`).
  var serverStarted: @Sendable (ClientChannel) -> Void {
    { [files, awaitingIndex] channel in
      files.whenIndexed { channel.analyseAgain(awaitingIndex.removeAll().sorted()) }
    }
  }

  /// The rules page diagnostics link to: `rules.md` under the `docsUrl` setting (an absolute URL of the docs folder)
  /// when there is one, else the options' page.
  func rulesPage(_ settings: JSON) -> String {
    let section = settings["tgl"] ?? settings
    guard let base = section["docsUrl"]?.stringValue, base.contains("://") else { return options.rulesDocumentation }
    return base.hasSuffix("/") ? base + "rules.md" : base + "/rules.md"
  }

  /// The analysis of the context's document version under the context's settings (cached by the host).
  func analysis(_ context: FeatureContext) -> Analysis {
    let document = context.document
    let text = DocumentText(
      uri: document.uri, version: document.version, bytes: document.bytes, program: programContext(context))
    return host.analysis(
      of: text,
      settings: settings(
        context.settings, uri: document.uri, version: document.version, bytes: document.bytes,
        workspace: context.workspace))
  }

  /// The settings a document version is analysed under: the editor's, with the font metrics of the file its
  /// `@fontMetrics` names (or the reason they cannot be used). The preview's pictures use the same. With the
  /// workspace, the files the document imports (and theirs, read from disk where they are not open) are recorded as
  /// edges of the dependency graph too.
  func settings(
    _ json: JSON, uri: DocumentURI, version: Int, bytes: [UInt8], workspace: WorkspaceSnapshot? = nil
  ) -> LayoutSettings {
    var settings = LayoutSettings(json: json)
    if let name = fileReads(uri: uri, version: version, bytes: bytes, workspace: workspace) {
      switch fontMetrics.load(name, documentURI: uri) {
      case .success(let metrics): settings.fonts = metrics
      case .failure(let problem): settings.fontMetricsProblem = problem.message
      }
    }
    return settings
  }

  /// The path the document's `@fontMetrics` names, looked up once per version with the files the document imports;
  /// the metrics file and the imported files are the document's edges in the host's dependency graph, so that a
  /// change of one of them (on disk, or an open document's edit) analyses the document again (`watchedFilesChanged`,
  /// `documentDependents`).
  private func fileReads(uri: DocumentURI, version: Int, bytes: [UInt8], workspace: WorkspaceSnapshot?) -> String? {
    if let known = metricsDirectives.value(uri), known.version == version { return known.path }
    let path = FontMetricsDirective.path(in: bytes)
    metricsDirectives.set(uri, (version, path))
    let imports = ImportLines.paths(in: bytes).map { FontMetricsCache.fileNode($0, documentURI: uri) }
    var reads = Set(imports)
    if let path { reads.insert(FontMetricsCache.fileNode(path, documentURI: uri)) }
    host.dependencies.record(uri, reads: reads)
    // The node other files' imports name, when the client spells the document's URI another way.
    let node = FontMetricsCache.fileNode(of: uri)
    if node != uri { host.dependencies.record(node, reads: reads) }
    if let workspace { recordImportedFiles(from: imports, in: workspace) }
    return path
  }

  /// Records the import edges of the files `imports` reach that are not open (an open document records its own as
  /// it is analysed): each read from disk once, so the graph holds the document's whole import closure and a change
  /// to a file it reaches through another re-publishes it.
  func recordImportedFiles(from imports: [String], in workspace: WorkspaceSnapshot) {
    var pending = imports
    var seen = Set(imports)
    while let node = pending.popLast() {
      guard files.openDocument(node, in: workspace) == nil else { continue }
      let next = files.onDisk(node)?.imports ?? []
      host.dependencies.record(node, reads: Set(next))
      for file in next where seen.insert(file).inserted { pending.append(file) }
    }
  }
}
