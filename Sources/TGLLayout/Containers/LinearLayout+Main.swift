// The main axis of a linear layout: weights shared in order, shrinking, and the gravity path (TangramKit §3.1–3.2).

import TGLSemantics

extension LayoutEngine {
  /// Without a main-axis gravity: fixed parts first, then weights share the spare space in order.
  mutating func linearMainSequential(_ container: Int, _ kids: ArraySlice<Int>, _ m: Axis, total: Inner, inner: Inner) -> Double {
    let pm = axisProps(container, m)
    let space = pm.space
    let layoutWraps = total[m] == nil
    var fixed = 0.0
    var weights = 0.0
    let shrinks = props[container].shrinkType.mode != .none
    // Made only for a layout that shrinks (most do not): even an empty array counts a reference to the shared empty
    // storage, made and dropped on every run.
    var shrinkable: [Int]? = shrinks ? [] : nil
    // Until a weight shows up, children are placed as they are measured (the usual case needs one pass).
    var cursor = pm.headPad
    var allPlain = true
    // The children by index in the slice: `enumerated()` copied the slice (a retain and a release of the engine's child
    // list) for each loop.
    for at in kids.indices {
      let n = at - kids.startIndex
      let child = kids[at]
      if let size = plainSize(child, m) {
        // No margins, a plain number: the common case, without reading the full property set.
        if weights == 0 {
          setWork(child, m, pos: cursor, size: size)
          cursor += size + (n < kids.count - 1 ? space : 0)
        } else {
          setScratch(child, m, size)
        }
        fixed += size
        shrinkable?.append(child)
        continue
      }
      allPlain = false
      // The margins and the size read one by one where they are stored, not copied with the rest (`axisProps`).
      let head = headOf(child, m)
      if let w = positionWeight(head) {
        weights += w
        fixed += head?.offset ?? 0
      } else {
        fixed += absPos(head)
      }
      let tail = tailOf(child, m)
      if let w = positionWeight(tail) {
        weights += w
        fixed += tail?.offset ?? 0
      } else {
        fixed += absPos(tail)
      }
      let size = sizeOf(child, m)
      if let w = mainWeight(size) {
        weights += w
        setScratch(child, m, 0)
        if let s = size, s.multiple != 1 || s.increment != 0 {
          report(.ignoredValue, [child], "'* m + k' on a weighted size along a linear layout is ignored")
        }
        if layoutWraps, ownSizeWraps(container, m), case .fill? = size?.kind {
          reportWrapCycle([container, child], "a wrapped linear layout whose child's size depends on it")
        }
      } else {
        let s = linearFixedMain(child, m, layoutWraps: layoutWraps, inner: inner, size: size) ?? 0
        setScratch(child, m, s)
        fixed += s
        if shrinks && !minIsWrap(size) { shrinkable?.append(child) }
      }
    }
    let gaps = Double(Swift.max(0, kids.count - 1))
    fixed += space * gaps
    var height = total[m]
    if height == nil && weights > 0 {
      height = clampOwn(pm.pads + space * gaps, pm.size)
    }
    var floating = (height ?? 0) - fixed - pm.pads
    var shrink = LinearShrink()
    if let height, floating < 0 {
      // TangramKit shrinks only a layout of positive size (code notes §6).
      if height > 0 {
        shrink = linearShrink(container, kids, m, overflow: -floating, weights: weights, shrinkable: shrinkable ?? [])
      }
      floating = 0
    }
    if height == nil { floating = 0 }
    var remainingWeight = weights
    func share(_ w: Double) -> Double {
      guard remainingWeight > 0 else { return 0 }
      // Each share is rounded and taken from what is left before the next (code notes §6); a negative share is 0.
      let s = roundToPixel(w / remainingWeight * floating, scale: scale)
      floating -= s
      remainingWeight -= w
      return Swift.max(0, s)
    }
    var pos = pm.headPad
    if allPlain && weights == 0 && shrink.isEmpty {
      // Every child was placed during the first pass.
      return height ?? cursor + pm.tailPad
    }
    if weights == 0 && shrink.isEmpty {
      // Nothing to share: the sizes and margins of the first pass stand. The margins are read again rather than kept
      // in an array per run (a plain child has none; a weighted one, here of weight 0, counts as none).
      for at in kids.indices {
        let n = at - kids.startIndex
        let child = kids[at]
        let size = scratch(child, m) ?? 0
        let plain = plainSize(child, m) != nil
        pos += plain ? 0 : fixedMargin(headOf(child, m))
        setWork(child, m, pos: pos, size: size)
        pos += size + (plain ? 0 : fixedMargin(tailOf(child, m)))
        if n < kids.count - 1 { pos += Swift.max(0, space) }
      }
      return height ?? pos + pm.tailPad
    }
    for at in kids.indices {
      let n = at - kids.startIndex
      let child = kids[at]
      let a = axisProps(child, m)
      if let w = positionWeight(a.head) {
        pos += share(w) + (a.head?.offset ?? 0)
      } else {
        pos += shrink.shrunk(absPos(a.head))
      }
      var size = scratch(child, m) ?? 0
      if let w = mainWeight(a.size) {
        size = validMeasure(share(w), a.size, node: child, axis: m, inner: inner)
      } else if let cut = shrink.sizeCut?[child] {
        // A cut larger than the size leaves the view 0 long, but the views after it move back by the rest, as in
        // TangramKit (the negative size is only clamped when the frame is applied).
        size -= cut
      }
      setWork(child, m, pos: pos, size: Swift.max(0, size))
      pos += size
      if let w = positionWeight(a.tail) {
        pos += share(w) + (a.tail?.offset ?? 0)
      } else {
        pos += shrink.shrunk(absPos(a.tail))
      }
      if n < kids.count - 1 { pos += shrink.shrunk(space) }
    }
    // A wrapped main axis ends after the last child even with weights (they shared the working size, at most the
    // layout's min); the layout's own min and max are applied afterwards, without moving the children.
    if let size = total[m] { return size }
    return pos + pm.tailPad
  }

  /// `tg_shrinkType` (code notes §6): takes an overflow back from the children's sizes or from the gaps. Size mode
  /// needs a weight, a shrinkable child (a size that is not a weight and whose min is not `wrap`); `average` cuts
  /// each of them equally, `weight` in proportion to its size, and so does `auto` in a vertical layout. In a
  /// horizontal one `auto` applies only with exactly two `wrap`-width children and shares the line between them.
  /// Space mode cuts every non-zero fixed margin and gap along the axis, equally or in proportion; nothing is
  /// clamped, so a gap can become negative.
  func linearShrink(_ container: Int, _ kids: ArraySlice<Int>, _ m: Axis, overflow: Double, weights: Double, shrinkable: [Int])
    -> LinearShrink
  {
    let type = props[container].shrinkType
    guard type.mode != .none, !kids.isEmpty else { return LinearShrink() }
    var wraps: [Int] = []
    if m == .horizontal && type.mode == .auto {
      wraps = kids.filter { child in
        if case .wrap? = axisProps(child, m).size?.kind { return true }
        return false
      }
      guard wraps.count == 2 else { return LinearShrink() }
    }
    if type.target == .space {
      guard type.mode != .auto else { return LinearShrink() }
      let space = axisProps(container, m).space
      var count = 0.0
      var total = 0.0
      for child in kids {
        let a = axisProps(child, m)
        for pos in [a.head, a.tail] where positionWeight(pos) == nil && absPos(pos) != 0 {
          count += 1
          total += absPos(pos)
        }
      }
      if space != 0 {
        count += Double(kids.count - 1)
        total += space * Double(kids.count - 1)
      }
      guard count > 0, total > 0 else { return LinearShrink() }
      return type.mode == .average
        ? LinearShrink(perItem: overflow / count) : LinearShrink(perPoint: overflow / total)
    }
    guard weights > 0, !shrinkable.isEmpty else { return LinearShrink() }
    var cuts: [Int: Double] = [:]
    switch type.mode {
    case .average:
      for child in shrinkable { cuts[child] = overflow / Double(shrinkable.count) }
    case .auto where m == .horizontal:
      let wl = scratch(wraps[0], m) ?? 0
      let wr = scratch(wraps[1], m) ?? 0
      let l = wl + wr - overflow
      if wl > l / 2 && wr > l / 2 {
        cuts[wraps[0]] = wl - l / 2
        cuts[wraps[1]] = wr - l / 2
      } else if wl > l / 2 {
        cuts[wraps[0]] = wl - (l - wr)
      } else if wr > l / 2 {
        cuts[wraps[1]] = wr - (l - wl)
      }
    default:
      let sum = shrinkable.reduce(0.0) { $0 + (scratch($1, m) ?? 0) }
      guard sum != 0 else { return LinearShrink() }
      for child in shrinkable { cuts[child] = overflow * (scratch(child, m) ?? 0) / sum }
    }
    return LinearShrink(sizeCut: cuts)
  }

  /// With a main-axis gravity: weights and fill sizes are ignored; margins are % of the floating space.
  mutating func linearMainWithGravity(_ container: Int, _ kids: ArraySlice<Int>, _ m: Axis, total: Inner, inner: Inner) -> Double {
    let pm = axisProps(container, m)
    let space = pm.space
    let n = Double(kids.count)
    if total[m] == nil {
      report(.ignoredValue, [container], "a main-axis gravity has nothing to distribute in a layout that wraps that axis")
    }
    let gaps = Swift.max(0, n - 1)
    var sum = space * gaps
    var nonWrap: [Int] = []
    for child in kids {
      var s = linearFixedMain(child, m, layoutWraps: total[m] == nil, inner: inner, size: axisProps(child, m).size, gravityPath: true)
      if s == nil {
        report(.ignoredValue, [child], "a weight or fill size is ignored in a linear layout with a main-axis gravity")
        s = validMeasure(contentSize(child, m, other: scratch(child, m.other)), axisProps(child, m).size, node: child, axis: m, inner: inner)
      }
      setScratch(child, m, s ?? 0)
      sum += s ?? 0
      if isNonWrapForFill(child, m) { nonWrap.append(child) }
    }
    let floatingForMargins = (total[m] ?? sum + pm.pads) - pm.pads - space * gaps
    for child in kids {
      sum += weightPosIn(axisProps(child, m).head, floatingForMargins) + weightPosIn(axisProps(child, m).tail, floatingForMargins)
    }
    let height = total[m] ?? (sum + pm.pads)
    let extra = height - sum - pm.pads
    var pos = pm.headPad
    var gap = 0.0
    var grow = 0.0
    switch pm.gravity {
    case .center: pos += extra / 2
    case .end: pos = height - sum - pm.tailPad
    case .between: if n > 1 { gap = extra / gaps }
    case .around:
      gap = n > 0 ? extra / n : 0
      pos += gap / 2
    case .among:
      gap = extra / (n + 1)
      pos += gap
    case .fill: grow = nonWrap.isEmpty ? 0 : extra / Double(nonWrap.count)
    default: break
    }
    for (i, child) in kids.enumerated() {
      let a = axisProps(child, m)
      pos += weightPosIn(a.head, floatingForMargins)
      var size = scratch(child, m) ?? 0
      if grow != 0 && nonWrap.contains(child) { size += grow }
      setWork(child, m, pos: pos, size: size)
      pos += size + weightPosIn(a.tail, floatingForMargins)
      if i < kids.count - 1 { pos += space + gap }
    }
    return height
  }

  /// Children that a main-axis `fill` gravity stretches: not wrap, not referring to the layout.
  func isNonWrapForFill(_ child: Int, _ m: Axis) -> Bool {
    let s = axisProps(child, m).size
    switch s?.kind {
    case .wrap?, nil, .none?: return false
    case .reference(let r)? where r.target == .parent: return false
    default: return !minIsWrap(s)
    }
  }
}

/// What `tg_shrinkType` takes back from a linear layout's main axis: an amount per child's size, or per fixed margin and
/// gap (`perItem` from each non-zero one, plus `perPoint` times its length).
struct LinearShrink {
  /// Nil rather than empty when no size is cut: an empty dictionary counts a reference to the shared empty storage,
  /// and every run of a linear layout makes a `LinearShrink`.
  var sizeCut: [Int: Double]?
  var perItem = 0.0
  var perPoint = 0.0

  var isEmpty: Bool { (sizeCut?.isEmpty ?? true) && perItem == 0 && perPoint == 0 }

  /// A fixed margin or gap after shrinking the space: zero ones are left alone.
  func shrunk(_ value: Double) -> Double {
    guard value != 0 else { return value }
    return value - perItem - perPoint * value
  }
}

extension LayoutEngine {
  /// A margin along a linear layout when nothing is weighted: its `absPos`, or 0 for a weight.
  @inline(__always) func fixedMargin(_ p: EPos?) -> Double {
    positionWeight(p) == nil ? absPos(p) : 0
  }
}
