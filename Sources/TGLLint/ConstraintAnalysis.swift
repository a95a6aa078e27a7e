// What the constraints diagnostics find in one constraints container's system, solved in one environment: the
// required sets Auto Layout cannot satisfy and the member it breaks, the views and axes the constraints leave free
// (with the constraints that would pin them), the constraints the others imply, and the priorities that can never
// matter. The rules (`UnsatisfiableConstraints`, `AmbiguousLayout`, `RedundantConstraint`, `InertPriority`) turn
// these into findings; docs/dev/design-constraints.md §2–3 is the design, docs/dev/constraint-solver.md the
// solver's questions.

import TGLLayout
import TGLSemantics
import TGLSolver

/// A constraints container's solver system as the analysis reads it: the constraints in the order Auto Layout adds
/// them (the container's members in source order), each with what it comes from, and each child's variables.
struct ConstraintProblem: Sendable {
  /// One child's variables: its left edge and top edge relative to the container's, and its size.
  struct Child: Sendable {
    var left: Variable
    var top: Variable
    var width: Variable
    var height: Variable

    func position(_ axis: Axis) -> Variable { axis == .horizontal ? left : top }
    func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }
  }

  /// The names of the solver's variables, in the order they were made (a fresh solver makes them again in that
  /// order, so that the constraints' variables are its own).
  var variableNames: [String]
  /// Each with what made it (`ConstraintOrigin`: a member as written, a child's content hugging or compression
  /// resistance, the container's size).
  var constraints: [(constraint: Constraint, origin: ConstraintOrigin)]
  var children: [Child]
  /// The container's width and height as expressions over the variables (a constant when its parent gives it).
  var containerWidth: LinearExpression
  var containerHeight: LinearExpression
  /// Right to left: `leading` is the right edge.
  var rightToLeft: Bool

  func containerSize(_ axis: Axis) -> LinearExpression { axis == .horizontal ? containerWidth : containerHeight }
}

/// What the analysis found. Constraints are named by their index in `ConstraintProblem.constraints`, conflicts by
/// their origins (a broken constraint is not in the system).
struct ConstraintAnalysis: Sendable {
  /// A required constraint Auto Layout refuses: `broken`, the last added of the smallest conflicting set, and the
  /// other members (in added order).
  struct Conflict: Hashable, Sendable {
    var broken: ConstraintOrigin
    var others: [ConstraintOrigin]
  }

  /// A constraint that would pin a free variable at its solved value.
  enum Pin: Hashable, Sendable {
    /// `child.width == value` (or height).
    case size(Double)
    /// `child.leading == parent.leading + value` (or `child.top == parent.top + value`).
    case position(Double)
  }

  /// A child's axis the constraints leave free. `pins` is empty when pinning the children before it already fixed it
  /// (it follows one of them).
  struct Ambiguity: Hashable, Sendable {
    var child: Int
    var axis: Axis
    var sizeFree: Bool
    var positionFree: Bool
    var pins: [Pin]
  }

  var conflicts: [Conflict] = []
  var ambiguities: [Ambiguity] = []
  /// Required written constraints the others imply (of two that imply each other, the later one).
  var redundant: [Int] = []
  /// Non-required written constraints whose priority can never matter.
  var inert: [Int] = []

  init(conflicts: [Conflict] = [], ambiguities: [Ambiguity] = [], redundant: [Int] = [], inert: [Int] = []) {
    self.conflicts = conflicts
    self.ambiguities = ambiguities
    self.redundant = redundant
    self.inert = inert
  }

  /// Analyses the problem. Cost: one solve of the whole system; per refused constraint the solver's smallest-set
  /// search (a binary search over the required constraints connected to it, about (members + 1) × log2(candidates)
  /// fresh solves of that part alone); per free axis one or two constraints added and removed; one removal and
  /// re-insertion per required written constraint (redundancy); one fresh solve of its connected part per
  /// non-required written constraint whose part competes with nothing (inertia).
  /// `broken` are conflicts found when the system was built (`ConstraintSystem.broken`: its refused constraints are
  /// not in the problem); those among the problem's constraints are found here.
  init(_ problem: ConstraintProblem, broken: [Conflict] = []) {
    let solver = Solver()
    for name in problem.variableNames { _ = solver.makeVariable(name) }
    conflicts = broken
    // Auto Layout adds the constraints in order and breaks, of a conflicting set, the one whose addition fails:
    // the last added of the set (design-constraints.md §2).
    var refused: Set<Int> = []
    // The solver numbers each constraint it accepts or refuses, in order: the problem's index of each number.
    var numbered: [Int] = []
    for (k, entry) in problem.constraints.enumerated() {
      do {
        _ = try solver.add(entry.constraint)
        numbered.append(k)
      } catch {
        guard case .unsatisfiable(_, let conflict, _) = error else { continue }
        numbered.append(k)
        refused.insert(k)
        conflicts.append(
          Conflict(broken: entry.origin, others: conflict.map { problem.constraints[numbered[Int($0.index)]].origin }))
      }
    }
    ambiguities = Self.ambiguities(problem, solver)
    // Each member's redundancy costs a removal and a re-insertion that touch every row its variables reach: in a
    // long chain of views that grows with the system, so the whole check grows with its cube. Above the limit it is
    // skipped (docs/dev/design-constraints.md §3 gives the figures).
    if problem.constraints.count <= Self.checkedSystemSize {
      redundant = Self.redundant(problem, refused: refused)
    }
    inert = Self.inert(problem)
  }

  /// The largest system (solver constraints, generated ones included) whose members are checked for redundancy, and
  /// the largest connected part a priority's inertia is solved over.
  static let checkedSystemSize = 512

  /// Each child's axes whose position or size is free, in children order; the pins are chosen in that order with the
  /// earlier ones kept, so that applying every fix gives one consistent, unambiguous system.
  static func ambiguities(_ problem: ConstraintProblem, _ solver: Solver) -> [Ambiguity] {
    // Which axes are free is decided before any pin: a child that follows a free one is free too, and says so.
    let free = problem.children.map { child in
      Axis.allCases.map { (size: solver.isFree(child.size($0)), position: solver.isFree(child.position($0))) }
    }
    var found: [Ambiguity] = []
    var pinned: [ConstraintID] = []
    for (c, child) in problem.children.enumerated() {
      for (a, axis) in Axis.allCases.enumerated() {
        let (sizeFree, positionFree) = free[c][a]
        guard sizeFree || positionFree else { continue }
        var pins: [Pin] = []
        // The size first: pinning it may fix the position too (a trailing edge alone leaves both free).
        if solver.isFree(child.size(axis)) {
          let value = solver.value(of: child.size(axis))
          if let id = try? solver.add(Constraint(LinearExpression([Term(child.size(axis))], constant: -value), .equal))
          {
            pinned.append(id)
            pins.append(.size(value))
          }
        }
        if solver.isFree(child.position(axis)) {
          let position = child.position(axis)
          let value = solver.value(of: position)
          if let id = try? solver.add(Constraint(LinearExpression([Term(position)], constant: -value), .equal)) {
            pinned.append(id)
            pins.append(.position(leadingOffset(problem, solver, child, axis)))
          }
        }
        found.append(Ambiguity(child: c, axis: axis, sizeFree: sizeFree, positionFree: positionFree, pins: pins))
      }
    }
    for id in pinned.reversed() { try? solver.remove(id) }
    return found
  }

  /// The distance from the container's leading (or top) edge to the child's, as `child.leading == parent.leading +
  /// distance` says it: from the left edges left to right, from the right edges right to left.
  static func leadingOffset(_ problem: ConstraintProblem, _ solver: Solver, _ child: ConstraintProblem.Child, _ axis: Axis)
    -> Double
  {
    let position = solver.value(of: child.position(axis))
    guard axis == .horizontal, problem.rightToLeft else { return position }
    let width = problem.containerWidth.value { solver.value(of: $0) }
    return width - position - solver.value(of: child.width)
  }

  /// The required written constraints implied by the others, judged without the container's size (an inequality
  /// that the current screen happens to satisfy is not redundant on another), from the last member back: one found
  /// redundant is taken out before the earlier ones are judged, so that of two equal constraints only the later one
  /// is reported and deleting every reported one keeps the system.
  static func redundant(_ problem: ConstraintProblem, refused: Set<Int>) -> [Int] {
    let solver = Solver()
    for name in problem.variableNames { _ = solver.makeVariable(name) }
    var ids: [Int: ConstraintID] = [:]
    for (k, entry) in problem.constraints.enumerated() where !refused.contains(k) {
      if case .containerSize = entry.origin { continue }
      ids[k] = try? solver.add(entry.constraint)
    }
    var found: [Int] = []
    for (k, entry) in problem.constraints.enumerated().reversed() {
      guard case .member = entry.origin, entry.constraint.priority.isRequired, let id = ids[k] else { continue }
      guard (try? solver.isRedundant(id)) == true else { continue }
      found.append(k)
      try? solver.remove(id)
    }
    return found.reversed()
  }

  /// The non-required written constraints whose priority can never matter: nothing they are connected to (through
  /// shared variables) carries a priority or data of the environment (another non-required constraint, an intrinsic
  /// size, the container's size), and with all of it they hold as required constraints. Then no screen and no text
  /// makes anything compete with them: they hold at any priority, and the layout is the same.
  static func inert(_ problem: ConstraintProblem) -> [Int] {
    let parts = Components(problem)
    var found: [Int] = []
    for (k, entry) in problem.constraints.enumerated() {
      guard case .member = entry.origin, !entry.constraint.priority.isRequired else { continue }
      let part = parts.members(of: k)
      let competes = part.contains { m in
        guard m != k else { return false }
        let other = problem.constraints[m]
        guard case .member = other.origin else { return true }
        return !other.constraint.priority.isRequired
      }
      guard !competes, part.count <= checkedSystemSize else { continue }
      let solver = Solver()
      for name in problem.variableNames { _ = solver.makeVariable(name) }
      var holds = true
      for m in part {
        var constraint = problem.constraints[m].constraint
        constraint.priority = .required
        if (try? solver.add(constraint)) == nil {
          holds = false
          break
        }
      }
      if holds { found.append(k) }
    }
    return found
  }
}

/// The problem's constraints grouped by shared variables (union-find over the variables).
struct Components {
  private var root: [Int]
  private var byRoot: [Int: [Int]] = [:]
  private var constraintRoot: [Int] = []

  init(_ problem: ConstraintProblem) {
    root = Array(0..<problem.variableNames.count)
    for entry in problem.constraints {
      let terms = entry.constraint.expression.terms
      guard let first = terms.first else { continue }
      for term in terms.dropFirst() { union(Int(first.variable.index), Int(term.variable.index)) }
    }
    for (k, entry) in problem.constraints.enumerated() {
      let r = entry.constraint.expression.terms.first.map { find(Int($0.variable.index)) } ?? -1 - k
      constraintRoot.append(r)
      byRoot[r, default: []].append(k)
    }
  }

  private mutating func find(_ x: Int) -> Int {
    var x = x
    while root[x] != x {
      root[x] = root[root[x]]
      x = root[x]
    }
    return x
  }

  private mutating func union(_ a: Int, _ b: Int) {
    let ra = find(a)
    let rb = find(b)
    if ra != rb { root[ra] = rb }
  }

  /// The constraints connected to constraint `k` (itself included), in added order.
  func members(of k: Int) -> [Int] { byRoot[constraintRoot[k]] ?? [k] }
}
