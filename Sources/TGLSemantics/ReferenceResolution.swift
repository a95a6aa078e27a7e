// Where a reference's target is, seen from the element that refers: one rule for the engine and the lint.

/// What a reference points at, seen from the referring element.
///
/// A name is looked up among the elements of that name: the element itself or its parent count as `self` and
/// `parent`, a sibling as that sibling; any other element is not a target TangramKit can read (references resolve to
/// siblings and the parent only, docs/layout-engine.md "Choices where the sources leave room").
public enum ResolvedTarget: Equatable, Sendable {
  case parent
  case this
  case sibling(Int)
  /// An element of the document that is neither a sibling, nor the parent, nor the element itself.
  case other(Int)
  /// No element of the document has the name.
  case unknown

  /// Resolves a name written in element `n` to one of `candidates`, the elements of that name in document order
  /// (indices into a flattened document; `parent` gives an element's parent index, -1 for the root). `candidates`
  /// is walked more than once.
  @inlinable
  public static func resolve<Candidates: Sequence<Int>>(
    among candidates: Candidates, from n: Int, parent: (Int) -> Int
  ) -> ResolvedTarget {
    var iterator = candidates.makeIterator()
    guard let first = iterator.next() else { return .unknown }
    if candidates.contains(n) { return .this }
    let p = n >= 0 ? parent(n) : -1
    if p >= 0, candidates.contains(p) { return .parent }
    if p >= 0, let sibling = candidates.first(where: { parent($0) == p }) { return .sibling(sibling) }
    return .other(first)
  }

  /// Resolves element `target`, found by name, from element `n`.
  @inlinable
  public static func resolve(element target: Int, from n: Int, parent: (Int) -> Int) -> ResolvedTarget {
    resolve(among: CollectionOfOne(target), from: n, parent: parent)
  }
}
