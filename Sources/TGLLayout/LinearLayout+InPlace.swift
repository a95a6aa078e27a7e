// Laying out a linear layout again in part after an edit: only the children that changed, and the ones after them
// that move (for `LayoutCache`'s in-place update; a whole run gives the same frames, bit for bit).

import TGLSemantics

/// What the last run of a linear layout did, for `relayoutLinearInPlace`.
struct LinearRunTrace {
  enum MainPass {
    /// Weights, shrinking or a main-axis gravity: every child may move when one changes.
    case other
    /// Every child plain: placed in one pass (`linearMainSequential`'s first loop).
    case plain
    /// No weights and no shrinking: each child placed after the previous one with its fixed margins.
    case margins
  }

  var mainPass = MainPass.other
  /// Children that are not plain (`PropsTable.plainFlag`), with `.margins`: the pass to take depends on it.
  var nonPlain = 0
  /// A child's size across could not be known while measuring the wrapped cross size.
  var crossUnknown = false
  /// The run can be redone in part (see `traceLinearRun`).
  var partial = false
  /// The layout's sizes as the algorithm computed them (before clamping and rounding).
  var total = Inner()
}

/// Where the last run of its linear layout put a child on the main axis, and what it needed across.
struct LinearChildTrace {
  /// The main-axis position before the child's leading margin, and its unrounded main size.
  var before = 0.0
  var size = 0.0
  /// The extent it needed across when the layout wrapped that axis (margins included).
  var need = 0.0
  var plain = false

  mutating func place(before: Double, size: Double, plain: Bool) {
    self.before = before
    self.size = size
    self.plain = plain
  }
}

extension LayoutEngine {
  /// Records whether the run of linear layout `c` that just ended can be redone in part: a plain linear layout (not
  /// a table or row) that placed every child in order with fixed margins (no weights, no shrinking, no main-axis
  /// gravity), with no gone, reversed or `frame` children, no child sized by its own other axis, none referring to
  /// a view by name (a sibling's size could depend on it), and every size across known.
  mutating func traceLinearRun(_ c: Int, _ kids: [Int], total: Inner) {
    var trace = linearRuns[slot(c)]
    trace.total = total
    let x = linearMainAxis(c).other
    trace.partial =
      nodes[c].kind == .linear && trace.mainPass != .other && !trace.crossUnknown && !rtl
      && kids.count == nodes[c].childCount && !reversesLayout(c) && props[c].shrinkType.mode == .none
      && !kids.contains { k in
        nodeRefers[k] || (plainSize(k, x) == nil && crossRefersToOwnMain(k, x))
      }
    linearRuns[slot(c)] = trace
  }

  /// Container `c`'s trace no longer describes the frames in place (they were restored from elsewhere).
  mutating func forgetLinearTraces(from c: Int) {
    guard keepsUpdateState else { return }
    for j in c..<nodes[c].end where isContainer(j) { linearRuns[slot(j)].partial = false }
  }

  /// Lays out linear layout `c` again in `input`, the input of its last run, whose frames are in place, when only
  /// the children in `changed` (in order) changed. Those are measured and placed again; the children after them move
  /// along the main axis until one is back where it was. Every value comes from the functions a whole run calls, in
  /// the same order and with the same arithmetic, so the frames are those of a whole run.
  ///
  /// Returns the layout's size before clamping and rounding (as `runAlgorithm` does), or nil when the last run or the
  /// edit is not of that kind, or the layout's size across changed (every child may move then): the caller runs the
  /// whole algorithm, which overwrites whatever this changed.
  mutating func relayoutLinearInPlace(_ c: Int, _ input: SizeInput, changed: [Int]) -> Size? {
    var trace = linearRuns[slot(c)]
    let kids = childrenOf(c)
    guard trace.partial, !changed.isEmpty, changed.count <= 8 + kids.count / 8 else { return nil }
    let m = linearMainAxis(c)
    let x = m.other
    var nonPlain = trace.nonPlain
    for k in changed {
      let a = ax(k, m)
      guard nodes[k].parent == c, !isGone(k), !usesFrame(k), !nodeRefers[k],
        mainWeight(a.size) == nil, positionWeight(a.head) == nil, positionWeight(a.tail) == nil,
        plainSize(k, x) != nil || !crossRefersToOwnMain(k, x)
      else { return nil }
      let plain = plainSize(k, m) != nil
      if plain != linearChildren[k].plain { nonPlain += plain ? -1 : 1 }
    }
    // The other pass adds the same numbers in another order: its frames could differ in the last bit.
    guard (nonPlain == 0) == (trace.mainPass == .plain) else { return nil }
    resetScratch(changed)
    forgetAnswers(of: changed)
    var total = Inner(width: input.width, height: input.height)
    var mainSizes: [Double] = []
    if m == .horizontal {
      // Along first, then across at the main size found (which must be the old one: the sizes across read it).
      mainSizes = changedMainSizes(c, changed, m, total: total)
      if total[m] == nil {
        guard
          let main = replayLinearMain(c, kids, changed, mainSizes, m, total: total, trace: trace, finalize: false),
          main == trace.total[m]
        else { return nil }
      }
      total[m] = trace.total[m]
      guard measureChangedAcross(c, kids, changed, m, total: &total, trace: trace) else { return nil }
    } else {
      guard measureChangedAcross(c, kids, changed, m, total: &total, trace: trace) else { return nil }
      mainSizes = changedMainSizes(c, changed, m, total: total)
    }
    let inner = innerOf(c, total)
    let pc = ax(c, x)
    for k in changed { placeLinearCross(k, pc, x, total: total[x] ?? 0, inner: inner[x] ?? 0) }
    var along = total
    along[m] = input[m]
    guard let main = replayLinearMain(c, kids, changed, mainSizes, m, total: along, trace: trace, finalize: true)
    else { return nil }
    total[m] = main
    trace.total = total
    linearRuns[slot(c)] = trace
    partialWork.linearLayouts += 1
    return Size(width: total.width ?? 0, height: total.height ?? 0)
  }

  /// The main-axis sizes of the changed children, as `linearMainSequential` measures them.
  mutating func changedMainSizes(_ c: Int, _ changed: [Int], _ m: Axis, total: Inner) -> [Double] {
    let inner = innerOf(c, total)
    return changed.map { k in
      let s =
        plainSize(k, m) ?? linearFixedMain(k, m, layoutWraps: total[m] == nil, inner: inner, size: ax(k, m).size) ?? 0
      setScratch(k, m, s)
      return s
    }
  }

  /// The changed children's sizes across, as `linearCross` measures them; a wrapped cross size is found again from
  /// every child's need. False when that size changed.
  mutating func measureChangedAcross(
    _ c: Int, _ kids: ArraySlice<Int>, _ changed: [Int], _ m: Axis, total: inout Inner, trace: LinearRunTrace
  ) -> Bool {
    let x = m.other
    let p = ax(c, x)
    let crossFill = p.gravity == .fill
    if total[x] == nil {
      var known = Inner()
      known[m] = total[m].map { Swift.max(0, $0 - ax(c, m).pads) }
      var needChanged = false
      for k in changed {
        guard let s = linearCrossSize(k, x, m, inner: known, crossFill: crossFill) else { return false }
        let need = plainSize(k, x) != nil ? s : calcSelfSize(s, ax(k, x))
        needChanged = needChanged || need != linearChildren[k].need
        linearChildren[k].need = need
      }
      if needChanged {
        var need = 0.0
        for k in kids { need = Swift.max(need, linearChildren[k].need) }
        guard (kids.isEmpty ? 0 : need) + p.pads == trace.total[x] else { return false }
      }
      total[x] = trace.total[x]
    }
    let inner = innerOf(c, total)
    for k in changed { setScratch(k, x, linearCrossSize(k, x, m, inner: inner, crossFill: crossFill) ?? 0) }
    return true
  }

  /// Places the children from the first changed one on along the main axis, as `linearMainSequential` does, and
  /// stops at the first child after the changed ones that starts where it did. With `finalize`, the placed children
  /// get their final frames (the changed ones on both axes, the others on the main axis: across they did not move);
  /// without, only the main size is found. Returns the layout's main size.
  mutating func replayLinearMain(
    _ c: Int, _ kids: ArraySlice<Int>, _ changed: [Int], _ sizes: [Double], _ m: Axis, total: Inner,
    trace: LinearRunTrace, finalize: Bool
  ) -> Double? {
    let pm = ax(c, m)
    let space = pm.space
    let plainPass = trace.mainPass == .plain
    guard let first = changed.first, let start = Self.position(of: first, in: kids) else { return nil }
    var pos = linearChildren[first].before
    var next = 0
    var n = start
    while n < kids.endIndex {
      let k = kids[n]
      let isChanged = next < changed.count && changed[next] == k
      if !isChanged && next == changed.count && pos == linearChildren[k].before {
        // From here on every child starts where it did: nothing after it moves, and the end is where it was.
        return total[m] ?? trace.total[m]
      }
      let size = isChanged ? sizes[next] : linearChildren[k].size
      if isChanged { next += 1 }
      let last = n == kids.endIndex - 1
      if finalize { linearChildren[k].place(before: pos, size: size, plain: plainSize(k, m) != nil) }
      if plainPass {
        if finalize { setWork(k, m, pos: pos, size: size) }
        pos += size + (last ? 0 : space)
      } else {
        let a = ax(k, m)
        let plain = plainSize(k, m) != nil
        pos += plain ? 0 : absPos(a.head)
        if finalize { setWork(k, m, pos: pos, size: size) }
        pos += size + (plain ? 0 : absPos(a.tail))
        if !last { pos += Swift.max(0, space) }
      }
      if finalize {
        if isChanged { finalizeChild(k) } else { finalizeChildAlong(k, m) }
        partialWork.childrenPlaced += 1
      }
      n += 1
    }
    guard next == changed.count else { return nil }
    return total[m] ?? pos + pm.tailPad
  }

  /// The index of `element` in `kids`, which are in document order (ascending).
  static func position(of element: Int, in kids: ArraySlice<Int>) -> Int? {
    var low = kids.startIndex
    var high = kids.endIndex
    while low < high {
      let mid = (low + high) / 2
      if kids[mid] < element { low = mid + 1 } else { high = mid }
    }
    return low < kids.endIndex && kids[low] == element ? low : nil
  }
}
