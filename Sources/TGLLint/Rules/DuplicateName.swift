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
    // Per document, in document order, the first element written outside uses with each name (the others are not
    // reported, and are most of a screen's): a later one of the same name is reported against it.
    for document in file.documents {
      let inside = Self.elementsInsideUses(file, document)
      // Sized once for the document (at most one name per element): grown as it filled, it hashed its names again.
      var first: [String: TextRange] = Dictionary(minimumCapacity: document.count)
      for k in document where !inside[k - document.lowerBound] {
        guard let name = file.elements.name[k], let range = file.elements.info[k]?.nameRange else { continue }
        if let earlier = first[name] {
          findings.report(
            .duplicateName, range, "another element of this document is already named '\(name)'; rename one of them",
            related: [RelatedLocation(range: earlier, message: "'\(name)' is first used here")])
        } else {
          first[name] = range
        }
      }
    }
  }

  /// The elements of a component's tree expanded at a use (issue 29): they are found at their use's source, after
  /// the use's root, and their names are the component's own, apart from the caller's (design-whole-app.md §1.4).
  /// An element whose start an earlier element of the document has is inside a use, by index in the document. The
  /// starts ascend in document order, a use's elements repeating its start right after it, so an earlier start is
  /// the last one; a start before the last (which no file gives) is looked up among every start seen.
  static func elementsInsideUses(_ file: FileContext, _ document: Range<Int>) -> [Bool] {
    var inside = [Bool](repeating: false, count: document.count)
    var last = Int.min
    var ascending = true
    for k in document {
      guard let start = file.elements.info[k]?.range.start else { continue }
      if start == last { inside[k - document.lowerBound] = true }
      if start < last { ascending = false }
      last = start
    }
    if ascending { return inside }
    var seen: Set<Int> = []
    for k in document {
      guard let start = file.elements.info[k]?.range.start else { continue }
      inside[k - document.lowerBound] = !seen.insert(start).inserted
    }
    return inside
  }
}
