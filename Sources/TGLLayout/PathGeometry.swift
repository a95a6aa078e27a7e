// Sampling a path equation into points and finding points at given arc lengths (TangramKit §3.9).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import TGLSemantics

extension PathExpression {
  /// The value at `t`; NaN for undefined results (the caller skips non-finite points).
  func evaluate(_ t: Double) -> Double {
    switch self {
    case .number(let n): return n
    case .variable: return t
    case .negate(let e): return -e.evaluate(t)
    case .add(let a, let b): return a.evaluate(t) + b.evaluate(t)
    case .subtract(let a, let b): return a.evaluate(t) - b.evaluate(t)
    case .multiply(let a, let b): return a.evaluate(t) * b.evaluate(t)
    case .divide(let a, let b): return a.evaluate(t) / b.evaluate(t)
    case .power(let a, let b): return pow(a.evaluate(t), b.evaluate(t))
    case .call(let f, let e):
      let x = e.evaluate(t)
      switch f {
      case .sin: return sin(x)
      case .cos: return cos(x)
      case .tan: return tan(x)
      case .sqrt: return sqrt(x)
      case .abs: return Swift.abs(x)
      case .exp: return exp(x)
      case .log: return log(x)
      }
    }
  }
}

enum PathGeometry {
  /// The most samples one path takes (the argument steps by 1 unit).
  static let maximumSamples = 20_000

  /// Samples the equation with the argument stepping by 1 from start to end, in layout coordinates
  /// (origin and padding applied, y flipped for `isMath`).
  static func points(_ s: PathSettings, inner: Size, offset: Point) -> [Point] {
    guard let equation = s.equation else { return [] }
    let ox = s.origin.x * inner.width
    let oy = s.origin.y * inner.height
    var raw: [Point] = []
    func sample(from a: Double, to b: Double, _ f: (Double) -> Point) {
      guard a.isFinite, b.isFinite, b >= a else { return }
      let steps = Swift.min(maximumSamples, Int((b - a).rounded(.down)))
      for i in 0...steps { raw.append(f(a + Double(i))) }
      if a + Double(steps) < b && steps < maximumSamples { raw.append(f(b)) }
    }
    switch equation {
    case .rectangular(let e):
      if s.isReverse {
        sample(from: s.start ?? -oy, to: s.end ?? inner.height - oy) { Point(x: e.evaluate($0), y: $0) }
      } else {
        sample(from: s.start ?? -ox, to: s.end ?? inner.width - ox) { Point(x: $0, y: e.evaluate($0)) }
      }
    case .parametric(let ex, let ey):
      sample(from: s.start ?? 0, to: s.end ?? 360) { Point(x: ex.evaluate($0), y: ey.evaluate($0)) }
    case .polar(let e):
      sample(from: s.start ?? 0, to: s.end ?? 360) { degrees in
        let radians = degrees * Double.pi / 180
        let r = e.evaluate(radians)
        return Point(x: r * cos(radians), y: r * sin(radians))
      }
    }
    return raw.compactMap { p in
      let y = s.isMath ? -p.y : p.y
      let point = Point(x: p.x + ox + offset.x, y: y + oy + offset.y)
      return point.x.isFinite && point.y.isFinite ? point : nil
    }
  }

  /// Points at arc lengths 0, d, 2d, ... for `count` items; nil for items beyond the end of the path.
  static func spread(_ points: [Point], count: Int, spaceType: PathSpaceType) -> [Point?] {
    guard count > 0, let first = points.first, let last = points.last else {
      return Array(repeating: nil, count: Swift.max(0, count))
    }
    var lengths: [Double] = [0]
    for i in 1..<points.count {
      lengths.append(lengths[i - 1] + hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y))
    }
    let total = lengths[lengths.count - 1]
    let closed = hypot(first.x - last.x, first.y - last.y) <= 1 && points.count > 2
    var distance: Double
    switch spaceType {
    case .fixed(let d): distance = Swift.max(0, d)
    case .flexed, .count:
      var n = count
      if case .count(let m) = spaceType { n = m }
      distance = n <= 1 ? 0 : closed ? total / Double(n) : total / Double(n - 1)
    }
    var result: [Point?] = []
    var segment = 1
    for i in 0..<count {
      let target = distance * Double(i)
      if target > total + 0.5 || (distance == 0 && i > 0) {
        result.append(nil)
        continue
      }
      while segment < lengths.count - 1 && lengths[segment] < target { segment += 1 }
      let a = points[Swift.max(0, segment - 1)]
      let b = points[Swift.min(points.count - 1, segment)]
      let l0 = lengths[Swift.max(0, segment - 1)]
      let l1 = lengths[Swift.min(lengths.count - 1, segment)]
      let f = l1 > l0 ? Swift.min(1, Swift.max(0, (target - l0) / (l1 - l0))) : 0
      result.append(Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
    }
    return result
  }
}
