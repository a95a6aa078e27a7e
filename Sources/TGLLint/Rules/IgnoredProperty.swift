// Properties the enclosing container (or the element's own kind) ignores.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A property the container ignores.
///
/// Lint: reports spacing in frame, relative and path layouts and across a linear layout; `gravity` in
/// relative and path layouts and the parts of it a frame, float or non-linear layout ignores; `reverseLayout` in
/// frame and relative layouts; `noBoundaryLimit` without a wrapped float direction; `pagedCount` in a content
/// flow or below `arrangedCount`; a `shrinkType` the layout cannot apply; `reverseFloat`/`clearFloat` outside a float; `alignment` in
/// relative and path layouts and along a linear layout; centres along a linear layout and in flows, floats and
/// paths; `baseline` outside a relative layout; the root's positions; positions and sizes next to `frame`;
/// `width: self.height` where a linear layout ignores it; a position referring to a sibling or to another edge of
/// the parent in a frame layout or across a linear layout (no fix); and a `when` block that never applies. Fix:
/// removing the property.
struct IgnoredProperty: LintRule {
  static let description = RuleDescription(
    id: .ignoredProperty, defaultSeverity: .warning, summary: "a property the container ignores",
    explanation: """
      TangramKit accepts every property on every view and then ignores the ones the container has no use for,
      so a layout silently differs from what its author wrote:

      | property | ignored by |
      |---|---|
      | `space`, `vspace`, `hspace` | frame, relative, path; `vspace` in a horizontal linear layout, `hspace` in a vertical one |
      | `gravity` | relative, path; `between`/`around`/`among` in a frame (they act as the start); the horizontal part in a vertical float and any vertical part but `center`/`bottom`; `vert.baseline` outside a horizontal linear layout |
      | `reverseLayout` | frame, relative |
      | a child's `alignment` | relative, path; its main-axis part in a linear layout |
      | a child's `centerY` (`centerX`) | a vertical (horizontal) linear layout; flow, float and path layouts |
      | a child's `baseline` | every container but relative |
      | a child's `reverseFloat`, `clearFloat` | every container but float |
      | `noBoundaryLimit` | a float whose width (vertical) or height (horizontal) does not wrap |
      | `pagedCount` | a content flow (`arrangedCount: 0`); a count flow when it is less than `arrangedCount` (a page holds no whole line) |
      | `shrinkType` | shrinking sizes with no weighted size or margin along the axis; `space` with no spacing or margin; `auto` in a horizontal layout without exactly two `wrap`-width children, and `auto, space` |
      | the root's positions | the root is placed at (0, 0) of the canvas |
      | positions and sizes with `frame` | the view keeps its frame |
      | a child's `width: self.height` (the view keeps its default width) | a vertical linear layout, table or row (TangramKit sizes widths before heights there); a horizontal one without a horizontal gravity |
      | the view named in a position reference (`left: B.right + 10` is read as `left: 10`, from the parent's own edge) | frame layouts, and across a linear layout, table or row; a reference to the parent's same edge (`left: parent.left + 10`) means just that and is not reported |

      A `when` block whose condition is only `any` never applies.

      A property that some size class makes meaningful is not reported in the others: `hspace` in a vertical
      linear layout whose `when landscape` block turns it horizontal spaces the children in landscape. It is
      reported when it is in effect only where it is ignored (the `when` block writes its own).

      A value a style gives is reported once at the style's property, every element that ignores it a related
      location, without a fix: other elements may read it (docs/language.md §16.3).

      **Bad:**

      ```tgl
      relative S {
          width: 200
          height: 100
          vspace: 10

          view A { top: 10; size: 40, 40 }
          view B { top: A.bottom + 10; size: 40, 40 }
      }
      ```

      **Good:**

      ```tgl
      relative S {
          width: 200
          height: 100

          view A { top: 10; size: 40, 40 }
          view B { top: A.bottom + 10; size: 40, 40 }
      }
      ```
      """)

  func check(file: FileContext, _ findings: inout Findings) {
    for info in file.source.elements {
      for variant in file.source.variants(of: info)
      where SizeClassConditionKey(variant.syntax).items.isEmpty && !variant.syntax.conditions.isEmpty {
        findings.report(
          .ignoredProperty, variant.headerRange,
          "this 'when' block never applies: 'any' matches every size class, so write its properties in the element's own block"
        )
      }
    }
  }

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for n in context.nodes.indices {
      let node = context.nodes[n]
      if node.kind.isContainer { checkContainer(node, context, &findings) }
      checkChild(node, context, &findings)
    }
  }

  func report(
    _ n: Int, _ key: PropertyKey, _ message: String, _ context: DocumentContext, _ findings: inout Findings,
    range: TextRange? = nil
  ) {
    findings.report(
      .ignoredProperty, range ?? context.propertyRange(n, key), message,
      fixes: context.removalFix(n, key).map { [$0] } ?? [], about: context.subject(n),
      property: context.styled(n, key) == nil ? nil : key)
  }

  func checkContainer(_ node: LintNode, _ context: DocumentContext, _ findings: inout Findings) {
    let n = node.index
    // Which properties are set and the gravity are the node's facts; the set itself is read only for the few others
    // (reading it retains it).
    var p: Properties { context.nodes.props(n) }
    var name: String { UnsupportedReference.containerName(node, context) }
    let main = context.mainAxis(n)
    // Spacing.
    if [.frame, .relative, .path].contains(node.kind) {
      if let space = context.property(n, .vspace) ?? context.property(n, .hspace) {
        let spaceName = context.source.name(of: space)
        findings.report(
          .ignoredProperty, space.range, "\(name) ignores '\(spaceName)'; give the children margins instead",
          fixes: [
            Fix(
              title: "remove '\(spaceName)'",
              edits: [TextEdit(range: Edits.deletionRange(of: space.range, in: context.source.tree.bytes), newText: "")]
            )
          ], about: context.subject(node.index))
      } else if !context.nodes.setFields(n).isDisjoint(with: [.vspace, .hspace]),
        let key = [PropertyKey.vspace, .hspace].first(where: { context.styled(n, $0) != nil })
      {
        // A style's spacing (issue 29): reported at the element, then moved to the style's property (§16.3).
        let spaceName = context.styled(n, key) ?? key.name
        report(n, key, "\(name) ignores '\(spaceName)'; give the children margins instead", context, &findings)
      }
    } else if [.linear, .row].contains(node.kind), let main {
      let across = main.other.spaceKey
      // A style's spacing is among the element's values: the table of styled values is looked up only then.
      if context.nodes.setFields(n).contains(across == .hspace ? .hspace : .vspace), context.styled(n, across) == across.name {
        report(
          n, across,
          "\(name) ignores '\(across.name)'; use '\(main.spaceKey.name)' for the space between its children",
          context, &findings)
      } else if let property = context.property(n, across), context.source.name(of: property) == across.name {
        report(
          n, across,
          "\(name) ignores '\(across.name)'; use '\(main.spaceKey.name)' for the space between its children",
          context, &findings)
      }
    }
    // Only the values that are set are read (`setFields`): each getter copies its value out of the shared box.
    let set = context.nodes.setFields(n)
    // Gravity.
    if let gravity = context.nodes.gravity(n) {
      let h = gravity.horizontal?.rawValue
      let v = gravity.vertical?.rawValue
      switch node.kind {
      case .relative, .path:
        report(
          n, .gravity, "\(name) ignores 'gravity'; place the children with their own positions", context, &findings)
      case .frame:
        for (axis, value) in [(Axis.horizontal, h), (.vertical, v)] {
          guard let value, ["between", "around", "among"].contains(value) else { continue }
          let start = axis == .horizontal ? "horz.left" : "vert.top"
          report(
            n, .gravity,
            "a frame layout reads '\(axis.gravityPrefix).\(value)' as '\(start)'; write '\(start)' or a centre",
            context, &findings, range: context.valueRange(n, .gravity))
        }
      case .float:
        guard let main else { break }
        let across = main.other
        let acrossValue = across == .horizontal ? h : v
        let alongValue = main == .horizontal ? h : v
        if let acrossValue {
          report(
            n, .gravity,
            "\(name) ignores the \(across == .horizontal ? "horizontal" : "vertical") part of 'gravity' ('\(across.gravityPrefix).\(acrossValue)'); float a child to the other side with 'reverseFloat: true'",
            context, &findings, range: context.valueRange(n, .gravity))
        }
        if let alongValue, !["center", "bottom", "top", "right", "left", "leading", "trailing"].contains(alongValue) {
          report(
            n, .gravity,
            "\(name) reads only 'center' and the end in the \(main == .vertical ? "vertical" : "horizontal") part of 'gravity'; '\(main.gravityPrefix).\(alongValue)' is ignored",
            context, &findings, range: context.valueRange(n, .gravity))
        }
      default: break
      }
      if v == "baseline", node.kind != .relative, node.kind != .path,
        !(context.isLinearLike(n) && main == .horizontal)
      {
        report(
          n, .gravity, "only a horizontal linear layout aligns baselines; here 'vert.baseline' acts as 'vert.top'",
          context, &findings, range: context.valueRange(n, .gravity))
      }
    }
    if set.contains(.reverseLayout), p.reverseLayout == true, [.frame, .relative].contains(node.kind) {
      report(
        n, .reverseLayout, "\(name) ignores 'reverseLayout': the order of its children does not matter", context,
        &findings)
    }
    if node.kind == .float, set.contains(.noBoundaryLimit), p.noBoundaryLimit == true, let main, !context.wraps(n, main.other) {
      report(
        n, .noBoundaryLimit,
        "'noBoundaryLimit' works only when the float's \(main.other.sizeName) wraps; set '\(main.other.sizeName): wrap' or remove it",
        context, &findings)
    }
    if node.kind == .flow, set.contains(.pagedCount), let paged = p.pagedCount, paged > 0, (p.arrangedCount ?? 0) == 0 {
      report(
        n, .pagedCount, "a content flow ignores 'pagedCount'; give the flow an 'arrangedCount'", context, &findings)
    }
    // A page holds pagedCount / arrangedCount lines (an integer division): none leaves the flow unpaged.
    if node.kind == .flow, set.contains(.pagedCount), let paged = p.pagedCount, let count = p.arrangedCount, paged > 0,
      paged < count
    {
      report(
        n, .pagedCount,
        "'pagedCount' (\(paged)) is less than 'arrangedCount' (\(count)), so a page holds no whole line and the flow is not paged; use a multiple of \(count)",
        context, &findings)
    }
    if set.contains(.shrinkType), let shrink = p.shrinkType, shrink.mode != .none, context.isLinearLike(n), let main {
      if let reason = shrinkIgnored(shrink, node, main, context) {
        report(n, .shrinkType, "\(name) ignores this 'shrinkType': \(reason)", context, &findings)
      }
    }
  }

  /// Why the linear layout `node` ignores `shrink`, as TangramKit decides it (code notes §6): `auto` acts only in a
  /// horizontal layout with exactly two `wrap`-width children (a vertical one reads it as `weight`) and never on
  /// space; shrinking space needs a fixed margin or spacing along the axis; shrinking sizes needs a weighted child.
  func shrinkIgnored(_ shrink: ShrinkType, _ node: LintNode, _ main: Axis, _ context: DocumentContext) -> String? {
    let kids = context.children(node.index).filter { !context.nodes.isGone($0) }
    if shrink.mode == .auto && main == .horizontal {
      let wraps = kids.filter { k in
        if case .wrap? = context.nodes.props(k).width?.kind { return true }
        return false
      }
      if wraps.count != 2 { return "'auto' needs exactly two children of 'wrap' width" }
    }
    if shrink.target == .space {
      if shrink.mode == .auto { return "'auto' shrinks sizes, not space" }
      let space = main == .vertical ? context.nodes.props(node.index).vspace ?? 0 : context.nodes.props(node.index).hspace ?? 0
      let margined = kids.contains { k in
        let (head, tail, _) = context.positions(k, main)
        return [head, tail].contains { position in
          guard let value = position?.1 else { return false }
          if case .number(let n) = value.kind { return n + value.offset != 0 }
          if case .reference = value.kind { return value.offset != 0 }
          return false
        }
      }
      return space > 0 || margined
        ? nil : "there is no spacing or margin to shrink; set '\(main.spaceKey.name)'"
    }
    let weighted = kids.contains { k in
      if context.nodes.size(k, main).isWeighted {
        return true
      }
      let (head, tail, _) = context.positions(k, main)
      return [head, tail].contains { position in
        if case .weight? = position?.1.kind { return true }
        return false
      }
    }
    return weighted
      ? nil
      : "shrinking sizes needs at least one child with a weighted or 'fill' \(main.sizeName), or a weighted margin along the axis"
  }

  /// A position referring to a sibling, or to another edge of the parent, where the container reads a position
  /// as a margin from its own edge (frame; across a linear layout): only the offset counts, from the parent's edge
  /// (code notes §6). The parent's own edge (`left: parent.left + 8`) means just that and is not reported.
  func checkPositionReferences(_ node: LintNode, _ context: DocumentContext, _ findings: inout Findings) {
    let n = node.index
    // Told from the node's row first: even an empty list of references is a value to retain and release.
    guard context.mayHaveReferences(n) else { return }
    for use in context.references(node.index) where use.place == .value && context.readsPositionAsMargin(n, use.key) {
      switch context.resolve(use.reference.target, from: n) {
      case .other, .unknown: continue  // unsupported-reference and unresolved-reference report these.
      default: break
      }
      guard !context.isOwnParentEdge(use.key, use.reference, from: n),
        let parent = context.parentNode(n)
      else { continue }
      let key = use.key.name
      let offset = format(use.increment)
      let reading =
        use.key == .centerX || use.key == .centerY
        ? "an offset of \(offset) from its own centre" : "a margin of \(offset) from its own \(key) edge"
      findings.report(
        .ignoredProperty, context.range(of: use, n),
        "\(UnsupportedReference.containerName(parent, context)) reads '\(key): \(context.valueText(n, use.key))' as \(reading) (inside its padding), not from '\(use.reference.written)'; write '\(key): \(offset)', or use a relative layout to place \(context.label(node.index)) against '\(use.reference.written)'", about: context.subject(n)
      )
    }
  }

  /// `width: self.height` where a linear layout, table or row ignores it: across a vertical one (the widths are
  /// resolved before the heights, from a number, the layout's width, a weight, `fill` or both margins only), and
  /// along a horizontal one without a horizontal gravity (only the gravity path reads it); code notes §6. The view
  /// keeps its default width, as with any ignored size.
  func checkOwnOtherSize(
    _ node: LintNode, _ parent: ParentNode, _ context: DocumentContext, _ findings: inout Findings
  ) {
    let n = node.index
    // The width's reference is the set's one reference of the width as a value (`DocumentContext.references`,
    // read already), not a copy of the width.
    guard context.mayHaveReferences(n), let use = context.references(n).first(where: { $0.key == .width && $0.place == .value }) else { return }
    let r = use.reference
    guard r.attribute == .height, context.resolve(r.target, from: n) == .this,
      context.ignoresOwnOtherSize(n, .horizontal)
    else { return }
    let name = UnsupportedReference.containerName(parent, context)
    let written = "'width: \(context.valueText(n, .width))'"
    let message: String
    if context.mainAxis(parent.index) == .horizontal {
      message =
        "\(name) reads \(written) only when it has a horizontal gravity, so \(context.label(node.index)) keeps its default width; give the width a number, or give \(context.label(parent.index)) a horizontal gravity such as 'horz.left' (which ignores weighted widths)"
    } else {
      message =
        "\(name) ignores \(written): it sizes widths before heights, and only a horizontal linear layout with a horizontal gravity reads a width from the view's own height, so \(context.label(node.index)) keeps its default width; give the width a number, or put \(context.label(node.index)) in a frame layout, which reads it"
    }
    report(n, .width, message, context, &findings, range: context.valueRange(n, .width))
  }

  func checkChild(_ node: LintNode, _ context: DocumentContext, _ findings: inout Findings) {
    let n = node.index
    // Read only where a value is needed (reading the set retains it): which properties are set is a node fact.
    var p: Properties { context.nodes.props(n) }
    guard let parent = context.parentNode(n) else {
      var seen = Set<TextRange>()
      for key in Properties.positionKeys
      where p.position(key) != nil && seen.insert(context.propertyRange(n, key)).inserted {
        let written = context.property(n, key).map(context.source.name(of:)) ?? key.name
        report(
          n, key, "the root is placed at (0, 0) of the canvas, so its '\(written)' is ignored; remove it", context,
          &findings)
      }
      return
    }
    var name: String { UnsupportedReference.containerName(parent, context) }
    // Only the values that are set are read (`setFields`): each getter copies its value out of the shared box.
    let set = context.nodes.setFields(n)
    if parent.kind != .float, !set.isDisjoint(with: [.reverseFloat, .clearFloat]) {
      for key in [PropertyKey.reverseFloat, .clearFloat] {
        let value = key == .reverseFloat ? p.reverseFloat : p.clearFloat
        guard value == true else { continue }
        report(n, key, "only a float layout floats; '\(key.name)' does nothing in \(name)", context, &findings)
      }
    }
    if node.hasFrame {
      var seen = Set<TextRange>()
      let keys =
        Properties.positionKeys.filter { p.position($0) != nil }
        + Properties.sizeKeys.filter { $0 != .columnSize && p.size($0) != nil }
      for key in keys where seen.insert(context.propertyRange(n, key)).inserted {
        let written = context.property(n, key).map(context.source.name(of:)) ?? key.name
        report(n, key, "'frame' fixes the view's frame, so its '\(written)' is ignored; remove it", context, &findings)
      }
      return
    }
    checkPositionReferences(node, context, &findings)
    checkOwnOtherSize(node, parent, context, &findings)
    let main = context.mainAxis(parent.index)
    if set.contains(.alignment), let alignment = p.alignment {
      if [.relative, .path].contains(parent.kind) {
        report(n, .alignment, "\(name) ignores 'alignment'; place the view with its positions", context, &findings)
      } else if context.isLinearLike(parent.index), let main {
        let along = main == .horizontal ? alignment.horizontal?.rawValue : alignment.vertical?.rawValue
        if let along {
          report(
            n, .alignment,
            "\(name) ignores the \(main == .vertical ? "vertical" : "horizontal") part of 'alignment' ('\(main.gravityPrefix).\(along)'); use the layout's gravity or margins",
            context, &findings, range: context.valueRange(n, .alignment))
        }
      }
    }
    for axis in Axis.both {
      let key = axis.centerKey
      guard set.contains(axis == .horizontal ? .centerX : .centerY) else { continue }
      if context.isLinearLike(parent.index), main == axis {
        report(
          n, key, "\(name) ignores '\(key.name)' along its axis; use margins or the layout's gravity", context,
          &findings)
      } else if [.flow, .float, .path].contains(parent.kind) {
        report(n, key, "\(name) ignores '\(key.name)'; use margins or the layout's gravity", context, &findings)
      }
    }
    if set.contains(.baseline), parent.kind != .relative {
      let hint =
        context.isLinearLike(parent.index) && main == .horizontal
        ? "give \(context.label(parent.index)) 'gravity: vert.baseline' instead" : "use 'top' or a relative layout"
      report(n, .baseline, "only a relative layout reads 'baseline'; \(hint)", context, &findings)
    }
  }
}
