// Where a program's files come from: the command line and the server read the disk (or an editor's open
// documents); tests give an in-memory set. The model layer itself does no I/O (ARCHITECTURE.md, invariant 3).

/// Reads the files of a workspace by workspace path.
public protocol SourceLoader: Sendable {
  /// The text of the file at `path`, or nil when there is none.
  func text(of path: String) -> String?
  /// The workspace paths of the `.tgl` files directly in `folder` ("" is the root), for "did you mean" fixes.
  func tglFiles(in folder: String) -> [String]
}

/// A workspace held in memory: workspace path to text.
public struct InMemorySources: SourceLoader {
  public var files: [String: String]

  public init(_ files: [String: String]) { self.files = files }

  public func text(of path: String) -> String? { files[path] }

  public func tglFiles(in folder: String) -> [String] {
    files.keys.filter { $0.hasSuffix(".tgl") && WorkspacePath.folder(of: $0) == folder }.sorted()
  }
}
