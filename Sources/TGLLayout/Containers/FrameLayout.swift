// Frame layouts: every child docks to the layout's edges, centre or fills it (TangramKit §3.6).

import TGLSemantics

extension LayoutEngine {
  mutating func layoutFrame(_ container: Int, _ input: SizeInput) -> Size {
    let p = props[container]
    // Siblings whose sizes a child refers to come first.
    let kids = dependencyOrder(layoutChildren(container), positions: false)
    resetScratch(childrenOf(container))
    var total = Inner(width: input.width, height: input.height)
    let axes = Axis.both
    // The axes the layout wraps: there a child with both margins and a size of its own keeps that size under MyLayout
    // 2.0 (`frameWrapKeepsSize`; TangramKit drops it). Decided from the input, as the relative layout does, so that a frame placed at the
    // size it wraps to is its wrapped run (`layoutAtWrapSize`).
    let wraps = FrameWraps(width: input.width == nil, height: input.height == nil)
    if total.width == nil || total.height == nil {
      var known = Inner()
      for axis in axes { known[axis] = total[axis].map { Swift.max(0, $0 - p[axis].pads) } }
      for child in kids {
        for axis in frameAxisOrder(child)
        where frameChildSize(child, axis, inner: known, wraps: wraps) == nil && total[axis] == nil {
          if ownSizeWraps(container, axis) && sizeDependsOnLayout(child, axis) {
            reportWrapCycle([container, child], "a wrapped frame layout whose child's size depends on it")
          }
        }
      }
      for axis in axes where total[axis] == nil {
        total[axis] = clampOwn(frameWrapExtent(container, kids, axis), p[axis].size)
      }
      resetScratch(childrenOf(container))
    }
    // Every child is placed again at the final size: children with both margins and no size of their own stretch
    // to the wrapped size (code notes §4, third point).
    var inner = Inner()
    for axis in axes { inner[axis] = Swift.max(0, (total[axis] ?? 0) - p[axis].pads) }
    for child in kids {
      for axis in frameAxisOrder(child) {
        let size = frameChildSize(child, axis, inner: inner, wraps: wraps) ?? 0
        placeFrameChild(child, container, axis, size: size, total: total[axis] ?? 0, inner: inner, wraps: wraps)
      }
    }
    for child in childrenOf(container) where isGone(child) && !usesFrame(child) {
      for axis in axes { setWork(child, axis, pos: p[axis].headPad + absPos(axisProps(child, axis).head), size: 0) }
    }
    return Size(width: total.width ?? 0, height: total.height ?? 0)
  }

  /// A wrapped frame layout's extent on `axis` from its children's sizes (code notes §4, `tgCalcMaxWrapSize`), from the
  /// padding: a child with both margins counts them; one that also keeps a size of its own (MyLayout 2.0) and one
  /// without both margins count their size plus margins and centre offset, unless the size depends on the layout.
  /// TangramKit also counts each child's far edge against the layout's size before the pass, which makes a child
  /// docked to the far edge or the centre keep the layout at least as large as it was; a `.tgl` file has no previous
  /// size, so tgl leaves that term out (for a child docked at the start it equals the size term).
  func frameWrapExtent(_ container: Int, _ kids: [Int], _ axis: Axis) -> Double {
    let pads = axisProps(container, axis).pads
    var extent = pads
    for child in kids {
      let a = axisProps(child, axis)
      let head = absPos(a.head)
      let tail = absPos(a.tail)
      if a.hasHead && a.hasTail { extent = Swift.max(extent, head + tail + pads) }
      guard !(a.hasHead && a.hasTail) || frameWrapKeepsSize(child, axis), let s = scratch(child, axis) else { continue }
      extent = Swift.max(extent, s + head + absPos(a.center) + tail + pads)
    }
    return extent
  }

  /// True when child `child`, with both margins on `axis` of a frame layout that wraps it, keeps its size there.
  /// TangramKit 1.4.2 (code notes §4): never; both margins clear the size for good at the start of every pass, so the
  /// child counts only its margins in the wrap and is stretched to the wrapped size. MyLayout 2.0 (`language.md`
  /// §13.5): when the size is its own (`frameKeepsSize`).
  func frameWrapKeepsSize(_ child: Int, _ axis: Axis) -> Bool {
    switch library {
    case .tangramKit: return false
    case .myLayout: return frameKeepsSize(child, axis)
    }
  }

  /// True when child `child` has a size of its own on `axis` that does not need the layout's size (a number, `wrap`,
  /// or a reference to itself or a sibling): the size a child with both margins keeps where the layout wraps. A
  /// container's default `wrap` (no size written) is none: such a child is stretched (`frame_wrap_container_margins`).
  func frameKeepsSize(_ child: Int, _ axis: Axis) -> Bool {
    switch axisProps(child, axis).size?.kind {
    case .number?: return true
    case .wrap?: return !axisProps(child, axis).sizeDefaulted
    case .reference(let r)?: return r.target != .parent && !resolvesToParent(r, child)
    default: return false
    }
  }

  /// Width first, unless the width refers to the child's own height.
  func frameAxisOrder(_ child: Int) -> [Axis] {
    if case .reference(let r)? = axisProps(child, .horizontal).size?.kind, r.target == .this, r.attribute == .height {
      return [.vertical, .horizontal]
    }
    return [.horizontal, .vertical]
  }

  /// A child's size in a frame layout; nil when it depends on an unknown layout size.
  mutating func frameChildSize(_ child: Int, _ axis: Axis, inner: Inner, wraps: FrameWraps) -> Double? {
    if let known = scratch(child, axis) { return known }
    let a = axisProps(child, axis)
    let iw = inner[axis]
    let lm = weightPosIn(a.head, iw ?? 0)
    let tm = weightPosIn(a.tail, iw ?? 0)
    let s = a.size
    var value: Double
    if a.hasHead && a.hasTail && !(wraps[axis] && frameWrapKeepsSize(child, axis)) {
      guard let iw else { return nil }
      value = iw - lm - tm
    } else {
      switch s?.kind {
      case .fill?:
        guard let iw else { return nil }
        value = measure(iw - lm - tm, s)
      case .weight(let w)?:
        guard let iw else { return nil }
        value = measure(iw * w / 100, s)
      case .average?:
        guard let iw else { return nil }
        value = measure(iw, s)
      case .array?:
        report(.ignoredValue, [child], "a frame layout ignores size arrays")
        value = contentSize(child, axis, other: scratch(child, axis.other))
      default:
        guard let v = commonSize(child, axis, inner: inner, other: scratch(child, axis.other)) else { return nil }
        value = v
      }
    }
    value = validMeasure(value, s, node: child, axis: axis, inner: inner)
    setScratch(child, axis, value)
    return value
  }

  mutating func placeFrameChild(
    _ child: Int, _ container: Int, _ axis: Axis, size: Double, total: Double, inner: Inner, wraps: FrameWraps
  ) {
    let a = axisProps(child, axis)
    let pc = axisProps(container, axis)
    let iw = inner[axis] ?? 0
    let lm = weightPosIn(a.head, iw)
    let tm = weightPosIn(a.tail, iw)
    var g = placementGravity(layout: pc.gravity, child: a)
    if pc.gravity == .none && a.hasHead && a.hasTail && wraps[axis] && frameWrapKeepsSize(child, axis) {
      // MyLayout 2.0 stretches a child between its margins only when it has no size; one that keeps its size follows
      // its alignment, or docks at the start.
      g = a.alignment == .none ? .start : a.alignment
    }
    var size = size
    var pos: Double
    switch g {
    case .end: pos = total - pc.tailPad - tm - size
    case .center: pos = (iw - lm - tm - size) / 2 + pc.headPad + lm + weightPosIn(a.center, iw)
    case .fill:
      size = validMeasure(iw - lm - tm, a.size, node: child, axis: axis, inner: inner)
      pos = pc.headPad + lm
    default: pos = pc.headPad + lm
    }
    setWork(child, axis, pos: pos, size: size)
  }
}

/// The axes a frame layout wraps in one run (its size there comes from its children).
struct FrameWraps {
  var width: Bool
  var height: Bool
  subscript(axis: Axis) -> Bool { axis == .horizontal ? width : height }
}
