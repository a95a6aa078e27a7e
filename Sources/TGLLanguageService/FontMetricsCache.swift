// The `@fontMetrics` files the server reads: each once per run, relative to the document that names it.

import LSPProtocol
import Platform
import TGLFontFiles
import TGLText

/// The `@fontMetrics` files the server has read, by absolute path: each is read once per server run (restart the
/// server after changing one).
final class FontMetricsCache: @unchecked Sendable {
  private let lock = Lock()
  private var loaded: [String: Result<FontMetrics, FontMetricsFile.Problem>] = [:]

  /// The metrics `name` names, relative to the directory of the document at `documentURI` (a `file://` URI).
  func load(_ name: String, documentURI: String) -> Result<FontMetrics, FontMetricsFile.Problem> {
    var directory: String?
    if documentURI.hasPrefix("file://") {
      let path = FileURI.path(of: documentURI) ?? ""
      directory = path.lastIndex(of: "/").map { String(path[..<$0]) }
    }
    let key = name.hasPrefix("/") ? name : (directory ?? ".") + "/" + name
    lock.lock()
    defer { lock.unlock() }
    if let known = loaded[key] { return known }
    let result = FontMetricsFile.load(
      name, relativeTo: directory ?? ".", size: { FileSystem.status(of: $0)?.size },
      read: { try? FileSystem.read($0).get() })
    loaded[key] = result
    return result
  }
}
