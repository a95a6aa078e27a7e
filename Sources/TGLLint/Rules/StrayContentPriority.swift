// `hugging` and `compression` where no constraints container reads them (issue 31).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// Content priorities on a leaf that a TangramKit container places.
///
/// Lint: reports `hugging` and `compression` on a label, button or image whose parent is not a constraints
/// container (the property table's scope, `PropertyScope.kindsInside`; on other kinds `unknown-property` reports
/// them). Fix: remove the property.
struct StrayContentPriority: LintRule {
  static let description = RuleDescription(
    id: .strayContentPriority, defaultSeverity: .warning,
    summary: "content priorities ('hugging', 'compression') on a view that no constraints container places",
    explanation: """
      Content hugging and compression resistance are Auto Layout's: they weigh a view's intrinsic size against
      the constraints of a `constraints` container. A TangramKit container sizes its children by `wrap`, `fill`,
      weights and `shrinkType`, and never reads them, so on a child of any other container they change nothing.

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 200

          label A { width: fill; height: wrap; text: "Ada"; hugging: horz 251 }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 200

          label A { width: fill; height: wrap; text: "Ada" }
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    let elements = file.elements
    for i in 0..<elements.count {
      let kind = elements.rows[i].kind
      guard kind == .label || kind == .button || kind == .image else { continue }
      let p = elements.parentIndex(i)
      let parentKind = p >= 0 ? elements.rows[p].kind : nil
      do {
        for set in elements.sets(i) {
          for property in file.source.properties(of: set)
          where property.keys.contains(.hugging) || property.keys.contains(.compression) {
            guard let spec = PropertySpec.byName[file.source.name(of: property)],
              !spec.scope.applies(to: kind, parent: parentKind)
            else { continue }
            let place = parentKind.map { "a '\($0.rawValue)' layout" } ?? "no container"
            findings.report(
              .strayContentPriority, property.nameRange,
              "'\(spec.name)' is read only by a constraints container, and '\(elements.name[i] ?? kind.rawValue)' "
                + "is in \(place); remove it, or move the view into a 'constraints' container",
              fixes: [
                Fix(
                  title: "remove '\(spec.name)'",
                  edits: [TextEdit(range: Edits.deletionRange(of: property.range, in: file.bytes), newText: "")])
              ])
          }
        }
      }
    }
  }
}
