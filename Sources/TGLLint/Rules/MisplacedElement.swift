// Elements in a place their kind cannot be: rows outside tables, other kinds in tables, children of leaves.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// An element where its kind cannot be.
///
/// Lint: reports a `row` whose parent is not a `table`, a child of a `table` that is not a `row`, and a child
/// of a leaf (`view`, `label`, `image`, `button`, `spacer`). Fix: none.
struct MisplacedElement: LintRule {
  static let description = RuleDescription(
    id: .misplacedElement, defaultSeverity: .error, summary: "a row outside a table, or a child of a leaf",
    explanation: """
      A `table` holds `row`s and nothing else, and a `row` exists only inside a table: TangramKit builds rows
      with `tg_addRow` and adds every view to the last row. Leaves (`view`, `label`, `image`, `button`,
      `spacer`) arrange nothing, so a child inside one is never laid out; use a container instead.

      **Bad:**

      ```tgl
      table T (vert) {
          width: 200

          view A { width: 50; height: 40 }
      }
      ```

      **Good:**

      ```tgl
      table T (vert) {
          width: 200

          row {
              height: wrap
              colWidth: wrap

              view A { width: 50; height: 40 }
          }
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    let elements = file.elements
    for index in 0..<elements.count {
      guard let info = elements.info[index] else { continue }
      let kind = elements.rows[index].kind
      let p = elements.parentIndex(index)
      let parentKind = p >= 0 ? elements.rows[p].kind : nil
      if kind == .row, parentKind != .table {
        findings.report(
          .misplacedElement, info.labelRange,
          "a row must be a child of a table; put it in a 'table' or make it a 'linear' layout",
          about: index)
      }
      guard let parentKind else { continue }
      if parentKind == .table, kind != .row {
        findings.report(
          .misplacedElement, info.labelRange, "a table holds only rows; put this \(kind.rawValue) in a 'row'",
          about: index)
      }
      if !parentKind.isContainer {
        findings.report(
          .misplacedElement, info.labelRange,
          "a \(parentKind.rawValue) has no children; make the \(parentKind.rawValue) a container such as 'frame' or move this out of it",
          about: index)
      }
    }
  }
}
