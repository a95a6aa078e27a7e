// The one store of the workspace's `.tgl` files as the disk has them: the workspace folders' files, read in the
// background (workspace symbols, diagnostics of files that are not open), and the files documents import, read on
// first use (`ImportedFiles.swift`); one size limit, and one path that keeps them current (watched-file events).

import LSPProtocol
import LSPServer
import Platform
import TGLIDE
import TGLSyntax

/// A snapshot of one file of the workspace as it is on disk (or an open document's text), with the files it imports
/// and its symbols.
struct WorkspaceFile: Sendable {
  /// Its graph node: the standardized `file://` URI.
  var uri: DocumentURI
  var bytes: [UInt8]
  /// The bytes as a string, made once: every program that reads the file reads this.
  var text: String
  /// The files its import lines name, as graph nodes (standardized `file://` URIs): the edges of the dependency graph,
  /// and which files import a file.
  var imports: [String]
  private let symbolsMemo = SymbolsMemo()

  init(uri: DocumentURI, bytes: [UInt8]) {
    self.uri = uri
    self.bytes = bytes
    text = String(decoding: bytes, as: UTF8.self)
    imports = ImportLines.paths(in: bytes).map { FontMetricsCache.fileNode($0, documentURI: uri) }
  }

  init(uri: DocumentURI, text: String) {
    self.init(uri: uri, bytes: Array(text.utf8))
  }

  /// Every element of the file, flattened, with ranges in LSP positions, and its declarations: made on first use (the
  /// indexing thread makes them for the files it reads; a file read for an import is parsed by its program already).
  var symbols: [SymbolInformation] {
    symbolsMemo.value { [uri, text] in
      let file = Parser.parse(text).sourceFile
      return WorkspaceFile.declarationSymbols(file, uri: uri, text: text)
        + WorkspaceFile.symbols(DocumentSymbols.symbols(file), uri: uri, text: text)
    }
  }

  /// The file's constants, styles and components (issue 29), each at its name: a constant as a constant, a style as
  /// a struct (a set of properties), a component as a class (an element tree with parameters, built once per use).
  static func declarationSymbols(_ file: SourceFileSyntax, uri: DocumentURI, text: String) -> [SymbolInformation] {
    let lines = UTF16LineIndex(text)
    return file.declarations.compactMap { declaration in
      let kind: SymbolKind
      switch declaration {
      case .import: return nil
      case .constant: kind = .constant
      case .style: kind = .struct
      case .component: kind = .class
      }
      guard let token = declaration.nameToken else { return nil }
      let range = lines.range(ofUTF8: token.range.start..<token.range.end)
      return SymbolInformation(name: token.text, kind: kind, location: Location(uri: uri, range: range))
    }
  }

  /// The element tree as a flat list: each element named (unnamed ones by their path), with its parent's name.
  static func symbols(_ tree: [TGLIDE.DocumentSymbol], uri: DocumentURI, text: String) -> [SymbolInformation] {
    let lines = UTF16LineIndex(text)
    var out: [SymbolInformation] = []
    func visit(_ symbol: TGLIDE.DocumentSymbol, container: String?) {
      let range = lines.range(ofUTF8: symbol.selectionRange.start..<symbol.selectionRange.end)
      out.append(
        SymbolInformation(
          name: symbol.name, kind: symbol.isContainer ? .class : .object, location: Location(uri: uri, range: range),
          containerName: container))
      for child in symbol.children { visit(child, container: symbol.name) }
    }
    for symbol in tree { visit(symbol, container: nil) }
    return out
  }
}

/// A file's symbols, made once.
final class SymbolsMemo: @unchecked Sendable {
  private let lock = Lock()
  private var made: [SymbolInformation]?

  func value(_ make: () -> [SymbolInformation]) -> [SymbolInformation] {
    if let made = lock.withLock({ made }) { return made }
    let value = make()
    lock.withLock { made = value }
    return value
  }
}

/// The `.tgl` files of the workspace, by graph node: those under the workspace folders, which indexing walks on a
/// thread of its own, bounded in files, size and depth, skipping hidden and build folders (reads never wait for it:
/// they see what is indexed so far), and those documents import, read on first use. One store, one limit of bytes per
/// file, and one path that keeps it current: `refresh`, for watched-file events. Safe to use from several threads.
final class WorkspaceFiles: @unchecked Sendable {
  /// Bounds that keep a huge folder (a home directory opened by mistake) from costing more than a moment.
  struct Limits: Sendable {
    var files = 2000
    var bytesPerFile = 2 << 20
    var depth = 16
    /// Folder entries looked at in all: a folder with few `.tgl` files (`/`, a home) ends the walk too.
    var entries = 50_000
    /// How long indexing waits for the open documents' first diagnostics (`openDocumentsPublished`) before it starts
    /// anyway, in seconds.
    var waitForOpenDocuments = 0.5
  }

  static let skippedFolders: Set<String> = [".build", "node_modules", "build", "DerivedData", "Pods", "Carthage"]

  private let lock = Condition()
  private var files: [DocumentURI: WorkspaceFile] = [:]
  /// The nodes read and found missing or too large: an import of one is reported, and a watched-file event that
  /// creates it re-publishes what imports it.
  private var unreadable: Set<String> = []
  /// Each document URI's graph node (`FontMetricsCache.fileNode(of:)`).
  private var nodes: [String: String] = [:]
  /// Each open document's import lines as graph nodes, for its version.
  private var documentImports: [String: (version: Int, nodes: [String])] = [:]
  private var indexing = 0
  /// How many times the set of indexed files or their contents changed (indexing done, a watched-file event).
  private var changes = 0
  /// Whether the documents opened with the session have had their first diagnostics published.
  private var openDocumentsDone = false
  /// Called once each indexing of the workspace folders is done (`whenIndexed`).
  private var indexed: (@Sendable () -> Void)?
  /// Started on first use, so that a server whose client has no workspace folders runs no extra thread.
  private var worker: Worker?
  let limits: Limits

  init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Starts reading every `.tgl` file under `folders` (file URIs) in the background.
  func index(_ folders: [DocumentURI]) {
    guard !folders.isEmpty else { return }
    submit { [self] in
      waitForOpenDocuments()
      var found: [DocumentURI: WorkspaceFile] = [:]
      var budget = limits.entries
      for folder in folders {
        guard let path = Self.path(of: folder) else { continue }
        walk(path, depth: 0, budget: &budget, into: &found)
      }
      lock.withLock {
        for (node, file) in found where files[node]?.text != file.text {
          files[node] = file
          unreadable.remove(node)
        }
        changes += 1
        indexing -= 1
        lock.broadcast()
      }
      lock.withLock { indexed }?()
    }
  }

  /// Sets what to call, on the indexing thread, once each indexing of the workspace folders is done (what was read
  /// while it was not complete may be stale).
  func whenIndexed(_ body: @escaping @Sendable () -> Void) {
    lock.withLock { indexed = body }
  }

  /// Applies watched-file events: reads created and changed `.tgl` files again (a file created in the workspace is
  /// added), forgets deleted ones. Returns the nodes read before (or found missing before) whose contents, or whether
  /// they exist, changed: what read them is stale. A file never read is read now, but nothing depends on it yet.
  func refresh(_ events: [FileEvent]) -> [String] {
    var changed: [String] = []
    for event in events where event.uri.hasSuffix(".tgl") {
      let node = FontMetricsCache.fileNode(of: event.uri)
      let (old, known) = lock.withLock { (files[node], files[node] != nil || unreadable.contains(node)) }
      let new = event.type == .deleted ? nil : read(node)
      guard old?.text != new?.text || (old == nil) != (new == nil) else { continue }
      lock.withLock {
        files[node] = new
        if new == nil && known { unreadable.insert(node) } else { unreadable.remove(node) }
        changes += 1
      }
      if known { changed.append(node) }
    }
    return changed
  }

  /// The contents of `node` on disk, read on first use (nil: missing, or larger than `limits.bytesPerFile`).
  func onDisk(_ node: String) -> WorkspaceFile? {
    let (known, missing) = lock.withLock { (files[node], unreadable.contains(node)) }
    if let known { return known }
    if missing { return nil }
    let read = read(node)
    return lock.withLock {
      if let raced = files[node] { return raced }
      if let read { files[node] = read } else { unreadable.insert(node) }
      return read
    }
  }

  /// The graph node of a document's URI (`FontMetricsCache.fileNode(of:)`), kept per URI: every program's loading
  /// and every diagnostics run of a program file asks for the open documents' nodes.
  func node(of uri: String) -> String {
    if let known = lock.withLock({ nodes[uri] }) { return known }
    let node = FontMetricsCache.fileNode(of: uri)
    lock.withLock { nodes[uri] = node }
    return node
  }

  /// The files an open document's import lines name, as graph nodes, kept for its version.
  func imports(of document: DocumentSnapshot) -> [String] {
    if let known = lock.withLock({ documentImports[document.uri] }), known.version == document.version {
      return known.nodes
    }
    let nodes = ImportLines.paths(in: document.bytes).map { FontMetricsCache.fileNode($0, documentURI: document.uri) }
    lock.withLock { documentImports[document.uri] = (document.version, nodes) }
    return nodes
  }

  /// Lets indexing start: the open documents' first diagnostics are out (the server calls it after publishing).
  func openDocumentsPublished() {
    lock.withLock {
      openDocumentsDone = true
      lock.broadcast()
    }
  }

  /// Waits until the open documents' first diagnostics are out, or `limits.waitForOpenDocuments`. Indexing starts with
  /// the session, when the first document opens; even at the lowest priority (SCHED_IDLE) it kept one of two cores
  /// through that document's parse, and the two threads parsing its pieces took turns on the other.
  private func waitForOpenDocuments() {
    let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(limits.waitForOpenDocuments * 1000)))
    lock.lock()
    defer { lock.unlock() }
    while !openDocumentsDone {
      if !lock.wait(until: deadline) { return }
    }
  }

  /// Counts the job as running and hands it to the background thread.
  private func submit(_ job: @escaping @Sendable () -> Void) {
    let worker = lock.withLock { () -> Worker in
      indexing += 1
      if let existing = self.worker { return existing }
      // Indexing starts with the session, when the first document opens: at the lowest priority, it parses the
      // workspace's files on what that document's diagnostics leave idle (it took one of two cores from them).
      let created = Worker(name: "tgl-lsp-workspace", stackSize: 1 << 20, background: true, log: StandardError.write)
      self.worker = created
      return created
    }
    worker.submit(job)
  }

  /// Changes with every change of the files held (indexing done, a watched-file event that changed one): part of the
  /// key of a document's program.
  var generation: Int { lock.withLock { changes } }

  /// Whether no indexing or update is under way: the index holds every file of the workspace folders (up to the
  /// limits). True before any folder is indexed (a client without workspace folders has none).
  var isComplete: Bool { lock.withLock { indexing == 0 } }

  /// The files indexed so far, by URI.
  var snapshot: [DocumentURI: WorkspaceFile] { lock.withLock { files } }

  /// Waits until every indexing and update started so far is done (tests); false on timeout.
  @discardableResult
  func waitUntilIdle(timeout: Double = 10) -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(timeout * 1000)))
    lock.lock()
    defer { lock.unlock() }
    while indexing > 0 {
      if !lock.wait(until: deadline) { return false }
    }
    return true
  }

  private func walk(
    _ directory: String, depth: Int, budget: inout Int, into found: inout [DocumentURI: WorkspaceFile]
  ) {
    guard depth <= limits.depth, found.count < limits.files, budget > 0,
      let entries = FileSystem.entries(of: directory)
    else { return }
    let names = entries.map(\.name)
    for name in names.sorted() where !name.hasPrefix(".") && !Self.skippedFolders.contains(name) {
      budget -= 1
      guard found.count < limits.files, budget > 0 else { return }
      let path = directory + "/" + name
      guard let kind = FileSystem.kind(of: path) else { continue }
      if kind == .directory {
        // Symbolic links to folders are not followed, so a link cycle cannot loop.
        if FileSystem.isSymbolicLink(path) { continue }
        walk(path, depth: depth + 1, budget: &budget, into: &found)
      } else if name.hasSuffix(".tgl") {
        let uri = FileURI.uri(forPath: FileSystem.standardized(path))
        if let file = read(uri) {
          // Made here, on the indexing thread, so that workspace symbols find them made.
          _ = file.symbols
          found[uri] = file
        }
      }
    }
  }

  /// The file at the node `uri` on disk, when it is at most `limits.bytesPerFile` bytes.
  private func read(_ uri: DocumentURI) -> WorkspaceFile? {
    guard let path = FileURI.path(of: uri), let status = FileSystem.status(of: path),
      status.size <= limits.bytesPerFile, case .success(let data) = FileSystem.read(path)
    else { return nil }
    return WorkspaceFile(uri: uri, bytes: data)
  }

  /// The path of a `file:` URI; nil for other schemes.
  static func path(of uri: DocumentURI) -> String? {
    FileURI.path(of: uri)
  }
}
