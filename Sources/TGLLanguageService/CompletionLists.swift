// The completion lists the server answered lately, so that an item's `data` can be a number instead of its document
// and position.

import LSPProtocol
import Platform

/// The document and position of the last `capacity` completion lists, by a number that grows with each list.
///
/// An item that has documentation carries its list's number as `data` (a few bytes instead of the document's URI and
/// the position on every item); `completionItem/resolve` finds the list again by it. A list older than the last
/// `capacity` ones resolves to the item as it was (no documentation), as does a number this server did not give.
final class CompletionLists: @unchecked Sendable {
  struct Entry {
    let uri: DocumentURI
    let position: Position
  }

  static let capacity = 16
  private let lock = Lock()
  private var entries: [(id: Int, entry: Entry)] = []
  private var nextID = 1

  /// Remembers a list and returns its number.
  func remember(uri: DocumentURI, position: Position) -> Int {
    lock.withLock {
      let id = nextID
      nextID += 1
      if entries.count == CompletionLists.capacity { entries.removeFirst() }
      entries.append((id, Entry(uri: uri, position: position)))
      return id
    }
  }

  /// The document and position of list `id`, if it is one of the last `capacity`.
  func entry(_ id: Int) -> Entry? {
    lock.withLock { entries.last { $0.id == id }?.entry }
  }
}
