// Properties of random systems from a seeded generator: every required constraint holds in every solution; removing
// and re-adding a constraint restores the solution; an edit and its undo restore it. A failure prints the seed.

import TGLSolver
import TGLTestSupport
import Testing

@Suite struct SolverPropertyTests {
  /// A random system over `n` variables: required equalities and inequalities between one to three variables with
  /// small integer coefficients, and for every variable a wish `v == k` at its own priority (so that the optimum is
  /// unique and "restores the solution" can be checked exactly). Required constraints that conflict are refused.
  struct System {
    let solver = Solver()
    var variables: [Variable] = []
    var added: [(ConstraintID, Constraint)] = []
    var refused = 0

    init(seed: UInt64) {
      var random = SplitMix64(seed: seed)
      let n = random.int(in: 3...12)
      variables = (0..<n).map { solver.makeVariable("v\($0)") }
      let count = random.int(in: 1...(2 * n))
      for i in 0..<count {
        let arity = random.int(in: 1...3)
        var terms: [(Variable, Double)] = []
        for _ in 0..<arity { terms.append((random.pick(variables)!, Double(random.int(in: -3...3)))) }
        let relation = random.pick([Relation.equal, .lessOrEqual, .greaterOrEqual, .greaterOrEqual])!
        let c = constraint(terms, Double(random.int(in: -100...100)), relation, .required, "c\(i)")
        add(c)
      }
      // Distinct priorities and constants make ties between optima unlikely (the weights differ by 2.8 % a point).
      var priorities = Array(1...999).shuffled(using: &random)
      for v in variables {
        let wish = Double(random.int(in: -200...200)) + 0.5
        add(constraint([(v, 1)], -wish, .equal, Priority(priorities.removeLast()), "\(v) == \(wish)"))
      }
    }

    /// Each refusal's conflicting set, with the refused constraint.
    var conflicts: [([Constraint], Constraint)] = []

    mutating func add(_ c: Constraint) {
      do {
        added.append((try solver.add(c), c))
      } catch {
        refused += 1
        if case .unsatisfiable(_, let conflict, _) = error { conflicts.append((conflict.compactMap(solver.constraint), c)) }
      }
    }

    var values: [Double] { variables.map { solver.value(of: $0) } }

    func requiredHold() -> [String] {
      added.filter { $0.1.priority.isRequired && solver.contains($0.0) && !$0.1.holds(solver.value(of:)) }.map {
        $0.1.label
      }
    }
  }

  static func close(_ a: [Double], _ b: [Double]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) }
  }

  @Test func everyRequiredConstraintHoldsInEverySolution() {
    var refusedTotal = 0
    for seed in 0..<300 as Range<UInt64> {
      let system = System(seed: seed)
      refusedTotal += system.refused
      #expect(system.requiredHold() == [], "seed \(seed)")
    }
    // The generator must produce conflicts for the refusal path to be exercised.
    #expect(refusedTotal > 0)
  }

  /// A refusal's conflicting set conflicts with the refused constraint, and without any one member it does not.
  @Test func everyConflictIsASmallestOne() {
    var checked = 0
    for seed in 0..<300 as Range<UInt64> {
      let system = System(seed: seed)
      for (members, refused) in system.conflicts {
        #expect(!Self.satisfiable(members + [refused], variables: system.variables), "seed \(seed)")
        for i in members.indices {
          var fewer = members
          fewer.remove(at: i)
          #expect(Self.satisfiable(fewer + [refused], variables: system.variables), "seed \(seed): member \(i)")
        }
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  static func satisfiable(_ constraints: [Constraint], variables: [Variable]) -> Bool {
    let solver = Solver()
    for v in variables { _ = solver.makeVariable(v.name) }
    for c in constraints {
      do { try solver.add(c) } catch { return false }
    }
    return true
  }

  @Test func removingAndReAddingAConstraintRestoresTheSolution() throws {
    var random = SplitMix64(seed: 31)
    for seed in 0..<300 as Range<UInt64> {
      var system = System(seed: seed)
      let before = system.values
      let (id, c) = random.pick(system.added)!
      try system.solver.remove(id)
      #expect(system.requiredHold() == [], "seed \(seed) after removing \(c.label)")
      let again = try system.solver.add(c)
      #expect(Self.close(system.values, before), "seed \(seed): \(c.label): \(before) → \(system.values)")
      system.added.append((again, c))
      #expect(system.requiredHold() == [], "seed \(seed)")
    }
  }

  @Test func anEditAndItsUndoRestoreTheSolution() throws {
    var random = SplitMix64(seed: 32)
    for seed in 0..<300 as Range<UInt64> {
      let system = System(seed: seed)
      let v = random.pick(system.variables)!
      let before = system.values
      // An edit at the value the variable has changes nothing (the old solution meets it and stays optimal).
      try system.solver.addEditVariable(v, priority: Priority(1000 - 1))
      try system.solver.suggestValue(before[Int(v.index)], for: v)
      #expect(Self.close(system.values, before), "seed \(seed): adding the edit moved \(before) → \(system.values)")
      let moved = before[Int(v.index)] + Double(random.int(in: -300...300))
      try system.solver.suggestValue(moved, for: v)
      #expect(system.requiredHold() == [], "seed \(seed) edited")
      try system.solver.suggestValue(before[Int(v.index)], for: v)
      #expect(Self.close(system.values, before), "seed \(seed): undo gave \(system.values), not \(before)")
      try system.solver.removeEditVariable(v)
      #expect(Self.close(system.values, before), "seed \(seed): removing the edit")
    }
  }

  /// The questions diagnostics ask leave the solution alone.
  @Test func explainingChangesNothing() throws {
    for seed in 0..<100 as Range<UInt64> {
      let system = System(seed: seed)
      let before = system.values
      for (id, c) in system.added where c.priority.isRequired { _ = try system.solver.isRedundant(id) }
      _ = system.solver.freeVariables()
      #expect(Self.close(system.values, before), "seed \(seed)")
      #expect(system.requiredHold() == [], "seed \(seed)")
    }
  }
}
