// Constraints that name a view outside their container: the lowering refuses them ("not a child of this constraints
// container"); when the name is a view elsewhere in the document, `constraint-scope` and `managed-view-constraint`
// say where it is and what places it instead.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

enum ConstraintScopes {
  /// The lowering's finding refined when the name it refuses is a view of the document that is not a child of the
  /// constraints container: `managed-view-constraint` when a TangramKit container inside this one places it,
  /// `constraint-scope` otherwise; nil when the lowering's finding stands as it is.
  static func refine(_ d: Diagnostic, _ file: FileContext) -> Diagnostic? {
    guard let c = enclosingContainer(d.range, file) else { return nil }
    let elements = file.elements
    let document = Int(elements.rows[c].document)
    let documentStart = file.documents[document].lowerBound
    let name = file.text(d.range)
    guard let local = file.names[document].first[name] else { return nil }
    let t = documentStart + local
    let targetParent = elements.parentIndex(t)
    guard t != c, targetParent != c else { return nil }
    var related = [RelatedLocation(range: elements.labelRange(t), message: "'\(name)' is declared here")]
    // The child of this container that holds the view, if it is inside it.
    var holder = t
    while holder >= 0, elements.parentIndex(holder) != c { holder = elements.parentIndex(holder) }
    let parent: Int? = targetParent >= 0 ? targetParent : nil
    let container = c
    if holder >= 0, let parent, elements.rows[parent].kind != .constraints {
      var fixes: [Fix] = []
      if let holderName = elements.name[holder] {
        fixes.append(Fix(title: "constrain '\(holderName)' instead", edits: [TextEdit(range: d.range, newText: holderName)]))
      }
      related.append(
        RelatedLocation(
          range: elements.labelRange(holder),
          message: "\(label(holder, file)) is the child of \(label(container, file)) that holds it"))
      return Diagnostic(
        rule: .managedViewConstraint, severity: .error, range: d.range,
        message: "'\(name)' is placed by \(label(parent, file)), a TangramKit container, not by Auto Layout; constrain "
          + "\(label(holder, file)), the child of \(label(container, file)) that holds it",
        related: related, fixes: fixes)
    }
    let place = parent.map { "it is a child of \(label($0, file))" } ?? "it is the root of its document"
    return Diagnostic(
      rule: .constraintScope, severity: .error, range: d.range,
      message: "'\(name)' is not a child of \(label(container, file)) (\(place)); a constraint relates the children of its "
        + "own container and 'parent'",
      related: related, fixes: [deletion(of: d.range, file)])
  }

  /// The innermost constraints container whose block holds `range`.
  static func enclosingContainer(_ range: TextRange, _ file: FileContext) -> Int? {
    var found: Int?
    let elements = file.elements
    for i in 0..<elements.count where elements.rows[i].kind == .constraints {
      guard let info = elements.info[i], info.range.start <= range.start, range.end <= info.range.end else { continue }
      if found.map({ elements.rows[$0].range.lowerBound < elements.rows[i].range.lowerBound }) ?? true { found = i }
    }
    return found
  }

  /// `kind 'name'`, or `an unnamed kind`, of element `i` of `file`.
  static func label(_ i: Int, _ file: FileContext) -> String {
    let kind = file.elements.rows[i].kind.rawValue
    return file.elements.name[i].map { "\(kind) '\($0)'" } ?? "an unnamed \(kind)"
  }

  /// Deleting the member that holds `range`.
  static func deletion(of range: TextRange, _ file: FileContext) -> Fix {
    let member = file.constraintSyntax(at: range.start..<range.end)?.syntax.range ?? range
    return Fix(
      title: "delete '\(file.text(member))'",
      edits: [TextEdit(range: Edits.deletionRange(of: member, in: file.bytes), newText: "")])
  }
}
