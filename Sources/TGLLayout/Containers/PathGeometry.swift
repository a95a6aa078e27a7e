// A path layout's curve: the argument range TangramKit samples and the point each argument maps to (code notes §1).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import TGLSemantics

extension PathExpression {
  /// The value at `t`; NaN or infinity for undefined results (the curve has a gap there).
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

/// One path layout's curve in the layout's coordinates. The arithmetic is done in TangramKit's order
/// (`tgCalcPathPoints`), so that the knife-edge comparisons of the sampling (a closed curve, a distance reached)
/// come out as they do there.
struct PathCurve {
  let equation: PathEquation
  let isMath: Bool
  let isReverse: Bool
  /// The origin's offset inside the padded area: inner width × origin x, inner height × origin y.
  let originX: Double
  let originY: Double
  /// The left and top padding.
  let leftPad: Double
  let topPad: Double
  /// The first and the nominal last argument: points for rectangular and parametric equations, degrees for polar
  /// ones (whose `start`/`end` are written in radians).
  let start: Double
  let end: Double

  /// `inner` is the size the curve is laid out in (TangramKit: the current bounds minus the padding).
  init?(_ s: PathSettings, inner: Size, leftPad: Double, topPad: Double) {
    guard let equation = s.equation else { return nil }
    self.equation = equation
    isMath = s.isMath
    isReverse = s.isReverse
    originX = inner.width * s.origin.x
    originY = inner.height * s.origin.y
    self.leftPad = leftPad
    self.topPad = topPad
    let (w, h) = (inner.width, inner.height)
    let (ox, oy) = (s.origin.x, s.origin.y)
    switch equation {
    case .polar:
      start = s.start.map { $0 / Double.pi * 180 } ?? 0
      end = s.end.map { $0 / Double.pi * 180 } ?? 360
    case .rectangular, .parametric:
      // Parametric equations take the rectangular range too (code notes §1, the range table).
      var first = 0 - w * ox
      var last = w - w * ox
      if s.isReverse {
        first = s.isMath ? -1 * h * (1 - oy) : h * (0 - oy)
        last = s.isMath ? -1 * h * (0 - oy) : h * (1 - oy)
      }
      start = s.start ?? first
      end = s.end ?? last
    }
  }

  /// The point at argument `arg`, or nil where the equation has no finite value (a gap).
  func point(_ arg: Double) -> Point? {
    // The horizontal and vertical components before the origin and the `isMath` flip: `isReverse` swaps them.
    let horizontal: Double
    let vertical: Double
    switch equation {
    case .rectangular(let f):
      let v = f.evaluate(arg)
      guard v.isFinite else { return nil }
      (horizontal, vertical) = isReverse ? (v, arg) : (arg, v)
    case .parametric(let fx, let fy):
      let px = fx.evaluate(arg)
      let py = fy.evaluate(arg)
      guard px.isFinite, py.isFinite else { return nil }
      (horizontal, vertical) = isReverse ? (py, px) : (px, py)
    case .polar(let f):
      let radians = arg / 180 * Double.pi
      let r = f.evaluate(radians)
      guard r.isFinite else { return nil }
      (horizontal, vertical) =
        isReverse ? (r * sin(radians), r * cos(radians)) : (r * cos(radians), r * sin(radians))
    }
    let x = horizontal + originX + leftPad
    let y = (isMath ? -vertical : vertical) + originY + topPad
    guard x.isFinite, y.isFinite else { return nil }
    return Point(x: x, y: y)
  }
}
