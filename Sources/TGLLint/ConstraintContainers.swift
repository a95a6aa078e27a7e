// The constraints containers of a document in one environment, each with its system's analysis, made once per
// environment and shared by the four rules that read it; and what those rules write: a constraint as written, the
// range of its priority, a constraint inserted into a container.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSolver
import TGLSyntax

/// A constraints container and what the analysis found in its system.
struct AnalyzedContainer: Sendable {
  /// The container's node.
  let node: Int
  /// Its members, as `Element.constraints`.
  let constraints: [LayoutConstraint]
  /// Its children's nodes, in the order of `ConstraintProblem.children` (children placed by `frame:` are not in the
  /// system).
  let children: [Int]
  let problem: ConstraintProblem
  let analysis: ConstraintAnalysis

  /// The member a solver constraint stands for.
  func written(_ k: Int) -> LayoutConstraint? { member(problem.constraints[k].origin) }

  /// The member an origin names.
  func member(_ origin: ConstraintOrigin) -> LayoutConstraint? {
    guard let i = origin.memberIndex, i < constraints.count else { return nil }
    return constraints[i]
  }
}

/// The analyses of one document in one environment, made on first use (the four rules run one after the other on the
/// same context, so one analysis per container serves them all).
final class ConstraintAnalyses: @unchecked Sendable {
  private var made: [AnalyzedContainer]?

  func containers(_ context: DocumentContext) -> [AnalyzedContainer] {
    if let made { return made }
    let found = Self.analyse(context)
    made = found
    return found
  }

  static func analyse(_ context: DocumentContext) -> [AnalyzedContainer] {
    guard context.nodes.indices.contains(where: { context.nodes.kind($0) == .constraints }) else { return [] }
    // The systems as the engine solved them in this environment, at the containers' final sizes.
    return solvedConstraintSystems(context.document, in: context.environment).compactMap { solved in
      guard solved.container < context.nodes.count, !context.nodes.isGone(solved.container) else { return nil }
      let problem = ConstraintProblem(solved.system)
      return AnalyzedContainer(
        node: solved.container, constraints: solved.system.constraints, children: solved.children, problem: problem,
        analysis: ConstraintAnalysis(
          problem, broken: solved.system.broken.map { ConstraintAnalysis.Conflict(broken: $0.origin, others: $0.conflict) }))
    }
  }
}

extension ConstraintProblem {
  /// The system's constraints that are in its solver (those it broke are not), in the order added, over the same
  /// variables.
  init(_ system: ConstraintSystem) {
    var names = ["parent.width", "parent.height"]
    var children: [Child] = []
    for v in system.childVariables {
      names += [v.left.name, v.top.name, v.width.name, v.height.name]
      children.append(Child(left: v.left, top: v.top, width: v.width, height: v.height))
    }
    // The system makes its variables in that order (the container's size, then each child's frame); any it makes
    // beyond them keep their place.
    while names.count < system.solver.variableCount { names.append("v\(names.count)") }
    var constraints: [(constraint: Constraint, origin: ConstraintOrigin)] = []
    for origin in system.origins {
      guard let id = system.ids[origin], let constraint = system.solver.constraint(id) else { continue }
      constraints.append((constraint, origin))
    }
    self.init(
      variableNames: names, constraints: constraints, children: children,
      containerWidth: LinearExpression([Term(system.containerWidth)]),
      containerHeight: LinearExpression([Term(system.containerHeight)]), rightToLeft: system.rightToLeft)
  }
}

extension DocumentContext {
  /// The document's constraints containers with their analyses in this environment.
  var constraintContainers: [AnalyzedContainer] { constraintAnalyses.containers(self) }

  /// A member as written (`a.width == 500`, `a.width == 50 @750`).
  func spelling(_ constraint: LayoutConstraint) -> String { ConstraintSystem.spelling(constraint) }

  func range(_ constraint: LayoutConstraint) -> TextRange {
    TextRange(start: constraint.range.lowerBound, end: constraint.range.upperBound)
  }

  /// Whether the member is written in this file's text: a member of a component's tree has its use's range, as the
  /// tree's elements do (issue 29), and is written in the component's file, where no edit of this text reaches.
  func isWrittenHere(_ constraint: LayoutConstraint) -> Bool {
    guard !constraint.range.isEmpty else { return false }
    let node = source.tree.root.innermostNode(at: constraint.range.lowerBound).ancestorsAndSelf.first {
      $0.kind == .constraint
    }
    return node?.range.start == constraint.range.lowerBound
  }

  /// The range of the member's `@priority`, when one is written.
  func priorityRange(_ constraint: LayoutConstraint) -> TextRange? {
    let bytes = source.tree.bytes
    guard isWrittenHere(constraint),
      let at = (constraint.range.lowerBound..<constraint.range.upperBound).last(where: { bytes[$0] == 0x40 })
    else { return nil }
    return TextRange(start: at, end: constraint.range.upperBound)
  }

  /// The edit that adds members to a constraints container: on the lines after its last member, with that member's
  /// indentation, or before its closing brace when it has none.
  func insertion(_ members: [String], into container: AnalyzedContainer) -> TextEdit? {
    let bytes = source.tree.bytes
    func indentation(ofLineAt offset: Int) -> (start: Int, text: String) {
      var start = offset
      while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
      var end = start
      while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
      return (start, String(decoding: bytes[start..<end], as: UTF8.self))
    }
    if let last = container.constraints.last(where: { !$0.range.isEmpty }) {
      // A component's constraints are written in the component's file (issue 29): no edit of this text adds to them.
      guard isWrittenHere(last) else { return nil }
      var end = last.range.upperBound
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      let indent = indentation(ofLineAt: last.range.lowerBound).text
      return TextEdit(range: .empty(at: end), newText: members.map { "\n" + indent + $0 }.joined())
    }
    let range = nodes.range(container.node)
    guard range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0x7D else { return nil }
    let brace = indentation(ofLineAt: range.upperBound - 1)
    // The brace alone on its line: the members go on lines before it, one level deeper.
    guard brace.start + brace.text.utf8.count == range.upperBound - 1 else { return nil }
    let indent = indentation(ofLineAt: range.lowerBound).text + "    "
    return TextEdit(range: .empty(at: brace.start), newText: members.map { indent + $0 + "\n" }.joined())
  }
}

/// How the rules name and point at the constraints of a container's system.
enum ConstraintNotes {
  /// A constraint in words: a member as written, or what Auto Layout generates (the container's size, a child's
  /// content priority).
  static func origin(_ origin: ConstraintOrigin, _ container: AnalyzedContainer, _ context: DocumentContext) -> String {
    func child(_ i: Int) -> String { i < container.children.count ? context.label(container.children[i]) : "a child" }
    func axisName(_ axis: Axis) -> String { axis == .horizontal ? "horizontal" : "vertical" }
    switch origin {
    case .member:
      return container.member(origin).map { "'\(context.spelling($0))'" } ?? "a constraint"
    case .containerSize(let axis):
      return "the \(axis == .horizontal ? "width" : "height") of \(context.label(container.node))"
    case .hugging(let i, let axis): return "the content hugging of \(child(i)) (\(axisName(axis)))"
    case .compression(let i, let axis): return "the compression resistance of \(child(i)) (\(axisName(axis)))"
    }
  }

  /// A related location for a member of a conflicting set: the member, or what stands for it in the text.
  static func note(_ origin: ConstraintOrigin, _ container: AnalyzedContainer, _ context: DocumentContext)
    -> RelatedLocation
  {
    switch origin {
    case .member:
      if let member = container.member(origin), !member.range.isEmpty {
        return RelatedLocation(range: context.range(member), message: "in the conflicting set")
      }
    case .containerSize(let axis):
      let key: PropertyKey = axis == .horizontal ? .width : .height
      return RelatedLocation(
        range: context.propertyRange(container.node, key),
        message: "in the conflicting set: \(self.origin(origin, container, context))")
    case .hugging(let i, _), .compression(let i, _):
      if i < container.children.count {
        return RelatedLocation(
          range: context.labelRange(container.children[i]),
          message: "in the conflicting set: \(self.origin(origin, container, context))")
      }
    }
    return RelatedLocation(range: context.labelRange(container.node), message: "in the conflicting set")
  }

  /// The edit that gives a member the priority `value`: its written `@priority` replaced, or one added.
  static func priorityEdit(_ constraint: LayoutConstraint, _ value: Int, _ context: DocumentContext) -> TextEdit? {
    guard context.isWrittenHere(constraint) else { return nil }
    if let written = context.priorityRange(constraint) { return TextEdit(range: written, newText: "@\(value)") }
    return TextEdit(range: .empty(at: constraint.range.upperBound), newText: " @\(value)")
  }
}
