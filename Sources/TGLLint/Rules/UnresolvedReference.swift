// References to names that no element of the document has.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A reference to a view that does not exist.
///
/// Lint: reports a reference (in a value, an array or a bound) whose name no element of the same document has,
/// with the closest name when there is one; the value is ignored. Fix: the closest name.
struct UnresolvedReference: LintRule {
  static let description = RuleDescription(
    id: .unresolvedReference, defaultSeverity: .error, summary: "a reference to a view that does not exist",
    explanation: """
      A reference names a view of the same document (`B.right`), the parent (`parent.width`) or the element
      itself (`self.width`). A name that no element of the document has is a typo or a view that was renamed
      or removed; the value is ignored, so the view falls back to its default position or size.

      **Bad:**

      ```tgl
      relative S {
          width: 200
          height: 100

          view icon { left: 10; size: 40, 40 }
          view title { left: icn.right + 8; size: 100, 20 }
      }
      ```

      **Good:**

      ```tgl
      relative S {
          width: 200
          height: 100

          view icon { left: 10; size: 40, 40 }
          view title { left: icon.right + 8; size: 100, 20 }
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    for document in file.documents {
      let records = file.records[document]
      let names = Set(records.compactMap(\.name))
      var sortedNames: [String]?
      for record in records {
        for set in record.sets {
          for use in set.references {
            guard case .element(let name) = use.reference.target, !names.contains(name) else { continue }
            let range = file.range(of: use, in: set.property(use.key), nameOnly: true) ?? record.labelRange
            if sortedNames == nil { sortedNames = names.sorted() }
            if let suggestion = Spelling.closest(to: name, among: sortedNames ?? []) {
              findings.report(
                .unresolvedReference, range,
                "no view is named '\(name)' in this document; did you mean '\(suggestion)'?",
                fixes: [Fix(title: "change to '\(suggestion)'", edits: [TextEdit(range: range, newText: suggestion)])])
            } else {
              findings.report(
                .unresolvedReference, range,
                "no view is named '\(name)' in this document; name the view, or refer to 'parent' or 'self'")
            }
          }
        }
      }
    }
  }
}
