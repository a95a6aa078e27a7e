// What a lint run built for itself and no longer needs, kept for the caller to free when it suits it.

/// The per-file and per-document structures of a lint run (the file's element table and index, each document's
/// context), handed over instead of freed when the run returns.
///
/// Freeing them is a fair part of a run's work. The language server lints an opened file's pieces on every core and
/// publishes when the last one is done, so it takes them and frees them after that, on a thread of low priority, rather
/// than in the middle of the work the user waits for. One instance belongs to one run at a time; it is not shared
/// between threads while a run fills it.
public final class LintLeftovers: @unchecked Sendable {
  private(set) var objects: [Any] = []

  public init() {}

  /// The number of structures kept.
  public var count: Int { objects.count }

  /// Keeps `object` until `release()` (the linter keeps its own; a caller may add what it is done with too).
  public func keep(_ object: Any) { objects.append(object) }

  /// Frees everything kept, on the calling thread.
  public func release() { objects = [] }
}
