// Path layouts: children centred on points spread along a curve (TangramKit §3.9). No RTL mirroring.

import TGLSemantics

extension LayoutEngine {
  mutating func layoutPath(_ c: Int, _ input: SizeInput) -> Size {
    let p = props[c]
    let kids = layoutChildren(c)
    resetScratch(childrenOf(c))
    let pads = (p[.horizontal], p[.vertical])
    let inner = Inner(
      width: input.width.map { Swift.max(0, $0 - pads.0.pads) },
      height: input.height.map { Swift.max(0, $0 - pads.1.pads) })
    for k in kids {
      for axis in Axis.both {
        if isWeightSize(ax(k, axis).size) {
          report(.ignoredValue, [k], "a path layout ignores weight and fill sizes")
        }
        var s = commonSize(k, axis, inner: inner, other: scratch(k, axis.other)) ?? contentSize(k, axis, other: nil)
        s = validMeasure(s, ax(k, axis).size, node: k, axis: axis, inner: inner)
        setScratch(k, axis, s)
      }
    }
    let settings = p.path ?? PathSettings()
    let points = PathGeometry.points(
      settings, inner: Size(width: inner.width ?? 0, height: inner.height ?? 0),
      offset: Point(x: pads.0.headPad, y: pads.1.headPad))
    let spots = PathGeometry.spread(points, count: kids.count, spaceType: settings.spaceType)
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (i, k) in kids.enumerated() {
      let w = scratch(k, .horizontal) ?? 0
      let h = scratch(k, .vertical) ?? 0
      let spot = spots[i] ?? Point(x: 0, y: 0)
      let a = props[k]
      let x = spot.x - w / 2 + absPos(a[.horizontal].head) - absPos(a[.horizontal].tail)
      let y = spot.y - h / 2 + absPos(a[.vertical].head) - absPos(a[.vertical].tail)
      setWork(k, .horizontal, pos: x, size: w)
      setWork(k, .vertical, pos: y, size: h)
      minX = Swift.min(minX, x)
      minY = Swift.min(minY, y)
      maxX = Swift.max(maxX, x + w)
      maxY = Swift.max(maxY, y + h)
    }
    for k in childrenOf(c) where isGone(k) && !usesFrame(k) {
      setWork(k, .horizontal, pos: 0, size: 0)
      setWork(k, .vertical, pos: 0, size: 0)
    }
    let width = input.width ?? (kids.isEmpty ? pads.0.pads : clampOwn(maxX - minX, p[.horizontal].size))
    let height = input.height ?? (kids.isEmpty ? pads.1.pads : clampOwn(maxY - minY, p[.vertical].size))
    return Size(width: width, height: height)
  }
}
