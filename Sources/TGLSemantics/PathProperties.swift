// Path-layout equations as small expression trees, and the path's spacing rule.

/// An expression in one variable (`t` for polar and parametric equations, `x` for rectangular ones).
public indirect enum PathExpression: Sendable, Hashable {
  case number(Double)
  /// The equation's argument (t, x or y).
  case variable
  case negate(PathExpression)
  case add(PathExpression, PathExpression)
  case subtract(PathExpression, PathExpression)
  case multiply(PathExpression, PathExpression)
  case divide(PathExpression, PathExpression)
  case power(PathExpression, PathExpression)
  case call(PathFunction, PathExpression)
}

/// The functions a path expression may call.
public enum PathFunction: String, Sendable, Hashable, CaseIterable {
  case sin, cos, tan, sqrt, abs, exp, log
}

/// The one equation a path layout follows.
public enum PathEquation: Sendable, Hashable {
  /// y = f(x).
  case rectangular(PathExpression)
  /// (x(t), y(t)).
  case parametric(PathExpression, PathExpression)
  /// r = f(θ), θ in degrees; the function gets radians.
  case polar(PathExpression)
}

/// `tg_spaceType`: how children are spread along the path.
public enum PathSpaceType: Sendable, Hashable {
  /// Evenly over the whole path.
  case flexed
  /// One child every `distance` points of arc length.
  case fixed(Double)
  /// As if there were `count` children.
  case count(Int)
}

extension PathExpression {
  /// The value of an expression without the variable, calls or powers (`pi / 2`), for `start` and `end`; nil for
  /// any other expression.
  public var constantValue: Double? {
    switch self {
    case .number(let n): return n
    case .variable, .power, .call: return nil
    case .negate(let e): return e.constantValue.map { -$0 }
    case .add(let a, let b): return a.constantValue.flatMap { x in b.constantValue.map { x + $0 } }
    case .subtract(let a, let b): return a.constantValue.flatMap { x in b.constantValue.map { x - $0 } }
    case .multiply(let a, let b): return a.constantValue.flatMap { x in b.constantValue.map { x * $0 } }
    case .divide(let a, let b): return a.constantValue.flatMap { x in b.constantValue.map { x / $0 } }
    }
  }
}
