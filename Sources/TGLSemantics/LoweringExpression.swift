// Evaluating value expressions into linear forms: `base * multiple + constant` over one base.

import TGLSyntax

/// The one non-numeric thing a linear expression may be built on.
enum LinearBase: Hashable {
  case weight(Double)
  case keyword(String)
  case reference(Reference)
  /// `[B.width, C.width]`, which may be scaled and shifted like any size (`[B.width] * 2 - 10`).
  case array([Reference])
}

/// `base * multiple + constant`; `base` is nil for a plain number.
struct LinearValue: Hashable {
  var base: LinearBase?
  var multiple: Double = 1
  var constant: Double = 0

  static func number(_ n: Double) -> LinearValue { LinearValue(base: nil, multiple: 1, constant: n) }
}

/// The ways an expression may fail to be a linear value; each carries the range to report.
struct LoweringFailure: Error {
  var range: TextRange
  var message: String
}

enum LinearEvaluator {
  /// Evaluates an expression that must be linear in at most one base.
  static func evaluate(_ expr: ExprSyntax) throws(LoweringFailure) -> LinearValue {
    // A reference is read from its tokens: its `shape` made a `String` of the attribute, and `reference` decoded the
    // shape again for the name.
    if expr.syntax.kind == .memberExpr { return LinearValue(base: .reference(try reference(expr))) }
    switch expr.shape {
    case .number(let n): return .number(n)
    case .weight(let w): return LinearValue(base: .weight(w))
    case .name(let name):
      // A constant or a parameter of the file's scope (design-whole-app.md §1.2); no scope, a keyword as before.
      if let value = try LoweringScope.lookup(name, at: expr.range) { return try scoped(value, name, expr.range) }
      return LinearValue(base: .keyword(name))
    case .member: return LinearValue(base: .reference(try reference(expr)))
    case .parenthesized(let inner):
      guard let inner else { throw LoweringFailure(range: expr.range, message: "expected an expression") }
      return try evaluate(inner)
    case .negate(let inner):
      guard let inner else { throw LoweringFailure(range: expr.range, message: "expected an expression after '-'") }
      let v = try evaluate(inner)
      if v.base == nil { return .number(-v.constant) }
      return LinearValue(base: v.base, multiple: -v.multiple, constant: -v.constant)
    case .binary(let lhs, let op, let rhsOptional):
      guard let rhs = rhsOptional else {
        throw LoweringFailure(range: expr.range, message: "expected an expression after '\(op.rawValue)'")
      }
      return try combine(try evaluate(lhs), op, try evaluate(rhs), expr.range)
    case .array(let elements):
      var references: [Reference] = []
      for element in elements { references.append(try ValueLowering.reference(element)) }
      return LinearValue(base: .array(references))
    case .string, .color, .call, .invalid:
      throw LoweringFailure(range: expr.range, message: "expected a number, a weight, a keyword or a reference")
    }
  }

  /// A scope's number, or its `value` argument evaluated with the names of the scope it was written in.
  static func scoped(_ value: ScopeValue, _ name: String, _ range: TextRange) throws(LoweringFailure) -> LinearValue {
    switch value {
    case .number(let n): return .number(n)
    case .expression(let e, let scope):
      return try LoweringScope.within(scope) { () throws(LoweringFailure) -> LinearValue in try evaluate(e) }
    default: throw LoweringScope.mismatch(name, value, expected: "a number", at: range)
    }
  }

  /// `parent.width`, `self.left`, `B.right`: the name and the attribute compared as bytes (the words are ASCII,
  /// so comparing bytes agrees with comparing `String`s); a `String` is made only of another view's name.
  static func reference(_ expr: ExprSyntax) throws(LoweringFailure) -> Reference {
    guard let tokens = expr.referenceTokens, let attributeToken = tokens.attribute else {
      throw LoweringFailure(range: expr.range, message: "expected a reference such as 'B.width'")
    }
    guard let attribute = Attribute(spelling: attributeToken) else {
      throw LoweringFailure(range: expr.range, message: "unknown attribute '\(attributeToken.text)'")
    }
    let target: ReferenceTarget =
      tokens.name.spells("parent") ? .parent : tokens.name.spells("self") ? .this : .element(tokens.name.text)
    return Reference(target, attribute)
  }

  static func combine(_ a: LinearValue, _ op: ExprSyntax.BinaryOperator, _ b: LinearValue, _ range: TextRange)
    throws(LoweringFailure) -> LinearValue
  {
    switch op {
    case .add, .subtract:
      let sign: Double = op == .add ? 1 : -1
      if a.base != nil && b.base != nil {
        throw LoweringFailure(range: range, message: "a value can be built on only one reference or keyword")
      }
      if b.base != nil {
        return LinearValue(base: b.base, multiple: sign * b.multiple, constant: a.constant + sign * b.constant)
      }
      return LinearValue(base: a.base, multiple: a.multiple, constant: a.constant + sign * b.constant)
    case .multiply:
      if a.base != nil && b.base != nil {
        throw LoweringFailure(range: range, message: "a product of two references is not linear")
      }
      if a.base == nil {
        return b.base == nil
          ? .number(a.constant * b.constant)
          : LinearValue(base: b.base, multiple: b.multiple * a.constant, constant: b.constant * a.constant)
      }
      return LinearValue(base: a.base, multiple: a.multiple * b.constant, constant: a.constant * b.constant)
    case .divide:
      guard b.base == nil, b.constant != 0 else {
        throw LoweringFailure(range: range, message: "can only divide by a non-zero number")
      }
      if a.base == nil { return .number(a.constant / b.constant) }
      return LinearValue(base: a.base, multiple: a.multiple / b.constant, constant: a.constant / b.constant)
    }
  }

  /// Evaluates an expression that must be a plain number.
  static func number(_ expr: ExprSyntax) throws(LoweringFailure) -> Double {
    let v = try evaluate(expr)
    guard v.base == nil, v.constant.isFinite else {
      throw LoweringFailure(range: expr.range, message: "expected a number")
    }
    return v.constant
  }

  /// A bare word (`vert`, `true`, `gone`), if the expression is one.
  static func word(_ expr: ExprSyntax) -> String? {
    if case .name(let n) = expr.shape { return n }
    return nil
  }

  /// A path-equation expression over the variable `t`, `x` or `y`.
  static func pathExpression(_ expr: ExprSyntax) throws(LoweringFailure) -> PathExpression {
    try checkPathExpression(expr)
    return buildPathExpression(expr)
  }

  /// Throws the first error of a path equation, and builds nothing: the tree is built only once it is known to be
  /// valid, so building it cannot fail halfway.
  private static func checkPathExpression(_ expr: ExprSyntax) throws(LoweringFailure) {
    switch expr.shape {
    case .number: return
    case .name(let n):
      switch n {
      case "t", "x", "y", "θ", "pi", "π", "e": return
      default: throw LoweringFailure(range: expr.range, message: "unknown name '\(n)' in an equation")
      }
    case .parenthesized(let inner?), .negate(let inner?): try checkPathExpression(inner)
    case .binary(let l, _, let r?):
      try checkPathExpression(l)
      try checkPathExpression(r)
    case .call(let name, let args):
      if name == "pow", args.count == 2 {
        try checkPathExpression(args[0])
        try checkPathExpression(args[1])
        return
      }
      guard PathFunction(rawValue: name) != nil, args.count == 1 else {
        throw LoweringFailure(range: expr.range, message: "unknown function '\(name)'")
      }
      try checkPathExpression(args[0])
    default:
      throw LoweringFailure(range: expr.range, message: "expected an equation")
    }
  }

  /// The tree of a path equation that `checkPathExpression` accepted.
  private static func buildPathExpression(_ expr: ExprSyntax) -> PathExpression {
    switch expr.shape {
    case .number(let n): return .number(n)
    case .name(let n):
      switch n {
      case "pi", "π": return .number(Double.pi)
      case "e": return .number(2.718281828459045)
      default: return .variable
      }
    case .parenthesized(let inner?): return buildPathExpression(inner)
    case .negate(let inner?): return .negate(buildPathExpression(inner))
    case .binary(let l, let op, let r?):
      let a = buildPathExpression(l)
      let b = buildPathExpression(r)
      switch op {
      case .add: return .add(a, b)
      case .subtract: return .subtract(a, b)
      case .multiply: return .multiply(a, b)
      case .divide: return .divide(a, b)
      }
    case .call(let name, let args):
      if name == "pow", args.count == 2 { return .power(buildPathExpression(args[0]), buildPathExpression(args[1])) }
      // Checked: one of `PathFunction`'s names, with one argument.
      return .call(PathFunction(rawValue: name) ?? .sin, buildPathExpression(args[0]))
    default:
      // Checked: no other shape reaches here.
      return .number(0)
    }
  }
}

extension Attribute {
  /// The attribute `token` spells (what `init(rawValue:)` gives for its text), compared as bytes: the standard
  /// library's init compares a new `String` with each name in turn.
  init?(spelling token: SyntaxToken) {
    for (attribute, name) in Attribute.spellings where token.spells(name) {
      self = attribute
      return
    }
    return nil
  }

  private static let spellings: [(Attribute, StaticString)] = [
    (.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom"), (.leading, "leading"),
    (.trailing, "trailing"), (.centerX, "centerX"), (.centerY, "centerY"), (.baseline, "baseline"),
    (.width, "width"), (.height, "height"),
  ]
}
