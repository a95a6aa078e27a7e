// The workspace features: symbols of every file, pull diagnostics (open or not), colours and code lenses.

import LSPProtocol
import LSPServer
import Platform
import TGLIDE
import TGLSemantics

extension TGLHandlers {
  var workspaceInitialized: @Sendable (WorkspaceSnapshot) -> Void {
    { [files, options] workspace in
      // Started once the answer to `initialize` is out, so it never delays that answer; it runs while the first
      // `didOpen` is read and parsed (see `WarmUp`).
      if options.warmUp { _ = Threads.detach(name: "tgl warm-up", stackSize: 8 << 20) { WarmUp.run() } }
      files.index(workspace.workspaceFolders)
    }
  }

  /// Keeps the index of closed files current, and returns the open documents whose analysis read a changed file
  /// (their `@fontMetrics` file, or a file they import, directly or through other files): the server analyses them
  /// again and publishes their diagnostics. An imported file whose contents are the same as before touches nothing.
  var watchedFilesChanged: @Sendable (WorkspaceSnapshot, [FileEvent]) -> [DocumentURI] {
    { [self] workspace, events in
      let changed = Set(files.refresh(events))
      var stale: Set<DocumentURI> = []
      for event in events {
        let node = FontMetricsCache.fileNode(of: event.uri)
        if event.uri.hasSuffix(".tgl") {
          guard changed.contains(node) else { continue }
          // Its imports as they are now, unless it is open (the editor's text is what the analysis reads then).
          if files.openDocument(node, in: workspace) == nil {
            host.dependencies.record(node, reads: Set(files.onDisk(node)?.imports ?? []))
          }
        } else {
          fontMetrics.forget(event.uri)
        }
        stale.formUnion(host.dependencies.dependents(of: node))
        // The open files it imports: its uses of their styles and constants decide their unused-name warnings.
        if event.uri.hasSuffix(".tgl") {
          stale.formUnion(
            Self.openFiles(reachedFrom: files.onDisk(node)?.imports ?? [], in: workspace, host.dependencies, files))
        }
      }
      let dependents = stale.filter { workspace.documents[$0] != nil }.sorted()
      planDependents(dependents, workspace: workspace)
      return dependents
    }
  }

  /// The other open documents that read `uri` through their imports, directly or through other files: its text is
  /// what they read of it now (an edit, the editor's text on open, the disk's again on close). And the open documents
  /// `uri` reads: what its expansion finds in a component written in one of them is published there, and its uses of
  /// their styles and constants decide their unused-name warnings.
  var documentDependents: @Sendable (WorkspaceSnapshot, DocumentURI) -> [DocumentURI] {
    { [self] workspace, uri in
      let node = files.node(of: uri)
      let readers = Set(host.dependencies.dependents(of: node)).union(host.dependencies.dependents(of: uri))
      // Its imports from its text: its analysis, which records them in the graph, may not have run yet.
      let imports = workspace.documents[uri].map { files.imports(of: $0) } ?? []
      let read = Self.openFiles(reachedFrom: imports, in: workspace, host.dependencies, files)
      let dependents = readers.union(read).filter { $0 != uri && workspace.documents[$0] != nil }.sorted()
      planDependents(dependents, workspace: workspace)
      return dependents
    }
  }

  /// Whether open documents import `uri` (directly or not): a file of a program publishes what they found in it
  /// (`readers`), so they are analysed first. A document nothing imports (a screen) goes first, then the files it
  /// reads.
  var dependentsBeforeDocument: @Sendable (WorkspaceSnapshot, DocumentURI) -> Bool {
    { [host, files] workspace, uri in
      let readers = host.dependencies.dependents(of: files.node(of: uri)) + host.dependencies.dependents(of: uri)
      return readers.contains { $0 != uri && workspace.documents[$0] != nil }
    }
  }

  /// The open documents that may declare something among the files `imports` and those they read, directly or
  /// through other files.
  static func openFiles(
    reachedFrom imports: [String], in workspace: WorkspaceSnapshot, _ graph: FileDependencies, _ files: WorkspaceFiles
  ) -> Set<DocumentURI> {
    var seen = Set(imports)
    var pending = imports
    while let next = pending.popLast() {
      for file in graph.files(readBy: next) where seen.insert(file).inserted { pending.append(file) }
    }
    let open = files.openDocuments(in: workspace)
    return Set(seen.compactMap { open[$0] }.filter(declares).map(\.uri))
  }

  /// Whether an open document may declare something (`ImportLines.mayDeclare`): only then can another file's
  /// analysis put findings in it or use its names.
  static func declares(_ document: DocumentSnapshot) -> Bool { ImportLines.mayDeclare(in: document.bytes) }

  /// The symbols of every `.tgl` file of the workspace whose name matches the query (its letters in order, any
  /// case): exact names first, then prefixes, then names that contain it, then the rest; at most 500.
  var workspaceSymbols: WorkspaceRequestHandler<WorkspaceSymbolRequest> {
    { [self] workspace, params in
      var symbols: [SymbolInformation] = []
      for document in workspace.documents.values.sorted(by: { $0.uri < $1.uri }) {
        let file = analysis(FeatureContext(document: document, workspace: workspace)).source.file
        symbols += WorkspaceFile.declarationSymbols(file, uri: document.uri, text: document.text)
        symbols += WorkspaceFile.symbols(DocumentSymbols.symbols(file), uri: document.uri, text: document.text)
      }
      for file in closedFiles(workspace) { symbols += file.symbols }
      let query = Array(params.query.lowercased())
      let scored = symbols.compactMap { symbol in Self.match(query, symbol.name).map { ($0, symbol) } }
      let sorted = scored.sorted {
        ($0.0, $0.1.name.count, $0.1.name, $0.1.location.uri) < ($1.0, $1.1.name.count, $1.1.name, $1.1.location.uri)
      }
      return sorted.prefix(500).map(\.1)
    }
  }

  /// 0 for the name itself, 1 a prefix, 2 a part, 3 its letters in order; nil when it does not match (any case).
  static func match(_ query: [Character], _ name: String) -> Int? {
    guard !query.isEmpty else { return 3 }
    let lowered = Array(name.lowercased())
    if lowered == query { return 0 }
    if lowered.starts(with: query) { return 1 }
    if String(lowered).contains(String(query)) { return 2 }
    var next = 0
    for character in lowered where next < query.count && character == query[next] { next += 1 }
    return next == query.count ? 3 : nil
  }

  /// The indexed files that are not open (an open document is read from the editor, not the disk).
  func closedFiles(_ workspace: WorkspaceSnapshot) -> [WorkspaceFile] {
    let open = Set(workspace.documents.keys.compactMap(WorkspaceFiles.path(of:)))
    return files.snapshot.values.filter { file in
      guard let path = WorkspaceFiles.path(of: file.uri) else { return true }
      return !open.contains(path)
    }.sorted { $0.uri < $1.uri }
  }

  var documentDiagnostics: WorkspaceRequestHandler<DocumentDiagnosticRequest> {
    { [self] workspace, params in
      let uri = params.textDocument.uri
      let report: DocumentDiagnosticReport
      if let document = workspace.documents[uri] {
        report = openReport(document, workspace)
      } else if let file = files.snapshot[uri] {
        report = closedReport(file, workspace)
      } else {
        report = DocumentDiagnosticReport(items: [], resultID: nil)
      }
      if let id = report.resultID, id == params.previousResultID {
        return DocumentDiagnosticReport(items: nil, resultID: id)
      }
      return report
    }
  }

  /// The files that are not open a workspace pull reports on: a pull runs on the main loop, and each new file is
  /// linted whole (later pulls reuse the result while its text and the settings stay the same).
  static let workspaceDiagnosticsFiles = 500

  /// A report per open document and per indexed file, `unchanged` where the client holds the current one.
  var workspaceDiagnostics: WorkspaceRequestHandler<WorkspaceDiagnosticRequest> {
    { [self] workspace, params in
      var items: [WorkspaceDocumentDiagnosticReport] = []
      func add(_ uri: DocumentURI, _ version: Int?, _ report: DocumentDiagnosticReport) {
        let unchanged = report.resultID != nil && report.resultID == params.previousResultIDs[uri]
        let sent = unchanged ? DocumentDiagnosticReport(items: nil, resultID: report.resultID) : report
        items.append(WorkspaceDocumentDiagnosticReport(uri: uri, version: version, report: sent))
      }
      for document in workspace.documents.values.sorted(by: { $0.uri < $1.uri }) {
        add(document.uri, document.version, openReport(document, workspace))
      }
      for file in closedFiles(workspace).prefix(Self.workspaceDiagnosticsFiles) {
        add(file.uri, nil, closedReport(file, workspace))
      }
      return WorkspaceDiagnosticReport(items: items)
    }
  }

  func openReport(_ document: DocumentSnapshot, _ workspace: WorkspaceSnapshot) -> DocumentDiagnosticReport {
    let context = FeatureContext(document: document, workspace: workspace)
    // Read before the diagnostics: a file forgotten meanwhile makes the next pull's id differ, not this one stale.
    let generation = fontMetrics.generation
    let readKey = readKey(workspace)
    let items = diagnostics(context)
    var id = "open-\(document.version)-\(settingsKey(workspace.settings))"
    if !host.dependencies.files(readBy: document.uri).isEmpty { id += "-\(generation)" }
    // A file of a program reads the other files, and what its open importers found in it: all the open documents.
    if programContext(context) != nil { id += "-\(readKey)" }
    return DocumentDiagnosticReport(items: items, resultID: id)
  }

  /// A file that is not open, linted as `tgl check` would (the result is kept until its text or the settings change,
  /// and for a file of a program until the texts its program reads change, its fingerprint): a file of a program is
  /// analysed in its program, as an open one is, on an analysis host of its own (the server's keeps the open
  /// documents'). Its program is kept while no open document or file on disk changes (`programContext`), so a pull
  /// that finds nothing changed loads none.
  func closedReport(_ file: WorkspaceFile, _ workspace: WorkspaceSnapshot) -> DocumentDiagnosticReport {
    var hasher = Hasher()
    hasher.combine(file.text)
    let document = DocumentSnapshot(uri: file.uri, languageID: "tgl", version: 0, text: file.text)
    let context = FeatureContext(document: document, workspace: workspace)
    let program = programContext(context)
    var id = "disk-\(hasher.finalize())-\(settingsKey(workspace.settings))"
    if let program { id += "-\(program.fingerprint)" }
    if let cached = closedDiagnostics.value(file.uri), cached.id == id {
      return DocumentDiagnosticReport(items: cached.items, resultID: id)
    }
    let settings = LayoutSettings(json: workspace.settings)
    let items: [LSPProtocol.Diagnostic]
    if let program {
      let text = DocumentText(uri: file.uri, version: 0, bytes: document.bytes, program: program)
      let places = RelatedPlaces(self, context)
      items = AnalysisHost().analysis(of: text, settings: settings).diagnostics.map {
        lspDiagnostic($0, in: context, places)
      }
    } else {
      items = Analysis(text: file.text, settings: settings).diagnostics.map {
        document.lspDiagnostic($0, rules: rulesPage(workspace.settings))
      }
    }
    closedDiagnostics.set(file.uri, (id, items))
    return DocumentDiagnosticReport(items: items, resultID: id)
  }

  func settingsKey(_ settings: JSON) -> Int {
    var hasher = Hasher()
    hasher.combine(settings.serialized())
    return hasher.finalize()
  }

  var documentColors: RequestHandler<DocumentColorRequest> {
    { [self] context, _ in
      analysis(context).documentColors().map { found in
        let color = found.color
        return ColorInformation(
          range: context.document.lspRange(found.range),
          color: LSPColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
      }
    }
  }

  var colorPresentations: RequestHandler<ColorPresentationRequest> {
    { [self] context, params in
      let document = context.document
      let picked = params.color
      let color = Color(red: picked.red, green: picked.green, blue: picked.blue, alpha: picked.alpha)
      return analysis(context).colorPresentations(color, range: document.textRange(params.range)).map {
        LSPColorPresentation(label: $0.label, textEdit: document.lspEdit($0.edit))
      }
    }
  }

  /// Each root's size per environment, as lenses without an action (an empty command shows the title alone).
  var codeLenses: RequestHandler<CodeLensRequest> {
    { [self] context, _ in
      analysis(context).sizeLenses().map { lens in
        CodeLens(range: context.document.lspRange(lens.range), command: Command(title: lens.title, command: ""))
      }
    }
  }
}

/// A small thread-safe table by URI (the diagnostics of closed files, the `@fontMetrics` path of open ones).
final class LockedTable<Value: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var values: [String: Value] = [:]

  func value(_ key: String) -> Value? { lock.withLock { values[key] } }
  func set(_ key: String, _ value: Value) { lock.withLock { values[key] = value } }
  func remove(_ key: String) { lock.withLock { _ = values.removeValue(forKey: key) } }

  /// Every key, the table emptied.
  func removeAll() -> [String] {
    lock.withLock {
      defer { values.removeAll() }
      return Array(values.keys)
    }
  }
}
