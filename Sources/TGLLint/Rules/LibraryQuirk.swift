// TangramKit 1.4.2's code paths that compute another frame than its documented rule (code notes §9).

import TGLDiagnostics
import TGLSemantics
import TGLSyntax

/// A layout for which TangramKit 1.4.2 computes another frame than a reader of its documentation expects.
///
/// Lint: reports the four code paths of code notes §9 where they change a frame: a weighted or `fill` size along a
/// content flow's line with margins (the margins are taken off twice); a relative `height: fill` below a top anchor
/// when the top and bottom paddings differ (the top padding is taken off twice); a centred array group in a relative
/// layout with a leading (top) padding (the group sits one padding past the centre); a relative position given only
/// by bounds (the edge stays unset: the view is placed as if it had none and clamped afterwards). The message says
/// what TangramKit computes for this view and why. Fix: the frame TangramKit computes, written out (a number for the
/// size, explicit edges for the positions), so that both readings agree.
struct LibraryQuirk: LintRule {
  static let description = RuleDescription(
    id: .libraryQuirk, defaultSeverity: .warning,
    summary: "a layout TangramKit computes otherwise than its documentation says",
    explanation: """
      TangramKit 1.4.2's code departs from its documented rule in four places, and a device shows what the code
      computes (tgl does too):

      - in a content flow (no item count), a weighted or `fill` size along the line takes the item's margins off the
        room left in the line and then off its size again: `fill` with margins 3 + 3 in 70 points of room is 58,
        not 64;
      - in a relative layout, `height: fill` below a top anchor takes the top padding off a second time instead of
        the bottom padding (the width takes off the trailing padding, as documented);
      - a group centred with an array (`centerX: [B.centerX]`, `centerY: [..]`) sits one leading (top) padding
        past the centre: the first view's leading gets the padding twice;
      - a position given only by bounds (`left: min A.right + 8`, `right: max B.left`) sets no edge: the view is
        placed as if that edge had no value and only then clamped; with both bounds it keeps its size and is
        centred between them, shrunk only when the gap is narrower.

      Write the frame out where the two readings part (the quick fix does): a number for the size, explicit edges
      for the positions.

      **Bad:**

      ```tgl
      relative S {
          width: 200
          height: 200
          padding: 10, 0, 30, 0

          view A { left: 0; top: 53; width: 20; height: fill }
      }
      ```

      **Good:**

      ```tgl
      relative S {
          width: 200
          height: 200
          padding: 10, 0, 30, 0

          view A { left: 0; top: 53; width: 20; height: 127 }
      }
      ```
      """)

  func check(document context: DocumentContext, _ findings: inout Findings) {
    for nodeIndex in context.nodes.indices
    where !context.nodes.isGone(nodeIndex) && !context.nodes.hasFrame(nodeIndex) {
      let node = context.nodes[nodeIndex]
      guard let parent = context.parentNode(node.index), let frame = context.frame(node.index) else { continue }
      switch parent.kind {
      case .flow:
        if (context.nodes.props(parent.index).arrangedCount ?? 0) == 0 { checkFlow(node, parent, frame, context, &findings) }
      case .relative:
        checkFillBelowTop(node, parent, frame, context, &findings)
        for axis in Axis.both {
          checkArrayCentre(node, parent, frame, axis, context, &findings)
          checkBoundsOnly(node, parent, frame, axis, context, &findings)
        }
      default: continue
      }
    }
  }

  // MARK: - Flow, content mode (code notes §9, first item)

  func checkFlow(
    _ node: LintNode, _ parent: ParentNode, _ frame: Rect, _ context: DocumentContext, _ findings: inout Findings
  ) {
    let u = Axis(context.nodes.props(parent.index).orientation ?? .vertical).other
    guard let size = Self.size(context.nodes.props(node.index), u), !size.hasBounds else { return }
    let weight: Double
    switch size.kind {
    case .weight(let w): weight = w / 100
    case .fill, .average: weight = 1
    default: return
    }
    let (head, tail, _) = context.positions(node.index, u)
    let margins = Self.margin(head?.1) + Self.margin(tail?.1)
    guard margins != 0, weight > 0, let inner = context.innerSize(parent.index, u) else { return }
    let computed = Self.extent(frame, u)
    // Where the line has no room left both readings take the whole inner width: they agree.
    guard abs(computed - ((inner + size.increment) * weight - margins)) > 1e-6 else { return }
    let documented = computed + margins * weight
    let extent = u == .horizontal ? "wide" : "tall"
    var fixes: [Fix] = []
    if let property = context.property(node.index, u.sizeKey) {
      let number = Self.number(computed)
      fixes.append(
        Fix(
          title: "write the \(u.sizeName) TangramKit computes (\(number))",
          edits: [TextEdit(range: property.valueRange(of: u.sizeKey), newText: number)]))
    }
    findings.report(
      .libraryQuirk, context.valueRange(node.index, u.sizeKey),
      "\(context.label(node.index)) comes out \(Self.number(computed)) \(extent), not the \(Self.number(documented)) the documentation's rule gives: in a content flow TangramKit takes its margins (\(Self.number(margins))) off the room left in the line and then off its \(u.sizeName) again; write the \(u.sizeName) (\(Self.number(computed))) or move the margins into the flow's padding",
      fixes: fixes, about: context.subject(node.index))
  }

  // MARK: - Relative, `height: fill` below a top anchor (code notes §9, second item)

  func checkFillBelowTop(
    _ node: LintNode, _ parent: ParentNode, _ frame: Rect, _ context: DocumentContext, _ findings: inout Findings
  ) {
    guard let size = context.nodes.props(node.index).height, case .fill = size.kind, !size.hasBounds,
      !context.wraps(parent.index, .vertical)
    else { return }
    let (head, tail, center) = context.positions(node.index, .vertical)
    guard let top = head?.1, Self.setsEdge(top), !Self.setsEdge(tail?.1), center == nil,
      context.nodes.props(node.index).baseline == nil
    else { return }
    let topPad = context.nodes.props(parent.index).topPadding ?? 0
    let bottomPad = context.nodes.props(parent.index).bottomPadding ?? 0
    guard abs(topPad - bottomPad) > 1e-9, let parentFrame = context.frame(parent.index) else { return }
    let computed = frame.height
    // The documented rule: from the view's top to the bottom padding; where both readings come out 0 they agree.
    let documented = Swift.max(0, parentFrame.height - bottomPad - frame.y)
    guard abs(documented - computed) > 1e-6 else { return }
    let number = Self.number(computed)
    var fixes: [Fix] = []
    if let property = context.property(node.index, .height) {
      fixes.append(
        Fix(
          title: "write the height TangramKit computes (\(number))",
          edits: [TextEdit(range: property.valueRange(of: .height), newText: number)]))
    }
    findings.report(
      .libraryQuirk, context.valueRange(node.index, .height),
      "\(context.label(node.index)) comes out \(number) tall, not the \(Self.number(documented)) the documentation's rule gives: for 'height: fill' below a top anchor TangramKit takes the top padding (\(Self.number(topPad))) off a second time instead of the bottom padding (\(Self.number(bottomPad))); write the height (\(number))",
      fixes: fixes, about: context.subject(node.index))
  }

  // MARK: - Relative, centred array groups (code notes §9, third item)

  /// TangramKit's path only: MyLayout 2.0 adds the padding once (`docs/layout-engine.md`, "Rules of each target").
  func checkArrayCentre(
    _ node: LintNode, _ parent: ParentNode, _ frame: Rect, _ axis: Axis, _ context: DocumentContext,
    _ findings: inout Findings
  ) {
    guard context.environment.library == .tangramKit else { return }
    guard let center = axis == .horizontal ? context.nodes.props(node.index).centerX : context.nodes.props(node.index).centerY,
      case .array(let refs) = center.kind
    else { return }
    let pad = Self.headPadding(context.nodes.props(parent.index), axis, rtl: context.environment.rtl)
    guard pad != 0 else { return }
    var group = [node.index]
    for r in refs {
      if case .sibling(let j) = context.resolve(r.target, from: node.index), !context.nodes.isGone(j),
        !context.nodes.hasFrame(j), !group.contains(j)
      {
        group.append(j)
      }
    }
    let position = Self.start(frame, axis)
    let direction = axis == .horizontal ? "right of" : "below"
    let headName = axis == .horizontal ? "leading" : "top"
    let coordinate = axis == .horizontal ? "x" : "y"
    let names = group.map { context.label($0) }.joined(separator: ", ")
    findings.report(
      .libraryQuirk, context.valueRange(node.index, axis.centerKey),
      "the group \(names) sits \(Self.number(pad)) \(direction) the centre (\(coordinate) \(Self.number(position)), not \(Self.number(position - pad))): TangramKit adds the \(headName) padding (\(Self.number(pad))) to the first view's \(headName) twice; write the edges out",
      fixes: arrayCentreFix(group, axis, pad, context).map { [$0] } ?? [], about: context.subject(node.index))
  }

  /// Explicit leading (top) edges for every view of the group, at the positions TangramKit computes: the first view's
  /// centre array is replaced, the others get an edge before their first property. None when a view of the group
  /// already has a position on the axis, right to left, or a property is written with others.
  func arrayCentreFix(_ group: [Int], _ axis: Axis, _ pad: Double, _ context: DocumentContext) -> Fix? {
    guard axis == .vertical || !context.environment.rtl,
      let first = context.property(group[0], axis.centerKey), first.keys == [axis.centerKey]
    else { return nil }
    let key = axis == .horizontal ? "left" : "top"
    var edits: [TextEdit] = []
    for (n, k) in group.enumerated() {
      guard let frame = context.frame(k) else { return nil }
      let text = "\(key): \(Self.number(Self.start(frame, axis) - pad))"
      if n == 0 {
        edits.append(TextEdit(range: first.range, newText: text))
        continue
      }
      let (head, tail, center) = context.positionKeys(k, axis)
      guard head == nil, tail == nil, !center, let info = context.info(k),
        let firstProperty = context.source.properties(of: info).first
      else { return nil }
      edits.append(TextEdit(range: TextRange.empty(at: firstProperty.range.start), newText: text + "; "))
    }
    return Fix(title: "write the group's \(key) edges", edits: edits)
  }

  // MARK: - Relative, positions given only by bounds (code notes §9, fourth item)

  func checkBoundsOnly(
    _ node: LintNode, _ parent: ParentNode, _ frame: Rect, _ axis: Axis, _ context: DocumentContext,
    _ findings: inout Findings
  ) {
    let (head, tail, center) = context.positions(node.index, axis)
    // Only the bounds a relative layout honours: a `min` reference on the head edge, a `max` reference on the tail
    // edge (others are `unsupported-reference`'s).
    let headOnly = head.map { Self.boundsOnly($0.1) && Self.isReference($0.1.min) } ?? false
    let tailOnly = tail.map { Self.boundsOnly($0.1) && Self.isReference($0.1.max) } ?? false
    guard headOnly || tailOnly, center == nil, axis == .horizontal || context.nodes.props(node.index).baseline == nil else { return }
    let coordinate = axis == .horizontal ? "x" : "y"
    let extent = axis == .horizontal ? "wide" : "tall"
    let outcome =
      "\(coordinate) \(Self.number(Self.start(frame, axis))), \(Self.number(Self.extent(frame, axis))) \(extent)"
    let message: String
    let rangeKey: PropertyKey
    if let head, let tail, headOnly && tailOnly {
      rangeKey = head.0
      message =
        "\(context.label(node.index)) has only bounds on both sides ('\(head.0.name): \(context.valueText(node.index, head.0))', '\(tail.0.name): \(context.valueText(node.index, tail.0))'): TangramKit sets neither edge, so \(context.label(node.index)) keeps its \(axis.sizeName) and is centred between the bounds, shrunk only to a narrower gap (\(outcome)), not stretched between them; write the edges out"
    } else {
      let (key, _) = headOnly ? head! : tail!
      rangeKey = key
      message =
        "'\(key.name): \(context.valueText(node.index, key))' is a bound, not an edge: TangramKit places \(context.label(node.index)) as if it had no \(key.name) edge and only then clamps it to the bound (\(outcome)); write the edges out"
    }
    findings.report(
      .libraryQuirk, context.valueRange(node.index, rangeKey), message,
      fixes: boundsOnlyFix(node, parent, frame, axis, context).map { [$0] } ?? [], about: context.subject(node.index))
  }

  /// The frame on `axis` as a leading (top) edge and a size: the head property becomes the edge, the tail property
  /// goes, the size becomes a number (written after the edge when there is none). None right to left, or when a
  /// position is written with other properties.
  func boundsOnlyFix(_ node: LintNode, _ parent: ParentNode, _ frame: Rect, _ axis: Axis, _ context: DocumentContext)
    -> Fix?
  {
    guard axis == .vertical || !context.environment.rtl else { return nil }
    let (head, tail, _) = context.positionKeys(node.index, axis)
    let headProperty = head.flatMap { context.property(node.index, $0) }
    let tailProperty = tail.flatMap { context.property(node.index, $0) }
    if let head, headProperty?.keys != [head] { return nil }
    if let tail, tailProperty?.keys != [tail] { return nil }
    let key = axis == .horizontal ? "left" : "top"
    let pad = Self.headPadding(context.nodes.props(parent.index), axis, rtl: false)
    let size = Self.number(Self.extent(frame, axis))
    var edge = "\(key): \(Self.number(Self.start(frame, axis) - pad))"
    var edits: [TextEdit] = []
    if let sizeProperty = context.property(node.index, axis.sizeKey) {
      edits.append(TextEdit(range: sizeProperty.valueRange(of: axis.sizeKey), newText: size))
    } else {
      edge += "; \(axis.sizeName): \(size)"
    }
    let bytes = context.source.tree.bytes
    switch (headProperty, tailProperty) {
    case (let h?, let t?):
      edits.append(TextEdit(range: h.range, newText: edge))
      edits.append(TextEdit(range: Edits.deletionRange(of: t.range, in: bytes), newText: ""))
    case (let h?, nil): edits.append(TextEdit(range: h.range, newText: edge))
    case (nil, let t?): edits.append(TextEdit(range: t.range, newText: edge))
    case (nil, nil): return nil
    }
    return Fix(title: "write the edges TangramKit computes ('\(edge)')", edits: edits)
  }

  // MARK: - Values

  static func size(_ p: Properties, _ axis: Axis) -> SizeValue? { axis == .horizontal ? p.width : p.height }

  /// A margin in a flow: the number and its offset (a reference is not a margin there).
  static func margin(_ p: PositionValue?) -> Double {
    guard let p else { return 0 }
    if case .number(let n) = p.kind { return n + p.offset }
    return p.offset
  }

  /// True when a position sets its edge: anything but bounds alone.
  static func setsEdge(_ p: PositionValue?) -> Bool {
    guard let p else { return false }
    if case .none = p.kind { return false }
    return true
  }

  static func boundsOnly(_ p: PositionValue) -> Bool {
    if case .none = p.kind { return p.hasBounds }
    return false
  }

  static func isReference(_ b: Bound?) -> Bool {
    if case .reference? = b?.kind { return true }
    return false
  }

  static func headPadding(_ p: Properties, _ axis: Axis, rtl: Bool) -> Double {
    axis == .vertical ? p.topPadding ?? 0 : p.leadingPadding ?? (rtl ? p.rightPadding : p.leftPadding) ?? 0
  }

  static func start(_ r: Rect, _ axis: Axis) -> Double { axis == .horizontal ? r.x : r.y }
  static func extent(_ r: Rect, _ axis: Axis) -> Double { axis == .horizontal ? r.width : r.height }

  /// A number as the messages and fixes write it: no trailing `.0`.
  static func number(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
  }
}
