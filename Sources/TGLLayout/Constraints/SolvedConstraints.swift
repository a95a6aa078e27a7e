// The constraints containers of a document as the engine laid them out, for the tools that explain them (hover: the
// constraints that decided each edge; diagnostics: what was broken, what is ambiguous).

import TGLSemantics
import TGLSolver

/// One constraints container as `layout(_:in:)` laid it out: its system, solved at the container's final size.
public struct SolvedConstraints {
  /// The container's index in document order (`LayoutResult.items`) and its id.
  public let container: Int
  public let containerID: ElementID
  /// The children in the system (`ConstraintSystem.children`), as document-order indices and ids; children placed by
  /// `frame:` are not among them.
  public let children: [Int]
  public let childIDs: [ElementID]
  public let system: ConstraintSystem

  /// The child's index in `system`, for a document-order index.
  public func systemIndex(ofElement index: Int) -> Int? { children.firstIndex(of: index) }
}

/// The constraints containers of the document laid out in `environment`, in document order. The frames are those of
/// `layout(document, in: environment)`.
public func solvedConstraintSystems(_ document: LayoutDocument, in environment: Environment) -> [SolvedConstraints] {
  DeepStack.whenDeep(document.root) { count in
    var engine = LayoutEngine(environment: environment)
    _ = engine.run(document, elementCount: count)
    guard !engine.solvedSystems.isEmpty else { return [] }
    engine.ensureIdentities()
    return engine.solvedSystems.keys.sorted().map { c in
      let solved = engine.solvedSystems[c]!
      return SolvedConstraints(
        container: c, containerID: engine.tree.ids[c], children: solved.children,
        childIDs: solved.children.map { engine.tree.ids[$0] }, system: solved.system)
    }
  }
}

/// What decided one edge of a view in a constraints container.
public struct EdgeDecision: Hashable, Sendable {
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    case x, y, width, height
  }

  public var edge: Edge
  /// The solved value (unrounded), in the container's bounds.
  public var value: Double
  /// The constraints whose change would move the edge, in the order the system added them (Auto Layout's generated
  /// ones first, then the members as written).
  public var origins: [ConstraintOrigin]
  /// Their labels: members as written, generated constraints as Auto Layout names them.
  public var labels: [String]
  /// Whether the constraints leave the edge free (an ambiguous layout: it lands where the solver put it).
  public var isAmbiguous: Bool
}

extension ConstraintSystem {
  /// What decided the child's x, y, width and height, in that order.
  public func decisions(ofChild i: Int) -> [EdgeDecision] {
    let v = childVariables[i]
    return [(EdgeDecision.Edge.x, v.left), (.y, v.top), (.width, v.width), (.height, v.height)].map { edge, variable in
      let origins = deciders(of: variable)
      return EdgeDecision(
        edge: edge, value: value(variable), origins: origins, labels: origins.map(label(of:)),
        isAmbiguous: solver.isFree(variable))
    }
  }
}

/// What decided each edge of element `index` (document order) when it is a child of a constraints container laid out
/// in `environment`; nil for any other element.
public func constraintDecisions(_ document: LayoutDocument, in environment: Environment, element index: Int)
  -> [EdgeDecision]?
{
  for solved in solvedConstraintSystems(document, in: environment) {
    if let k = solved.systemIndex(ofElement: index) { return solved.system.decisions(ofChild: k) }
  }
  return nil
}
