// Two elements of one document with the same name.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// Two elements of one document with the same name.
///
/// Lint: reports every element whose name an earlier element of the same document already has, with the
/// first one as a related location. Fix: none.
struct DuplicateName: LintRule {
  static let description = RuleDescription(
    id: .duplicateName, defaultSeverity: .error, summary: "two elements of one document with the same name",
    explanation: """
      References name views (`B.right`), so names must be unique within a document (each top-level element
      is a document; two documents of a file may reuse names). With two views named alike, a reference
      means the first one, and tools cannot tell them apart.

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 100

          view title { width: fill; height: 20 }
          view title { width: fill; height: 20 }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 100

          view title { width: fill; height: 20 }
          view subtitle { width: fill; height: 20 }
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    // The file's table of names per document: only names written more than once need a look at their records.
    for (d, document) in file.documents.enumerated() {
      let names = file.names[d]
      for (name, start) in names.first {
        let elements = names.elements(from: start)
        guard elements.isRepeated else { continue }
        var earlier: TextRange?
        for i in elements {
          guard let range = file.records[document.lowerBound + i].info?.nameRange else { continue }
          if let earlier {
            findings.report(
              .duplicateName, range, "another element of this document is already named '\(name)'; rename one of them",
              related: [RelatedLocation(range: earlier, message: "'\(name)' is first used here")])
          } else {
            earlier = range
          }
        }
      }
    }
  }
}
