// What diagnostics ask of a solved system (issue 31, Deliver item 3): a smallest conflicting set of required
// constraints, the constraints that decided a variable, the variables the system leaves free (ambiguity), and
// constraints implied by the others (redundancy). docs/dev/constraint-solver.md says how each is decided.

extension Solver {
  /// A smallest set of the required constraints in the solver that `constraint` (required) cannot hold with: every
  /// member is needed (without any one of them, `constraint` could be added). Only the required constraints that
  /// share variables with it, directly or through others, are candidates. Each member is found by a binary search for
  /// the shortest prefix of the candidates (in added order) that still conflicts, whose last constraint is then
  /// needed: a fresh solve per step, about (members + 1) × log2(candidates) solves in all.
  public func minimalConflict(with constraint: Constraint) -> [ConstraintID] {
    var candidates = connectedRequired(to: constraint)
    var members: [ConstraintID] = []
    func conflicts(_ prefix: Int) -> Bool {
      !satisfiable(members + candidates[..<prefix], adding: constraint)
    }
    // Invariant: members, the candidates and the constraint conflict.
    while !candidates.isEmpty, !conflicts(0) {
      var low = 1
      var high = candidates.count
      while low < high {
        let middle = (low + high) / 2
        if conflicts(middle) { high = middle } else { low = middle + 1 }
      }
      members.append(candidates[low - 1])
      candidates.removeLast(candidates.count - (low - 1))
    }
    return members.sorted()
  }

  /// Whether the constraints and `constraint` can hold together, in a fresh solver over just their variables.
  func satisfiable(_ ids: [ConstraintID], adding constraint: Constraint) -> Bool {
    let solver = Solver()
    var renamed: [Int32: Variable] = [:]
    func copy(_ c: Constraint) -> Constraint {
      var c = c
      for i in c.expression.terms.indices {
        let v = c.expression.terms[i].variable
        if renamed[v.index] == nil { renamed[v.index] = solver.makeVariable(v.name) }
        c.expression.terms[i].variable = renamed[v.index]!
      }
      return c
    }
    return ids.allSatisfy { solver.addQuietly(copy(records[Int($0.index)].constraint)) }
      && solver.addQuietly(copy(constraint))
  }

  /// The required constraints in the solver connected to `constraint` through shared variables, in added order.
  func connectedRequired(to constraint: Constraint) -> [ConstraintID] {
    var parent = Array(0..<variableCount)
    func find(_ x: Int) -> Int {
      var x = x
      while parent[x] != x {
        parent[x] = parent[parent[x]]
        x = parent[x]
      }
      return x
    }
    let required = constraintIDs.filter { records[Int($0.index)].constraint.priority.isRequired }
    for id in required {
      let terms = records[Int(id.index)].constraint.expression.terms
      for term in terms.dropFirst() {
        parent[find(Int(term.variable.index))] = find(Int(terms[0].variable.index))
      }
    }
    let roots = Set(constraint.expression.terms.map { find(Int($0.variable.index)) })
    return required.filter { id in
      records[Int(id.index)].constraint.expression.terms.contains { roots.contains(find(Int($0.variable.index))) }
    }
  }

  /// The constraints whose symbols define the variable's value in the solved tableau, in the order they were added:
  /// the variable's row is a sum over their markers and errors. Empty for a variable nothing determines.
  public func decidingConstraints(of variable: Variable) -> [ConstraintID] {
    let r = basicRow[Int(variableSymbol[Int(variable.index)])]
    guard r >= 0 else { return [] }
    var found = Set<Int32>()
    for s in rows[Int(r)].symbols where owner[Int(s)] >= 0 && records[Int(owner[Int(s)])].alive {
      found.insert(owner[Int(s)])
    }
    return found.sorted().map { ConstraintID(index: $0) }
  }

  /// Whether the constraints, required and not, leave the variable's value free: it can move while every required
  /// constraint holds and no preference gets worse. True for a variable no constraint mentions, one that depends on
  /// such a variable, and one that a slack or error symbol moves at no cost (an inequality that is not tight).
  public func isFree(_ variable: Variable) -> Bool {
    let symbol = variableSymbol[Int(variable.index)]
    let r = basicRow[Int(symbol)]
    guard r >= 0 else { return true }
    let row = rows[Int(r)]
    for i in row.symbols.indices {
      let s = row.symbols[i]
      switch kinds[Int(s)] {
      case .external: return true
      case .dummy: continue
      case .slack, .error:
        if objective[Int(s)] == 0, canIncrease(s) { return true }
      }
    }
    return false
  }

  /// The variables whose value the system leaves free (`isFree`), in the order they were made.
  public func freeVariables() -> [Variable] {
    (0..<variableCount).map { Variable(index: Int32($0), name: variableNames[$0]) }.filter { isFree($0) }
  }

  /// Whether the parametric restricted symbol can grow from 0 without a restricted basic symbol going negative.
  func canIncrease(_ symbol: Int32) -> Bool {
    for r in walkColumn(symbol) where kinds[Int(rowBasic[Int(r)])] != .external {
      let c = rows[Int(r)].coefficient(of: symbol)
      if c < 0, nearZero(rows[Int(r)].constant) { return false }
    }
    return true
  }

  /// Whether every solution of the solver's system satisfies `constraint`, shown from the tableau: the constraint's
  /// expression over the parametric symbols has a constant on the right side of 0 and only symbols that are fixed (a
  /// required equality's) or can only push it further that way (restricted, ≥ 0, with the right sign). Sound; an
  /// implication that needs a combination of rows the tableau does not show is not found.
  public func implies(_ constraint: Constraint) -> Bool {
    guard constraint.expression.terms.allSatisfy({ owns($0.variable) }) else { return false }
    let row = parametricRow(constraint.expression)
    func sign(_ direction: Double) -> Bool {
      guard direction * row.constant >= -nearZeroLimit else { return false }
      for i in row.symbols.indices {
        switch kinds[Int(row.symbols[i])] {
        case .dummy: continue
        case .external: return false
        case .slack, .error: if direction * row.coefficients[i] < 0 { return false }
        }
      }
      return true
    }
    switch constraint.relation {
    case .equal:
      return nearZero(row.constant) && row.symbols.allSatisfy { kinds[Int($0)] == .dummy }
    case .greaterOrEqual: return sign(1)
    case .lessOrEqual: return sign(-1)
    }
  }

  /// Whether the required constraint is implied by the others (`implies`, with it taken out). The constraint is put
  /// back under the same id, and the solution is the one before.
  public func isRedundant(_ id: ConstraintID) throws(SolverError) -> Bool {
    guard contains(id) else { throw .unknownConstraint(id) }
    let constraint = records[Int(id.index)].constraint
    guard constraint.priority.isRequired else { return false }
    withdraw(id.index)
    records[Int(id.index)].alive = false
    optimize()
    let implied = implies(constraint)
    records[Int(id.index)].alive = true
    _ = insert(id.index)
    return implied
  }

  /// Auto Layout's two constraints between a view's size on one axis and its intrinsic size: content hugging (not
  /// larger, `size <= intrinsic`) and compression resistance (not smaller, `size >= intrinsic`), each at its priority.
  /// Defaults as UIKit's (`UIView`: hugging 250, resistance 750).
  public static func intrinsicSizeConstraints(
    size: Variable, intrinsic: Double, hugging: Priority = .low, compressionResistance: Priority = .high
  ) -> [Constraint] {
    [
      Constraint(
        LinearExpression([Term(size)], constant: -intrinsic), .lessOrEqual, priority: hugging,
        label: "\(size) <= \(intrinsic) (content hugging \(hugging.rawValue))"),
      Constraint(
        LinearExpression([Term(size)], constant: -intrinsic), .greaterOrEqual, priority: compressionResistance,
        label: "\(size) >= \(intrinsic) (compression resistance \(compressionResistance.rawValue))"),
    ]
  }
}
