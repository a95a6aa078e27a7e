// Diagnostics and code actions (fixes, refactorings, and the command that shows the generated Swift).

import LSPProtocol
import LSPServer
import TGLDiagnostics
import TGLIDE
import TGLSyntax

extension TGLHandlers {
  /// The document's findings, and for a file of a program those the open documents that import it found in it (a
  /// finding on an element of a component written here, once, each use a related location with its file), as
  /// `tgl check` of the workspace's folder reports them (`ProgramLint.merged`).
  var diagnostics: @Sendable (FeatureContext) -> [LSPProtocol.Diagnostic] {
    { [self] context in
      let own = analysis(context)
      var found = own.diagnostics
      if own.source.program != nil,
        let place = WorkspacePlace(uri: context.document.uri, folders: context.workspace.workspaceFolders)
      {
        found = own.diagnostics(foundBy: readers(context, place: place))
      }
      let places = RelatedPlaces(self, context)
      return found.map { lspDiagnostic($0, in: context, places) }
    }
  }

  /// `d`, a finding of the context's document, for the client; a related location in another file is placed in that
  /// file's text as the program read it (`places`, made once for the document's diagnostics).
  func lspDiagnostic(
    _ d: TGLDiagnostics.Diagnostic, in context: FeatureContext, _ places: RelatedPlaces? = nil
  ) -> LSPProtocol.Diagnostic {
    let places = places ?? RelatedPlaces(self, context)
    return context.document.lspDiagnostic(d, rules: rulesPage(context.settings), elsewhere: places.location)
  }

  /// The analyses of the open documents of the same workspace folder that read the context's document (import it,
  /// directly or not): what their expansions found in it is published with its own findings.
  func readers(_ context: FeatureContext, place: WorkspacePlace) -> [Analysis] {
    let uri = context.document.uri
    let node = files.node(of: uri)
    var readers = Set(host.dependencies.dependents(of: node)).union(host.dependencies.dependents(of: uri))
    // The open documents whose text imports it: the graph has their edges once they are analysed, which a document
    // opened a moment ago may not be yet.
    for document in context.workspace.documents.values where files.imports(of: document).contains(node) {
      readers.insert(document.uri)
    }
    return readers.sorted().compactMap { reader in
      guard reader != uri, let document = context.workspace.documents[reader],
        WorkspacePlace(uri: reader, folders: context.workspace.workspaceFolders)?.root == place.root
      else { return nil }
      return analysis(FeatureContext(document: document, workspace: context.workspace))
    }
  }

  /// Hovers read layouts and a whole-file parse that diagnostics do not make: prepared in the background once the
  /// diagnostics are out. Started before publishing, that work took a core from the main loop while it woke to publish,
  /// and delayed the diagnostics of an opened document. Indexing the workspace's files waits for the same moment
  /// (`WorkspaceFiles.openDocumentsPublished`). A document published again at the same version and settings (a file
  /// it imports changed: the user works in that file) is prepared once: preparing an edit's dependents after each edit
  /// took the cores from the next edit's.
  var diagnosticsPublished: @Sendable (FeatureContext) -> Void {
    { [self] context in
      files.openDocumentsPublished()
      let document = context.document
      let key = document.version &* 31 &+ settingsKey(context.settings)
      guard prewarmed.value(document.uri) != key else { return }
      prewarmed.set(document.uri, key)
      Analysis.prewarmInBackground { analysis(context) }
    }
  }

  var codeActions: RequestHandler<CodeActionRequest> {
    { [self] context, params in
      let document = context.document
      let actions = analysis(context).codeActions(in: document.textRange(params.range))
      return actions.compactMap { action in
        let kind: CodeActionKind
        switch action.kind {
        case .quickFix: kind = .quickFix
        case .refactorRewrite: kind = .refactorRewrite
        case .source: kind = .source
        case .refactorExtract: kind = .refactorExtract
        }
        guard params.only?.contains(where: { kind.rawValue.hasPrefix($0.rawValue) }) ?? true else { return nil }
        let diagnostic = action.diagnostic.map { ours in
          let converted = lspDiagnostic(ours, in: context)
          return params.diagnostics.first { $0.range == converted.range && $0.message == converted.message }
            ?? converted
        }
        if case .showGeneratedSwift(let index)? = action.command {
          let command = Command(
            title: action.title, command: Self.showGeneratedSwift, arguments: [.string(document.uri), .int(index)])
          return CodeAction(title: action.title, kind: kind, command: command)
        }
        return CodeAction(
          title: action.title, kind: kind, diagnostics: diagnostic.map { [$0] }, isPreferred: action.isPreferred,
          edit: WorkspaceEdit(changes: [document.uri: action.edits.map(document.lspEdit)]))
      }
    }
  }
}

/// Places ranges in the files of a document's workspace (related locations in other files, the sites of a name): each
/// file's text read once (the open document's, else the disk's, as the program read it) with its line index.
final class RelatedPlaces {
  private let sources: ServerSources?
  private let files: WorkspaceFiles
  private var lines: [String: (uri: DocumentURI, lines: UTF16LineIndex)?] = [:]

  init(_ handlers: TGLHandlers, _ context: FeatureContext) {
    files = handlers.files
    sources = WorkspacePlace(uri: context.document.uri, folders: context.workspace.workspaceFolders).map {
      ServerSources(root: $0.root, workspace: context.workspace, files: handlers.files)
    }
  }

  /// The location of `related` in its file (nil when it names none, or the file cannot be read).
  func location(_ related: RelatedLocation) -> Location? {
    related.file.flatMap { location(of: related.range, in: $0) }
  }

  /// The location of `range` in the file at the workspace path `file`.
  func location(of range: TextRange, in file: String) -> Location? {
    guard let sources else { return nil }
    if lines[file] == nil {
      let node = sources.node(of: file)
      lines[file] = .some(
        files.file(node, open: sources.open).map {
          (sources.open[node]?.uri ?? node, UTF16LineIndex(bytes: $0.bytes))
        })
    }
    guard let known = lines[file] ?? nil else { return nil }
    return Location(uri: known.uri, range: known.lines.range(ofUTF8: range.start..<range.end))
  }
}
