// A constraints container's system (issue 31; docs/dev/design-constraints.md §1–2): its children's frames and its
// own size as TGLSolver variables, its members and Auto Layout's generated constraints (content hugging,
// compression resistance, the container's size) as solver constraints, each with what made it. This is UIKit's
// Auto Layout, not a TangramKit container: it follows what Auto Layout does, cited where it matters.

import TGLSemantics
import TGLSolver

/// The solved system of one constraints container. Built and solved at once; the engine builds a new one for each
/// size it is offered. The constraints go in in Auto Layout's order: the container's size, then the children's
/// intrinsic-size constraints, then the members as written, so that a conflicting required member is the last added
/// of its conflicting set and is the one broken (`broken`).
public final class ConstraintSystem {
  /// A child's four variables: its frame in the container's bounds.
  public struct ChildVariables: Sendable {
    public let left: Variable
    public let top: Variable
    public let width: Variable
    public let height: Variable

    /// The child's position and size variables on `axis`.
    public func position(_ axis: Axis) -> Variable { axis == .horizontal ? left : top }
    public func size(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }
  }

  public let solver = Solver()
  public let children: [ConstraintChild]
  public let constraints: [LayoutConstraint]
  public let rightToLeft: Bool
  public let width: ConstraintExtent
  public let height: ConstraintExtent
  public let childVariables: [ChildVariables]
  /// The container's width and height (its left and top are 0).
  public let containerWidth: Variable
  public let containerHeight: Variable
  /// What made each constraint in the solver, indexed by `ConstraintID.index`.
  public private(set) var origins: [ConstraintOrigin] = []
  /// The solver's id of each constraint by what made it (members that were skipped or broken have none).
  public private(set) var ids: [ConstraintOrigin: ConstraintID] = [:]
  /// Required constraints refused because they conflict with those added before them, in the order added.
  public private(set) var broken: [BrokenConstraint] = []
  /// Members Auto Layout could not make (unknown names, anchors it cannot relate), in the order written.
  public private(set) var skipped: [SkippedConstraint] = []
  /// Each child's index by name (the first child of a name).
  let childIndex: [String: Int]

  public init(
    children: [ConstraintChild], constraints: [LayoutConstraint], rightToLeft: Bool, width: ConstraintExtent,
    height: ConstraintExtent
  ) {
    self.children = children
    self.constraints = constraints
    self.rightToLeft = rightToLeft
    self.width = width
    self.height = height
    var index: [String: Int] = [:]
    for (i, child) in children.enumerated() {
      if let name = child.name, index[name] == nil { index[name] = i }
    }
    childIndex = index
    containerWidth = solver.makeVariable("parent.width")
    containerHeight = solver.makeVariable("parent.height")
    childVariables = children.indices.map { [solver] i in
      let name = children[i].name ?? "[\(i)]"
      return ChildVariables(
        left: solver.makeVariable("\(name).left"), top: solver.makeVariable("\(name).top"),
        width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
    }
    for axis in Axis.both { addContainerSize(axis) }
    for i in children.indices {
      for axis in Axis.both { addIntrinsic(i, axis) }
    }
    for m in constraints.indices { addMember(m) }
  }

  // MARK: Results

  /// The child's frame in the container's bounds, as solved.
  public func frame(ofChild i: Int) -> Rect {
    let v = childVariables[i]
    return Rect(x: value(v.left), y: value(v.top), width: value(v.width), height: value(v.height))
  }

  /// The container's size, as solved (its parent's where fixed, its fitting size where not).
  public var size: Size { Size(width: value(containerWidth), height: value(containerHeight)) }

  /// The value of a variable; −0 (left by the simplex) reads as 0.
  public func value(_ variable: Variable) -> Double { solver.value(of: variable) + 0 }

  /// What made the solver's constraint `id`; nil for an id the system's solver never gave.
  public func origin(of id: ConstraintID) -> ConstraintOrigin? {
    id.index >= 0 && Int(id.index) < origins.count ? origins[Int(id.index)] : nil
  }

  /// The constraints that decided the variable's value in the solved tableau (`Solver.decidingConstraints`), in the
  /// order they were added: for hover's "which constraints decided this edge".
  public func deciders(of variable: Variable) -> [ConstraintOrigin] {
    solver.decidingConstraints(of: variable).map { origins[Int($0.index)] }
  }

  /// Whether the child's position or size on the axis is ambiguous: the constraints leave it room (`Solver.isFree`).
  public func isAmbiguous(child i: Int, _ axis: Axis) -> (position: Bool, size: Bool) {
    let v = childVariables[i]
    return (solver.isFree(v.position(axis)), solver.isFree(v.size(axis)))
  }

  /// The index of the child an item names; nil for `parent` and for a name no child has.
  public func childIndex(of item: ConstraintItem) -> Int? {
    if case .child(let name) = item { return childIndex[name] }
    return nil
  }

  // MARK: Building

  /// How a constraint of the system reads in logs and hovers: the member as written, or what Auto Layout generated.
  public func label(of origin: ConstraintOrigin) -> String {
    switch origin {
    case .member(let m): return Self.spelling(constraints[m])
    case .hugging(let i, let axis):
      let p = children[i].contentPriorities.hugging(axis)
      return
        "\(childName(i)).\(axis.sizeName) <= \(Self.number(children[i].intrinsic(axis) ?? 0)) (content hugging \(p))"
    case .compression(let i, let axis):
      let p = children[i].contentPriorities.compression(axis)
      let size = "\(childName(i)).\(axis.sizeName)"
      return "\(size) >= \(Self.number(children[i].intrinsic(axis) ?? 0)) (compression resistance \(p))"
    case .containerSize(let axis):
      switch axis == .horizontal ? width : height {
      case .fixed(let s): return "parent.\(axis.sizeName) == \(Self.number(s)) (the container's size from its parent)"
      case .fitting:
        return "parent.\(axis.sizeName) == 0 @\(ConstraintPriority.fittingSize.value) (fitting size)"
      }
    }
  }

  func childName(_ i: Int) -> String { children[i].name ?? "[\(i)]" }

  /// The container's size: required where its parent fixes it; where it wraps, Auto Layout's fitting size: UIKit's
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with the compressed target
  /// size (0) at `UILayoutPriority.fittingSizeLevel` (50), "the size fitting most closely to the target size".
  func addContainerSize(_ axis: Axis) {
    let variable = axis == .horizontal ? containerWidth : containerHeight
    let constraint: Constraint
    switch axis == .horizontal ? width : height {
    case .fixed(let s):
      constraint = Constraint(LinearExpression([Term(variable)], constant: -s), .equal)
    case .fitting:
      constraint = Constraint(
        LinearExpression([Term(variable)]), .equal, priority: Priority(ConstraintPriority.fittingSize.value))
    }
    add(constraint, .containerSize(axis))
  }

  /// Auto Layout's two constraints for a child's intrinsic size on the axis (`NSContentSizeLayoutConstraint`):
  /// hugging `size <= intrinsic` and compression resistance `size >= intrinsic`, at the child's priorities.
  func addIntrinsic(_ i: Int, _ axis: Axis) {
    guard let intrinsic = children[i].intrinsic(axis), intrinsic.isFinite else { return }
    let size = childVariables[i].size(axis)
    let expression = LinearExpression([Term(size)], constant: -intrinsic)
    let priorities = children[i].contentPriorities
    add(Constraint(expression, .lessOrEqual, priority: Priority(priorities.hugging(axis))), .hugging(child: i, axis))
    add(
      Constraint(expression, .greaterOrEqual, priority: Priority(priorities.compression(axis))),
      .compression(child: i, axis))
  }

  /// A member as a solver constraint: `first − multiplier × second − constant` related to 0. Right to left, a member
  /// that names `leading` or `trailing` measures every x position from the container's right edge, so that its
  /// constant goes in the reading direction (Auto Layout: `a.leading == parent.leading + 16` is 16 points from the
  /// right edge) and a right-to-left layout is the mirror of the left-to-right one.
  func addMember(_ m: Int) {
    let c = constraints[m]
    guard c.multiplier.isFinite, c.constant.isFinite else {
      skipped.append(SkippedConstraint(member: m, reason: .notFinite))
      return
    }
    guard Self.compatible(c.first.anchor, c.second?.anchor) else {
      skipped.append(SkippedConstraint(member: m, reason: .incompatibleAnchors))
      return
    }
    for item in [c.first.item] + (c.second.map { [$0.item] } ?? []) {
      if case .child(let name) = item, childIndex[name] == nil {
        skipped.append(SkippedConstraint(member: m, reason: .unknownItem(name)))
        return
      }
    }
    let first = childIndex(of: c.first.item)
    let second = c.second.flatMap { childIndex(of: $0.item) }
    let mirrored = rightToLeft && (c.first.anchor.isDirectional || c.second?.anchor.isDirectional == true)
    var sum = anchorExpression(first, c.first.anchor, mirrored: mirrored)
    if let s = c.second {
      sum.add(anchorExpression(second, s.anchor, mirrored: mirrored), times: -c.multiplier)
    }
    sum.constant -= c.constant
    let relation: Relation
    switch c.relation {
    case .equal: relation = .equal
    case .lessOrEqual: relation = .lessOrEqual
    case .greaterOrEqual: relation = .greaterOrEqual
    }
    add(Constraint(sum.expression, relation, priority: Priority(c.priority.value)), .member(m))
  }

  /// Adds the constraint with its origin; a required one that conflicts is recorded as broken. The solver's
  /// constraints carry no label: `label(of:)` makes one when a tool asks (spelling every constraint of every layout
  /// cost more than solving it).
  func add(_ constraint: Constraint, _ origin: ConstraintOrigin) {
    do {
      // The solver numbers constraints 0, 1, 2, … in the order added, so the origin's index is the id's.
      let id = try solver.add(constraint)
      origins.append(origin)
      ids[origin] = id
    } catch {
      // The solver numbers a refused constraint too (its slot keeps the origin, so that ids stay indices); the other
      // errors (a number that is not finite) come before it numbers anything.
      guard case .unsatisfiable(_, let conflict, _) = error else { return }
      origins.append(origin)
      let others = conflict.map { origins[Int($0.index)] }
      broken.append(
        BrokenConstraint(origin: origin, conflict: others, message: conflictMessage(others, breaking: origin)))
    }
  }

  /// Auto Layout's log for a conflict, with the constraints as written (as `SolverError.description` says it).
  func conflictMessage(_ others: [ConstraintOrigin], breaking origin: ConstraintOrigin) -> String {
    let lines = (others + [origin]).map { "\n    " + label(of: $0) }.joined()
    return "Unable to simultaneously satisfy constraints:\(lines)\n"
      + "Will attempt to recover by breaking constraint \(label(of: origin))"
  }

  // MARK: Spelling

  /// A member as written: `title.leading == avatar.trailing + 12`, `a.width == 0.5 * parent.width @750`.
  public static func spelling(_ c: LayoutConstraint) -> String {
    var text = "\(c.first.spelling) \(c.relation.rawValue) "
    if let second = c.second {
      if c.multiplier != 1 { text += "\(number(c.multiplier)) * " }
      text += second.spelling
      if c.constant != 0 { text += c.constant < 0 ? " - \(number(-c.constant))" : " + \(number(c.constant))" }
    } else {
      text += number(c.constant)
    }
    if !c.priority.isRequired { text += " @\(c.priority.value)" }
    return text
  }

  /// A number as `.tgl` writes it: whole numbers without a decimal point.
  static func number(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
