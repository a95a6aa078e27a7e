// Linear layouts (and tables and their rows): stack children along the main axis (TangramKit §3.1–3.3).

import TGLSemantics

extension LayoutEngine {
  mutating func layoutLinear(_ c: Int, _ input: SizeInput) -> Size {
    let m = linearMainAxis(c)
    let x = m.other
    let kids = layoutChildren(c)
    resetScratch(childrenOf(c))
    var total = Inner(width: input.width, height: input.height)
    // As TangramKit: a vertical layout sizes widths first (heights may depend on them, like wrapped text, and
    // `height: self.width`); a horizontal one sizes widths along its axis first and then the heights, measured at
    // those widths. No width waits for a height: a vertical layout ignores `width: self.height` (code notes §6).
    if m == .horizontal {
      total[m] = linearMain(c, kids, m, total: total, inner: innerOf(c, total))
      linearCross(c, kids, m, total: &total)
    } else {
      linearCross(c, kids, m, total: &total)
      total[m] = linearMain(c, kids, m, total: total, inner: innerOf(c, total))
    }
    let inner = innerOf(c, total)
    let pc = axisProps(c, x)
    for k in kids { placeLinearCross(k, pc, x, total: total[x] ?? 0, inner: inner[x] ?? 0) }
    if kids.count != tree.nodes[c].childCount { placeGoneLinearChildren(c, m, x) }
    return Size(width: total.width ?? 0, height: total.height ?? 0)
  }

  /// The axis a linear layout (or table row) stacks its children along.
  @inline(__always) func linearMainAxis(_ c: Int) -> Axis {
    props[c].orientation == .vertical ? .vertical : .horizontal
  }

  /// The inner size of container `c` for the sizes known in `total`.
  func innerOf(_ c: Int, _ total: Inner) -> Inner {
    Inner(
      width: total.width.map { Swift.max(0, $0 - axisProps(c, .horizontal).pads) },
      height: total.height.map { Swift.max(0, $0 - axisProps(c, .vertical).pads) })
  }

  /// Main-axis sizes and positions, by the gravity path or the sequential one.
  mutating func linearMain(_ c: Int, _ kids: [Int], _ m: Axis, total: Inner, inner: Inner) -> Double {
    if axisProps(c, m).gravity != .none { return linearMainWithGravity(c, kids, m, total: total, inner: inner) }
    return linearMainSequential(c, kids, m, total: total, inner: inner)
  }

  /// Cross-axis sizes (and the wrapped cross size).
  mutating func linearCross(_ c: Int, _ kids: [Int], _ m: Axis, total: inout Inner) {
    let x = m.other
    let p = axisProps(c, x)
    let crossFill = p.gravity == .fill
    if total[x] == nil {
      // The wrapped cross size comes from the children whose cross size does not depend on the layout.
      var need = 0.0
      var known = Inner()
      known[m] = total[m].map { Swift.max(0, $0 - axisProps(c, m).pads) }
      for k in kids {
        guard let s = linearCrossSize(k, x, m, inner: known, crossFill: crossFill) else {
          if ownSizeWraps(c, x) && sizeDependsOnLayout(k, x) {
            reportWrapCycle([c, k], "a wrapped linear layout whose child's size depends on it")
          }
          continue
        }
        need = Swift.max(need, plainSize(k, x) != nil ? s : calcSelfSize(s, axisProps(k, x)))
      }
      // Not clamped by the layout's own min and max: TangramKit places the children across in the size they need
      // and clamps its own size only at the end, without placing them again (code notes §6).
      total[x] = (kids.isEmpty ? 0 : need) + p.pads
    }
    let inner = innerOf(c, total)
    for k in kids {
      setScratch(k, x, linearCrossSize(k, x, m, inner: inner, crossFill: crossFill) ?? 0)
    }
  }

  /// True when child `k`'s size across (`x`) refers to its own size along: `height: self.width` in a horizontal
  /// layout, read once the widths are known, and `width: self.height` in a vertical one, which is ignored.
  func crossRefersToOwnMain(_ k: Int, _ x: Axis) -> Bool {
    if case .reference(let r)? = axisProps(k, x).size?.kind, r.target == .this, r.attribute.isSize,
      (r.attribute == .width) != (x == .horizontal)
    {
      return true
    }
    return false
  }

  /// TangramKit's `tgCalcSelfSize`: the extent a child needs on an axis, solving for weighted margins.
  func calcSelfSize(_ size: Double, _ a: AxisProps) -> Double {
    var fixed = size
    var weights = 0.0
    for pos in [a.head, a.center, a.tail] {
      guard let pos else { continue }
      if let w = positionWeight(pos) {
        weights += w / 100
        fixed += pos.offset
      } else {
        fixed += absPos(pos)
      }
    }
    if weights >= 1 { return 0 }
    let whole = fixed / (1 - weights)
    return size + weightPosIn(a.head, whole) + weightPosIn(a.center, whole) + weightPosIn(a.tail, whole)
  }

  /// A child's size across a linear layout; nil when it depends on a cross size that is not known yet.
  mutating func linearCrossSize(_ k: Int, _ x: Axis, _ m: Axis, inner: Inner, crossFill: Bool) -> Double? {
    if !crossFill, let size = plainSize(k, x) { return size }
    let a = axisProps(k, x)
    let iw = inner[x]
    let lm = weightPosIn(a.head, iw ?? 0)
    let tm = weightPosIn(a.tail, iw ?? 0)
    let s = a.size
    var value: Double
    if (a.hasHead && a.hasTail) || crossFill {
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
      case .reference(let r)? where r.target == .parent || resolvesToParent(r, k):
        guard r.attribute.isSize, (r.attribute == .width) == (x == .horizontal) else {
          report(.ignoredValue, [k], "a linear layout ignores a reference to its other dimension")
          value = measure(contentSize(k, x, other: scratch(k, m) ?? fixedMain(k, m, inner)), nil)
          break
        }
        guard let iw else { return nil }
        value = measure(iw, s)
      case .reference(let r)? where r.target == .this:
        if r.attribute.isSize && (r.attribute == .width) != (x == .horizontal) {
          if x == .horizontal {
            // TangramKit's vertical layout resolves a width from a number, the layout's width, a weight, fill or
            // both margins, and keeps the bounds width for anything else (code notes §6): tgl's default width.
            report(.ignoredValue, [k], Self.ignoredOwnHeight(vertical: true))
            value = contentSize(k, x, other: scratch(k, m) ?? fixedMain(k, m, inner))
          } else {
            value = measure(scratch(k, m) ?? 0, s)
          }
        } else {
          reportCycle([k], "'\(r.attribute.rawValue)' refers to itself")
          value = contentSize(k, x, other: scratch(k, m) ?? fixedMain(k, m, inner))
        }
      case .reference?, .array?, .average?:
        report(.ignoredValue, [k], "a linear layout ignores this size across its axis")
        value = contentSize(k, x, other: scratch(k, m) ?? fixedMain(k, m, inner))
      case .number(let n)?: value = measure(n, s)
      case nil, .none?, .wrap?: value = measure(contentSize(k, x, other: scratch(k, m) ?? fixedMain(k, m, inner)), s)
      }
    }
    return validMeasure(value, s, node: k, axis: x, inner: inner)
  }

  /// True for a reference to the parent by index (names of the parent become `.parent` when flattening).
  func resolvesToParent(_ r: ERef, _ k: Int) -> Bool {
    if case .node(let j) = r.target { return Int(j) == tree.nodes[k].parent }
    return false
  }

  /// The main-axis size of a child when it is a plain number (used to measure wrap containers across).
  func fixedMain(_ k: Int, _ m: Axis, _ inner: Inner) -> Double? {
    let s = axisProps(k, m).size
    if case .number(let n)? = s?.kind { return measure(n, s) }
    return nil
  }

  /// The main-axis size of a child that is not a weight (nil for weights, fill and average). `gravityPath`: the
  /// layout has a main-axis gravity (`linearMainWithGravity`), the only path on which TangramKit reads a horizontal
  /// layout's `width: self.height`.
  mutating func linearFixedMain(
    _ k: Int, _ m: Axis, layoutWraps: Bool, inner: Inner, size s: ESize?, gravityPath: Bool = false
  ) -> Double? {
    let x = m.other
    var value: Double
    switch s?.kind {
    case .weight?, .fill?, .average?: return nil
    case .number(let n)?: value = measure(n, s)
    case .reference(let r)? where r.target == .parent || resolvesToParent(r, k):
      if r.attribute.isSize, (r.attribute == .width) == (m == .horizontal), !layoutWraps, let im = inner[m] {
        value = measure(im, s)
      } else {
        report(.ignoredValue, [k], "a wrapped linear layout ignores a child's reference to its size")
        value = contentSize(k, m, other: scratch(k, x))
      }
    case .reference(let r)?
    where r.target == .this && r.attribute.isSize && (r.attribute == .width) == (m == .horizontal):
      reportCycle([k], "'\(r.attribute.rawValue)' refers to itself")
      value = contentSize(k, m, other: scratch(k, x))
    case .reference(let r)? where r.target == .this && m == .horizontal && !gravityPath:
      // `tgLayoutSubviewsForHorz` has no case for it: the bounds width stays (code notes §6), tgl's default width.
      report(.ignoredValue, [k], Self.ignoredOwnHeight(vertical: false))
      value = contentSize(k, m, other: scratch(k, x))
    case .reference(let r)? where r.target == .this:
      if scratch(k, x) == nil && crossRefersToOwnMain(k, x) {
        reportCycle([k], "width and height refer to each other")
        return 0
      }
      value = measure(scratch(k, x) ?? ownSizeAcross(k, x, m, inner), s)
    case .reference?, .array?:
      report(.ignoredValue, [k], "a linear layout ignores this size along its axis")
      value = contentSize(k, m, other: scratch(k, x))
    case nil, .none?, .wrap?: value = measure(contentSize(k, m, other: scratch(k, x)), s)
    }
    return validMeasure(value, s, node: k, axis: m, inner: inner)
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
  mutating func ownSizeAcross(_ k: Int, _ x: Axis, _ m: Axis, _ inner: Inner) -> Double {
    linearCrossSize(k, x, m, inner: inner, crossFill: axisProps(tree.nodes[k].parent, x).gravity == .fill) ?? 0
  }

  /// The weight (percent) of a main-axis size: weights, fill and average count as 100.
  func mainWeight(_ s: ESize?) -> Double? {
    switch s?.kind {
    case .weight(let w)?: return Swift.max(0, sanitized(w))
    case .fill?, .average?: return 100
    default: return nil
    }
  }

  /// Places a child across the layout by the layout's gravity, its alignment and its margins.
  mutating func placeLinearCross(_ k: Int, _ pc: AxisProps, _ x: Axis, total: Double, inner: Double) {
    if pc.gravity == .none, let size = plainSize(k, x) {
      // No gravity, no margins, no alignment: docked at the start.
      setWork(k, x, pos: pc.headPad, size: size)
      return
    }
    let a = axisProps(k, x)
    var size = scratch(k, x) ?? 0
    let lm = weightPosIn(a.head, inner)
    let tm = weightPosIn(a.tail, inner)
    let g = placementGravity(layout: pc.gravity, child: a)
    var pos: Double
    switch g {
    case .end: pos = total - pc.tailPad - tm - size
    case .center:
      pos = (inner - lm - tm - size) / 2 + pc.headPad + lm + weightPosIn(a.center, inner)
    case .fill:
      size = validMeasure(inner - lm - tm, a.size, node: k, axis: x, inner: Inner())
      pos = pc.headPad + lm
    default: pos = pc.headPad + lm
    }
    setWork(k, x, pos: pos, size: size)
  }

  @inline(__always) mutating func setWork(_ k: Int, _ axis: Axis, pos: Double, size: Double) {
    var slot = slots[k]
    if axis == .horizontal {
      slot.frame.x = sanitized(pos)
      slot.frame.width = sanitized(size)
      slot.widthState = 2
    } else {
      slot.frame.y = sanitized(pos)
      slot.frame.height = sanitized(size)
      slot.heightState = 2
    }
    slots[k] = slot
  }

  func workPos(_ k: Int, _ axis: Axis) -> Double { axis == .horizontal ? slots[k].frame.x : slots[k].frame.y }
  func workSize(_ k: Int, _ axis: Axis) -> Double { axis == .horizontal ? slots[k].frame.width : slots[k].frame.height }

  /// Gone children get a 0 x 0 frame where the next child starts (or the end of the content).
  mutating func placeGoneLinearChildren(_ c: Int, _ m: Axis, _ x: Axis) {
    let placed = placedChildren(c)
    let pm = axisProps(c, m)
    let px = axisProps(c, x)
    var next = pm.headPad
    for k in placed.reversed() {
      if isGone(k) {
        setWork(k, m, pos: next, size: 0)
        setWork(k, x, pos: px.headPad + absPos(axisProps(k, x).head), size: 0)
      } else {
        next = workPos(k, m)
      }
    }
  }
}
