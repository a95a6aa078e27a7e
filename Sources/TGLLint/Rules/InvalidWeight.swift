// Weights, `fill`, `average` and arrays where the container gives them no meaning, or another meaning than
// the one the author most likely had in mind (TangramKit semantics §4).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A weight, `fill`, `average` or array the container ignores or reads differently.
///
/// Lint: reports weighted positions in flow, float and path layouts; weighted baselines; position arrays
/// anywhere but `centerX`/`centerY` in a relative layout; size arrays outside relative layouts; weighted or
/// `fill` sizes in a path layout, on a linear main axis with a main-axis gravity, and across the lines of a
/// wrapped flow or float; `* m + k` on a weighted linear main-axis size; `average` where nothing is shared;
/// a row size or column size of the wrong kind. Fix: none.
struct InvalidWeight: LintRule {
  static let description = RuleDescription(
    id: .invalidWeight, defaultSeverity: .error,
    summary: "a weight, 'fill', 'average' or array the container ignores or reads differently",
    explanation: """
      A weight (`20%`), `fill` and `average` (TangramKit stores `.average` as a weight of 100 %) mean
      different things in different containers:

      | container | weighted position | weighted size |
      |---|---|---|
      | linear, main axis | a share of the leftover space | a share of the leftover space (`fill`, `average` = 100 %); ignored with a main-axis gravity; `* m + k` ignored |
      | linear, cross axis | % of the inner size | % of the inner size; `fill` = inner size − margins |
      | frame, relative | % of the inner size | % of the inner size; `fill` = inner size − margins |
      | flow | ignored (only the offset counts) | in a line: a share of what the line leaves; across lines: % of the space below the line |
      | float | ignored | in a line: % of the free span; across: % of the inner size, ignored when the float wraps |
      | path | ignored | ignored |

      Arrays are read only by relative layouts: a size array shares the parent's size, a `centerX`/`centerY`
      array centres a group. A table row's size is a number, `wrap` or `average` (TangramKit asserts on
      anything else), and a column size a number, `wrap`, `average` or `fill`.

      These tables follow TangramKit's code, which disagrees with its documentation in places: `fill` is
      100 % only on a linear main axis and in flows (elsewhere it leaves out the margins), and weights in a
      float are a share of the parent only along the float direction.

      A size a style gives is reported once at the style's property, every element that ignores it a related
      location (docs/language.md §16.3).

      **Bad:**

      ```tgl
      flow tags (vert, 0) {
          width: 300

          view A { left: 10%; width: 80; height: 30 }
      }
      ```

      **Good:**

      ```tgl
      flow tags (vert, 0) {
          width: 300

          view A { left: 30; width: 80; height: 30 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for n in context.nodes.indices {
      let node = context.nodes[n]
      checkRow(node, context, &findings)
      guard let parent = context.parentNode(node.index) else { continue }
      checkPositions(node, parent, context, &findings)
      for axis in Axis.both { checkSize(node, parent, axis, context, &findings) }
    }
  }

  func checkPositions(_ node: LintNode, _ parent: ParentNode, _ context: DocumentContext, _ findings: inout Findings) {
    var name: String { UnsupportedReference.containerName(parent, context) }
    guard !context.nodes.setFields(node.index).isDisjoint(with: Properties.positionFields) else { return }
    let props = context.nodes.props(node.index)
    for key in Properties.positionKeys {
      guard let value = props.position(key) else { continue }
      // Looked up only for a value that is reported (most are numbers and references).
      var range: TextRange { context.valueRange(node.index, key) }
      switch value.kind {
      case .array:
        if parent.kind == .relative, key == .centerX || key == .centerY { continue }
        let reason =
          parent.kind == .relative
          ? "a relative layout reads an array only on 'centerX' and 'centerY', to centre a group"
          : "only a relative layout reads an array on a position"
        findings.report(.invalidWeight, range, "\(reason); refer to one view instead", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key)
      case .weight(let w):
        if key == .baseline, parent.kind == .relative {
          findings.report(.invalidWeight, range, "'baseline' takes a number or a baseline reference, not a weight", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key)
        } else if [.flow, .float, .path].contains(parent.kind) {
          findings.report(
            .invalidWeight, range,
            "\(name) reads only the offset of a weighted \(key.name) and ignores the \(percent(w)); write the spacing in points", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key
          )
        }
      default: continue
      }
    }
  }

  func checkSize(
    _ node: LintNode, _ parent: ParentNode, _ axis: Axis, _ context: DocumentContext, _ findings: inout Findings
  ) {
    let key = axis.sizeKey
    // Only an array or a weighted size can be reported, told from the node's facts (`AxisSize`: the value is not
    // copied out of the set).
    let value = node.size(axis)
    switch value.kind {
    case .array, .weight, .fill, .average: break
    default: return
    }
    var name: String { UnsupportedReference.containerName(parent, context) }
    // The range and the text are looked up only for a size that is reported: most sizes are fine.
    var range: TextRange { context.valueRange(node.index, key) }
    if value.kind == .array {
      guard parent.kind != .relative else { return }
      findings.report(
        .invalidWeight, range, "only a relative layout shares its size among an array of views; \(name) ignores it", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key)
      return
    }
    guard value.isWeighted else { return }
    var written: String { context.valueText(node.index, key) }
    // A table row's own size along the table is checked by `checkRow`.
    if node.kind == .row, parent.kind == .table, context.mainAxis(parent.index) == axis { return }
    let main = context.mainAxis(parent.index)
    switch parent.kind {
    case .linear, .table, .row:
      if main == axis {
        if let g = context.gravity(parent.index, axis) {
          findings.report(
            .invalidWeight, range,
            "\(name) with the gravity '\(axis.gravityPrefix).\(g)' ignores a weighted or 'fill' \(axis.sizeName); give the \(axis.sizeName) a number, or remove the gravity", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key
          )
        } else if value.kind == .weight, value.multiple != 1 || value.increment != 0 {
          findings.report(
            .invalidWeight, range,
            "TangramKit ignores '* m + k' on a weighted \(axis.sizeName) along a linear layout; write the weight alone", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key)
        }
      } else if value.kind == .average {
        findings.report(
          .invalidWeight, range,
          "'average' shares only the main axis of a linear layout; across it write '100%' or 'fill'", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key)
      }
    case .frame, .relative:
      if value.kind == .average {
        findings.report(
          .invalidWeight, range,
          "'average' shares space only along a linear layout; in \(name) it is 100% of the inner \(axis.sizeName), so write '100%' or 'fill'", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key
        )
      }
    case .path:
      findings.report(
        .invalidWeight, range, "a path layout ignores '\(written)'; give the \(axis.sizeName) a number or 'wrap'", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key)
    case .flow, .float:
      // Across the lines, a weight is a share of the space below the line (flow) or of the inner size (float),
      // which a wrapped container does not have.
      guard let main, axis == main, context.wraps(parent.index, axis) else { return }
      findings.report(
        .invalidWeight, range,
        "\(name) whose \(axis.sizeName) wraps ignores '\(written)' across its lines; give the \(axis.sizeName) a number or 'wrap'", about: context.subject(node.index),
          property: context.styled(node.index, key) == nil ? nil : key
      )
    default: return
    }
  }

  /// A table row's size along the table and its column size.
  func checkRow(_ node: LintNode, _ context: DocumentContext, _ findings: inout Findings) {
    guard node.kind == .row, let table = context.parentNode(node.index), table.kind == .table,
      let along = context.mainAxis(table.index)
    else { return }
    if let size = along == .horizontal ? context.nodes.props(node.index).width : context.nodes.props(node.index).height {
      switch size.kind {
      case .number, .wrap, .average, .none: break
      default:
        findings.report(
          .invalidWeight, context.valueRange(node.index, along.sizeKey),
          "a row's \(along.sizeName) is a number, 'wrap' or 'average'; TangramKit rejects '\(context.valueText(node.index, along.sizeKey))'", about: context.subject(node.index)
        )
      }
    }
    if let column = context.nodes.props(node.index).size(.columnSize) {
      switch column.kind {
      case .number, .wrap, .average, .fill, .none: break
      default:
        findings.report(
          .invalidWeight, context.valueRange(node.index, .columnSize),
          "a column size is a number, 'wrap', 'average' or 'fill', not '\(context.valueText(node.index, .columnSize))'", about: context.subject(node.index))
      }
    }
  }
}
