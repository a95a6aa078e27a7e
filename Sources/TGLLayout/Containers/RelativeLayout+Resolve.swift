// Resolving one relative-layout child's size and position, and the edges other children refer to.

import TGLSemantics

extension LayoutEngine {
  /// The size of child `k` on `axis`.
  mutating func relSize(_ k: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    let q = axis.rawValue
    if relative.states[k * 4 + q] == 2 { return relative.values[k * 4 + q] }
    guard enterReference(k) else { return 0 }
    defer { leaveReference() }
    guard beginRel(k, q) else { return 0 }
    let a = axisProps(k, axis)
    let inner = relInner(axis, ctx)
    var value: Double
    if isGone(k) {
      value = 0
    } else if relSetsEdge(a.head) && relSetsEdge(a.tail) && !(ctx.wrapsAxis(axis) && keepsSizeBetweenEdges(a)) {
      let head = relAnchorHead(k, axis, ctx)
      let tail = relAnchorTail(k, axis, ctx)
      value = tail - head
    } else {
      value = relSizeFromValue(k, axis, ctx, inner: inner)
    }
    if !isGone(k) {
      prepareBoundRefs(k, a.size, ctx)
      value = validMeasure(value, a.size, node: k, axis: axis, inner: relInnerBoth(ctx))
    }
    endRel(k, q, value)
    return value
  }

  func relInnerBoth(_ ctx: RelativeContext) -> Inner {
    Inner(width: relInner(.horizontal, ctx), height: relInner(.vertical, ctx))
  }

  mutating func relSizeFromValue(_ k: Int, _ axis: Axis, _ ctx: RelativeContext, inner: Double) -> Double {
    let a = axisProps(k, axis)
    let s = a.size
    // A sibling with `frame:` is resolved when another refers to it; with no size value TangramKit keeps its bounds
    // size (semantics §3.4 step 5), which for a `tg_useFrame` view is the frame it was given.
    if usesFrame(k), let f = props[k].useFrame, s == nil || s?.kind == ESize.Kind.none {
      return sanitized(axis == .horizontal ? f.width : f.height)
    }
    switch s?.kind {
    case nil, .none?, .wrap?, .array?:
      return measure(relContent(k, axis, ctx), s)
    case .number(let n)?: return measure(n, s)
    case .weight(let w)?: return measure(inner * w / 100, s)
    case .average?: return measure(inner, s)
    case .fill?:
      if a.center != nil { return inner }
      if relSetsEdge(a.head) {
        // TangramKit 1.4.2 (code notes §9, `tgCalcLayoutRectHelper`, vertical branch): the height is the layout's
        // height − top padding − the view's top, a top that already counts the top padding, so the top padding is
        // taken off twice and the bottom padding not at all (top padding 10, bottom 30, 200 high, top 63: 127). The
        // horizontal branch takes off the trailing padding, as documented. MyLayout 2.0 takes off the bottom padding.
        let pc = axisProps(ctx.container, axis)
        let farPad = axis == .vertical ? pc.headPad : pc.tailPad
        return (ctx.total[axis] ?? 0) - farPad - relAnchorHead(k, axis, ctx)
      }
      if relSetsEdge(a.tail) { return relAnchorTail(k, axis, ctx) - axisProps(ctx.container, axis).headPad }
      return inner
    case .reference(let r)?:
      guard r.attribute.isSize else {
        report(.ignoredValue, [k], "a size cannot refer to the position '\(r.attribute.rawValue)'")
        return relContent(k, axis, ctx)
      }
      let refAxis: Axis = r.attribute == .height ? .vertical : .horizontal
      switch resolveTarget(r.target, from: k) {
      case .parent: return measure(relInner(refAxis, ctx), s)
      case .this:
        if refAxis == axis {
          reportCycle([k], "'\(r.attribute.rawValue)' refers to itself")
          return relContent(k, axis, ctx)
        }
        return measure(relSize(k, refAxis, ctx), s)
      case .sibling(let j): return measure(relSize(j, refAxis, ctx), s)
      case .other, .unknown: return relContent(k, axis, ctx)
      }
    }
  }

  /// A child's content size: a leaf's intrinsic size, a container's wrap size or a text's size (height measured at
  /// its width).
  mutating func relContent(_ k: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    guard isContainer(k) || props[k].text >= 0 else { return contentSize(k, axis, other: nil) }
    if axis == .vertical { return contentSize(k, axis, other: relSize(k, .horizontal, ctx)) }
    if case .number(let n)? = axisProps(k, .vertical).size?.kind {
      return contentSize(k, axis, other: measure(n, axisProps(k, .vertical).size))
    }
    return contentSize(k, axis, other: nil)
  }

  /// Resolves the siblings a size bound refers to, so that `validMeasure` can read them.
  mutating func prepareBoundRefs(_ k: Int, _ s: ESize?, _ ctx: RelativeContext) {
    let pair = boundPair(s)
    for bound in [pair?.min, pair?.max] {
      guard case .reference(let r)? = bound?.kind, r.attribute.isSize else { continue }
      let refAxis: Axis = r.attribute == .height ? .vertical : .horizontal
      if case .sibling(let j) = resolveTarget(r.target, from: k) { _ = relSize(j, refAxis, ctx) }
    }
  }

  /// The leading/top edge of child `k` on `axis`.
  mutating func relPos(_ k: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    let q = 2 + axis.rawValue
    var size = relSize(k, axis, ctx)
    if relative.states[k * 4 + q] == 2 { return relative.values[k * 4 + q] }
    guard enterReference(k) else { return 0 }
    defer { leaveReference() }
    guard beginRel(k, q) else { return 0 }
    let a = axisProps(k, axis)
    let pc = axisProps(ctx.container, axis)
    let inner = relInner(axis, ctx)
    var pos: Double
    var tailSeen: Double?
    if relSetsEdge(a.head) && relSetsEdge(a.tail) {
      pos = relAnchorHead(k, axis, ctx)
      if ctx.wrapsAxis(axis) && keepsSizeBetweenEdges(a) { tailSeen = pos + size + absPos(a.tail) }
    } else if axis == .vertical, let b = props[k].baseline {
      pos = relBaselinePos(k, b, ctx)
    } else if let center = a.center {
      switch center.kind {
      case .reference(let r):
        let target = resolveTarget(r.target, from: k)
        let edge = relEdge(target, r.attribute, axis, from: k, ctx) ?? (pc.headPad + inner / 2)
        pos = edge - size / 2 + (relAnchorIsGone(target) ? 0 : center.offset)
      default:
        pos = pc.headPad + (inner - size) / 2 + weightPosIn(center, inner)
        if ctx.wrapsAxis(axis) && pos < 0 { pos = 0 }
      }
      if case .fill? = a.size?.kind { pos = pc.headPad }
    } else if relSetsEdge(a.head) {
      pos = relAnchorHead(k, axis, ctx)
    } else if relSetsEdge(a.tail) {
      pos = relAnchorTail(k, axis, ctx) - size
    } else {
      pos = pc.headPad
    }
    if !isGone(k) && (a.head?.hasBounds == true || a.tail?.hasBounds == true) {
      (pos, size) = relPositionBounds(k, axis, ctx, pos: pos, size: size)
    }
    relative.trailingEdges[k * 2 + axis.rawValue] = sanitized(tailSeen ?? pos + size)
    endRel(k, q, pos)
    return pos
  }

  /// Position bounds by reference (`left: min B.right + 8`, `right: max C.left`): a `min` on the head edge
  /// raises it and shrinks the size, a `max` on the tail edge lowers it and shrinks the size; both together
  /// squeeze the view between them and centre it there.
  mutating func relPositionBounds(_ k: Int, _ axis: Axis, _ ctx: RelativeContext, pos: Double, size: Double)
    -> (Double, Double)
  {
    let a = axisProps(k, axis)
    func edge(_ b: EBound?, inward: Double) -> Double? {
      guard let b, case .reference(let r) = b.kind else { return nil }
      let target = resolveTarget(r.target, from: k)
      guard let e = relEdge(target, r.attribute, axis, from: k, ctx) else { return nil }
      return e + inward * b.increment
    }
    let lo = a.head.flatMap { $0.hasBounds ? tables.pairs[Int($0.bounds)].min : nil }.flatMap { edge($0, inward: 1) }
    let hi = a.tail.flatMap { $0.hasBounds ? tables.pairs[Int($0.bounds)].max : nil }.flatMap { edge($0, inward: -1) }
    var pos = pos
    var size = size
    if let lo, let hi {
      // TangramKit 1.4.2 (code notes §9): with a `min` on the head edge and a `max` on the tail edge the view keeps
      // its size and is centred between the bounds ("B always sits in the middle between A and C"), shrunk only when
      // the gap is narrower than the view.
      let room = Swift.max(0, hi - lo)
      size = Swift.min(size, room)
      pos = lo + (room - size) / 2
    } else if let lo, pos < lo {
      size = Swift.max(0, size - (lo - pos))
      pos = lo
    } else if let hi, pos + size > hi {
      size = Swift.max(0, size - (pos + size - hi))
    }
    relative.values[k * 4 + axis.rawValue] = sanitized(size)
    setScratch(k, axis, size)
    return (pos, size)
  }

  mutating func relBaselinePos(_ k: Int, _ b: EPos, _ ctx: RelativeContext) -> Double {
    let pc = axisProps(ctx.container, .vertical)
    if case .reference(let r) = b.kind {
      let target = resolveTarget(r.target, from: k)
      let edge = relEdge(target, r.attribute == .baseline ? .top : r.attribute, .vertical, from: k, ctx) ?? pc.headPad
      return edge + (relAnchorIsGone(target) ? 0 : b.offset)
    }
    return pc.headPad + absPos(b)
  }

  func relAnchorIsGone(_ target: ResolvedTarget) -> Bool {
    if case .sibling(let j) = target { return isGone(j) }
    return false
  }

  /// Where the head (leading/top) edge of `k` is anchored.
  mutating func relAnchorHead(_ k: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    let pc = axisProps(ctx.container, axis)
    guard let head = axisProps(k, axis).head, relSetsEdge(head) else { return pc.headPad }
    if case .reference(let r) = head.kind {
      let target = resolveTarget(r.target, from: k)
      guard let edge = relEdge(target, r.attribute, axis, from: k, ctx) else { return pc.headPad + absPos(head) }
      return edge + (relAnchorIsGone(target) ? 0 : head.offset)
    }
    return pc.headPad + weightPosIn(head, relInner(axis, ctx))
  }

  /// Where the tail (trailing/bottom) edge of `k` is anchored; offsets point inward.
  mutating func relAnchorTail(_ k: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    let pc = axisProps(ctx.container, axis)
    let end = (ctx.total[axis] ?? 0) - pc.tailPad
    guard let tail = axisProps(k, axis).tail, relSetsEdge(tail) else { return end }
    if case .reference(let r) = tail.kind {
      let target = resolveTarget(r.target, from: k)
      guard let edge = relEdge(target, r.attribute, axis, from: k, ctx) else { return end - absPos(tail) }
      return edge - (relAnchorIsGone(target) ? 0 : tail.offset)
    }
    return end - weightPosIn(tail, relInner(axis, ctx))
  }

  /// The coordinate of `attribute` of the target on `axis`; nil (after a report) for an edge of the other axis.
  mutating func relEdge(
    _ target: ResolvedTarget, _ attribute: Attribute, _ axis: Axis, from k: Int, _ ctx: RelativeContext
  ) -> Double? {
    guard !attribute.isSize, attribute.isHorizontal == (axis == .horizontal) else {
      report(.ignoredValue, [k], "a position on one axis cannot refer to '\(attribute.rawValue)'")
      return nil
    }
    let edge = edgeKind(attribute)
    switch target {
    case .parent:
      let pc = axisProps(ctx.container, axis)
      switch edge {
      case 0: return pc.headPad
      case 1: return (ctx.total[axis] ?? 0) - pc.tailPad
      default: return pc.headPad + relInner(axis, ctx) / 2
      }
    case .sibling(let j):
      let pos = relPos(j, axis, ctx)
      switch edge {
      case 0: return pos
      case 1: return relative.trailingEdges[j * 2 + axis.rawValue]
      default: return pos + relSize(j, axis, ctx) / 2
      }
    case .this:
      reportCycle([k], "a position that refers to the view's own edge")
      return nil
    case .other, .unknown: return nil
    }
  }

  /// 0 for a head edge, 1 for a tail edge, 2 for a centre, honouring RTL for left/right.
  func edgeKind(_ attribute: Attribute) -> Int {
    switch attribute {
    case .leading, .top, .baseline: return 0
    case .trailing, .bottom: return 1
    case .left: return rtl ? 1 : 0
    case .right: return rtl ? 0 : 1
    default: return 2
    }
  }
}
