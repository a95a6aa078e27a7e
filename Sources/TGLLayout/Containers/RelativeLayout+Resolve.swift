// Resolving one relative-layout child's size and position, and the edges other children refer to.

import TGLSemantics

extension LayoutEngine {
  /// The size of child `child` on `axis`.
  mutating func relSize(_ child: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    let q = axis.rawValue
    if relative.states[child * 4 + q] == 2 { return relative.values[child * 4 + q] }
    guard enterReference(child) else { return 0 }
    defer { leaveReference() }
    guard beginRel(child, q) else { return 0 }
    let a = axisProps(child, axis)
    let inner = relInner(axis, ctx)
    var value: Double
    if isGone(child) {
      value = 0
    } else if relSetsEdge(a.head) && relSetsEdge(a.tail) && !(ctx.wrapsAxis(axis) && keepsSizeBetweenEdges(a)) {
      let head = relAnchorHead(child, axis, ctx)
      let tail = relAnchorTail(child, axis, ctx)
      value = tail - head
    } else {
      value = relSizeFromValue(child, axis, ctx, inner: inner)
    }
    if !isGone(child) {
      prepareBoundRefs(child, a.size, ctx)
      value = validMeasure(value, a.size, node: child, axis: axis, inner: relInnerBoth(ctx))
    }
    endRel(child, q, value)
    return value
  }

  func relInnerBoth(_ ctx: RelativeContext) -> Inner {
    Inner(width: relInner(.horizontal, ctx), height: relInner(.vertical, ctx))
  }

  mutating func relSizeFromValue(_ child: Int, _ axis: Axis, _ ctx: RelativeContext, inner: Double) -> Double {
    let a = axisProps(child, axis)
    let s = a.size
    // A sibling with `frame:` is resolved when another refers to it; with no size value TangramKit keeps its bounds
    // size (semantics §3.4 step 5), which for a `tg_useFrame` view is the frame it was given.
    if usesFrame(child), let f = props[child].useFrame, s == nil || s?.kind == ESize.Kind.none {
      return sanitized(axis == .horizontal ? f.width : f.height)
    }
    switch s?.kind {
    case nil, .none?, .wrap?, .array?:
      return measure(relContent(child, axis, ctx), s)
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
        return (ctx.total[axis] ?? 0) - farPad - relAnchorHead(child, axis, ctx)
      }
      if relSetsEdge(a.tail) { return relAnchorTail(child, axis, ctx) - axisProps(ctx.container, axis).headPad }
      return inner
    case .reference(let r)?:
      guard r.attribute.isSize else {
        report(.ignoredValue, [child], "a size cannot refer to the position '\(r.attribute.rawValue)'")
        return relContent(child, axis, ctx)
      }
      let refAxis: Axis = r.attribute == .height ? .vertical : .horizontal
      switch resolveTarget(r.target, from: child) {
      case .parent: return measure(relInner(refAxis, ctx), s)
      case .this:
        if refAxis == axis {
          reportCycle([child], "'\(r.attribute.rawValue)' refers to itself")
          return relContent(child, axis, ctx)
        }
        return measure(relSize(child, refAxis, ctx), s)
      case .sibling(let j): return measure(relSize(j, refAxis, ctx), s)
      case .other, .unknown: return relContent(child, axis, ctx)
      }
    }
  }

  /// A child's content size: a leaf's intrinsic size, a container's wrap size or a text's size (height measured at
  /// its width).
  mutating func relContent(_ child: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    guard isContainer(child) || props[child].text >= 0 else { return contentSize(child, axis, other: nil) }
    if axis == .vertical { return contentSize(child, axis, other: relSize(child, .horizontal, ctx)) }
    if case .number(let n)? = axisProps(child, .vertical).size?.kind {
      return contentSize(child, axis, other: measure(n, axisProps(child, .vertical).size))
    }
    return contentSize(child, axis, other: nil)
  }

  /// Resolves the siblings a size bound refers to, so that `validMeasure` can read them.
  mutating func prepareBoundRefs(_ child: Int, _ s: ESize?, _ ctx: RelativeContext) {
    let pair = boundPair(s)
    for bound in [pair?.min, pair?.max] {
      guard case .reference(let r)? = bound?.kind, r.attribute.isSize else { continue }
      let refAxis: Axis = r.attribute == .height ? .vertical : .horizontal
      if case .sibling(let j) = resolveTarget(r.target, from: child) { _ = relSize(j, refAxis, ctx) }
    }
  }

  /// The leading/top edge of child `child` on `axis`.
  mutating func relPos(_ child: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    let q = 2 + axis.rawValue
    var size = relSize(child, axis, ctx)
    if relative.states[child * 4 + q] == 2 { return relative.values[child * 4 + q] }
    guard enterReference(child) else { return 0 }
    defer { leaveReference() }
    guard beginRel(child, q) else { return 0 }
    let a = axisProps(child, axis)
    let pc = axisProps(ctx.container, axis)
    let inner = relInner(axis, ctx)
    var pos: Double
    var tailSeen: Double?
    if relSetsEdge(a.head) && relSetsEdge(a.tail) {
      pos = relAnchorHead(child, axis, ctx)
      if ctx.wrapsAxis(axis) && keepsSizeBetweenEdges(a) { tailSeen = pos + size + absPos(a.tail) }
    } else if axis == .vertical, let b = props[child].baseline {
      pos = relBaselinePos(child, b, ctx)
    } else if let center = a.center {
      switch center.kind {
      case .reference(let r):
        let target = resolveTarget(r.target, from: child)
        let edge = relEdge(target, r.attribute, axis, from: child, ctx) ?? (pc.headPad + inner / 2)
        pos = edge - size / 2 + (relAnchorIsGone(target) ? 0 : center.offset)
      default:
        pos = pc.headPad + (inner - size) / 2 + weightPosIn(center, inner)
        if ctx.wrapsAxis(axis) && pos < 0 { pos = 0 }
      }
      if case .fill? = a.size?.kind { pos = pc.headPad }
    } else if relSetsEdge(a.head) {
      pos = relAnchorHead(child, axis, ctx)
    } else if relSetsEdge(a.tail) {
      pos = relAnchorTail(child, axis, ctx) - size
    } else {
      pos = pc.headPad
    }
    if !isGone(child) && (a.head?.hasBounds == true || a.tail?.hasBounds == true) {
      (pos, size) = relPositionBounds(child, axis, ctx, pos: pos, size: size)
    }
    relative.trailingEdges[child * 2 + axis.rawValue] = sanitized(tailSeen ?? pos + size)
    endRel(child, q, pos)
    return pos
  }

  /// Position bounds by reference (`left: min B.right + 8`, `right: max C.left`): a `min` on the head edge
  /// raises it and shrinks the size, a `max` on the tail edge lowers it and shrinks the size; both together
  /// squeeze the view between them and centre it there.
  mutating func relPositionBounds(_ child: Int, _ axis: Axis, _ ctx: RelativeContext, pos: Double, size: Double)
    -> (Double, Double)
  {
    let a = axisProps(child, axis)
    func edge(_ b: EBound?, inward: Double) -> Double? {
      guard let b, case .reference(let r) = b.kind else { return nil }
      let target = resolveTarget(r.target, from: child)
      guard let e = relEdge(target, r.attribute, axis, from: child, ctx) else { return nil }
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
    relative.values[child * 4 + axis.rawValue] = sanitized(size)
    setScratch(child, axis, size)
    return (pos, size)
  }

  mutating func relBaselinePos(_ child: Int, _ b: EPos, _ ctx: RelativeContext) -> Double {
    let pc = axisProps(ctx.container, .vertical)
    if case .reference(let r) = b.kind {
      let target = resolveTarget(r.target, from: child)
      let edge = relEdge(target, r.attribute == .baseline ? .top : r.attribute, .vertical, from: child, ctx) ?? pc.headPad
      return edge + (relAnchorIsGone(target) ? 0 : b.offset)
    }
    return pc.headPad + absPos(b)
  }

  func relAnchorIsGone(_ target: ResolvedTarget) -> Bool {
    if case .sibling(let j) = target { return isGone(j) }
    return false
  }

  /// Where the head (leading/top) edge of `child` is anchored.
  mutating func relAnchorHead(_ child: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    let pc = axisProps(ctx.container, axis)
    guard let head = axisProps(child, axis).head, relSetsEdge(head) else { return pc.headPad }
    if case .reference(let r) = head.kind {
      let target = resolveTarget(r.target, from: child)
      guard let edge = relEdge(target, r.attribute, axis, from: child, ctx) else { return pc.headPad + absPos(head) }
      return edge + (relAnchorIsGone(target) ? 0 : head.offset)
    }
    return pc.headPad + weightPosIn(head, relInner(axis, ctx))
  }

  /// Where the tail (trailing/bottom) edge of `child` is anchored; offsets point inward.
  mutating func relAnchorTail(_ child: Int, _ axis: Axis, _ ctx: RelativeContext) -> Double {
    let pc = axisProps(ctx.container, axis)
    let end = (ctx.total[axis] ?? 0) - pc.tailPad
    guard let tail = axisProps(child, axis).tail, relSetsEdge(tail) else { return end }
    if case .reference(let r) = tail.kind {
      let target = resolveTarget(r.target, from: child)
      guard let edge = relEdge(target, r.attribute, axis, from: child, ctx) else { return end - absPos(tail) }
      return edge - (relAnchorIsGone(target) ? 0 : tail.offset)
    }
    return end - weightPosIn(tail, relInner(axis, ctx))
  }

  /// The coordinate of `attribute` of the target on `axis`; nil (after a report) for an edge of the other axis.
  mutating func relEdge(
    _ target: ResolvedTarget, _ attribute: Attribute, _ axis: Axis, from child: Int, _ ctx: RelativeContext
  ) -> Double? {
    guard !attribute.isSize, attribute.isHorizontal == (axis == .horizontal) else {
      report(.ignoredValue, [child], "a position on one axis cannot refer to '\(attribute.rawValue)'")
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
      reportCycle([child], "a position that refers to the view's own edge")
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
