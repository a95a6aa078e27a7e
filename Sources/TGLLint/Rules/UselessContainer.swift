// Containers with one child and nothing of their own.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A container with one child and nothing of its own.
///
/// Lint: reports a container other than the root, a table or a row that has exactly one child and no
/// properties or `when` blocks (an orientation in the header does not count), and whose name no reference uses. Fix: replacing the
/// container by its child.
struct UselessContainer: LintRule {
  static let description = RuleDescription(
    id: .uselessContainer, defaultSeverity: .warning, summary: "a container with one child and nothing of its own",
    explanation: """
      A container that only wraps one child, with no size, padding, gravity or anything else of its own, adds
      a layout pass and a view and changes nothing: it wraps the child, and the child's margins become the
      container's extent. Move the child up into the container's place (like Android's `UselessParent`).

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 200

          frame {
              view A { width: 100; height: 40 }
          }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 200

          view A { width: 100; height: 40 }
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    let elements = file.elements
    for document in file.documents {
      var referenced = Set<String>()
      for i in document where elements.rows[i].hasReferences {
        for set in elements.sets(i) {
          for use in elements.references(of: set) {
            if case .element(let name) = use.reference.target { referenced.insert(name) }
          }
        }
      }
      for i in document {
        let elementKind = elements.rows[i].kind
        guard elements.rows[i].parent >= 0, elementKind.isContainer, elementKind != .table, elementKind != .row,
          elements.childCount(i) == 1, elements.name[i].map({ !referenced.contains($0) }) ?? true,
          let info = elements.info[i], !info.hasProperties, !info.hasVariants,
          file.source.arguments(of: info).allSatisfy({ $0.key == .orientation }), info.childCount == 1,
          case let onlyChild = document.lowerBound + elements.children(i).first!,
          let child = elements.info[onlyChild]
        else { continue }
        let kind = elementKind.rawValue
        let childName = elements.name[onlyChild].map { "'\($0)'" } ?? "its child"
        findings.report(
          .uselessContainer, info.labelRange,
          "this \(kind) layout has one child and nothing of its own; put \(childName) in its place",
          fixes: [
            Fix(
              title: "replace the \(kind) layout by \(childName)",
              edits: [
                TextEdit(range: TextRange(start: info.range.start, end: child.range.start), newText: ""),
                TextEdit(range: TextRange(start: child.range.end, end: info.range.end), newText: ""),
              ])
          ])
      }
    }
  }
}
