// A path layout's curve as points, for pictures: the same equation, origin and range the layout places children on.

import TGLSemantics

extension Properties {
  /// The curve of a path layout of `size` (padding `left`, `top`, `right`, `bottom`) in its own coordinates, as runs
  /// of points (a run ends where the equation has no finite value); empty without an equation.
  public func pathCurvePoints(
    size: Size, left: Double, top: Double, right: Double, bottom: Double, samples: Int = 180
  ) -> [[Point]] {
    let settings = PathSettings(
      equation: pathEquation, origin: pathOrigin ?? Point(x: 0, y: 0), isMath: isMath ?? false,
      isReverse: isReverse ?? false, start: pathStart, end: pathEnd)
    let inner = Size(width: max(0, size.width - left - right), height: max(0, size.height - top - bottom))
    guard samples > 1, let curve = PathCurve(settings, inner: inner, leftPad: left, topPad: top),
      curve.start.isFinite, curve.end.isFinite
    else { return [] }
    var runs: [[Point]] = [[]]
    for step in 0...samples {
      let argument = curve.start + (curve.end - curve.start) * Double(step) / Double(samples)
      if let point = curve.point(argument), abs(point.x) < 1e6, abs(point.y) < 1e6 {
        runs[runs.count - 1].append(point)
      } else if !(runs.last?.isEmpty ?? true) {
        runs.append([])
      }
    }
    return runs.filter { $0.count > 1 }
  }
}
