// What diagnostics ask of a solved system: the constraints that decided a variable, free variables (ambiguity),
// implied constraints (redundancy).

import TGLSolver
import Testing

@Suite struct ExplainTests {
  /// left == 10, right == left + width, width == 80: left is decided by `left == 10`, width by `width == 80`, right by
  /// all three (right = 90 only through them).
  @Test func decidingConstraints() throws {
    let s = Solver()
    let (left, width, right) = (s.makeVariable("left"), s.makeVariable("width"), s.makeVariable("right"))
    let pin = try s.add(constraint([(left, 1)], -10, .equal))
    let sum = try s.add(constraint([(right, 1), (left, -1), (width, -1)], 0, .equal))
    let size = try s.add(constraint([(width, 1)], -80, .equal))
    #expect(s.decidingConstraints(of: left) == [pin])
    #expect(s.decidingConstraints(of: width) == [size])
    #expect(s.decidingConstraints(of: right) == [pin, sum, size])
    #expect(s.value(of: right) == 90)
  }

  /// Ambiguity: a view with only its left edge fixed has a free width and right; a width wish (any priority)
  /// settles both. An inequality alone (x >= 0) leaves x free; a tight one against a wish does not.
  @Test func freeVariables() throws {
    let s = Solver()
    let (left, width, right) = (s.makeVariable("left"), s.makeVariable("width"), s.makeVariable("right"))
    try s.add(constraint([(right, 1), (left, -1), (width, -1)], 0, .equal))
    try s.add(constraint([(left, 1)], 0, .equal))
    #expect(s.freeVariables() == [width, right])
    try s.add(constraint([(width, 1)], -40, .equal, .low))
    #expect(s.freeVariables() == [])

    let t = Solver()
    let x = t.makeVariable("x")
    try t.add(constraint([(x, 1)], 0, .greaterOrEqual))
    #expect(t.isFree(x))
    try t.add(constraint([(x, 1)], 5, .equal, .low))  // x == -5 @low: pressed against x >= 0
    #expect(!t.isFree(x) && t.value(of: x) == 0)
  }

  /// Redundancy: b == a + 5 and a == 10 imply b == 15; x >= 10 implies x >= 5, not the other way round. The solution
  /// is the same after each question.
  @Test func impliedConstraints() throws {
    let s = Solver()
    let (a, b, x) = (s.makeVariable("a"), s.makeVariable("b"), s.makeVariable("x"))
    let pin = try s.add(constraint([(a, 1)], -10, .equal))
    try s.add(constraint([(b, 1), (a, -1)], -5, .equal))
    let implied = try s.add(constraint([(b, 1)], -15, .equal))
    let tight = try s.add(constraint([(x, 1)], -10, .greaterOrEqual))
    let loose = try s.add(constraint([(x, 1)], -5, .greaterOrEqual))
    try s.add(constraint([(x, 1)], 0, .equal, .low))
    #expect(try s.isRedundant(implied))
    #expect(try s.isRedundant(loose))
    #expect(try !s.isRedundant(tight))
    #expect(try s.isRedundant(pin))  // b == a + 5 and b == 15 give a == 10
    #expect(s.implies(constraint([(b, 1)], -20, .lessOrEqual)))
    #expect(!s.implies(constraint([(b, 1)], -14, .lessOrEqual)))
    #expect([s.value(of: a), s.value(of: b), s.value(of: x)] == [10, 15, 10])
  }

  /// Auto Layout's priority rule at the three named strengths: weak 1, medium 1e3, strong 1e6.
  @Test func priorityWeights() {
    #expect(abs(Priority.low.weight - 1) < 1e-9)
    #expect(abs(Priority(500).weight - 1e3) < 1e-6)
    #expect(abs(Priority.high.weight - 1e6) < 1e-3)
    #expect(Priority(999).weight < 1e9 && Priority(251).weight > Priority(250).weight)
    #expect(Priority(0) == Priority(1) && Priority(2000) == .required)
  }
}
