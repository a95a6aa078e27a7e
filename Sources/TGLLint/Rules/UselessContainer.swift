// Containers with one child and nothing of their own.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A container with one child and nothing of its own.
///
/// Lint: reports a container other than the root, a table or a row that has exactly one child and no
/// properties, `when` blocks or header arguments, and whose name no reference uses. Fix: replacing the
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
    for document in file.lowering.documents {
      var referenced = Set<String>()
      for element in document.elements {
        for set in file.propertySets(element) {
          for use in set.properties.references {
            if case .element(let name) = use.reference.target { referenced.insert(name) }
          }
        }
      }
      func visit(_ element: Element, isRoot: Bool) {
        defer { for child in element.children { visit(child, isRoot: false) } }
        guard !isRoot, element.kind.isContainer, ![.table, .row].contains(element.kind),
          element.children.count == 1, element.name.map({ !referenced.contains($0) }) ?? true,
          let info = file.source[element], info.properties.isEmpty, info.variants.isEmpty, info.arguments.isEmpty,
          info.childRanges.count == 1, let child = file.source[element.children[0]]
        else { return }
        let kind = element.kind.rawValue
        let childName = element.children[0].name.map { "'\($0)'" } ?? "its child"
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
      visit(document.root, isRoot: true)
    }
  }
}
