// Early cutoff for in-place re-layout: an edit that does not change a container's size does not re-run its
// ancestors.

import TGLSemantics

/// What a container's last run produced, kept when an edit below it makes the engine forget it.
struct PreviousRuns {
  /// The last input (whose frames are in place) and its size.
  var last: SizeInput
  var lastSize: Size
  var lastReports: [RawReport]?
  /// Every other input the container was measured in, with its size and reports.
  var measured: [MemoEntry]
}

extension LayoutEngine {
  /// Keeps what container `x` produced in the last run before `rehash` forgets it.
  mutating func keepPreviousRuns(_ x: Int) {
    guard memoInput[slot(x)] != .unset else { return }
    let base = slot(x) * Self.sizeMemoDepth
    let n = Swift.min(Int(sizeMemoCount[slot(x)]), Self.sizeMemoDepth)
    previousRuns[x] = PreviousRuns(
      last: memoInput[slot(x)], lastSize: memoOutput[slot(x)], lastReports: subtreeReports[x],
      measured: (0..<n).map { sizeMemo[base + $0] })
  }

  /// After `update(to:)`, before the root is placed: the containers whose subtree hash changed, deepest first.
  ///
  /// A container whose own content is unchanged and whose changed children were all shown to give their old sizes
  /// gets its last run back (its memo is restored): nothing it reads changed. Any other container is laid out again
  /// for every input it was asked for in the last run, the placed one last; if each gives the old size and the old
  /// reports, its parent cannot tell the difference either. The parent's memo is restored only when that holds for
  /// every changed child, so an edit that keeps a row's size re-runs that row and no ancestor.
  mutating func cutOffUnchangedSizes() {
    // Children before parents: `hashChanged` is in descending index order.
    var invisible = Set<Int>()
    // Containers shown to give another size, or not shown to give the same one.
    var changedSize = Set<Int>()
    var changedChildren: [Int: [Int]] = [:]
    for x in hashChanged where nodes[x].parent >= 0 { changedChildren[nodes[x].parent, default: []].append(x) }
    for x in hashChanged where isContainer(x) && !isPagedFlow(x) {
      // A container that was not laid out last time (or whose run was not kept) has nothing to compare with.
      guard let previous = previousRuns[x] else {
        changedSize.insert(x)
        continue
      }
      let children = changedChildren[x] ?? []
      if !ownChanged.contains(x) && !children.isEmpty && children.allSatisfy({ invisible.contains($0) }) {
        restore(x, previous)
        invisible.insert(x)
        continue
      }
      // The root has no parent to spare; a container whose content changed is read differently by its parent; a
      // container with a child whose size changed runs again anyway when its parent lays it out (running it here
      // for every earlier input would repeat the chain below it once per level).
      guard x != 0, !ownChanged.contains(x), !children.contains(where: { changedSize.contains($0) }) else {
        changedSize.insert(x)
        continue
      }
      var same = true
      for entry in previous.measured where entry.input != previous.last {
        let size = layoutContainer(x, entry.input)
        same = same && size == entry.size && (rememberedSize(x, entry.input)?.1 ?? []) == entry.reports
      }
      let size = layoutContainer(x, previous.last, final: true)
      same = same && size == previous.lastSize && subtreeReports[x] == previous.lastReports
      if same { invisible.insert(x) } else { changedSize.insert(x) }
    }
    previousRuns = [:]
  }

  /// Puts back the results of container `x`'s last run.
  mutating func restore(_ x: Int, _ previous: PreviousRuns) {
    memoInput[slot(x)] = previous.last
    memoOutput[slot(x)] = previous.lastSize
    subtreeReports[x] = previous.lastReports
    sizeMemoCount[slot(x)] = 0
    for entry in previous.measured { rememberSize(x, entry.input, entry.size, reports: entry.reports) }
  }
}
