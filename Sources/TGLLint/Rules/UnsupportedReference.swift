// References the container does not honour: positions outside relative layouts, non-siblings, sibling sizes
// in linear layouts, the other dimension where only the same one is read, later siblings, reference bounds.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A reference the container ignores or cannot resolve.
///
/// Lint: reports a reference to a view that is neither a sibling nor the parent; a position reference along a
/// linear layout and in flow, float and path layouts (only its offset is read; in a frame layout and across a linear
/// layout the offset is a margin from the parent's edge, so `left: parent.left + 8` is not reported and the other
/// references there are ignored-property's); a reference in a position's bound outside the four a relative
/// layout reads; a sibling size reference in a linear layout or table; a reference to the parent's other
/// dimension in a linear, float or path layout; the other dimension of a sibling in a frame, float or path
/// layout (the same one is read); a later sibling in a frame, flow, float or path layout; `self` where a flow or
/// path layout ignores it; and a root size that refers to anything but `parent`. Fix: none.
struct UnsupportedReference: LintRule {
  static let description = RuleDescription(
    id: .unsupportedReference, defaultSeverity: .error, summary: "a reference the container ignores or cannot resolve",
    explanation: """
      Only a relative layout resolves references to the positions of other views. Every other container reads
      a position reference as its offset alone (`left: B.right + 10` is `left: 10`), and still counts the
      position as set. In a frame layout and across a linear layout that offset is a margin from the parent's
      padded edge, so a reference to the same edge of the parent (`left: parent.left + 8`, `right: parent.right`,
      `centerX: parent.centerX + 4`) means exactly what it says and is not reported; a reference to a sibling or to
      another edge there is reported by `ignored-property`. Along a linear layout a position is the space after
      the previous child, and flows, floats and paths read it as spacing, so any reference there is an error.

      Sizes may refer to siblings in frame, relative, flow, float and path layouts, but not in linear layouts and
      tables, where the reference is ignored; frame, float and path layouts read the
      *same* dimension of the sibling whatever the reference says, and read its frame as computed so far, so
      only siblings placed earlier give a value. A reference to a view that is not a sibling (or the parent)
      reads a frame from another layout pass. In a relative layout a bound may be a reference only as
      `left: min B.right`, `right: max B.left`, `top: min …` and `bottom: max …`.

      **Bad:**

      ```tgl
      linear S (vert) {
          width: 200

          view A { width: fill; height: 40 }
          view B { top: A.bottom + 10; width: fill; height: A.height }
      }
      ```

      **Good:**

      ```tgl
      linear S (vert) {
          width: 200

          view A { width: fill; height: 40 }
          view B { top: 10; width: fill; height: 40 }
      }
      ```
      """)

  static let positionKeys: Set<PropertyKey> = [
    .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .baseline,
  ]

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for n in context.nodes.indices where context.mayHaveReferences(n) {
      for use in context.references(n) { check(use, n, context, &findings) }
    }
  }

  func check(_ use: ReferenceUse, _ n: Int, _ context: DocumentContext, _ findings: inout Findings) {
    let node = context.nodes[n]
    let resolved = context.resolve(use.reference.target, from: n)
    // Found and spelled only for a reference that is reported: finding the range walks the property's syntax.
    var range: TextRange { context.range(of: use, n) }
    var written: String { use.reference.written }
    guard let parent = context.parentNode(n) else {
      if use.key == .width || use.key == .height, use.place == .value, resolved != .parent, resolved != .unknown {
        findings.report(
          .unsupportedReference, range,
          "the root's size can refer only to 'parent' (the canvas); give it a number, 'fill' or 'wrap'", about: context.subject(node.index))
      }
      return
    }
    if case .other(let j) = resolved {
      findings.report(
        .unsupportedReference, range,
        "\(context.label(j)) is not a sibling of \(context.label(node.index)); refer only to views in the same container or to 'parent'",
        related: [RelatedLocation(range: context.labelRange(j), message: "\(context.label(j)) is here")], about: context.subject(node.index))
      return
    }
    guard resolved != .unknown else { return }
    let kind = parent.kind
    let containerName = Self.containerName(parent, context)
    if Self.positionKeys.contains(use.key) {
      switch use.place {
      case .value:
        // In a frame layout and across a linear layout the offset is a margin from the parent's own edge: exactly
        // `left: parent.left + 8`; any other reference there is ignored-property's (a warning).
        guard kind != .relative, !context.readsPositionAsMargin(n, use.key) else { return }
        findings.report(
          .unsupportedReference, range,
          "\(containerName) reads only the offset of '\(written)' (\(format(use.increment))); write the margin as a number, or use a relative layout", about: context.subject(node.index)
        )
      case .minimum, .maximum:
        if kind == .relative {
          let allowed: Bool
          switch use.key {
          case .left, .leading, .top: allowed = use.place == .minimum
          case .right, .trailing, .bottom: allowed = use.place == .maximum
          default: allowed = false
          }
          guard !allowed else { return }
          findings.report(
            .unsupportedReference, range,
            "a relative layout reads a reference bound only as 'left: min', 'right: max', 'top: min' or 'bottom: max'; write a number here", about: context.subject(node.index)
          )
        } else {
          findings.report(
            .unsupportedReference, range,
            "only a relative layout reads a reference in a position's bound; write a number", about: context.subject(node.index))
        }
      case .arrayItem: return
      }
      return
    }
    guard use.key == .width || use.key == .height, use.place == .value else { return }
    let axis: Axis = use.key == .width ? .horizontal : .vertical
    let refAxis: Axis = use.reference.attribute == .width ? .horizontal : .vertical
    guard use.reference.attribute.isSize else { return }
    switch resolved {
    case .sibling(let j):
      switch kind {
      case .linear, .table, .row:
        findings.report(
          .unsupportedReference, range,
          "\(containerName) ignores a reference to a sibling's size ('\(written)'); give \(context.label(node.index)) a number, a weight or 'fill'", about: context.subject(node.index)
        )
      case .frame, .float, .path, .flow:
        if j > n {
          findings.report(
            .unsupportedReference, range,
            "\(context.label(j)) comes after \(context.label(node.index)), so its frame is not computed yet when \(context.label(node.index)) reads it; move it before \(context.label(node.index)) or use a relative layout",
            related: [RelatedLocation(range: context.labelRange(j), message: "\(context.label(j)) is here")], about: context.subject(node.index))
        } else if refAxis != axis, kind != .flow {
          findings.report(
            .unsupportedReference, range,
            "\(containerName) reads the \(axis.sizeName) of \(context.label(j)) whatever the reference says; refer to '\(use.reference.target.written).\(axis.sizeName)' or use a relative layout", about: context.subject(node.index)
          )
        }
      default: return
      }
    case .parent:
      guard refAxis != axis else { return }
      switch kind {
      case .linear, .table, .row, .float, .path:
        findings.report(
          .unsupportedReference, range,
          "\(containerName) ignores a reference to its other dimension ('\(written)'); refer to 'parent.\(axis.sizeName)' or use a frame or relative layout", about: context.subject(node.index)
        )
      default: return
      }
    case .this:
      // Linear layouts, tables and rows: ignored-property reports the `width: self.height` they ignore.
      guard refAxis != axis else { return }
      let main = context.mainAxis(parent.index)
      var ignored = false
      switch kind {
      case .flow: ignored = main == .vertical && axis == .horizontal
      case .path: ignored = true
      default: break
      }
      if ignored {
        findings.report(
          .unsupportedReference, range,
          "\(containerName) ignores '\(use.key.name): \(written)'; give the \(axis.sizeName) a number or 'wrap'", about: context.subject(node.index))
      }
    default: return
    }
  }

  /// "a vertical linear layout", "a relative layout", "a table row".
  static func containerName(_ node: LintNode, _ context: DocumentContext) -> String {
    containerName(ParentNode(index: node.index, kind: node.kind), context)
  }

  static func containerName(_ node: ParentNode, _ context: DocumentContext) -> String {
    let orientation = context.mainAxis(node.index).map { $0 == .vertical ? "vertical " : "horizontal " } ?? ""
    switch node.kind {
    case .row: return "a table row"
    case .table: return "a table"
    case .linear, .flow, .float: return "a \(orientation)\(node.kind.rawValue) layout"
    default: return "a \(node.kind.rawValue) layout"
    }
  }
}
