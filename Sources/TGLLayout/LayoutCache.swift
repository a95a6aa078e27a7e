// Incremental layout: containers whose subtree and inputs hash the same as before are restored, not recomputed.

import TGLSemantics

/// Lays out documents again after edits, recomputing only the containers whose inputs changed.
///
/// A container's result (its size and every descendant's frame) is memoised under a hash of what it reads:
/// its subtree's resolved properties, names and kinds, its parent's properties, the size it is offered, and the
/// screen scale, direction and target library. No dirty flags: an edit changes the hashes of exactly the subtrees that contain it.
public struct LayoutCache {
  /// Called after each layout with every container whose algorithm ran (not restored), in run order.
  public var onRecompute: ((ElementID) -> Void)?
  let storage = LayoutCacheStorage()

  public init() {}

  /// The number of memoised container results.
  public var entryCount: Int { storage.entries.count }

  /// True when the last call updated the previous layout in place (the document was the previous one edited in
  /// place), false when it flattened the document whole.
  public var lastLayoutWasUpdate: Bool { storage.lastLayoutWasUpdate }

  /// How much of the last layout was done in part: linear layouts laid out again only from their changed children
  /// on, and how many children those placed (zero unless `lastLayoutWasUpdate`).
  public var lastPartialWork: PartialWork { storage.lastPartialWork }

  public struct PartialWork: Equatable, Sendable {
    public var linearLayouts = 0
    public var childrenPlaced = 0
    public init(linearLayouts: Int = 0, childrenPlaced: Int = 0) {
      self.linearLayouts = linearLayouts
      self.childrenPlaced = childrenPlaced
    }
  }

  /// Lays out `document`; equal to `layout(document, in: environment)`.
  ///
  /// The engine's state of the last call is kept with its document. When the new document is that one edited in
  /// place (a copy with some elements' properties changed, as `LayoutDocument.modifyProperties` does), only the
  /// changed elements are read and the containers whose subtree or offered size changed are laid out again; the
  /// others keep their frames in place. Otherwise (another shape, kind or name, a new environment, a document built
  /// or lowered anew) the document is flattened whole and containers are restored from the memo by hash.
  public mutating func layout(_ document: LayoutDocument, in environment: Environment) -> LayoutResult {
    // An in-place update keeps the last document's shape, hence its depth (found while flattening it): when that fits
    // this thread's stack, no walk of the new document is needed unless the update falls back to a whole layout.
    if let depth = storage.retained?.maxDepth, depth <= DeepStack.threshold {
      return layoutOnThisStack(document, in: environment, checkDepthForWholeLayout: true)
    }
    return DeepStack.whenDeep(document.root) {
      layoutOnThisStack(document, in: environment, checkDepthForWholeLayout: false)
    }
  }

  mutating func layoutOnThisStack(
    _ document: LayoutDocument, in environment: Environment, checkDepthForWholeLayout: Bool
  ) -> LayoutResult {
    storage.generation += 1
    // One variable for the retained engine: a second copy would make every array it changes a copy.
    var engine = storage.takeRetained() ?? LayoutEngine(environment: environment)
    var result: LayoutResult?
    storage.lastLayoutWasUpdate = engine.environment == environment && engine.update(to: document)
    storage.lastPartialWork = PartialWork()
    if storage.lastLayoutWasUpdate {
      let updated = engine.rerun()
      // Inside a dependency cycle the frames depend on the order in which its members were reached, which a partial
      // run does not reproduce: such a document is laid out whole (found by the random edit sequences).
      if updated.reports.contains(where: { $0.kind == .cycle || $0.kind == .wrapCycle }) {
        storage.lastLayoutWasUpdate = false
      } else {
        result = updated
        storage.lastPartialWork = engine.partialWork
      }
    }
    if !storage.lastLayoutWasUpdate {
      engine = LayoutEngine(environment: environment)
      engine.cache = storage
      engine.recomputed = []
      if checkDepthForWholeLayout {
        result = DeepStack.whenDeep(document.root) { engine.run(document) }
      } else {
        result = engine.run(document)
      }
      storage.evict()
      // The storage keeps the engine: no reference back (and no memo copies of whole subtrees on the fast path).
      engine.cache = nil
    }
    if let onRecompute, let root = engine.documentRoot {
      for i in engine.recomputed ?? [] {
        onRecompute(engine.element(i, below: root) { $0.pointee.id })
      }
    }
    storage.retained = engine
    return result ?? LayoutResult(items: [], reports: [])
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
    /// The scale frames are rounded with (0 for none).
    var frameScale: Double
    var rtl: Bool
    /// The same subtree lays out differently for TangramKit and MyLayout where their rules differ.
    var library: TargetLibrary
    /// The root's padding takes the screen's safe-area insets, and in landscape the fringe rule may drop one
    /// (code notes §10, TangramKit; `SafeAreaPadding`): neither is in the subtree's hash. Zero and false for the
    /// other containers, whose layout the insets reach only through the size they are offered.
    var rootSafeArea: SafeAreaInsets
    var rootLandscape: Bool
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
  /// The engine of the last layout, with its document (see `LayoutEngine.update(to:)`).
  var retained: LayoutEngine?
  var lastLayoutWasUpdate = false
  var lastPartialWork = LayoutCache.PartialWork()

  /// The retained engine, no longer referenced here (so that updating it copies none of its arrays).
  func takeRetained() -> LayoutEngine? {
    defer { retained = nil }
    return retained
  }

  /// Drops the entries that the last two layouts did not use.
  func evict() {
    entries = entries.filter { $0.value.generation >= generation - 1 }
  }
}

extension LayoutEngine {
  func cacheKey(_ c: Int, _ input: SizeInput) -> LayoutCacheStorage.Key {
    LayoutCacheStorage.Key(
      subtree: subtreeHash[c], count: nodes[c].end - c, width: input.width, height: input.height, scale: scale,
      frameScale: frameScale, rtl: rtl, library: library, rootSafeArea: c == 0 ? environment.safeArea : .zero,
      rootLandscape: c == 0 && environment.orientation == .landscape
    )
  }

  mutating func restoreFromCache(_ c: Int, _ input: SizeInput) -> Size? {
    guard let cache else { return nil }
    let key = cacheKey(c, input)
    guard var entry = cache.entries[key], entry.frames.count == nodes[c].end - c - 1 else { return nil }
    entry.generation = cache.generation
    cache.entries[key] = entry
    for (offset, frame) in entry.frames.enumerated() { slots[c + 1 + offset].frame = frame }
    // The descendants' frames are now the entry's: a descendant's memo of its own last run (whose frames it says are
    // in place) no longer holds, or laying it out again in that input would keep the entry's frames below it.
    for d in (c + 1)..<nodes[c].end where isContainer(d) { memoInput[slot(d)] = .unset }
    forgetLinearTraces(from: c)
    let reports = entry.reports.map { $0.shifted(by: c) }
    for r in reports { emit(r) }
    subtreeReports[c] = reports.isEmpty ? nil : reports
    memoInput[slot(c)] = input
    memoOutput[slot(c)] = entry.size
    rememberSize(c, input, entry.size, reports: reports)
    return entry.size
  }

  mutating func storeInCache(_ c: Int, _ input: SizeInput, _ size: Size, reports: [RawReport]) {
    guard let cache else { return }
    let entry = LayoutCacheStorage.Entry(
      size: size, frames: slots[(c + 1)..<nodes[c].end].map(\.frame),
      reports: reports.map { $0.shifted(by: -c) },
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
  ///
  /// The children enter as a sum of their subtree hashes each mixed with its offset from the parent (`childSum`), so
  /// that one child's new hash updates its parent's sum in constant time (see `rehash(_:)`).
  mutating func computeSubtreeHashes() {
    subtreeHash = Array(repeating: 0, count: count)
    childSum = Array(repeating: 0, count: count)
    nodeRefers = Array(repeating: false, count: count)
    for i in referringNodes where i < count { nodeRefers[i] = true }
    for i in stride(from: count - 1, through: 0, by: -1) {
      subtreeHash[i] = subtreeHashOf(i)
      let p = nodes[i].parent
      if p >= 0 { childSum[p] &+= Self.mixChild(subtreeHash[i], offset: i - p) }
    }
  }

  /// The subtree hash of `i` from its own content, what it inherits and `childSum[i]`.
  func subtreeHashOf(_ i: Int) -> Int {
    var hasher = Hasher()
    hasher.combine(ownHash[i])
    if nodeRefers[i] { combineResolution(of: i, into: &hasher) }
    let p = nodes[i].parent
    if p >= 0 {
      hasher.combine(nodes[p].kind.code)
      hasher.combine(nameHash[p])
      if inheritsContent(i) {
        hasher.combine(ownHash[p])
        if nodes[p].parent >= 0 { hasher.combine(ownHash[nodes[p].parent]) }
      }
    }
    hasher.combine(childSum[i])
    return hasher.finalize()
  }

  /// True when `i`'s defaults read its parent's and grandparent's properties: spacers, table rows and their cells.
  func inheritsContent(_ i: Int) -> Bool {
    let p = nodes[i].parent
    return p >= 0 && (nodes[i].kind == .spacer || nodes[p].kind == .table || nodes[p].kind == .row)
  }

  /// A child's subtree hash mixed with its place (MurmurHash3's 64-bit finaliser), for summing.
  static func mixChild(_ hash: Int, offset: Int) -> Int {
    var x = UInt64(bitPattern: Int64(hash)) ^ (UInt64(offset) &* 0x9E37_79B9_7F4A_7C15)
    x ^= x >> 33
    x &*= 0xFF51_AFD7_ED55_8CCD
    x ^= x >> 33
    x &*= 0xC4CE_B9FE_1A85_EC53
    x ^= x >> 33
    return Int(Int64(bitPattern: x))
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
