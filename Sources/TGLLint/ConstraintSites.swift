// The constraints of a file with what the typing rules need beside each: the kinds of the items it names.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// One constraint of a constraints container, for the rules that check Auto Layout's typing rules (issue 31).
struct ConstraintSite {
  let constraint: LayoutConstraint
  /// The kind of each child of the container, by name.
  let childKinds: [String: ElementKind]

  /// The kind of the view `item` names; nil for `parent` (the constraints container).
  func kind(of item: ConstraintItem) -> ElementKind? {
    switch item {
    case .parent: return nil
    case .child(let name): return childKinds[name]
    }
  }

  var anchors: [AnchorReference] { [constraint.first] + (constraint.second.map { [$0] } ?? []) }
}

extension AnchorReference {
  var textRange: TextRange { TextRange(start: range.lowerBound, end: range.upperBound) }

  /// Where the anchor's name is written (after the '.'), for a fix that changes it.
  var anchorNameRange: TextRange {
    TextRange(start: range.upperBound - anchor.rawValue.utf8.count, end: range.upperBound)
  }
}

extension FileContext {
  /// Every constraint of every constraints container of the file, in document order.
  func constraintSites() -> [ConstraintSite] {
    guard elements.rows.contains(where: { $0.kind == .constraints }) else { return [] }
    var out: [ConstraintSite] = []
    func visit(_ element: borrowing Element) {
      if element.kind == .constraints && !element.constraints.isEmpty {
        var kinds: [String: ElementKind] = [:]
        for child in element.children { if let name = child.name { kinds[name] = child.kind } }
        for constraint in element.constraints { out.append(ConstraintSite(constraint: constraint, childKinds: kinds)) }
      }
      let children = element.children
      for c in children.indices { visit(children[c]) }
    }
    for document in lowering.documents { visit(document.root) }
    return out
  }

  /// The syntax of the constraint written at `range`.
  func constraintSyntax(at range: Range<Int>) -> ConstraintSyntax? {
    let node = tree.root.innermostNode(at: range.lowerBound).ancestorsAndSelf.first { $0.kind == .constraint }
    return node.map(ConstraintSyntax.init)
  }
}
