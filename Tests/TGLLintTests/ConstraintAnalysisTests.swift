// The constraints diagnostics' analysis on systems built by hand: conflicts and the member Auto Layout breaks, free
// axes and their pins, redundant constraints, inert priorities. Every container here is 300 × 200 (its size is the
// environment's: `containerSize` constraints on the variables W and H) unless the test says otherwise.

import TGLLayout
import TGLSemantics
import TGLSolver
import Testing

@testable import TGLLint

/// Builds a problem: variables W, H (the container), then left/top/width/height per child.
struct ProblemBuilder {
  /// Makes the variables (the analysis makes them again, in the same order, in solvers of its own).
  let maker = Solver()
  var names: [String] = []
  var constraints: [(constraint: Constraint, origin: ConstraintOrigin)] = []
  var children: [ConstraintProblem.Child] = []
  var written = 0

  let W: Variable
  let H: Variable

  init(width: Double = 300, height: Double = 200) {
    W = maker.makeVariable("W")
    H = maker.makeVariable("H")
    names = ["W", "H"]
    constraints.append((Constraint(LinearExpression([Term(W)], constant: -width), .equal), .containerSize(.horizontal)))
    constraints.append((Constraint(LinearExpression([Term(H)], constant: -height), .equal), .containerSize(.vertical)))
  }

  mutating func variable(_ name: String) -> Variable {
    names.append(name)
    return maker.makeVariable(name)
  }

  /// A child; returns its index.
  mutating func child(_ name: String) -> Int {
    let left = variable("\(name).left")
    let top = variable("\(name).top")
    let width = variable("\(name).width")
    let height = variable("\(name).height")
    children.append(ConstraintProblem.Child(left: left, top: top, width: width, height: height))
    return children.count - 1
  }

  /// `Σ terms + constant relation 0` as the next written member.
  mutating func write(_ terms: [Term], _ constant: Double, _ relation: Relation, priority: Int = 1000) {
    constraints.append(
      (Constraint(LinearExpression(terms, constant: constant), relation, priority: Priority(priority)), .member(written)))
    written += 1
  }

  /// A child's content hugging and compression resistance on an axis (`size <= intrinsic` @250, `>=` @750).
  mutating func content(_ c: Int, _ axis: Axis, _ intrinsic: Double) {
    let size = children[c].size(axis)
    let pair = Solver.intrinsicSizeConstraints(size: size, intrinsic: intrinsic)
    constraints.append((pair[0], .hugging(child: c, axis)))
    constraints.append((pair[1], .compression(child: c, axis)))
  }

  /// Top 0 and height 20: the vertical axis decided, for tests about the horizontal one.
  mutating func settleVertical(_ c: Int) {
    write([Term(children[c].top)], 0, .equal)
    write([Term(children[c].height)], -20, .equal)
  }

  func problem(rightToLeft: Bool = false) -> ConstraintProblem {
    ConstraintProblem(
      variableNames: names, constraints: constraints, children: children,
      containerWidth: LinearExpression([Term(W)]), containerHeight: LinearExpression([Term(H)]),
      rightToLeft: rightToLeft)
  }
}

@Suite struct ConstraintAnalysisTests {
  /// a.leading == parent.leading + 10, a.trailing == parent.trailing − 10 make a 280 wide in a 300-wide container;
  /// a.width == 500 (the last added) cannot hold with them and the container's width: the set is W == 300 and the
  /// three, and Auto Layout breaks a.width == 500. With it broken nothing is free and nothing is implied.
  @Test func theLastAddedOfTheSmallestSetIsBroken() {
    var b = ProblemBuilder()
    let a = b.child("a")
    let v = b.children[a]
    b.write([Term(v.left)], -10, .equal)  // constraint 2 (written 0)
    b.write([Term(v.left), Term(v.width), Term(b.W, -1)], 10, .equal)  // 3
    b.write([Term(v.width)], -500, .equal)  // 4
    b.settleVertical(a)  // 5, 6
    let analysis = ConstraintAnalysis(b.problem())
    #expect(
      analysis.conflicts == [
        ConstraintAnalysis.Conflict(broken: .member(2), others: [.containerSize(.horizontal), .member(0), .member(1)])
      ])
    #expect(analysis.ambiguities.isEmpty)
    #expect(analysis.redundant.isEmpty)
    #expect(analysis.inert.isEmpty)
  }

  /// A width and no horizontal edge: the position is free, pinned where the solver left it (0: a variable nothing
  /// mentions stays parametric, at 0). Right to left the pin is measured from the right edges: 300 − 0 − 100.
  @Test func aFreePositionIsPinnedAtItsSolvedValue() {
    var b = ProblemBuilder()
    let a = b.child("a")
    b.write([Term(b.children[a].width)], -100, .equal)
    b.settleVertical(a)
    let expected = { (offset: Double) in
      [
        ConstraintAnalysis.Ambiguity(
          child: 0, axis: .horizontal, sizeFree: false, positionFree: true, pins: [.position(offset)])
      ]
    }
    #expect(ConstraintAnalysis(b.problem()).ambiguities == expected(0))
    #expect(ConstraintAnalysis(b.problem(rightToLeft: true)).ambiguities == expected(200))
  }

  /// Only a trailing edge (a.trailing == parent.trailing − 20): the width and the position are both free. The
  /// solver solves the new row for its first variable (left = 280 − width), so the width stays parametric at 0: the
  /// size pin says 0, and with it the position is fixed (280), so no second pin.
  @Test func pinningTheSizeCanFixThePosition() {
    var b = ProblemBuilder()
    let a = b.child("a")
    let v = b.children[a]
    b.write([Term(v.left), Term(v.width), Term(b.W, -1)], 20, .equal)
    b.settleVertical(a)
    #expect(
      ConstraintAnalysis(b.problem()).ambiguities == [
        ConstraintAnalysis.Ambiguity(child: 0, axis: .horizontal, sizeFree: true, positionFree: true, pins: [.size(0)])
      ])
  }

  /// b.leading == a.trailing + 8 with a's position free: both are reported, and only a gets a pin (with it, b is
  /// decided: applying every fix gives one consistent system).
  @Test func aChildThatFollowsAFreeOneGetsNoPin() {
    var b = ProblemBuilder()
    let a = b.child("a")
    let c = b.child("b")
    let va = b.children[a]
    let vb = b.children[c]
    b.write([Term(va.width)], -100, .equal)
    b.write([Term(vb.left), Term(va.left, -1), Term(va.width, -1)], -8, .equal)
    b.write([Term(vb.width)], -50, .equal)
    b.settleVertical(a)
    b.settleVertical(c)
    #expect(
      ConstraintAnalysis(b.problem()).ambiguities == [
        ConstraintAnalysis.Ambiguity(child: 0, axis: .horizontal, sizeFree: false, positionFree: true, pins: [.position(0)]),
        ConstraintAnalysis.Ambiguity(child: 1, axis: .horizontal, sizeFree: false, positionFree: true, pins: []),
      ])
  }

  /// A label's width between its hugging (250) and compression (750) is decided: not free. A view with neither
  /// edge nor size is free on both counts.
  @Test func contentPrioritiesDecideASize() {
    var b = ProblemBuilder()
    let l = b.child("l")
    b.write([Term(b.children[l].left)], -16, .equal)
    b.content(l, .horizontal, 80)
    b.settleVertical(l)
    let v = b.child("v")
    b.settleVertical(v)
    // v: both pins, each at the solver's 0 (a variable nothing mentions is parametric).
    #expect(
      ConstraintAnalysis(b.problem()).ambiguities == [
        ConstraintAnalysis.Ambiguity(
          child: 1, axis: .horizontal, sizeFree: true, positionFree: true, pins: [.size(0), .position(0)])
      ])
  }

  /// a.leading == parent.leading + 10 and a.width == 100 imply a.trailing == parent.leading + 110 and
  /// a.width >= 50; of two equal a.width == 100 only the later is reported. a.trailing <= parent.trailing holds on
  /// this 300-wide container but not on any: the container's size is left out, so it is not redundant.
  @Test func impliedConstraintsAreRedundant() {
    var b = ProblemBuilder()
    let a = b.child("a")
    let v = b.children[a]
    b.write([Term(v.left)], -10, .equal)  // 2
    b.write([Term(v.width)], -100, .equal)  // 3
    b.write([Term(v.left), Term(v.width)], -110, .equal)  // 4: implied
    b.write([Term(v.width)], -50, .greaterOrEqual)  // 5: implied
    b.write([Term(v.width)], -100, .equal)  // 6: equal to 3, the later one
    b.write([Term(v.left), Term(v.width), Term(b.W, -1)], 0, .lessOrEqual)  // 7: depends on the screen
    b.settleVertical(a)
    #expect(ConstraintAnalysis(b.problem()).redundant == [4, 5, 6])
  }

  /// Above `checkedSystemSize` solver constraints, redundancy is not checked: the container's 2 and 511 members
  /// a.width == 100 (513) report nothing; with 510 members (512, the limit) every one after the first is reported.
  @Test func redundancyIsCheckedUpToTheLimit() {
    func repeats(_ count: Int) -> [Int] {
      var b = ProblemBuilder()
      let a = b.child("a")
      for _ in 0..<count { b.write([Term(b.children[a].width)], -100, .equal) }
      return ConstraintAnalysis(b.problem()).redundant
    }
    #expect(ConstraintAnalysis.checkedSystemSize == 512)
    #expect(repeats(510) == Array(3..<512))
    #expect(repeats(511).isEmpty)
  }

  /// a.width == 50 @750 on a view nothing else sizes: inert. The same on a label (its intrinsic width competes),
  /// against the container's width (the screen competes), or against a required a.width == 60 (it is broken): not.
  @Test func aPriorityWithNothingToCompeteWithIsInert() {
    var b = ProblemBuilder()
    let a = b.child("a")
    let l = b.child("l")
    let c = b.child("c")
    let d = b.child("d")
    b.write([Term(b.children[a].width)], -50, .equal, priority: 750)  // 2: inert
    b.write([Term(b.children[l].width)], -50, .equal, priority: 750)  // 3
    b.content(l, .horizontal, 80)  // 4, 5
    b.write([Term(b.children[c].width), Term(b.W, -1)], 0, .lessOrEqual, priority: 750)  // 6
    b.write([Term(b.children[d].width)], -50, .equal, priority: 750)  // 7
    b.write([Term(b.children[d].width)], -60, .equal)  // 8
    #expect(ConstraintAnalysis(b.problem()).inert == [2])
  }
}

/// The analysis of a `ConstraintSystem` (the engine's), read through `ConstraintProblem(_:)`.
@Suite struct ConstraintSystemAnalysisTests {
  static func member(
    _ first: ConstraintItem, _ anchor: ConstraintAnchor, _ relation: ConstraintRelation = .equal,
    _ second: (ConstraintItem, ConstraintAnchor)? = nil, constant: Double = 0
  ) -> LayoutConstraint {
    LayoutConstraint(
      AnchorReference(first, anchor), relation, second.map { AnchorReference($0.0, $0.1) }, constant: constant)
  }

  static func system(_ members: [LayoutConstraint], rightToLeft: Bool = false) -> ConstraintSystem {
    ConstraintSystem(
      children: [ConstraintChild(name: "a")], constraints: members, rightToLeft: rightToLeft, width: .fixed(300),
      height: .fixed(100))
  }

  /// The system breaks a.width == 500 as it is built (the set: its width of 300 and the two edges); the analysis
  /// reports it from `ConstraintSystem.broken`, and finds nothing else: a is 280 wide at 10.
  @Test func theSystemsBrokenMemberIsTheConflict() {
    let a = ConstraintItem.child("a")
    let system = Self.system([
      Self.member(a, .leading, .equal, (.parent, .leading), constant: 10),
      Self.member(a, .trailing, .equal, (.parent, .trailing), constant: -10),
      Self.member(a, .width, constant: 500),
      Self.member(a, .top, .equal, (.parent, .top)),
      Self.member(a, .height, constant: 40),
    ])
    let problem = ConstraintProblem(system)
    let analysis = ConstraintAnalysis(
      problem, broken: system.broken.map { ConstraintAnalysis.Conflict(broken: $0.origin, others: $0.conflict) })
    #expect(
      analysis.conflicts == [
        ConstraintAnalysis.Conflict(broken: .member(2), others: [.containerSize(.horizontal), .member(0), .member(1)])
      ])
    #expect(analysis.ambiguities.isEmpty)
    #expect(analysis.redundant.isEmpty)
  }

  /// No horizontal edge, right to left: the pin is measured from the right edges, 300 − 0 − 100 = 200 (x stays at
  /// the solver's 0).
  @Test func aRightToLeftPinIsMeasuredFromTheRightEdge() {
    let a = ConstraintItem.child("a")
    let system = Self.system(
      [
        Self.member(a, .width, constant: 100), Self.member(a, .top, .equal, (.parent, .top)),
        Self.member(a, .height, constant: 40),
      ], rightToLeft: true)
    #expect(
      ConstraintAnalysis(ConstraintProblem(system)).ambiguities == [
        ConstraintAnalysis.Ambiguity(
          child: 0, axis: .horizontal, sizeFree: false, positionFree: true, pins: [.position(200)])
      ])
  }
}
