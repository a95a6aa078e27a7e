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
