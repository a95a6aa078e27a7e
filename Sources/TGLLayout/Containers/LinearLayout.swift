// Linear layouts (and tables and their rows): stack children along the main axis (TangramKit §3.1–3.3).

import TGLSemantics

extension LayoutEngine {
  mutating func layoutLinear(_ container: Int, _ input: SizeInput) -> Size {
    let m = linearMainAxis(container)
    let x = m.other
    let kids = linearChildren(container)
    resetScratch(childrenOf(container))
    var total = Inner(width: input.width, height: input.height)
    // As TangramKit: a vertical layout sizes widths first (heights may depend on them, like wrapped text, and
    // `height: self.width`); a horizontal one sizes widths along its axis first and then the heights, measured at
    // those widths. No width waits for a height: a vertical layout ignores `width: self.height` (code notes §6).
    if m == .horizontal {
      total[m] = linearMain(container, kids, m, total: total, inner: innerOf(container, total))
      linearCross(container, kids, m, total: &total)
    } else {
      linearCross(container, kids, m, total: &total)
      total[m] = linearMain(container, kids, m, total: total, inner: innerOf(container, total))
    }
    let inner = innerOf(container, total)
    let pc = axisProps(container, x)
    // By index: a `for in` over the slice copied it (a retain and a release of the engine's child list).
    for at in kids.indices { placeLinearCross(kids[at], pc, x, total: total[x] ?? 0, inner: inner[x] ?? 0) }
    if kids.count != tree.nodes[container].childCount { placeGoneLinearChildren(container, m, x) }
    return Size(width: total.width ?? 0, height: total.height ?? 0)
  }

  /// `layoutChildren(container)`, as the container's own child list when that is what it gives (no child gone or
  /// placed by its frame, no reverse): the linear layouts are most of a document's containers, and the list made
  /// for each run was one allocation per container.
  /// `mutating` only so that the engine is passed by reference, not copied (see `LayoutEngine`).
  mutating func linearChildren(_ container: Int) -> ArraySlice<Int> {
    let all = childrenOf(container)
    if reversesLayout(container) || all.contains(where: { usesFrame($0) || isGone($0) }) {
      return ArraySlice(layoutChildren(container))
    }
    return all
  }

  /// The axis a linear layout (or table row) stacks its children along.
  @inline(__always) func linearMainAxis(_ container: Int) -> Axis {
    props[container].orientation == .vertical ? .vertical : .horizontal
  }

  /// The inner size of container `container` for the sizes known in `total`.
  @inline(__always) func innerOf(_ container: Int, _ total: Inner) -> Inner {
    Inner(
      width: total.width.map { Swift.max(0, $0 - axisProps(container, .horizontal).pads) },
      height: total.height.map { Swift.max(0, $0 - axisProps(container, .vertical).pads) })
  }

  /// Main-axis sizes and positions, by the gravity path or the sequential one.
  mutating func linearMain(_ container: Int, _ kids: ArraySlice<Int>, _ m: Axis, total: Inner, inner: Inner) -> Double {
    if axisProps(container, m).gravity != .none { return linearMainWithGravity(container, kids, m, total: total, inner: inner) }
    return linearMainSequential(container, kids, m, total: total, inner: inner)
  }

  /// Cross-axis sizes (and the wrapped cross size).
  mutating func linearCross(_ container: Int, _ kids: ArraySlice<Int>, _ m: Axis, total: inout Inner) {
    let x = m.other
    let p = axisProps(container, x)
    let crossFill = p.gravity == .fill
    if total[x] == nil {
      // The wrapped cross size comes from the children whose cross size does not depend on the layout.
      var need = 0.0
      var known = Inner()
      known[m] = total[m].map { Swift.max(0, $0 - axisProps(container, m).pads) }
      for at in kids.indices {
        let child = kids[at]
        guard let s = linearCrossSize(child, x, m, inner: known, crossFill: crossFill) else {
          if ownSizeWraps(container, x) && sizeDependsOnLayout(child, x) {
            reportWrapCycle([container, child], "a wrapped linear layout whose child's size depends on it")
          }
          continue
        }
        need = Swift.max(need, plainSize(child, x) != nil ? s : calcSelfSize(s, child, x))
      }
      // Not clamped by the layout's own min and max: TangramKit places the children across in the size they need
      // and clamps its own size only at the end, without placing them again (code notes §6).
      total[x] = (kids.isEmpty ? 0 : need) + p.pads
    }
    let inner = innerOf(container, total)
    // By index, as in `layoutLinear`.
    for at in kids.indices {
      setScratch(kids[at], x, linearCrossSize(kids[at], x, m, inner: inner, crossFill: crossFill) ?? 0)
    }
  }

  /// True when child `child`'s size across (`x`) refers to its own size along: `height: self.width` in a horizontal
  /// layout, read once the widths are known, and `width: self.height` in a vertical one, which is ignored.
  func crossRefersToOwnMain(_ child: Int, _ x: Axis) -> Bool {
    if case .reference(let r)? = axisProps(child, x).size?.kind, r.target == .this, r.attribute.isSize,
      (r.attribute == .width) != (x == .horizontal)
    {
      return true
    }
    return false
  }

  /// TangramKit's `tgCalcSelfSize`: the extent a child needs on an axis, solving for weighted margins.
  /// `mutating` only so that the engine is passed by reference, not copied (see `LayoutEngine`).
  mutating func calcSelfSize(_ size: Double, _ child: Int, _ x: Axis) -> Double {
    let a = axisProps(child, x)
    var fixed = size
    var weights = 0.0
    // The three margins in turn, without an array made for each call.
    func add(_ pos: EPos?) {
      guard let pos else { return }
      if let w = positionWeight(pos) {
        weights += w / 100
        fixed += pos.offset
      } else {
        fixed += absPos(pos)
      }
    }
    add(a.head)
    add(a.center)
    add(a.tail)
    if weights >= 1 { return 0 }
    let whole = fixed / (1 - weights)
    return size + weightPosIn(a.head, whole) + weightPosIn(a.center, whole) + weightPosIn(a.tail, whole)
  }

  /// A child's size across a linear layout; nil when it depends on a cross size that is not known yet.
  mutating func linearCrossSize(_ child: Int, _ x: Axis, _ m: Axis, inner: Inner, crossFill: Bool) -> Double? {
    if !crossFill, let size = plainSize(child, x) { return size }
    // The margins and the size read one by one where they are stored, not copied with the rest (`axisProps`).
    let head = headOf(child, x)
    let tail = tailOf(child, x)
    let iw = inner[x]
    let lm = weightPosIn(head, iw ?? 0)
    let tm = weightPosIn(tail, iw ?? 0)
    let s = sizeOf(child, x)
    var value: Double
    if (head != nil && tail != nil) || crossFill {
      guard let iw else { return nil }
      value = iw - lm - tm
    } else {
      switch s?.kind {
      case .weight(let w)?:
        guard let iw else { return nil }
        value = measure(iw * w / 100, s)
      case .fill?:
        guard let iw else { return nil }
        value = measure(iw - lm - tm, s)
      case .reference(let r)? where r.target == .parent || resolvesToParent(r, child):
        guard r.attribute.isSize, (r.attribute == .width) == (x == .horizontal) else {
          report(.ignoredValue, [child], "a linear layout ignores a reference to its other dimension")
          value = measure(contentSize(child, x, other: scratch(child, m) ?? fixedMain(child, m, inner)), nil)
          break
        }
        guard let iw else { return nil }
        value = measure(iw, s)
      case .reference(let r)? where r.target == .this:
        if r.attribute.isSize && (r.attribute == .width) != (x == .horizontal) {
          if x == .horizontal {
            // TangramKit's vertical layout resolves a width from a number, the layout's width, a weight, fill or
            // both margins, and keeps the bounds width for anything else (code notes §6): tgl's default width.
            report(.ignoredValue, [child], Self.ignoredOwnHeight(vertical: true))
            value = contentSize(child, x, other: scratch(child, m) ?? fixedMain(child, m, inner))
          } else {
            value = measure(scratch(child, m) ?? 0, s)
          }
        } else {
          reportCycle([child], "'\(r.attribute.rawValue)' refers to itself")
          value = contentSize(child, x, other: scratch(child, m) ?? fixedMain(child, m, inner))
        }
      case .reference?, .array?, .average?:
        report(.ignoredValue, [child], "a linear layout ignores this size across its axis")
        value = contentSize(child, x, other: scratch(child, m) ?? fixedMain(child, m, inner))
      case .number(let n)?: value = measure(n, s)
      case nil, .none?, .wrap?: value = measure(contentSize(child, x, other: scratch(child, m) ?? fixedMain(child, m, inner)), s)
      }
    }
    return validMeasure(value, s, node: child, axis: x, inner: inner)
  }

  /// True for a reference to the parent by index (names of the parent become `.parent` when flattening).
  func resolvesToParent(_ r: ERef, _ child: Int) -> Bool {
    if case .node(let j) = r.target { return Int(j) == tree.nodes[child].parent }
    return false
  }

  /// The main-axis size of a child when it is a plain number (used to measure wrap containers across).
  func fixedMain(_ child: Int, _ m: Axis, _ inner: Inner) -> Double? {
    let s = axisProps(child, m).size
    if case .number(let n)? = s?.kind { return measure(n, s) }
    return nil
  }

  /// The main-axis size of a child that is not a weight (nil for weights, fill and average). `gravityPath`: the
  /// layout has a main-axis gravity (`linearMainWithGravity`), the only path on which TangramKit reads a horizontal
  /// layout's `width: self.height`.
  mutating func linearFixedMain(
    _ child: Int, _ m: Axis, layoutWraps: Bool, inner: Inner, size s: ESize?, gravityPath: Bool = false
  ) -> Double? {
    let x = m.other
    var value: Double
    switch s?.kind {
    case .weight?, .fill?, .average?: return nil
    case .number(let n)?: value = measure(n, s)
    case .reference(let r)? where r.target == .parent || resolvesToParent(r, child):
      if r.attribute.isSize, (r.attribute == .width) == (m == .horizontal), !layoutWraps, let im = inner[m] {
        value = measure(im, s)
      } else {
        report(.ignoredValue, [child], "a wrapped linear layout ignores a child's reference to its size")
        value = contentSize(child, m, other: scratch(child, x))
      }
    case .reference(let r)?
    where r.target == .this && r.attribute.isSize && (r.attribute == .width) == (m == .horizontal):
      reportCycle([child], "'\(r.attribute.rawValue)' refers to itself")
      value = contentSize(child, m, other: scratch(child, x))
    case .reference(let r)? where r.target == .this && m == .horizontal && !gravityPath:
      // `tgLayoutSubviewsForHorz` has no case for it: the bounds width stays (code notes §6), tgl's default width.
      report(.ignoredValue, [child], Self.ignoredOwnHeight(vertical: false))
      value = contentSize(child, m, other: scratch(child, x))
    case .reference(let r)? where r.target == .this:
      if scratch(child, x) == nil && crossRefersToOwnMain(child, x) {
        reportCycle([child], "width and height refer to each other")
        return 0
      }
      value = measure(scratch(child, x) ?? ownSizeAcross(child, x, m, inner), s)
    case .reference?, .array?:
      report(.ignoredValue, [child], "a linear layout ignores this size along its axis")
      value = contentSize(child, m, other: scratch(child, x))
    case nil, .none?, .wrap?: value = measure(contentSize(child, m, other: scratch(child, x)), s)
    }
    return validMeasure(value, s, node: child, axis: m, inner: inner)
  }

  /// Why a linear layout ignores `width: self.height` (the engine's report; the lint's is in `IgnoredProperty`).
  static func ignoredOwnHeight(vertical: Bool) -> String {
    vertical
      ? "a vertical linear layout ignores 'width: self.height' (only a horizontal one with a horizontal gravity reads it); the view keeps its default width"
      : "a horizontal linear layout reads 'width: self.height' only with a horizontal gravity; the view keeps its default width"
  }

  /// The size across of a child whose size along is its own size across (`width: self.height` in a horizontal
  /// layout with a horizontal gravity), before the sizes across are computed: as `linearCrossSize` gives it, with
  /// a wrapped leaf at its intrinsic size (TangramKit reads the height the view has at that point: a number, the
  /// layout's height, or its bounds). 0 while it needs a size across that is not known yet (a wrap cycle, reported).
  mutating func ownSizeAcross(_ child: Int, _ x: Axis, _ m: Axis, _ inner: Inner) -> Double {
    linearCrossSize(child, x, m, inner: inner, crossFill: axisProps(tree.nodes[child].parent, x).gravity == .fill) ?? 0
  }

  /// The weight (percent) of a main-axis size: weights, fill and average count as 100.
  func mainWeight(_ s: ESize?) -> Double? {
    switch s?.kind {
    case .weight(let w)?: return Swift.max(0, sanitized(w))
    case .fill?, .average?: return 100
    default: return nil
    }
  }

  /// Places a child across the layout by the layout's gravity, its alignment and its margins. Inlined: it runs once
  /// per child, and the optimiser stopped inlining it when the engine lost its in-place layer.
  @inline(__always) mutating func placeLinearCross(_ child: Int, _ pc: AxisProps, _ x: Axis, total: Double, inner: Double) {
    if pc.gravity == .none, let size = plainSize(child, x) {
      // No gravity, no margins, no alignment: docked at the start.
      setWork(child, x, pos: pc.headPad, size: size)
      return
    }
    let a = axisProps(child, x)
    var size = scratch(child, x) ?? 0
    let lm = weightPosIn(a.head, inner)
    let tm = weightPosIn(a.tail, inner)
    let g = placementGravity(layout: pc.gravity, child: a)
    var pos: Double
    switch g {
    case .end: pos = total - pc.tailPad - tm - size
    case .center:
      pos = (inner - lm - tm - size) / 2 + pc.headPad + lm + weightPosIn(a.center, inner)
    case .fill:
      size = validMeasure(inner - lm - tm, a.size, node: child, axis: x, inner: Inner())
      pos = pc.headPad + lm
    default: pos = pc.headPad + lm
    }
    setWork(child, x, pos: pos, size: size)
  }

  @inline(__always) mutating func setWork(_ child: Int, _ axis: Axis, pos: Double, size: Double) {
    var slot = slots[child]
    if axis == .horizontal {
      slot.frame.x = sanitized(pos)
      slot.frame.width = sanitized(size)
      slot.widthState = 2
    } else {
      slot.frame.y = sanitized(pos)
      slot.frame.height = sanitized(size)
      slot.heightState = 2
    }
    slots[child] = slot
  }

  func workPos(_ child: Int, _ axis: Axis) -> Double { axis == .horizontal ? slots[child].frame.x : slots[child].frame.y }
  func workSize(_ child: Int, _ axis: Axis) -> Double { axis == .horizontal ? slots[child].frame.width : slots[child].frame.height }

  /// Gone children get a 0 x 0 frame where the next child starts (or the end of the content).
  mutating func placeGoneLinearChildren(_ container: Int, _ m: Axis, _ x: Axis) {
    let placed = placedChildren(container)
    let pm = axisProps(container, m)
    let px = axisProps(container, x)
    var next = pm.headPad
    for child in placed.reversed() {
      if isGone(child) {
        setWork(child, m, pos: next, size: 0)
        setWork(child, x, pos: px.headPad + absPos(axisProps(child, x).head), size: 0)
      } else {
        next = workPos(child, m)
      }
    }
  }
}
