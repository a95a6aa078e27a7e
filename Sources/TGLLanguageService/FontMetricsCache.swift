// The `@fontMetrics` files the server reads: each once until the client says it changed on disk, relative to the
// document that names it.

import LSPProtocol
import Platform
import TGLFontFiles
import TGLText

/// The `@fontMetrics` files the server has read, by standardized absolute path: each is read once, and again after a
/// watched-file event for it (`forget`).
final class FontMetricsCache: @unchecked Sendable {
  private let lock = Lock()
  private var loaded: [String: Result<FontMetrics, FontMetricsFile.Problem>] = [:]
  private var forgotten = 0

  /// How many times a file read before was forgotten: part of the result id of a pulled report of a document that
  /// names a file, so that a client holding the report from before a change does not hear `unchanged`.
  var generation: Int { lock.withLock { forgotten } }

  /// The metrics `name` names, relative to the directory of the document at `documentURI` (a `file://` URI).
  func load(_ name: String, documentURI: String) -> Result<FontMetrics, FontMetricsFile.Problem> {
    let directory = Self.directory(of: documentURI)
    let key = Self.path(name, directory: directory)
    lock.lock()
    defer { lock.unlock() }
    if let known = loaded[key] { return known }
    let result = FontMetricsFile.load(
      name, relativeTo: directory ?? ".", size: { FileSystem.status(of: $0)?.size },
      read: { try? FileSystem.read($0).get() })
    loaded[key] = result
    return result
  }

  /// The `file://` URI of the file `name` names for the document at `documentURI`: the node of the dependency graph
  /// (`FileDependencies`) that a watched-file event for it finds (`fileNode(of:)`).
  static func fileNode(_ name: String, documentURI: String) -> String {
    FileURI.uri(forPath: path(name, directory: directory(of: documentURI)))
  }

  /// The node of the dependency graph for a URI a watched-file event names: the same URI `fileNode(_:documentURI:)`
  /// makes for the same path, however the client spelled it.
  static func fileNode(of uri: String) -> String {
    FileURI.path(of: uri).map { FileURI.uri(forPath: FileSystem.standardized($0)) } ?? uri
  }

  /// Reads the file at `uri` again on next use (it changed on disk, or was deleted).
  func forget(_ uri: String) {
    guard let path = FileURI.path(of: uri) else { return }
    lock.withLock {
      if loaded.removeValue(forKey: FileSystem.standardized(path)) != nil { forgotten += 1 }
    }
  }

  private static func directory(of documentURI: String) -> String? {
    guard documentURI.hasPrefix("file://") else { return nil }
    let path = FileURI.path(of: documentURI) ?? ""
    return path.lastIndex(of: "/").map { String(path[..<$0]) }
  }

  private static func path(_ name: String, directory: String?) -> String {
    FileSystem.standardized(name.hasPrefix("/") ? name : (directory ?? ".") + "/" + name)
  }
}
