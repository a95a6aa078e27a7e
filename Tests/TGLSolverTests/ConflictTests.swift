// Unsatisfiable required constraints: the refused constraint, a smallest conflicting set named in Auto Layout's
// words, and a solution left as it was.

import TGLSolver
import Testing

@Suite struct ConflictTests {
  /// A chain a == 10, b == a + 10, c == b + 10 fixes c at 30; c == 50 cannot hold. The unrelated d == 5 and the
  /// wish c == 40 @low are no part of the conflict: the set is the chain's three constraints.
  @Test func theErrorNamesASmallestConflictingSet() throws {
    let s = Solver()
    let (a, b, c, d) = (s.makeVariable("a"), s.makeVariable("b"), s.makeVariable("c"), s.makeVariable("d"))
    let first = try s.add(constraint([(a, 1)], -10, .equal, .required, "a == 10"))
    try s.add(constraint([(d, 1)], -5, .equal, .required, "d == 5"))
    let second = try s.add(constraint([(b, 1), (a, -1)], -10, .equal, .required, "b == a + 10"))
    try s.add(constraint([(c, 1)], -40, .equal, .low, "c == 40 @250"))
    let third = try s.add(constraint([(c, 1), (b, -1)], -10, .equal, .required, "c == b + 10"))
    let refused = constraint([(c, 1)], -50, .equal, .required, "c == 50")
    #expect(throws: SolverError.unsatisfiable(
      refused, conflict: [first, second, third], labels: ["a == 10", "b == a + 10", "c == b + 10"])
    ) { try s.add(refused) }
    #expect([s.value(of: a), s.value(of: b), s.value(of: c), s.value(of: d)] == [10, 20, 30, 5])
  }

  /// Inequalities conflict too: width >= 100 and right <= 80 with right == left + width, left == 0. The set leaves
  /// out width <= 500 (true of every width the others allow, so not needed). The wish width == 0 makes the solution
  /// before and after the refusal right = width = 100.
  @Test func inequalitiesConflict() throws {
    let s = Solver()
    let (left, width, right) = (s.makeVariable("left"), s.makeVariable("width"), s.makeVariable("right"))
    let sum = try s.add(constraint([(right, 1), (left, -1), (width, -1)], 0, .equal, .required, "right == left + width"))
    let zero = try s.add(constraint([(left, 1)], 0, .equal, .required, "left == 0"))
    try s.add(constraint([(width, 1)], -500, .lessOrEqual, .required, "width <= 500"))
    let atLeast = try s.add(constraint([(width, 1)], -100, .greaterOrEqual, .required, "width >= 100"))
    try s.add(constraint([(width, 1)], 0, .equal, .low, "width == 0 @250"))  // a wish: no part of a conflict
    let refused = constraint([(right, 1)], -80, .lessOrEqual, .required, "right <= 80")
    do {
      try s.add(refused)
      Issue.record("right <= 80 was accepted")
    } catch {
      #expect(error == .unsatisfiable(
        refused, conflict: [sum, zero, atLeast], labels: ["right == left + width", "left == 0", "width >= 100"]))
      #expect(error.description == """
        Unable to simultaneously satisfy constraints:
            right == left + width
            left == 0
            width >= 100
            right <= 80
        Will attempt to recover by breaking constraint right <= 80
        """)
    }
    #expect(s.value(of: right) == 100)
  }

  /// Among 61 required constraints on one chain of 31 variables (v0 == 0, v(i+1) >= v(i) + 1, and 30 bounds
  /// v(i) <= 1000 that never bind), v30 <= 20 conflicts with v0 == 0 and the thirty steps, which force v30 >= 30.
  /// The set is exactly those 31 constraints: no bound is in it.
  @Test func theConflictIsFoundAmongManyConstraints() throws {
    let s = Solver()
    let v = (0...30).map { s.makeVariable("v\($0)") }
    var needed = [try s.add(constraint([(v[0], 1)], 0, .equal, .required, "v0 == 0"))]
    for i in 0..<30 {
      try s.add(constraint([(v[i], 1)], -1000, .lessOrEqual, .required, "v\(i) <= 1000"))
      needed.append(try s.add(constraint([(v[i + 1], 1), (v[i], -1)], -1, .greaterOrEqual, .required, "step \(i)")))
    }
    do {
      try s.add(constraint([(v[30], 1)], -20, .lessOrEqual, .required, "v30 <= 20"))
      Issue.record("v30 <= 20 was accepted")
    } catch {
      guard case .unsatisfiable(_, let conflict, _) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(conflict == needed)
    }
  }

  /// A variable of another solver is refused, not looked up.
  @Test func aForeignVariableIsAnError() {
    let s = Solver()
    let foreign = Solver()
    _ = foreign.makeVariable("a")
    let b = foreign.makeVariable("b")
    #expect(throws: SolverError.unknownVariable(b)) { try s.add(constraint([(b, 1)], 0, .equal)) }
    #expect(throws: SolverError.unknownVariable(b)) { try s.addEditVariable(b, priority: .high) }
    #expect(s.value(of: b).isNaN)
  }

  /// A required constraint that contradicts the others outright (every symbol fixed): x == 1 then x == 2.
  @Test func aContradictedEqualityIsRefused() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let one = try s.add(constraint([(x, 1)], -1, .equal, .required, "x == 1"))
    let two = constraint([(x, 1)], -2, .equal, .required, "x == 2")
    #expect(throws: SolverError.unsatisfiable(two, conflict: [one], labels: ["x == 1"])) { try s.add(two) }
    #expect(s.value(of: x) == 1)
    // A non-required one is a wish: it is kept, unmet.
    try s.add(constraint([(x, 1)], -2, .equal, .high))
    #expect(s.value(of: x) == 1)
    #expect(throws: SolverError.notFinite(constraint([(x, .infinity)], 0, .equal))) {
      try s.add(constraint([(x, .infinity)], 0, .equal))
    }
  }
}
