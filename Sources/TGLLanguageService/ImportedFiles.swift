// The `.tgl` files documents import, as the server reads them: an open document's text first, else the file on disk,
// read once and kept until a watched-file event says it changed. Their import lines are the edges of the dependency
// graph (`FileDependencies`), the one graph the `@fontMetrics` files are edges of too.

import LSPProtocol
import LSPServer
import Platform
import TGLIDE

/// One imported file's contents and the files it imports (graph nodes: standardized `file://` URIs).
struct ImportedFile: Sendable, Equatable {
  var bytes: [UInt8]
  var imports: [String]
  /// The bytes as a string, made once: every program that reads the file reads this.
  var text: String

  init(bytes: [UInt8], node: String) {
    self.bytes = bytes
    self.imports = ImportLines.paths(in: bytes).map { FontMetricsCache.fileNode($0, documentURI: node) }
    text = String(decoding: bytes, as: UTF8.self)
  }
}

/// The files on disk that documents import, by graph node, each read once until `refresh` (a watched-file event).
/// Safe to use from several threads.
final class ImportedFiles: @unchecked Sendable {
  private let lock = Lock()
  /// nil: the file could not be read (missing, too large); the analysis reports the import.
  private var disk: [String: ImportedFile?] = [:]
  private var changes = 0
  private var nodes: [String: String] = [:]
  private var documentImports: [String: (version: Int, nodes: [String])] = [:]
  /// Files larger than this are not read (as the workspace index, `WorkspaceFiles.Limits.bytesPerFile`).
  let bytesPerFile: Int

  init(bytesPerFile: Int = 2 << 20) {
    self.bytesPerFile = bytesPerFile
  }

  /// The file at `node` as the workspace holds it now: the open document whose standardized URI is `node` (the
  /// editor's unsaved text), else the disk's contents, read on first use.
  func file(_ node: String, in workspace: WorkspaceSnapshot) -> ImportedFile? {
    if let document = openDocument(node, in: workspace) { return ImportedFile(bytes: document.bytes, node: node) }
    return onDisk(node)
  }

  /// The same, with the open documents already indexed by node (`openDocuments(in:)`): a program's loading asks for
  /// every file it reaches, and standardizing every open document's URI for each of them was most of its time.
  func file(_ node: String, open: [String: DocumentSnapshot]) -> ImportedFile? {
    if let document = open[node] { return ImportedFile(bytes: document.bytes, node: node) }
    return onDisk(node)
  }

  /// The text of the file at `node`: the open document's, else the disk's (read on first use).
  func text(_ node: String, open: [String: DocumentSnapshot]) -> String? {
    if let document = open[node] { return document.text }
    return onDisk(node)?.text
  }

  /// The open documents by graph node.
  func openDocuments(in workspace: WorkspaceSnapshot) -> [String: DocumentSnapshot] {
    var out: [String: DocumentSnapshot] = [:]
    for document in workspace.documents.values { out[node(of: document.uri)] = document }
    return out
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

  /// How many times a file read before was read again with other contents: part of the key of a document's program.
  var generation: Int { lock.withLock { changes } }

  /// The disk's contents of `node`, read once.
  func onDisk(_ node: String) -> ImportedFile? {
    if let known = lock.withLock({ disk[node] }) { return known }
    let read = Self.read(node, limit: bytesPerFile)
    return lock.withLock {
      if let raced = disk[node] { return raced }
      disk[node] = .some(read)
      return read
    }
  }

  /// Reads `node` again after a watched-file event, when it was read before; true when its contents (or whether it
  /// exists) changed, so that what read it is stale. A file never read is not read now: nothing depends on it yet.
  func refresh(_ node: String) -> Bool {
    guard let old = lock.withLock({ disk[node] }) else { return false }
    let new = Self.read(node, limit: bytesPerFile)
    lock.withLock {
      disk[node] = .some(new)
      if old != new { changes += 1 }
    }
    return old != new
  }

  /// The open document whose standardized URI is `node`, if any.
  func openDocument(_ node: String, in workspace: WorkspaceSnapshot) -> DocumentSnapshot? {
    if let document = workspace.documents[node] { return document }
    return workspace.documents.values.first { self.node(of: $0.uri) == node }
  }

  private static func read(_ node: String, limit: Int) -> ImportedFile? {
    guard let path = FileURI.path(of: node), let status = FileSystem.status(of: path), status.size <= limit,
      case .success(let bytes) = FileSystem.read(path)
    else { return nil }
    return ImportedFile(bytes: bytes, node: node)
  }
}
