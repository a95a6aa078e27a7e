// The `.tgl` files documents import, as the server reads them: an open document's text first, else the file as the
// one store of the workspace's files holds it (`WorkspaceFiles`: indexed, or read from disk on first use, and kept
// until a watched-file event says it changed). Their import lines are the edges of the dependency graph
// (`FileDependencies`), the one graph the `@fontMetrics` files are edges of too.

import LSPProtocol
import LSPServer
import Platform
import TGLIDE

extension WorkspaceFiles {
  /// The file at `node` as the workspace holds it now: the open document whose standardized URI is `node` (the
  /// editor's unsaved text), else the disk's contents, read on first use.
  func file(_ node: String, in workspace: WorkspaceSnapshot) -> WorkspaceFile? {
    if let document = openDocument(node, in: workspace) { return WorkspaceFile(uri: node, bytes: document.bytes) }
    return onDisk(node)
  }

  /// The same, with the open documents already indexed by node (`openDocuments(in:)`): a program's loading asks for
  /// every file it reaches, and standardizing every open document's URI for each of them was most of its time.
  func file(_ node: String, open: [String: DocumentSnapshot]) -> WorkspaceFile? {
    if let document = open[node] { return WorkspaceFile(uri: node, bytes: document.bytes) }
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

  /// The open document whose standardized URI is `node`, if any.
  func openDocument(_ node: String, in workspace: WorkspaceSnapshot) -> DocumentSnapshot? {
    if let document = workspace.documents[node] { return document }
    return workspace.documents.values.first { self.node(of: $0.uri) == node }
  }
}
