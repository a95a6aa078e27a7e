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
    let container = file.records[c]
    let documentStart = file.documents[container.document].lowerBound
    let name = file.text(d.range)
    guard let local = file.names[container.document].first[name] else { return nil }
    let t = documentStart + local
    let target = file.records[t]
    guard t != c, target.parent != c else { return nil }
    var related = [RelatedLocation(range: target.labelRange, message: "'\(name)' is declared here")]
    // The child of this container that holds the view, if it is inside it.
    var holder = t
    while holder >= 0, file.records[holder].parent != c { holder = file.records[holder].parent }
    let parent = target.parent >= 0 ? file.records[target.parent] : nil
    if holder >= 0, let parent, parent.kind != .constraints {
      var fixes: [Fix] = []
      let holderRecord = file.records[holder]
      if let holderName = holderRecord.name {
        fixes.append(Fix(title: "constrain '\(holderName)' instead", edits: [TextEdit(range: d.range, newText: holderName)]))
      }
      related.append(
        RelatedLocation(range: holderRecord.labelRange, message: "\(label(holderRecord)) is the child of \(label(container)) that holds it"))
      return Diagnostic(
        rule: .managedViewConstraint, severity: .error, range: d.range,
        message: "'\(name)' is placed by \(label(parent)), a TangramKit container, not by Auto Layout; constrain "
          + "\(label(holderRecord)), the child of \(label(container)) that holds it",
        related: related, fixes: fixes)
    }
    let place = parent.map { "it is a child of \(label($0))" } ?? "it is the root of its document"
    return Diagnostic(
      rule: .constraintScope, severity: .error, range: d.range,
      message: "'\(name)' is not a child of \(label(container)) (\(place)); a constraint relates the children of its "
        + "own container and 'parent'",
      related: related, fixes: [deletion(of: d.range, file)])
  }

  /// The innermost constraints container whose block holds `range`.
  static func enclosingContainer(_ range: TextRange, _ file: FileContext) -> Int? {
    var found: Int?
    for (i, record) in file.records.enumerated() where record.kind == .constraints {
      guard let info = record.info, info.range.start <= range.start, range.end <= info.range.end else { continue }
      if found.map({ file.records[$0].start < record.start }) ?? true { found = i }
    }
    return found
  }

  /// `kind 'name'`, or `an unnamed kind`.
  static func label(_ record: ElementRecord) -> String {
    record.name.map { "\(record.kind.rawValue) '\($0)'" } ?? "an unnamed \(record.kind.rawValue)"
  }

  /// Deleting the member that holds `range`.
  static func deletion(of range: TextRange, _ file: FileContext) -> Fix {
    let member = file.constraintSyntax(at: range.start..<range.end)?.syntax.range ?? range
    return Fix(
      title: "delete '\(file.text(member))'",
      edits: [TextEdit(range: Edits.deletionRange(of: member, in: file.bytes), newText: "")])
  }
}
