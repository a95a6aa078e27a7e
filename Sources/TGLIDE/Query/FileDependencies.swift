// The file-to-file dependency graph: which files each document's analysis read besides its own text, and the
// reverse, which documents a changed file touches.

import Platform

/// Which files each document reads besides its own text (today the `@fontMetrics` file it names; imports add their
/// files to the same edges), and the reverse lookup a change on disk needs: every document whose analysis read the
/// file, directly or through a file that reads it. Safe to use from several threads.
///
/// Nodes are strings the caller keeps in one space, so that a file read by one document and opened as another is
/// one node: the language server uses `file://` URIs made from standardized paths for files, and an open document's
/// own URI for it.
public final class FileDependencies: @unchecked Sendable {
  private let lock = Lock()
  /// The files each node reads.
  private var reads: [String: Set<String>] = [:]
  /// The nodes that read each file.
  private var readBy: [String: Set<String>] = [:]

  public init() {}

  /// Sets the files `node` reads, replacing what it read before.
  public func record(_ node: String, reads files: Set<String>) {
    lock.withLock {
      let old = reads[node] ?? []
      guard old != files else { return }
      for file in old.subtracting(files) {
        readBy[file]?.remove(node)
        if readBy[file]?.isEmpty == true { readBy[file] = nil }
      }
      for file in files.subtracting(old) { readBy[file, default: []].insert(node) }
      reads[node] = files.isEmpty ? nil : files
    }
  }

  /// Forgets what `node` reads (a closed document).
  public func forget(_ node: String) {
    record(node, reads: [])
  }

  /// The files `node` reads directly.
  public func files(readBy node: String) -> Set<String> {
    lock.withLock { reads[node] ?? [] }
  }

  /// Every node that reads `file`, directly or through other nodes, sorted; `file` itself only when a cycle leads back
  /// to it.
  public func dependents(of file: String) -> [String] {
    lock.withLock {
      var found: Set<String> = []
      var pending = [file]
      while let next = pending.popLast() {
        for reader in readBy[next] ?? [] where found.insert(reader).inserted { pending.append(reader) }
      }
      return found.sorted()
    }
  }

  /// A cycle of reads from `node` back to it (`[node, ..., node]`), or nil when there is none. Each file's reads are
  /// followed in sorted order, so the cycle reported is the same on every run.
  public func cycle(from node: String) -> [String]? {
    lock.withLock {
      // A search in depth with a stack of its own (a long chain of imports must not use up the thread's stack): each
      // frame is a node on the path and the reads of it still to follow.
      var visited: Set<String> = [node]
      var path = [node]
      var stack = [(reads[node] ?? []).sorted().reversed() as [String]]
      while !stack.isEmpty {
        guard let next = stack[stack.count - 1].popLast() else {
          stack.removeLast()
          path.removeLast()
          continue
        }
        if next == node { return path + [node] }
        guard visited.insert(next).inserted else { continue }
        path.append(next)
        stack.append((reads[next] ?? []).sorted().reversed())
      }
      return nil
    }
  }
}
