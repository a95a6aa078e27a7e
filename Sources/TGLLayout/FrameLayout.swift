// Frame layouts: every child docks to the layout's edges, centre or fills it (TangramKit §3.6).

import TGLSemantics

extension LayoutEngine {
  mutating func layoutFrame(_ c: Int, _ input: SizeInput) -> Size {
    let p = props[c]
    // Siblings whose sizes a child refers to come first.
    let kids = dependencyOrder(layoutChildren(c), positions: false)
    resetScratch(childrenOf(c))
    var total = Inner(width: input.width, height: input.height)
    let axes = Axis.both
    if total.width == nil || total.height == nil {
      var known = Inner()
      for axis in axes { known[axis] = total[axis].map { Swift.max(0, $0 - p[axis].pads) } }
      for k in kids {
        for axis in frameAxisOrder(k) where frameChildSize(k, axis, inner: known) == nil && total[axis] == nil {
          if ownSizeWraps(c, axis) && sizeDependsOnLayout(k, axis) {
            reportWrapCycle([c, k], "a wrapped frame layout whose child's size depends on it")
          }
        }
      }
      for axis in axes where total[axis] == nil {
        var extent = p[axis].pads
        for k in kids {
          let a = ax(k, axis)
          let head = absPos(a.head)
          let tail = absPos(a.tail)
          if a.hasHead && a.hasTail {
            extent = Swift.max(extent, head + tail + p[axis].pads)
          } else if let s = scratch(k, axis) {
            extent = Swift.max(extent, s + head + absPos(a.center) + tail + p[axis].pads)
          }
        }
        total[axis] = clampOwn(extent, p[axis].size)
      }
      resetScratch(childrenOf(c))
    }
    var inner = Inner()
    for axis in axes { inner[axis] = Swift.max(0, (total[axis] ?? 0) - p[axis].pads) }
    for k in kids {
      for axis in frameAxisOrder(k) {
        let size = frameChildSize(k, axis, inner: inner) ?? 0
        placeFrameChild(k, c, axis, size: size, total: total[axis] ?? 0, inner: inner)
      }
    }
    for k in childrenOf(c) where isGone(k) && !usesFrame(k) {
      for axis in axes { setWork(k, axis, pos: p[axis].headPad + absPos(ax(k, axis).head), size: 0) }
    }
    return Size(width: total.width ?? 0, height: total.height ?? 0)
  }

  /// Width first, unless the width refers to the child's own height.
  func frameAxisOrder(_ k: Int) -> [Axis] {
    if case .reference(let r)? = ax(k, .horizontal).size?.kind, r.target == .this, r.attribute == .height {
      return [.vertical, .horizontal]
    }
    return [.horizontal, .vertical]
  }

  /// A child's size in a frame layout; nil when it depends on an unknown layout size.
  mutating func frameChildSize(_ k: Int, _ axis: Axis, inner: Inner) -> Double? {
    if let known = scratch(k, axis) { return known }
    let a = ax(k, axis)
    let iw = inner[axis]
    let lm = weightPosIn(a.head, iw ?? 0)
    let tm = weightPosIn(a.tail, iw ?? 0)
    let s = a.size
    var value: Double
    if a.hasHead && a.hasTail {
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
        report(.ignoredValue, [k], "a frame layout ignores size arrays")
        value = contentSize(k, axis, other: scratch(k, axis.other))
      default:
        guard let v = commonSize(k, axis, inner: inner, other: scratch(k, axis.other)) else { return nil }
        value = v
      }
    }
    value = validMeasure(value, s, node: k, axis: axis, inner: inner)
    setScratch(k, axis, value)
    return value
  }

  mutating func placeFrameChild(_ k: Int, _ c: Int, _ axis: Axis, size: Double, total: Double, inner: Inner) {
    let a = ax(k, axis)
    let pc = ax(c, axis)
    let iw = inner[axis] ?? 0
    let lm = weightPosIn(a.head, iw)
    let tm = weightPosIn(a.tail, iw)
    let g = placementGravity(layout: pc.gravity, child: a)
    var size = size
    var pos: Double
    switch g {
    case .end: pos = total - pc.tailPad - tm - size
    case .center: pos = (iw - lm - tm - size) / 2 + pc.headPad + lm + weightPosIn(a.center, iw)
    case .fill:
      size = validMeasure(iw - lm - tm, a.size, node: k, axis: axis, inner: inner)
      pos = pc.headPad + lm
    default: pos = pc.headPad + lm
    }
    setWork(k, axis, pos: pos, size: size)
  }
}
