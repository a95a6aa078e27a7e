// Systems small enough to solve by hand, each derivation in a comment: equalities, inequalities, priorities
// (Auto Layout's: higher wins), intrinsic sizes (content hugging and compression resistance), edits, removal.

import TGLSolver
import Testing

@Suite struct HandWorkedSystemTests {
  /// A view in a 300-point-wide container, as Auto Layout writes it: right == left + width, left == 10, width >= 100,
  /// right <= 300, and a wish width == 500 @low. Required rows give width = right − 10 ≤ 290; the wish pulls width up
  /// as far as it can go: width 290, right 300.
  @Test func aPreferenceGoesAsFarAsTheRequiredConstraintsAllow() throws {
    let s = Solver()
    let (left, width, right) = (s.makeVariable("left"), s.makeVariable("width"), s.makeVariable("right"))
    try s.add(constraint([(right, 1), (left, -1), (width, -1)], 0, .equal))
    try s.add(constraint([(left, 1)], -10, .equal))
    try s.add(constraint([(width, 1)], -100, .greaterOrEqual))
    try s.add(constraint([(right, 1)], -300, .lessOrEqual))
    try s.add(constraint([(width, 1)], -500, .equal, .low))
    #expect([s.value(of: left), s.value(of: width), s.value(of: right)] == [10, 290, 300])
  }

  /// x in [10, 20] (required). A wish x == 30 stops at 20; a wish x == 0 stops at 10; between them (x == 15) it is met.
  @Test func inequalitiesBoundAWish() throws {
    for (wish, expected) in [(30.0, 20.0), (0, 10), (15, 15)] {
      let s = Solver()
      let x = s.makeVariable("x")
      try s.add(constraint([(x, 1)], -10, .greaterOrEqual))
      try s.add(constraint([(x, 1)], -20, .lessOrEqual))
      try s.add(constraint([(x, 1)], -wish, .equal, .low))
      #expect(s.value(of: x) == expected, "wish \(wish)")
    }
  }

  /// Two wishes for one width: 100 @750 and 200 @250. The higher priority is met, whichever was added first.
  @Test func theHigherPriorityWins() throws {
    for order in [[0, 1], [1, 0]] {
      let s = Solver()
      let w = s.makeVariable("w")
      let wishes = [constraint([(w, 1)], -100, .equal, .high), constraint([(w, 1)], -200, .equal, .low)]
      for i in order { try s.add(wishes[i]) }
      #expect(s.value(of: w) == 100)
    }
  }

  /// Where weights are not a strict order (docs/dev/constraint-solver.md, "Priorities"): b == a and c == a required,
  /// wishes a == 10 @250, b == 0 @249, c == 0 @249. Meeting a's wish breaks both 249s by 10: 2 × 0.9727 × 10 = 19.45;
  /// breaking a's wish by 10 costs 1 × 10. The weights choose a = b = c = 0 (a strict order would keep a = 10).
  @Test func manyLowerWishesCanOutweighOneHigher() throws {
    let s = Solver()
    let (a, b, c) = (s.makeVariable("a"), s.makeVariable("b"), s.makeVariable("c"))
    try s.add(constraint([(b, 1), (a, -1)], 0, .equal))
    try s.add(constraint([(c, 1), (a, -1)], 0, .equal))
    try s.add(constraint([(a, 1)], -10, .equal, Priority(250)))
    try s.add(constraint([(b, 1)], 0, .equal, Priority(249)))
    try s.add(constraint([(c, 1)], 0, .equal, Priority(249)))
    #expect([s.value(of: a), s.value(of: b), s.value(of: c)] == [0, 0, 0])
  }

  /// Auto Layout's classic: two labels side by side fill 300 points (a + b == 300). Each wants its intrinsic width
  /// 100 (hugging: w <= 100, resistance: w >= 100); 100 points are left over and one label must grow. Label b hugs at
  /// 251, a at 250: a gives way, so a = 200, b = 100. Swapping the hugging priorities swaps the widths.
  @Test func theLabelThatHugsLessGrows() throws {
    for (huggingA, huggingB, expected) in [(250, 251, [200.0, 100]), (251, 250, [100, 200])] {
      let s = Solver()
      let (a, b) = (s.makeVariable("a.width"), s.makeVariable("b.width"))
      try s.add(constraint([(a, 1), (b, 1)], -300, .equal))
      for c in Solver.intrinsicSizeConstraints(size: a, intrinsic: 100, hugging: Priority(huggingA)) { try s.add(c) }
      for c in Solver.intrinsicSizeConstraints(size: b, intrinsic: 100, hugging: Priority(huggingB)) { try s.add(c) }
      #expect([s.value(of: a), s.value(of: b)] == expected)
    }
  }

  /// A label of intrinsic width 80 between left == 0 and right <= 200: hugging (250) keeps it at 80. Given only 50
  /// points (right <= 50, required), compression resistance (750) gives way: 50.
  @Test func intrinsicSizeHoldsUntilRequiredConstraintsBreakIt() throws {
    for (room, expected) in [(200.0, 80.0), (50, 50)] {
      let s = Solver()
      let (left, width) = (s.makeVariable("left"), s.makeVariable("width"))
      try s.add(constraint([(left, 1)], 0, .equal))
      try s.add(constraint([(left, 1), (width, 1)], -room, .lessOrEqual))
      for c in Solver.intrinsicSizeConstraints(size: width, intrinsic: 80) { try s.add(c) }
      #expect(s.value(of: width) == expected, "room \(room)")
    }
  }

  /// A view centred in an edited container width W: x == (W − 100) / 2, i.e. 2x − W + 100 == 0. W = 300 gives
  /// x = 100; W = 500 gives 200; W back at 300 gives 100 again.
  @Test func anEditReSolvesFromTheLastSolution() throws {
    let s = Solver()
    let (w, x) = (s.makeVariable("W"), s.makeVariable("x"))
    try s.add(constraint([(x, 2), (w, -1)], 100, .equal))
    try s.addEditVariable(w, priority: Priority(999))
    for (edit, expected) in [(300.0, 100.0), (500, 200), (300, 100)] {
      try s.suggestValue(edit, for: w)
      #expect([s.value(of: w), s.value(of: x)] == [edit, expected])
    }
    #expect(throws: SolverError.requiredEditVariable(x)) { try s.addEditVariable(x, priority: .required) }
    #expect(throws: SolverError.duplicateEditVariable(w)) { try s.addEditVariable(w, priority: .high) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggestValue(1, for: x) }
    #expect(throws: SolverError.notFinite(constraint([(w, 1)], -.infinity, .equal, Priority(999), "W (edit)"))) {
      try s.suggestValue(.infinity, for: w)
    }
    #expect(s.value(of: w) == 300)
  }

  /// An edit against a required bound: x <= 100 required, x edited at @999. Suggesting 150 gives 100; 40 gives 40.
  @Test func anEditStopsAtARequiredBound() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    try s.add(constraint([(x, 1)], -100, .lessOrEqual))
    try s.addEditVariable(x, priority: Priority(999))
    try s.suggestValue(150, for: x)
    #expect(s.value(of: x) == 100)
    try s.suggestValue(40, for: x)
    #expect(s.value(of: x) == 40)
    try s.removeEditVariable(x)
    #expect(!s.isEditVariable(x))
  }

  /// Removing a constraint re-solves: left == 10 and width == 50 give right = 60; without left == 10, the wish
  /// left == 30 @low takes over: right = 80.
  @Test func removingAConstraintReSolves() throws {
    let s = Solver()
    let (left, width, right) = (s.makeVariable("left"), s.makeVariable("width"), s.makeVariable("right"))
    try s.add(constraint([(right, 1), (left, -1), (width, -1)], 0, .equal))
    let pin = try s.add(constraint([(left, 1)], -10, .equal))
    try s.add(constraint([(width, 1)], -50, .equal))
    try s.add(constraint([(left, 1)], -30, .equal, .low))
    #expect(s.value(of: right) == 60)
    try s.remove(pin)
    #expect(s.value(of: right) == 80)
    #expect(throws: SolverError.unknownConstraint(pin)) { try s.remove(pin) }
  }
}
