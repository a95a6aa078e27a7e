// The program of several files as the server sees it: the workspace folder around a document, its files read from
// the open documents first and the disk after (`WorkspaceFiles`), each parsed once per content.

import LSPProtocol
import LSPServer
import Platform
import TGLIDE
import TGLSemantics
import TGLSyntax

/// Reads a workspace's files for a `Program`: workspace paths relative to `root` (an absolute folder), each the
/// editor's text where the file is open, else the disk's.
struct ServerSources: SourceLoader {
  let root: String
  let files: WorkspaceFiles
  /// The open documents by graph node.
  let open: [String: DocumentSnapshot]

  init(root: String, workspace: WorkspaceSnapshot, files: WorkspaceFiles) {
    self.root = root
    self.files = files
    open = files.openDocuments(in: workspace)
  }

  /// The node of a workspace path: `root` is standardized and a program's paths are normalized
  /// (`WorkspacePath`), so the two joined are the standardized path.
  func node(of path: String) -> String {
    FileURI.uri(forPath: root + "/" + path)
  }

  func text(of path: String) -> String? {
    files.text(node(of: path), open: open)
  }

  func tglFiles(in folder: String) -> [String] {
    let directory = folder.isEmpty ? root : root + "/" + folder
    let names = FileSystem.entries(of: directory)?.map(\.name).filter { $0.hasSuffix(".tgl") } ?? []
    return names.sorted().map { folder.isEmpty ? $0 : folder + "/" + $0 }
  }
}

/// Each file's parse and declarations, kept by workspace node and reused while its text is the same: the programs of
/// the documents an edit re-publishes read the same files, and each reads their declarations from here.
final class ParsedFiles: @unchecked Sendable {
  private let lock = Lock()
  private var parses: [String: (text: String, file: SourceFileSyntax, declarations: FileDeclarations)] = [:]

  func parse(_ node: String, _ text: String) -> (file: SourceFileSyntax, declarations: FileDeclarations) {
    if let known = lock.withLock({ parses[node] }), known.text == text { return (known.file, known.declarations) }
    let parsed = Parser.parse(text)
    let entry = (text, parsed.sourceFile, FileDeclarations(parsed.sourceFile, syntaxErrorCount: parsed.errors.count))
    lock.withLock { parses[node] = entry }
    return (entry.1, entry.2)
  }
}

/// A document's place in its workspace: the folder that is its root, and its path under it.
struct WorkspacePlace: Sendable {
  var root: String
  var path: String

  init(root: String, path: String) {
    self.root = root
    self.path = path
  }

  /// The workspace folder that holds `uri` (the deepest one), else the document's own folder.
  init?(uri: DocumentURI, folders: [DocumentURI]) {
    guard let file = FileURI.path(of: uri).map(FileSystem.standardized) else { return nil }
    let roots = folders.compactMap { FileURI.path(of: $0).map(FileSystem.standardized) }
      .filter { file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
      .sorted { $0.count > $1.count }
    let folder = roots.first ?? String(file[..<(file.lastIndex(of: "/") ?? file.startIndex)])
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    root = base
    path = String(file.dropFirst(base.count + 1))
  }
}

extension TGLHandlers {
  /// The program of the document's workspace: the files `entries` reach (the document alone, or every `.tgl` file
  /// of the workspace for references and rename), with each file's parse.
  func program(
    around place: WorkspacePlace, entries: [String], workspace: WorkspaceSnapshot
  ) -> (program: Program, sources: [String: SourceFileSyntax]) {
    let loader = ServerSources(root: place.root, workspace: workspace, files: files)
    var sources: [String: SourceFileSyntax] = [:]
    let program = Program.load(entries: entries, loader: loader) { path, text in
      let parsed = parsedFiles.parse(loader.node(of: path), text)
      sources[path] = parsed.file
      return parsed.declarations
    }
    return (program, sources)
  }

  /// The program a document is analysed in: the files its imports reach, the open documents' texts first, when it
  /// imports or declares anything; nil for any other document (analysed alone, as before).
  ///
  /// Kept per document while what it can read is the same: its version, every open document's version and the disk's
  /// generation (`WorkspaceFiles.generation`); the diagnostics, the preparation of hovers after them and every request
  /// on the version ask for it.
  func programContext(_ context: FeatureContext) -> ProgramContext? {
    let document = context.document
    let key = document.version &* 31 &+ readKey(context.workspace)
    // Looked up before the scan of the text: a hover on a file that is no program costs a lookup, not a scan.
    if let known = programContexts.value(document.uri), known.key == key { return known.context }
    let made = ImportLines.mayDeclare(in: document.bytes) ? makeProgramContext(context) : nil
    programContexts.set(document.uri, (key, made))
    return made
  }

  private func makeProgramContext(_ context: FeatureContext) -> ProgramContext? {
    let document = context.document
    guard let place = WorkspacePlace(uri: document.uri, folders: context.workspace.workspaceFolders) else {
      return nil
    }
    // One of an edit's dependents reads the program loaded once for all of them (`planDependents`), else its own.
    var loaded =
      dependentsProgram(place, workspace: context.workspace)
      ?? program(around: place, entries: [place.path], workspace: context.workspace).program
    guard let file = loaded.files[place.path], file.declarations.isProgram else { return nil }
    // Whether a style or constant of the document is unused depends on the files that import it, as `tgl check` of
    // the workspace's folder counts them: loaded after the document (its own load, so its expansion, is unchanged).
    // Until the index is complete an importer may be missing: no style or constant is said to be unused meanwhile;
    // nor those of a library (declarations, no layouts) that no file imports, as `tgl check` of a folder leaves them.
    // Such a document is re-published when the index completes (`awaitingIndex`): marked before the index is asked.
    var reportsUnused = true
    if file.declarations.declarations.contains(where: { $0.kind != .component }) {
      awaitingIndex.set(document.uri, document.version)
      reportsUnused = files.isComplete
      if reportsUnused { awaitingIndex.remove(document.uri) }
      let importers = importers(of: place, workspace: context.workspace)
      if !importers.isEmpty {
        loaded = program(around: place, entries: [place.path] + importers, workspace: context.workspace).program
      } else if file.declarations.syntax?.elements.isEmpty == true {
        reportsUnused = false
      }
    }
    let open = files.openDocuments(in: context.workspace)
    let openFiles = Set(
      loaded.importsOf(place.path).filter { open[FileURI.uri(forPath: place.root + "/" + $0)] != nil })
    return ProgramContext(
      path: place.path, program: loaded, openFiles: openFiles, reportsUnusedDeclarations: reportsUnused
    ) { other in
      program(around: place, entries: [other], workspace: context.workspace).program
    }
  }

  /// The name of the program of an edit's dependents in `sharedPrograms`, per workspace root.
  static func dependentsProgramName(root: String) -> String { root + "/ dependents" }

  /// Plans one program for the open documents an edit (or a change on disk) re-analyses, called on the main loop as
  /// they are scheduled: their analyses, each on whichever diagnostics thread takes it, load it once (the first one
  /// that asks) and share it with its memo (each style flattened once for all their expansions), instead of each
  /// loading the files it reaches. Nothing is loaded here. Planned only for two documents or more of one root.
  func planDependents(_ uris: [DocumentURI], workspace: WorkspaceSnapshot) {
    var byRoot: [String: [String]] = [:]
    for uri in uris where workspace.documents[uri] != nil {
      guard let place = WorkspacePlace(uri: uri, folders: workspace.workspaceFolders) else { continue }
      byRoot[place.root, default: []].append(place.path)
    }
    let key = readKey(workspace)
    for (root, entries) in byRoot where entries.count > 1 {
      let place = WorkspacePlace(root: root, path: "")
      sharedPrograms.set(
        Self.dependentsProgramName(root: root),
        SharedProgram(key: key, entries: entries.sorted()) {
          program(around: place, entries: entries.sorted(), workspace: workspace)
        })
    }
  }

  /// The program planned for the dependents of the last edit when the document at `place` is one of them and the
  /// workspace reads what it was planned for; nil when it loads a cycle of imports (which import closes a cycle
  /// depends on where loading starts, so each file of such a workspace loads its own program, as `tgl check` does).
  func dependentsProgram(_ place: WorkspacePlace, workspace: WorkspaceSnapshot) -> Program? {
    guard let shared = sharedPrograms.value(Self.dependentsProgramName(root: place.root)),
      shared.entries.contains(place.path), shared.key == readKey(workspace)
    else { return nil }
    let program = shared.program
    guard !program.diagnostics.contains(where: { $0.diagnostic.rule == .importCycle }) else { return nil }
    return program
  }

  /// The workspace's files (indexed or open) that import the document at `place` directly: the only files that can
  /// use its styles and constants (an import brings the names its file declares).
  func importers(of place: WorkspacePlace, workspace: WorkspaceSnapshot) -> [String] {
    let node = FileURI.uri(forPath: place.root + "/" + place.path)
    let prefix = place.root + "/"
    let open = files.openDocuments(in: workspace)
    var out: Set<String> = []
    func add(_ fileNode: String, _ imports: [String]) {
      guard imports.contains(node), let path = FileURI.path(of: fileNode), path.hasPrefix(prefix) else { return }
      out.insert(String(path.dropFirst(prefix.count)))
    }
    // The index's files as their import lines were when indexed; an open document's as the editor has it.
    for (uri, file) in files.snapshot where open[uri] == nil { add(uri, file.imports) }
    for (fileNode, document) in open { add(fileNode, files.imports(of: document)) }
    out.remove(place.path)
    return out.sorted()
  }

  /// What a program of the workspace reads, as a key: every open document's version and the generation of the files
  /// read from disk (`WorkspaceFiles.generation`: the imported files, those that import a document for its unused-name
  /// warnings, and the workspace's paths are read from there). The same key reads the same texts.
  func readKey(_ workspace: WorkspaceSnapshot) -> Int {
    var key = files.generation
    for open in workspace.documents.values {
      var hasher = Hasher()
      hasher.combine(open.uri)
      hasher.combine(open.version)
      // A sum: the same open documents give the same key in any order.
      key = key &+ hasher.finalize()
    }
    return key
  }

  /// Every `.tgl` file of the workspace under `place.root`, as workspace paths: the indexed files and the open ones
  /// (with `openOnly`, the open ones).
  func workspacePaths(under place: WorkspacePlace, workspace: WorkspaceSnapshot, openOnly: Bool = false) -> [String] {
    let prefix = place.root + "/"
    var paths: Set<String> = openOnly ? [] : [place.path]
    let uris = (openOnly ? [] : Array(files.snapshot.keys)) + Array(workspace.documents.keys)
    for uri in uris {
      guard let path = FileURI.path(of: uri).map(FileSystem.standardized), path.hasPrefix(prefix),
        path.hasSuffix(".tgl")
      else { continue }
      paths.insert(String(path.dropFirst(prefix.count)))
    }
    return paths.sorted()
  }

  /// The names of the document's workspace: of the files its imports reach, or with `wholeWorkspace` of every file.
  /// Kept (with their program) while what they read is the same (`readKey`): references, rename, completion and
  /// definition after an edit load the program once, and every request until the next edit reuses it.
  func workspaceNames(_ context: FeatureContext, wholeWorkspace: Bool) -> (WorkspaceNames, WorkspacePlace)? {
    guard let place = WorkspacePlace(uri: context.document.uri, folders: context.workspace.workspaceFolders) else {
      return nil
    }
    return (workspaceProgram(place, wholeWorkspace: wholeWorkspace, workspace: context.workspace).names, place)
  }

  /// The program of the workspace at `place` (every file with `wholeWorkspace`, else the files the document's imports
  /// reach) and its names, kept per root (and document) while `readKey` is the same.
  func workspaceProgram(_ place: WorkspacePlace, wholeWorkspace: Bool, workspace: WorkspaceSnapshot)
    -> SharedProgram
  {
    let key = readKey(workspace)
    let name = wholeWorkspace ? place.root + "/" : place.root + "/" + place.path
    if let known = sharedPrograms.value(name), known.key == key { return known }
    let entries = wholeWorkspace ? workspacePaths(under: place, workspace: workspace) : [place.path]
    let shared = SharedProgram(key: key, entries: entries) {
      program(around: place, entries: entries, workspace: workspace)
    }
    sharedPrograms.set(name, shared)
    return shared
  }
}

/// A program of the workspace shared by the analyses and requests that read the same files
/// (`TGLHandlers.workspaceProgram`, `planDependents`), loaded on first use (a second reader meanwhile waits for the
/// first), with its names, made on first use too.
final class SharedProgram: @unchecked Sendable {
  let key: Int
  /// The entries it is loaded from.
  let entries: [String]
  private let lock = Lock()
  private var load: (() -> (program: Program, sources: [String: SourceFileSyntax]))?
  private var loaded: (program: Program, sources: [String: SourceFileSyntax])?
  private var made: WorkspaceNames?

  init(key: Int, entries: [String], load: @escaping () -> (program: Program, sources: [String: SourceFileSyntax])) {
    self.key = key
    self.entries = entries
    self.load = load
  }

  /// The program (loaded once).
  var program: Program { lock.withLock { loadedLocked().program } }

  /// The names of every file of the program (made once).
  var names: WorkspaceNames {
    lock.withLock {
      if let made { return made }
      let (program, sources) = loadedLocked()
      let names = WorkspaceNames(program: program, sources: sources)
      made = names
      return names
    }
  }

  private func loadedLocked() -> (program: Program, sources: [String: SourceFileSyntax]) {
    if let loaded { return loaded }
    let value = load!()
    loaded = value
    load = nil
    return value
  }
}
