// Path equations as Swift closures (`tg_polarEquation = { angle in … }`), evaluated in `Double`.

import TGLSemantics

enum SwiftPathEquations {
  /// The statements that set a path's equation on `target`; `variable` is the name the argument has in the
  /// expression (`t`, or `x`/`y` for a rectangular equation).
  static func statements(_ equation: PathEquation, target: String, isReverse: Bool) -> [String] {
    switch equation {
    case .polar(let e):
      return closure(
        "\(target).tg_polarEquation", parameter: "angle", variable: "t", conversion: "Double(angle.value)",
        results: [e], result: { "CGFloat(\($0[0]))" })
    case .rectangular(let e):
      return closure(
        "\(target).tg_rectangularEquation", parameter: "argument", variable: isReverse ? "y" : "x",
        conversion: "Double(argument)", results: [e], result: { "CGFloat(\($0[0]))" })
    case .parametric(let ex, let ey):
      return closure(
        "\(target).tg_parametricEquation", parameter: "argument", variable: "t", conversion: "Double(argument)",
        results: [ex, ey], result: { "CGPoint(x: \($0[0]), y: \($0[1]))" })
    }
  }

  /// `member = { parameter in let variable = …; let r… = …; return … }`; the results are named `r`, or `px`/`py`.
  static func closure(
    _ member: String, parameter: String, variable: String, conversion: String, results: [PathExpression],
    result: ([String]) -> String
  ) -> [String] {
    let uses = results.contains(where: usesVariable)
    var lines = ["\(member) = { \(uses ? parameter : "_") in"]
    if uses { lines.append("  let \(variable) = \(conversion)") }
    let names = results.count == 1 ? ["r"] : ["px", "py"]
    for (name, e) in zip(names, results) {
      lines.append("  let \(name): Double = \(expression(e, variable: variable))")
    }
    lines.append("  return \(result(names))")
    lines.append("}")
    return lines
  }

  static func usesVariable(_ e: PathExpression) -> Bool {
    switch e {
    case .number: return false
    case .variable: return true
    case .negate(let a), .call(_, let a): return usesVariable(a)
    case .add(let a, let b), .subtract(let a, let b), .multiply(let a, let b), .divide(let a, let b),
      .power(let a, let b):
      return usesVariable(a) || usesVariable(b)
    }
  }

  /// Precedence: 1 additive, 2 multiplicative, 3 prefix minus, 4 primary.
  static func expression(_ e: PathExpression, variable: String, atLeast minimum: Int = 0) -> String {
    let (text, precedence) = written(e, variable: variable)
    return precedence < minimum ? "(\(text))" : text
  }

  static func written(_ e: PathExpression, variable: String) -> (String, Int) {
    func sub(_ a: PathExpression, _ minimum: Int) -> String { expression(a, variable: variable, atLeast: minimum) }
    switch e {
    case .number(let n):
      if n == Double.pi { return ("Double.pi", 4) }
      let literal = SwiftValues.number(n)
      // A negative literal binds as a prefix minus: `a - -4` needs no parentheses, `-(-4)` does.
      return (literal, n < 0 ? 3 : 4)
    case .variable: return (variable, 4)
    case .negate(let a):
      let (inner, p) = written(a, variable: variable)
      return (p == 4 && !inner.hasPrefix("-") ? "-\(inner)" : "-(\(inner))", 3)
    case .add(let a, let b): return ("\(sub(a, 1)) + \(sub(b, 2))", 1)
    case .subtract(let a, let b): return ("\(sub(a, 1)) - \(sub(b, 2))", 1)
    case .multiply(let a, let b): return ("\(sub(a, 2)) * \(sub(b, 3))", 2)
    case .divide(let a, let b): return ("\(sub(a, 2)) / \(sub(b, 3))", 2)
    case .power(let a, let b): return ("pow(\(sub(a, 0)), \(sub(b, 0)))", 4)
    case .call(let f, let a): return ("\(f.rawValue)(\(sub(a, 0)))", 4)
    }
  }
}
