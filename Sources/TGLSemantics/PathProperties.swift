// Path-layout equations as small expression trees, and the path's spacing rule.

/// An expression in one variable (`t` for polar and parametric equations, `x` for rectangular ones).
///
/// Only the recursive cases are `indirect`, and `number` is not, on purpose: when every case with a payload is a box,
/// Swift keeps the case in spare bits of the box's pointer, and a leak checker that scans memory for pointers
/// (LeakSanitizer in the sanitized runs, valgrind's memcheck) no longer recognises it, so a value still held when the
/// process exits is reported as leaked. A plain `Double` payload has no spare bits: the case gets a byte of its own
/// and the pointers stay plain (`IndirectEnumLayoutTests`).
public enum PathExpression: Sendable, Hashable {
  case number(Double)
  /// The equation's argument (t, x or y).
  case variable
  indirect case negate(PathExpression)
  indirect case add(PathExpression, PathExpression)
  indirect case subtract(PathExpression, PathExpression)
  indirect case multiply(PathExpression, PathExpression)
  indirect case divide(PathExpression, PathExpression)
  indirect case power(PathExpression, PathExpression)
  indirect case call(PathFunction, PathExpression)
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
