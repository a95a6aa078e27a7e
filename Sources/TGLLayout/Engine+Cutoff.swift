// Early cutoff for in-place re-layout: an edit that does not change a container's size does not re-run its
// ancestors.

import TGLSemantics

/// What a container's last run produced, kept when an edit below it makes the engine forget it.
struct PreviousRuns {
  /// The last input (whose frames are in place) and its size.
  var last: SizeInput
  var lastSize: Size
  var lastReports: [RawReport]?
  /// What it answered its parent's last run (see `noteAnswer`); nil when that is not known.
  var asked: [MemoEntry]?
}

extension LayoutEngine {
  /// Keeps what container `x` produced in the last run before `rehash` forgets it.
  mutating func keepPreviousRuns(_ x: Int) {
    guard memoInput[slot(x)] != .unset else { return }
    let n = Int(askedCount[slot(x)])
    let base = slot(x) * Self.askedDepth
    previousRuns[x] = PreviousRuns(
      last: memoInput[slot(x)], lastSize: memoOutput[slot(x)], lastReports: subtreeReports[x],
      asked: n == 0 || n == Self.askedUnknown ? nil : (0..<n).map { asked[base + $0] })
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
    noteLinearLayoutsToRedoInPart(changedChildren)
    for x in hashChanged where isContainer(x) && !isPagedFlow(x) {
      // A container that was not laid out last time (or whose run was not kept) has nothing to compare with.
      guard let previous = previousRuns[x] else {
        changedSize.insert(x)
        continue
      }
      let children = changedChildren[x] ?? []
      if !ownChanged.contains(x) && !children.isEmpty && children.allSatisfy({ invisible.contains($0) }) {
        // Its children answer its last run as before: that run stands. Its other runs are forgotten (their requests
        // to the children were not checked).
        restore(x, previous)
        if x != 0, let asked = previous.asked, asked.allSatisfy({ $0.input == previous.last }) {
          invisible.insert(x)
          continue
        }
      }
      // The root has no parent to spare; a container whose content changed is read differently by its parent; a
      // container with a child whose size changed runs again anyway when its parent lays it out (running it here
      // for every earlier input would repeat the chain below it once per level); what a container answered its
      // parent must be known to be compared.
      guard x != 0, !ownChanged.contains(x), !children.contains(where: { changedSize.contains($0) }),
        let asked = previous.asked
      else {
        changedSize.insert(x)
        continue
      }
      // The parent's last run asked for these sizes: if each is as before, the parent's run stands. The input whose
      // frames are placed goes first: a wrap size asked for next is then usually that run's (`layoutAtWrapSize`).
      var same = layoutContainer(x, previous.last, final: true) == previous.lastSize
      same = same && subtreeReports[x] == previous.lastReports
      for entry in asked where same && entry.input != previous.last {
        collectors.append([])
        let size = layoutContainer(x, entry.input)
        same = size == entry.size && collectors.removeLast().isEmpty
      }
      if memoInput[slot(x)] != previous.last { _ = layoutContainer(x, previous.last, final: true) }
      if same { invisible.insert(x) } else { changedSize.insert(x) }
    }
    previousRuns = [:]
  }

  /// The linear layouts whose last run can be redone in part when they are laid out again in the same input (see
  /// `relayoutLinearInPlace`): their own content is unchanged and their last run reported nothing.
  mutating func noteLinearLayoutsToRedoInPart(_ changedChildren: [Int: [Int]]) {
    linearInPlace = [:]
    guard keepsUpdateState else { return }
    for (x, children) in changedChildren
    where nodes[x].kind == .linear && !ownChanged.contains(x) && linearRuns[slot(x)].partial {
      guard let previous = previousRuns[x], previous.lastReports == nil else { continue }
      // `hashChanged` lists children after parents and later siblings first.
      linearInPlace[x] = (previous.last, children.reversed())
    }
  }

  /// Puts back the results of container `x`'s last run (whose frames are in place).
  mutating func restore(_ x: Int, _ previous: PreviousRuns) {
    memoInput[slot(x)] = previous.last
    memoOutput[slot(x)] = previous.lastSize
    subtreeReports[x] = previous.lastReports
    sizeMemoCount[slot(x)] = 0
    rememberSize(x, previous.last, previous.lastSize, reports: previous.lastReports ?? [])
  }

  /// Keeps what container `c` answered its parent (`input` and `size`), for the early cutoff; an answer that came
  /// with reports, or more distinct inputs than are kept, make the answers unknown.
  mutating func noteAnswer(_ c: Int, _ input: SizeInput, _ size: Size, withReports: Bool) {
    let s = slot(c)
    let n = askedCount[s]
    guard n != Self.askedUnknown else { return }
    let base = s * Self.askedDepth
    for k in 0..<Int(n) where asked[base + k].input == input {
      asked[base + k].size = size
      if withReports { askedCount[s] = Self.askedUnknown }
      return
    }
    guard !withReports, Int(n) < Self.askedDepth else {
      askedCount[s] = Self.askedUnknown
      return
    }
    asked[base + Int(n)] = MemoEntry(input: input, size: size)
    askedCount[s] = n + 1
  }

  /// The parent of `children` runs again: what they answered its last run no longer matters.
  mutating func forgetAnswers<C: Sequence<Int>>(of children: C) {
    for k in children where isContainer(k) { askedCount[slot(k)] = 0 }
  }
}
