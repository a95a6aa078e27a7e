// Bringing the state of the last run up to date with an edited document, found by identity (for `LayoutCache`).

import TGLSemantics

extension LayoutEngine {
  /// Updates the flattened state of the last run (over `documentRoot`) for `document` and prepares a new run.
  /// Returns false, with the state unusable, when the document's shape, a kind or a name changed, or too many
  /// elements did: the caller then lays out from scratch.
  ///
  /// An element whose property box, variants, children buffer (base address and count), name and kind are those
  /// of the previous document has an unchanged subtree and is skipped without descending. Comparing addresses is
  /// sound because the engine holds the previous document (`documentRoot`) until the comparison is over: none of
  /// its boxes and buffers can have been freed and their addresses reused by the new document.
  mutating func update(to document: LayoutDocument) -> Bool {
    guard let previous = documentRoot, props.specs.count <= 2 * count + 1024 else { return false }
    // Caches keyed by storage identity hold addresses of the previous document: not to be trusted past this point.
    specCache = SpecTable()
    lastSpec = nil
    propertyHashes = [:]
    lastPropertyHash = nil
    let arraysBefore = tables.arrays.count
    var dirty: [Int] = []
    var budget = Swift.max(64, count / 8)
    let same: Bool
    if let revision = documentRevision, let paths = document.editedPaths(since: revision) {
      // The document says which elements it changed since the one laid out: no need to compare the others.
      var edited = Set<Int>()
      same = withUnsafePointer(to: document.root) { new in
        paths.allSatisfy { refreshEdited(new, 0, at: $0[...], edited: &edited, dirty: &dirty, budget: &budget) }
      }
    } else {
      same = withUnsafePointer(to: previous) { old in
        withUnsafePointer(to: document.root) { new in diff(old, new, at: 0, dirty: &dirty, budget: &budget) }
      }
    }
    guard same else { return false }
    documentRoot = document.root
    documentRevision = document.revision
    canonicalizeArrays(from: arraysBefore)
    hashChanged = []
    rehash(dirty)
    ownChanged = Set(dirty)
    rawReports = []
    seenReports = []
    collectors = []
    resolving = []
    relResolving = []
    referenceDepth = 0
    if recomputed != nil { recomputed = [] }
    partialWork = LayoutCache.PartialWork()
    return true
  }

  /// Lays out again after `update(to:)`: containers whose subtree and offered size are unchanged keep their
  /// frames where they are.
  mutating func rerun() -> LayoutResult {
    cutOffUnchangedSizes()
    placeRoot()
    return makeResult()
  }

  /// Compares element `i` of the previous document (`old`) with its counterpart (`new`), refreshes what changed
  /// and descends where the children differ. False when the shape, a kind or a name changed, or the budget of
  /// changed elements is spent.
  mutating func diff(
    _ old: UnsafePointer<Element>, _ new: UnsafePointer<Element>, at i: Int, dirty: inout [Int], budget: inout Int
  ) -> Bool {
    guard old.pointee.kind == new.pointee.kind, old.pointee.name == new.pointee.name,
      old.pointee.children.count == new.pointee.children.count
    else { return false }
    let sameProperties =
      old.pointee.properties.storageIdentity == new.pointee.properties.storageIdentity
      && Self.sameBuffer(old.pointee.variants, new.pointee.variants)
    let sameChildren = Self.sameBuffer(old.pointee.children, new.pointee.children)
    if sameProperties && sameChildren { return true }
    if !sameProperties && !refreshChanged(new, i, dirty: &dirty, budget: &budget) { return false }
    guard !sameChildren else { return true }
    return old.pointee.children.withUnsafeBufferPointer { olds in
      new.pointee.children.withUnsafeBufferPointer { news in
        guard let o = olds.baseAddress, let n = news.baseAddress else { return true }
        for k in news.indices
        where !diff(o + k, n + k, at: childList[childStart[i] + k], dirty: &dirty, budget: &budget) {
          return false
        }
        return true
      }
    }
  }

  /// Refreshes the element at `indexPath` below `pointer` (element `i`), whose properties an edit changed (see
  /// `LayoutDocument.editedPaths`). The edits kept the shape, so the path leads to the element it led to before.
  /// False when the budget of changed elements is spent or a dependent's shape does not match.
  mutating func refreshEdited(
    _ pointer: UnsafePointer<Element>, _ i: Int, at indexPath: ArraySlice<Int>, edited: inout Set<Int>,
    dirty: inout [Int], budget: inout Int
  ) -> Bool {
    if let k = indexPath.first {
      guard k >= 0, k < nodes[i].childCount else { return false }
      return pointer.pointee.children.withUnsafeBufferPointer { kids in
        guard k < kids.count, let base = kids.baseAddress else { return false }
        return refreshEdited(
          base + k, childList[childStart[i] + k], at: indexPath.dropFirst(), edited: &edited, dirty: &dirty,
          budget: &budget)
      }
    }
    // An element edited twice was read in its final state the first time.
    guard edited.insert(i).inserted else { return true }
    return refreshChanged(pointer, i, dirty: &dirty, budget: &budget)
  }

  /// Element `i` (at `pointer`) has new properties: it is normalised and hashed again, and so are the children that
  /// read it. False when the budget of changed elements is spent or a dependent's shape does not match.
  mutating func refreshChanged(
    _ pointer: UnsafePointer<Element>, _ i: Int, dirty: inout [Int], budget: inout Int
  ) -> Bool {
    budget -= 1
    guard budget >= 0 else { return false }
    let before = ownHash[i]
    ownHash[i] = ownContentHash(pointer)
    refresh(pointer, i)
    dirty.append(i)
    return ownHash[i] == before || refreshDependents(pointer, i, dirty: &dirty)
  }

  /// True when two arrays share one buffer (or are both empty).
  static func sameBuffer<T>(_ a: [T], _ b: [T]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
  }

  /// Normalises element `i`'s properties again (a new property set; the old one is left unused).
  mutating func refresh(_ pointer: UnsafePointer<Element>, _ i: Int) {
    var refers = false
    props[i] = normalize(
      pointer.pointee.resolvedProperties(in: environment), kind: nodes[i].kind, parent: nodes[i].parent,
      refersByName: &refers)
    nodeRefers[i] = refers
    if nodeRefers[i] { canonicalize(i) }
  }

  /// Element `i`'s content changed: its children and grandchildren that read it (spacers, table rows and their
  /// cells, see `inheritsContent`) get their defaults again and are hashed again; children first, since cells read
  /// their row's new defaults. False when a child's number of children changed (the shape did: the caller falls
  /// back to a whole layout; the descent would find it too, but only after this has read past the old lists).
  mutating func refreshDependents(_ pointer: UnsafePointer<Element>, _ i: Int, dirty: inout [Int]) -> Bool {
    guard refreshInheritingChildren(of: pointer, i, dirty: &dirty) else { return false }
    return pointer.pointee.children.withUnsafeBufferPointer { kids in
      guard let base = kids.baseAddress else { return true }
      for k in kids.indices where !refreshInheritingChildren(of: base + k, childList[childStart[i] + k], dirty: &dirty)
      {
        return false
      }
      return true
    }
  }

  /// Refreshes the children of element `i` (at `pointer`) whose defaults or hashes read their parent; false when
  /// `pointer` has another number of children than `i` had.
  mutating func refreshInheritingChildren(of pointer: UnsafePointer<Element>, _ i: Int, dirty: inout [Int]) -> Bool {
    pointer.pointee.children.withUnsafeBufferPointer { kids in
      guard kids.count == childStart[i + 1] - childStart[i] else { return false }
      guard let base = kids.baseAddress else { return true }
      for k in kids.indices {
        let child = childList[childStart[i] + k]
        guard inheritsContent(child) else { continue }
        refresh(base + k, child)
        dirty.append(child)
      }
      return true
    }
  }

  /// Hashes the `dirty` elements and their ancestors again, children before parents, and forgets the last results
  /// of the containers whose subtree hash changed.
  mutating func rehash(_ dirty: [Int]) {
    var seen = Set<Int>()
    var path: [Int] = []
    for d in dirty {
      var x = d
      while x >= 0 && seen.insert(x).inserted {
        path.append(x)
        x = nodes[x].parent
      }
    }
    path.sort(by: >)
    for x in path {
      let hash = subtreeHashOf(x)
      guard hash != subtreeHash[x] else { continue }
      let p = nodes[x].parent
      if p >= 0 {
        childSum[p] &+= Self.mixChild(hash, offset: x - p) &- Self.mixChild(subtreeHash[x], offset: x - p)
      }
      subtreeHash[x] = hash
      hashChanged.append(x)
      if isContainer(x) {
        keepPreviousRuns(x)
        memoInput[slot(x)] = .unset
        sizeMemoCount[slot(x)] = 0
        subtreeReports[x] = nil
      }
    }
  }
}
