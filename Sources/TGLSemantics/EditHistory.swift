// The recent edits of a document, so that a layout cache finds what changed without comparing every element.

/// One state of a document's elements. Only its identity matters: a new revision is made whenever the elements
/// change, so a holder of a revision knows exactly which elements it saw.
public final class DocumentRevision: Sendable {
  init() {}
}

/// The current revision of a document and the last edits made by `LayoutDocument.modifyProperties`, oldest first.
///
/// Each edit names the revision it was made to: the edits after a revision `r` are those from the one made to `r`
/// on, and they form a chain because every edit replaces the current revision. A document built, lowered or given
/// a new root starts a new history with no edits, so nothing can be inferred across it.
struct EditHistory: Sendable {
  struct Edit: Sendable {
    var base: DocumentRevision
    var indexPath: [Int]
  }

  private(set) var revision = DocumentRevision()
  private(set) var edits: [Edit] = []

  /// How many edits are kept; a reader further behind compares the documents instead.
  static let limit = 64

  mutating func record(_ indexPath: [Int]) {
    if edits.count == Self.limit { edits.removeFirst(Self.limit / 2) }
    edits.append(Edit(base: revision, indexPath: indexPath))
    revision = DocumentRevision()
  }

  /// The index paths edited since `since`, in order, or nil when the history does not reach back to it.
  func editedPaths(since: DocumentRevision) -> [[Int]]? {
    if since === revision { return [] }
    guard let first = edits.lastIndex(where: { $0.base === since }) else { return nil }
    return edits[first...].map(\.indexPath)
  }
}
