// The solver's vocabulary: variables, linear expressions, relations, priorities and constraints. Issue 31's
// constraints container (docs/dev/constraint-solver.md) is the caller: it turns anchors into these.

/// A variable of one `Solver`, made by `Solver.makeVariable(_:)`; its value is `Solver.value(of:)`.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The variable's index among its solver's variables (0, 1, 2, ... in the order they were made).
  public let index: Int32
  public let name: String

  public var description: String { name }

  public static func == (a: Variable, b: Variable) -> Bool { a.index == b.index }
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// `coefficient × variable`.
public struct Term: Hashable, Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Hashable, Sendable {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression's value for the given values of its variables.
  public func value(_ valueOf: (Variable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
  }
}

/// How an expression compares with zero: `expression == 0`, `<= 0` or `>= 0`.
public enum Relation: Hashable, Sendable {
  case equal, lessOrEqual, greaterOrEqual

  public var symbol: String {
    switch self {
    case .equal: "=="
    case .lessOrEqual: "<="
    case .greaterOrEqual: ">="
    }
  }
}

/// `expression relation 0` at a priority, with the label diagnostics print for it (the container writes the anchors
/// as the user wrote them, e.g. `title.leading == view.leading + 16`).
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  public var expression: LinearExpression
  public var relation: Relation
  public var priority: Priority
  public var label: String

  public init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required, label: String = "") {
    self.expression = expression
    self.relation = relation
    self.priority = priority
    self.label = label
  }

  /// `lhs relation rhs` as `lhs - rhs relation 0`.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required,
    label: String = ""
  ) {
    let negated = rhs.terms.map { Term($0.variable, -$0.coefficient) }
    self.init(
      LinearExpression(lhs.terms + negated, constant: lhs.constant - rhs.constant), relation, priority: priority,
      label: label)
  }

  public var description: String {
    label.isEmpty ? "constraint \(expression.terms.map { "\($0.coefficient)*\($0.variable)" }) \(relation.symbol) 0" : label
  }

  /// Whether the constraint holds for the given values, within `tolerance`.
  public func holds(_ valueOf: (Variable) -> Double, tolerance: Double = 1e-6) -> Bool {
    let value = expression.value(valueOf)
    switch relation {
    case .equal: return abs(value) <= tolerance
    case .lessOrEqual: return value <= tolerance
    case .greaterOrEqual: return value >= -tolerance
    }
  }
}

/// The handle of a constraint added to a `Solver`.
public struct ConstraintID: Hashable, Sendable, Comparable {
  public let index: Int32
  public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.index < b.index }
}
