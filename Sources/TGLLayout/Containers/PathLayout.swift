// Path layouts: children centred on points spread along a curve (code notes §1). No RTL mirroring.

import TGLSemantics

extension LayoutEngine {
  mutating func layoutPath(_ container: Int, _ input: SizeInput) -> Size {
    let p = props[container]
    let kids = layoutChildren(container)
    resetScratch(childrenOf(container))
    let pads = (p[.horizontal], p[.vertical])
    let inner = Inner(
      width: input.width.map { Swift.max(0, $0 - pads.0.pads) },
      height: input.height.map { Swift.max(0, $0 - pads.1.pads) })
    for child in kids {
      for axis in Axis.both {
        if isWeightSize(axisProps(child, axis).size) {
          report(.ignoredValue, [child], "a path layout ignores weight and fill sizes")
        }
        var s = commonSize(child, axis, inner: inner, other: scratch(child, axis.other)) ?? contentSize(child, axis, other: nil)
        s = validMeasure(s, axisProps(child, axis).size, node: child, axis: axis, inner: inner)
        setScratch(child, axis, s)
      }
    }
    let points = pathPoints(container, count: kids.count, input: input)
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for (i, child) in kids.enumerated() {
      let w = scratch(child, .horizontal) ?? 0
      let h = scratch(child, .vertical) ?? 0
      // A child without a point is centred on (0, 0) of the layout: neither padding nor origin moves it.
      let spot = i < points.count ? points[i] : Point(x: 0, y: 0)
      let a = props[child]
      let x = spot.x - w / 2 + absPos(a[.horizontal].head) - absPos(a[.horizontal].tail)
      let y = spot.y - h / 2 + absPos(a[.vertical].head) - absPos(a[.vertical].tail)
      setWork(child, .horizontal, pos: x, size: w)
      setWork(child, .vertical, pos: y, size: h)
      minX = Swift.min(minX, x)
      minY = Swift.min(minY, y)
      maxX = Swift.max(maxX, x + w)
      maxY = Swift.max(maxY, y + h)
    }
    for child in childrenOf(container) where isGone(child) && !usesFrame(child) {
      setWork(child, .horizontal, pos: 0, size: 0)
      setWork(child, .vertical, pos: 0, size: 0)
    }
    // The wrap size is the children's bounding box; the frames are not moved to start at 0.
    let width = input.width ?? clampOwn(kids.isEmpty ? pads.0.pads : maxX - minX, p[.horizontal].size)
    let height = input.height ?? clampOwn(kids.isEmpty ? pads.1.pads : maxY - minY, p[.vertical].size)
    return Size(width: width, height: height)
  }

  /// The points of `count` children along path `container`'s curve, in order; children past the end have none.
  mutating func pathPoints(_ container: Int, count: Int, input: SizeInput) -> [Point] {
    let p = props[container]
    let settings = p.path >= 0 ? paths[Int(p.path)] : PathSettings()
    let pads = (p[.horizontal], p[.vertical])
    // TangramKit draws the curve in its current bounds, which a `.tgl` file does not have: tgl uses the size being
    // laid out, and 0 on a wrapped axis, whose size is not known until the children are placed.
    let inner = Size(
      width: input.width.map { $0 - pads.0.pads } ?? 0, height: input.height.map { $0 - pads.1.pads } ?? 0)
    guard count > 0,
      let curve = PathCurve(settings, inner: inner, leftPad: pads.0.headPad, topPad: pads.1.headPad)
    else { return [] }
    let sampler = PathSampler(curve: curve, distanceError: settings.distanceError)
    let (spacing, measure) = sampler.spacing(settings.spaceType, children: count)
    let budget = PathSampler.maximumSamples
    if measure?.ranOut == true {
      report(
        .ignoredValue, [container],
        "the path from start to end is longer than \(budget) samples; its length, which sets the spacing, "
          + "is measured over the first \(budget)")
    }
    let placement = sampler.place(count: count, spacing: spacing)
    let placed = placement.points.count
    if placement.ranOut {
      report(
        .ignoredValue, [container],
        placed == 0
          ? "the path's equation has no value in its first \(budget) samples (TangramKit would sample for ever); "
            + "its children are placed at (0, 0)"
          : "only \(placed) of \(count) children find a point in the first \(budget) samples of the path "
            + "(TangramKit samples on); the others are placed at (0, 0)")
    }
    if let gap = placement.gapAt, placed < count {
      let left = count - placed
      report(
        .ignoredValue, [container],
        "the path's equation has no value at \(Self.argumentText(gap, curve)), where the curve stops; "
          + "\(left) of its \(count) children \(left == 1 ? "is" : "are") left without a point and placed at (0, 0)")
    }
    if placement.refinementRanOut {
      report(
        .ignoredValue, [container],
        "finding a child's point on the path took more than \(PathSampler.maximumRefinementSamples) samples; "
          + "the nearest point found is used")
    }
    return placement.points
  }

  /// An argument as the file writes it: radians for a polar equation (the sampling runs in degrees).
  static func argumentText(_ arg: Double, _ curve: PathCurve) -> String {
    let value: Double
    if case .polar = curve.equation { value = arg / 180 * Double.pi } else { value = arg }
    let rounded = (value * 1000).rounded() / 1000
    guard Swift.abs(rounded) < 1e15 else { return String(value) }
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }
}
