// Incremental layout: containers whose subtree and inputs hash the same as before are restored, not recomputed.

import TGLSemantics

/// Lays out documents again after edits, recomputing only the containers whose inputs changed.
///
/// A container's result (its size and every descendant's frame) is memoised under a hash of what it reads:
/// its subtree's resolved properties, names and kinds, its parent's properties, the size it is offered, and the
/// screen scale and direction. No dirty flags: an edit changes the hashes of exactly the subtrees that contain it.
public struct LayoutCache {
  /// Called after each layout with every container whose algorithm ran (not restored), in run order.
  public var onRecompute: ((ElementID) -> Void)?
  let storage = LayoutCacheStorage()

  public init() {}

  /// The number of memoised container results.
  public var entryCount: Int { storage.entries.count }

  /// Lays out `document`; equal to `layout(document, in: environment)`.
  public mutating func layout(_ document: LayoutDocument, in environment: Environment) -> LayoutResult {
    var engine = LayoutEngine(environment: environment)
    engine.cache = storage
    engine.recomputed = []
    storage.generation += 1
    let result = engine.run(document)
    storage.evict()
    if let onRecompute {
      engine.ensureIdentities()
      for i in engine.recomputed ?? [] { onRecompute(engine.ids[i]) }
    }
    return result
  }
}

/// The memoised results, shared by copies of a `LayoutCache`.
final class LayoutCacheStorage {
  struct Key: Hashable {
    var subtree: Int
    var count: Int
    var width: Double?
    var height: Double?
    var scale: Double
    var rtl: Bool
  }

  struct Entry {
    var size: Size
    /// The frames of the descendants, in document order (offsets 1... from the container).
    var frames: [Rect]
    /// Reports with members relative to the container.
    var reports: [RawReport]
    var generation: Int
  }

  var entries: [Key: Entry] = [:]
  var generation = 0

  /// Drops the entries that the last two layouts did not use.
  func evict() {
    entries = entries.filter { $0.value.generation >= generation - 1 }
  }
}

extension LayoutEngine {
  func cacheKey(_ c: Int, _ input: SizeInput) -> LayoutCacheStorage.Key {
    LayoutCacheStorage.Key(
      subtree: subtreeHash[c], count: nodes[c].end - c, width: input.width, height: input.height, scale: scale, rtl: rtl
    )
  }

  mutating func restoreFromCache(_ c: Int, _ input: SizeInput) -> Size? {
    guard let cache else { return nil }
    let key = cacheKey(c, input)
    guard var entry = cache.entries[key], entry.frames.count == nodes[c].end - c - 1 else { return nil }
    entry.generation = cache.generation
    cache.entries[key] = entry
    for (offset, frame) in entry.frames.enumerated() { slots[c + 1 + offset].frame = frame }
    let reports = entry.reports.map { $0.shifted(by: c) }
    for r in reports { emit(r) }
    subtreeReports[c] = reports.isEmpty ? nil : reports
    memoInput[slot(c)] = input
    memoOutput[slot(c)] = entry.size
    rememberSize(c, input, entry.size)
    return entry.size
  }

  mutating func storeInCache(_ c: Int, _ input: SizeInput, _ size: Size, reports: [RawReport]) {
    guard let cache else { return }
    let entry = LayoutCacheStorage.Entry(
      size: size, frames: slots[(c + 1)..<nodes[c].end].map(\.frame), reports: reports.map { $0.shifted(by: -c) },
      generation: cache.generation)
    cache.entries[cacheKey(c, input)] = entry
  }

  /// Hashes every subtree bottom-up: own content, what it inherits, and the children's subtree hashes.
  ///
  /// Inherited: the parent's kind and name (a reference by the parent's name means `parent.`), and where the
  /// defaults depend on it (spacers, table rows and their cells), the parent's and grandparent's content.
  ///
  /// What an element's names refer to is hashed too: with two elements of one name, the first in the document
  /// wins, so the same subtree can resolve a reference differently in two documents.
  mutating func computeSubtreeHashes() {
    subtreeHash = Array(repeating: 0, count: count)
    var refers = Array(repeating: false, count: count)
    for i in referringNodes where i < count { refers[i] = true }
    for i in stride(from: count - 1, through: 0, by: -1) {
      var hasher = Hasher()
      hasher.combine(ownHash[i])
      if refers[i] { combineResolution(of: i, into: &hasher) }
      let p = nodes[i].parent
      if p >= 0 {
        hasher.combine(nodes[p].kind.code)
        hasher.combine(nameHash[p])
        if nodes[i].kind == .spacer || nodes[p].kind == .table || nodes[p].kind == .row {
          hasher.combine(ownHash[p])
          if nodes[p].parent >= 0 { hasher.combine(ownHash[nodes[p].parent]) }
        }
      }
      for k in childrenOf(i) { hasher.combine(subtreeHash[k]) }
      subtreeHash[i] = hasher.finalize()
    }
  }

  /// Hashes where `i`'s references lead, independently of where the subtree sits: itself, its parent, a sibling
  /// (by distance), an element that is not a sibling, or no element.
  func combineResolution(of i: Int, into hasher: inout Hasher) {
    for target in referenceTargets(i, positions: true) {
      switch target {
      case .this: hasher.combine(0)
      case .parent: hasher.combine(1)
      case .node(let j) where nodes[Int(j)].parent == nodes[i].parent:
        hasher.combine(2)
        hasher.combine(Int(j) - i)
      case .node: hasher.combine(3)
      case .name: hasher.combine(4)
      }
    }
  }
}
