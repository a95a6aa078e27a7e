// Over-determined and contradictory settings: both margins and a size, a centre with a margin, min above max,
// percentages over 100 %, a wrapped axis with a gravity along it, and size-class overrides of what cannot vary.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// Settings that contradict each other; TangramKit keeps one and drops the other.
///
/// Lint: reports a size given with both margins on its axis (frame, relative, linear cross axis, or a cross-axis
/// `fill` gravity), a centre given with margins, `baseline` given with `centerY` or a single vertical margin in
/// a relative layout, `min` greater than `max`, percentages of the parent above 100 % on one axis, a linear
/// layout that wraps its main axis and has a gravity along it, `colWidth` with `colCount`, and a `when` block
/// overriding a path or table-row property, which cannot vary by size class. Fix: removing the dropped value
/// when it is a property of its own.
struct ConflictingConstraints: LintRule {
  static let description = RuleDescription(
    id: .conflictingConstraints, defaultSeverity: .warning,
    summary: "settings that contradict each other; TangramKit keeps one and drops the other",
    explanation: """
      TangramKit settles conflicts by fixed precedence, silently:

      | conflict | what TangramKit keeps |
      |---|---|
      | `left` + `right` + `width` (frame, relative, linear cross axis) | the margins; the width is cleared for good (under `@target mylayout` tgl keeps it where a frame or relative layout wraps its width, as MyLayout 2.0 does; a frame only a width that does not need its own) |
      | `left` + `right` + `centerX` | the margins |
      | `centerX` + `left` or `right` | `centerX` |
      | `baseline` + `centerY` or `top` (relative) | `baseline`, then `centerY` |
      | `min` > `max` on a size / a position | `max` / `min` |
      | a cross-axis `fill` gravity (`horz.fill` in a vertical linear layout) + a child's width | the gravity |
      | a wrapped main axis + a gravity along it (linear) | the wrap (TangramKit keeps the current size) |

      Weights of the parent's inner size on one axis (margins and size, in frame and relative layouts and
      across a linear layout) that add up to more than 100 % push the view out of its parent. And a `when`
      block cannot change what TangramKit does not store per size class: a path's equation, coordinates and
      spacing, and a table row's size, column size and column count.

      **Bad:**

      ```tgl
      frame S {
          width: 200
          height: 100

          view A { left: 10; right: 10; width: 100; height: 40 }
      }
      ```

      **Good:**

      ```tgl
      frame S {
          width: 200
          height: 100

          view A { left: 10; right: 10; height: 40 }
      }
      ```
      """)

  static let pathKeys: Set<PropertyKey> = [
    .pathEquation, .pathOrigin, .isMath, .isReverse, .pathStart, .pathEnd, .spaceType, .distanceError,
  ]

  func check(file: FileContext, _ findings: inout Findings) {
    let elements = file.elements
    for i in 0..<elements.count {
      guard let info = elements.info[i], info.hasVariants else { continue }
      let kind = elements.rows[i].kind
      let p = elements.parentIndex(i)
      for variant in file.source.variants(of: info) {
        for property in file.source.properties(of: variant) {
          let fixed: Bool
          if kind == .path {
            fixed = property.keys.contains(where: Self.pathKeys.contains)
          } else if kind == .row, p >= 0, elements.rows[p].kind == .table {
            let along: PropertyKey = (elements.props[p].orientation ?? .vertical) == .vertical ? .height : .width
            fixed =
              property.keys.contains(.columnSize) || property.keys.contains(.columnCount)
              || property.keys.contains(along)
          } else {
            fixed = false
          }
          guard fixed else { continue }
          let owner = kind == .path ? "a path's" : "a table row's"
          let name = file.source.name(of: property)
          findings.report(
            .conflictingConstraints, property.range,
            "\(owner) '\(name)' cannot vary by size class; move it out of the 'when' block",
            fixes: [
              Fix(
                title: "remove '\(name)' from the 'when' block",
                edits: [TextEdit(range: Edits.deletionRange(of: property.range, in: file.bytes), newText: "")])
            ])
        }
      }
    }
  }

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for n in context.nodes.indices {
      let node = context.nodes[n]
      checkBounds(node, context, &findings)
      if node.kind == .row, context.nodes.props(node.index).columnSize != nil,
        context.nodes.props(node.index).columnCount != nil
      {
        findings.report(
          .conflictingConstraints, context.propertyRange(node.index, .columnSize),
          "'colWidth' and 'colCount' both size the columns; remove one of them",
          related: [
            RelatedLocation(range: context.propertyRange(node.index, .columnCount), message: "'colCount' is set here")
          ], about: context.subject(node.index))
      }
      if node.kind.isContainer { checkWrapWithGravity(node, context, &findings) }
      guard let parent = context.parentNode(node.index), !node.hasFrame else { continue }
      // Both axes in turn, without the array of `Axis.allCases` per node.
      checkAxis(node, parent, .horizontal, context, &findings)
      checkAxis(node, parent, .vertical, context, &findings)
      if parent.kind == .relative { checkBaseline(node, context, &findings) }
    }
  }

  /// Whether the container reads both margins of child `node` on `axis` as anchors that fix its size, and no other
  /// rule says more about it. Under TangramKit 1.4.2 a frame and a relative layout always do (code notes §4, §5);
  /// under MyLayout 2.0, where a frame or relative layout wraps the axis, the child keeps its own size (language
  /// reference §13; the frame only a size that does not need the layout's). Where the layout wraps and MyLayout
  /// would keep the size, `edges-clear-size` says what TangramKit does with it instead.
  func marginsFixSize(_ node: LintNode, _ parent: ParentNode, _ axis: Axis, _ context: DocumentContext) -> Bool {
    switch parent.kind {
    case .frame:
      return !context.wraps(parent.index, axis) || !context.frameKeepsSize(node.index, axis, library: .myLayout)
    case .relative: return !context.wraps(parent.index, axis)
    case .linear, .table, .row: return context.mainAxis(parent.index) != axis
    default: return false
    }
  }

  func checkAxis(
    _ node: LintNode, _ parent: ParentNode, _ axis: Axis, _ context: DocumentContext, _ findings: inout Findings
  ) {
    let n = node.index
    // Without a margin or a centre on the axis only a parent's cross-axis fill gravity can conflict with the size
    // (the percentages need two values): told from which fields are set and the parent's facts before any value is
    // copied out of the set, which most children pass by.
    let fillsAcross =
      context.isLinearLike(parent.index) && context.mainAxis(parent.index) != axis
      && context.fillsAcross(parent.index, axis)
    let keys = context.positionKeys(n, axis)
    if keys.head == nil, keys.tail == nil, !keys.center, !fillsAcross { return }
    var (head, tail, center) = context.positions(n, axis)
    // In a relative layout bounds alone set no edge (TangramKit 1.4.2, code notes §9): they neither fix the size nor
    // compete with a centre.
    if parent.kind == .relative {
      if let h = head, LibraryQuirk.boundsOnly(h.1) { head = nil }
      if let t = tail, LibraryQuirk.boundsOnly(t.1) { tail = nil }
    }
    let sizeKey = axis.sizeKey
    if head == nil, tail == nil, center == nil, !fillsAcross { return }
    let size = axis == .horizontal ? context.nodes.props(node.index).width : context.nodes.props(node.index).height
    let centers =
      parent.kind == .frame || parent.kind == .relative
      || (context.isLinearLike(parent.index) && context.mainAxis(parent.index) != axis)
    if marginsFixSize(node, parent, axis, context), let head, let tail {
      if let size, !Self.isBoundsOnly(size) {
        findings.report(
          .conflictingConstraints, context.valueRange(n, sizeKey),
          "'\(head.0.name)' and '\(tail.0.name)' are both set, so TangramKit ignores '\(sizeKey.name): \(context.valueText(n, sizeKey))'; remove the \(axis.sizeName) or one of the margins",
          related: [
            RelatedLocation(range: context.propertyRange(n, head.0), message: "'\(head.0.name)' is set here"),
            RelatedLocation(range: context.propertyRange(n, tail.0), message: "'\(tail.0.name)' is set here"),
          ],
          fixes: context.removalFix(n, sizeKey).map { [$0] } ?? [], about: context.subject(n))
      }
      if center != nil {
        findings.report(
          .conflictingConstraints, context.propertyRange(n, axis.centerKey),
          "'\(head.0.name)' and '\(tail.0.name)' win over '\(axis.centerKey.name)'; remove '\(axis.centerKey.name)'",
          fixes: context.removalFix(n, axis.centerKey).map { [$0] } ?? [], about: context.subject(n))
      }
    } else if centers, center != nil, let margin = head ?? tail {
      findings.report(
        .conflictingConstraints, context.propertyRange(n, margin.0),
        "'\(axis.centerKey.name)' wins over '\(margin.0.name)', which is ignored; remove one of them",
        related: [
          RelatedLocation(
            range: context.propertyRange(n, axis.centerKey), message: "'\(axis.centerKey.name)' is set here")
        ],
        fixes: context.removalFix(n, margin.0).map { [$0] } ?? [], about: context.subject(n))
    }
    // A cross-axis fill gravity gives every child the whole inner size.
    if fillsAcross, let size, !Self.isBoundsOnly(size), head == nil || tail == nil {
      findings.report(
        .conflictingConstraints, context.valueRange(n, sizeKey),
        "the gravity '\(axis.gravityPrefix).fill' of \(context.label(parent.index)) gives every child its whole inner \(axis.sizeName), so '\(sizeKey.name): \(context.valueText(n, sizeKey))' is ignored; remove one of them",
        fixes: context.removalFix(n, sizeKey).map { [$0] } ?? [], about: context.subject(n))
    }
    // Percentages of the parent's inner size on one axis (with both margins the size is dropped, and
    // margins that leave less than nothing are negative-size's).
    guard centers || parent.kind == .relative,
      !(head != nil && tail != nil && marginsFixSize(node, parent, axis, context))
    else { return }
    var total = 0.0
    // The weights in order (head, tail, size: at most three) and the key of the last; their text and range are
    // made only when the sum is reported, not for every weighted view.
    var weights = (0.0, 0.0, 0.0)
    var count = 0
    var lastKey: PropertyKey?
    func add(_ w: Double, _ key: PropertyKey) {
      total += w
      if count == 0 { weights.0 = w } else if count == 1 { weights.1 = w } else { weights.2 = w }
      count += 1
      lastKey = key
    }
    // Head, then tail, read in place (no array per element and axis).
    func addWeight(_ margin: (PropertyKey, PositionValue)?) {
      guard let (key, value) = margin, case .weight(let w) = value.kind else { return }
      add(w, key)
    }
    addWeight(head)
    addWeight(tail)
    if let size, case .weight(let w) = size.kind { add(w * size.multiple, sizeKey) }
    if total > 100.0001, count > 1, let lastKey {
      let parts = [weights.0, weights.1, weights.2].prefix(count).map(percent)
      findings.report(
        .conflictingConstraints, context.valueRange(n, lastKey),
        "the margins and \(axis.sizeName) of \(context.label(node.index)) take \(parts.joined(separator: " + ")) = \(percent(total)) of the parent's inner \(axis.sizeName); make them add up to 100% or less", about: context.subject(n)
      )
    }
  }

  static func isBoundsOnly(_ size: SizeValue) -> Bool {
    if case .none = size.kind { return true }
    return false
  }

  func checkBaseline(_ node: LintNode, _ context: DocumentContext, _ findings: inout Findings) {
    let n = node.index
    guard context.nodes.props(node.index).baseline != nil else { return }
    let p = context.nodes.props(node.index)
    if p.top != nil && p.bottom != nil {
      findings.report(
        .conflictingConstraints, context.propertyRange(n, .baseline),
        "'top' and 'bottom' win over 'baseline'; remove 'baseline' or one of the margins",
        fixes: context.removalFix(n, .baseline).map { [$0] } ?? [], about: context.subject(n))
      return
    }
    for key in [PropertyKey.centerY, .top, .bottom] {
      let set = key == .centerY ? p.centerY != nil : key == .top ? p.top != nil : p.bottom != nil
      guard set else { continue }
      findings.report(
        .conflictingConstraints, context.propertyRange(n, key),
        "'baseline' wins over '\(key.name)', which is ignored; remove one of them",
        fixes: context.removalFix(n, key).map { [$0] } ?? [], about: context.subject(n))
    }
  }

  func checkBounds(_ node: LintNode, _ context: DocumentContext, _ findings: inout Findings) {
    // Reading every size and position value (a copy each) to find none with both bounds was most of the rule.
    if let info = context.info(node.index), !info.hasBounds { return }
    let n = node.index
    for key in Properties.sizeKeys {
      guard let v = context.nodes.props(node.index).size(key), let lo = v.min, let hi = v.max,
        case .number(let a) = lo.kind, case .number(let b) = hi.kind
      else { continue }
      let low = a * lo.multiple + lo.increment
      let high = b * hi.multiple + hi.increment
      guard low > high else { continue }
      findings.report(
        .conflictingConstraints, context.valueRange(n, key),
        "'min \(format(low))' is greater than 'max \(format(high))'; TangramKit keeps the max, so swap or fix the bounds", about: context.subject(n)
      )
    }
    for key in Properties.positionKeys {
      guard let v = context.nodes.props(node.index).position(key), let lo = v.min, let hi = v.max,
        case .number(let a) = lo.kind, case .number(let b) = hi.kind, a > b
      else { continue }
      findings.report(
        .conflictingConstraints, context.valueRange(n, key),
        "'min \(format(a))' is greater than 'max \(format(b))'; TangramKit keeps the min, so swap or fix the bounds", about: context.subject(n))
    }
  }

  func checkWrapWithGravity(_ node: LintNode, _ context: DocumentContext, _ findings: inout Findings) {
    guard context.isLinearLike(node.index), let main = context.mainAxis(node.index), context.wraps(node.index, main),
      let g = context.gravity(node.index, main)
    else { return }
    // With a `min`, the gravity has room below it: `wrap-min-gravity` says what TangramKit does with that.
    if WrapMinGravity.moves(g), WrapMinGravity.minimum(node, main, context) != nil { return }
    findings.report(
      .conflictingConstraints, context.valueRange(node.index, .gravity),
      "\(context.label(node.index)) wraps its \(main.sizeName), which leaves '\(main.gravityPrefix).\(g)' nothing to distribute (TangramKit's gravity path keeps the layout's current \(main.sizeName) instead, 0 for a new view, until the app lays it out again); give it a \(main.sizeName) or remove the \(main == .vertical ? "vertical" : "horizontal") gravity",
      related: [
        RelatedLocation(
          range: context.property(node.index, main.sizeKey).map { $0.valueRange(of: main.sizeKey) }
            ?? context.labelRange(node.index),
          message: "\(context.label(node.index)) wraps its \(main.sizeName)")
      ], about: context.subject(node.index))
  }
}
