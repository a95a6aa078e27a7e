// Relative layouts: children anchored to siblings and the parent, resolved on demand (TangramKit §3.4).

import TGLSemantics

/// The container being resolved and the size assumed for it.
struct RelativeContext {
  var container: Int
  var total: Inner
  var wraps: (Bool, Bool)
  func wrapsAxis(_ axis: Axis) -> Bool { axis == .horizontal ? wraps.0 : wraps.1 }
}

extension LayoutEngine {
  mutating func layoutRelative(_ container: Int, _ input: SizeInput) -> Size {
    let p = props[container]
    let wraps = (input.width == nil, input.height == nil)
    // The size before wrapping is 0 on a wrapped axis: tgl has no previous bounds, so every layout is the first
    // layout of a new view, whose frame is zero (docs/layout-engine.md, deliberate deviations).
    var ctx = RelativeContext(
      container: container, total: Inner(width: input.width ?? 0, height: input.height ?? 0), wraps: wraps)
    // Siblings a child refers to come first, so that resolving on demand stays shallow.
    let kids = dependencyOrder(childrenOf(container).filter { !usesFrame($0) }, positions: true)
    resolveRelative(kids, ctx)
    if wraps.0 || wraps.1 {
      var wrapped = ctx
      for axis in Axis.both where ctx.wrapsAxis(axis) {
        wrapped.total[axis] = clampOwn(relativeWrapExtent(kids, axis, ctx), p[axis].size)
      }
      // The second pass (code notes §5): the children are laid out again at the wrapped size only when one of
      // them asks for it; the others keep what they were given against the size before wrapping.
      let changed = Axis.both.contains { abs((wrapped.total[$0] ?? 0) - (ctx.total[$0] ?? 0)) > 1e-7 }
      if changed && relativeLaysOutAgain(kids, ctx) { resolveRelative(kids, wrapped) }
      ctx = wrapped
    }
    for child in kids {
      slots[child].frame = Rect(
        x: relValue(child, 2), y: relValue(child, 3), width: relValue(child, 0), height: relValue(child, 1))
    }
    return Size(width: ctx.total.width ?? 0, height: ctx.total.height ?? 0)
  }

  /// Resolves every child's size and position with the assumed container size. The children with `frame:` are not
  /// laid out, but a sibling may refer to them, which resolves them on demand: their state is reset with the others',
  /// or a reference would read what an earlier run (another size, an earlier document updated in place) left.
  mutating func resolveRelative(_ kids: [Int], _ ctx: RelativeContext) {
    for child in childrenOf(ctx.container) {
      for q in 0..<4 { relative.states[child * 4 + q] = 0 }
      slots[child].widthState = 0
      slots[child].heightState = 0
    }
    relativeArrays(kids, ctx)
    for child in kids {
      for axis in Axis.both {
        _ = relSize(child, axis, ctx)
        _ = relPos(child, axis, ctx)
      }
    }
  }

  func relValue(_ child: Int, _ q: Int) -> Double { relative.values[child * 4 + q] }

  /// True when a wrapped relative layout lays its children out a second time at its wrapped size (TangramKit's
  /// `recalc`, code notes §5): a size shared with siblings (`[B.width]`) on either axis, or, on a wrapped axis, a
  /// visible child whose trailing/bottom or centre is a number, a weight or a reference to the layout, or whose
  /// size is a weight or `fill`. A size that refers to the layout (`height: parent.height`) is meant to count too,
  /// but TangramKit's test for it never matches, so it does not.
  func relativeLaysOutAgain(_ kids: [Int], _ ctx: RelativeContext) -> Bool {
    for child in kids {
      for axis in Axis.both {
        if case .array? = axisProps(child, axis).size?.kind { return true }
      }
      guard !isGone(child) else { continue }
      for axis in Axis.both where ctx.wrapsAxis(axis) {
        let a = axisProps(child, axis)
        if anchorsToLayout(a.tail, child) || anchorsToLayout(a.center, child) { return true }
        switch a.size?.kind {
        case .weight?, .fill?, .average?: return true
        default: continue
        }
      }
    }
    return false
  }

  /// True for a position that is a number, a weight or a reference to the parent. Bounds alone (`right: max C.left`)
  /// leave the edge unset (code notes §9), so they do not ask for the second pass (`relative_wrap_tail_bounds_only`).
  func anchorsToLayout(_ p: EPos?, _ child: Int) -> Bool {
    switch p?.kind {
    case .number?, .weight?: return true
    case .reference(let r)?: return refersToParent(r, from: child)
    default: return false
    }
  }

  /// True when `r` names the parent of `child` (`parent.`, or the parent by name).
  func refersToParent(_ r: ERef, from child: Int) -> Bool {
    switch r.target {
    case .parent: return true
    case .node(let j): return Int(j) == tree.nodes[child].parent
    default: return false
    }
  }

  /// True when a relative child's edge has a value. TangramKit 1.4.2 (code notes §9, `tgCalcLayoutRectHelper`, the
  /// min/max step): bounds alone (`left: min B.right`) set only a bound and leave the edge unset, so the view is
  /// placed as if the edge had none and clamped afterwards; such an edge is not the margin 0 and two of them do not
  /// stretch the view.
  func relSetsEdge(_ p: EPos?) -> Bool {
    guard let p else { return false }
    if case .none = p.kind { return false }
    return true
  }

  /// True when container `container`'s own size on `axis` is wrap (explicitly, or by having none when nested). Only
  /// then does a child that sizes from the container make a wrap cycle; a size that is merely unknown while the
  /// container's parent measures it (a `fill` or weighted container) is not one.
  func ownSizeWraps(_ container: Int, _ axis: Axis) -> Bool {
    switch axisProps(container, axis).size?.kind {
    case .wrap?, .none?: return true
    case nil: return container != 0
    default: return false
    }
  }

  /// True when a child's size on `axis` is a weight, fill or a reference to the layout's size (frame and linear
  /// layouts report a wrapped container with such a child as a `wrap-cycle`).
  func sizeDependsOnLayout(_ child: Int, _ axis: Axis) -> Bool {
    switch axisProps(child, axis).size?.kind {
    case .weight?, .fill?, .average?: return true
    case .reference(let r)? where r.target == .parent: return r.attribute.isSize
    default: return false
    }
  }

  /// True when a child's size on `axis` is left out of a wrapped relative layout's size (code notes §5): a weight,
  /// `fill`, or a reference to the layout's size on the same axis. A reference to the layout's other dimension or to
  /// a sibling counts.
  func relativeWrapLeavesOut(_ child: Int, _ axis: Axis) -> Bool {
    switch axisProps(child, axis).size?.kind {
    case .weight?, .fill?, .average?: return true
    case .reference(let r)? where refersToParent(r, from: child):
      return r.attribute == (axis == .horizontal ? .width : .height)
    default: return false
    }
  }

  /// True when a child anchored at both edges of a wrapped axis keeps its written size there. TangramKit 1.4.2 (code
  /// notes §5): never; both edges clear the size for good, and the edges give it. MyLayout 2.0 (`language.md` §13.1,
  /// whose tests the conformance cases are): when it has a size (`wrap` included). Without one (a container's
  /// default `wrap` is none), the edges give the size in both libraries.
  func keepsSizeBetweenEdges(_ a: AxisProps) -> Bool {
    guard library == .myLayout else { return false }
    switch a.size?.kind {
    case nil, .none?: return false
    case .wrap?: return !a.sizeDefaulted
    default: return true
    }
  }

  /// The wrapped size of a relative layout on `axis` from its visible children (TangramKit `tgCalcMaxWrapSize`,
  /// code notes §5; under MyLayout 2.0 a child anchored on both edges with a size keeps it).
  mutating func relativeWrapExtent(_ kids: [Int], _ axis: Axis, _ ctx: RelativeContext) -> Double {
    let pc = axisProps(ctx.container, axis)
    var extent = pc.pads
    for child in kids where !isGone(child) {
      let a = axisProps(child, axis)
      let head = absPos(a.head)
      let tail = absPos(a.tail)
      extent = Swift.max(extent, head + tail + pc.pads)
      guard !relativeWrapLeavesOut(child, axis) else { continue }
      let pos = relValue(child, 2 + axis.rawValue)
      let size = relValue(child, axis.rawValue)
      let maxEdge = pos + size
      if a.center != nil {
        extent = Swift.max(extent, size + head + tail + pc.pads)
      } else if relSetsEdge(a.head) && relSetsEdge(a.tail) {
        if keepsSizeBetweenEdges(a) {
          extent = Swift.max(extent, maxEdge + tail + pc.tailPad)
        } else {
          extent = Swift.max(extent, abs(maxEdge) + head + pc.headPad)
        }
      } else if relSetsEdge(a.tail) {
        extent = Swift.max(extent, abs(pos) + pc.headPad)
      } else {
        extent = Swift.max(extent, abs(maxEdge) + pc.tailPad)
      }
      extent = Swift.max(extent, maxEdge + tail + pc.tailPad)
    }
    return extent
  }

  /// Starts resolving quantity `q` of `child`; false (after reporting the cycle) when it is already being resolved.
  mutating func beginRel(_ child: Int, _ q: Int) -> Bool {
    let key = child * 4 + q
    if relative.states[key] == 1 {
      var members: [Int] = []
      if let start = relative.resolving.firstIndex(of: key) {
        for r in relative.resolving[start...] where members.last != r / 4 { members.append(r / 4) }
      } else {
        members = [child]
      }
      if members.count > 1, members.first == members.last { members.removeLast() }
      reportCycle(members, "relative positions")
      return false
    }
    relative.states[key] = 1
    relative.resolving.append(key)
    return true
  }

  mutating func endRel(_ child: Int, _ q: Int, _ value: Double) {
    let key = child * 4 + q
    relative.values[key] = sanitized(value)
    relative.states[key] = 2
    if relative.resolving.last == key {
      relative.resolving.removeLast()
    } else if let i = relative.resolving.lastIndex(of: key) {
      relative.resolving.remove(at: i)
    }
    if q < 2 { setScratch(child, q == 0 ? .horizontal : .vertical, value) }
  }

  /// The inner size of the container on `axis` under `ctx`.
  func relInner(_ axis: Axis, _ ctx: RelativeContext) -> Double {
    Swift.max(0, (ctx.total[axis] ?? 0) - axisProps(ctx.container, axis).pads)
  }
}
