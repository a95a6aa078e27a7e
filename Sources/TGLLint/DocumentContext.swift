// One document in one environment, flattened for the rules: resolved properties, parents, names, frames.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax
import TGLText

extension Axis {
  /// Both axes, horizontal first: `allCases` makes an array at each use, and rules loop over the axes per node.
  static var both: Both { Both() }

  /// The two axes as a sequence of plain values.
  struct Both: Sequence, IteratorProtocol {
    private var following: Axis? = .horizontal

    mutating func next() -> Axis? {
      defer { following = following == .horizontal ? .vertical : nil }
      return following
    }
  }

  var sizeKey: PropertyKey { self == .horizontal ? .width : .height }
  var centerKey: PropertyKey { self == .horizontal ? .centerX : .centerY }
  var spaceKey: PropertyKey { self == .horizontal ? .hspace : .vspace }
}

/// What a node's size on one axis is, read once when the node is made: rules test it before they copy the value out
/// of the property set (each getter copies it, retaining what it holds), and most sizes are numbers or `wrap`, which
/// most rules pass by.
struct AxisSize: Sendable {
  enum Kind: UInt8, Sendable {
    case unset, none, number, weight, wrap, fill, average, reference, array
  }
  var kind: Kind
  /// True when the size cannot come out negative in any environment: a numeric `min` of zero or more, a number of
  /// zero or more (multiple and increment applied), or `wrap` with no negative multiple or increment.
  var cannotBeNegative: Bool
  /// The number of a `number`, the percent of a `weight` (0 for the other kinds), and the multiple and increment:
  /// what rules compute with.
  var number: Double = 0
  var multiple: Double = 1
  var increment: Double = 0

  /// The size of `shape` (`Properties.widthShape`, `heightShape`: read in place, not copied out of the set).
  init(_ shape: SizeShape?) {
    guard let shape else {
      kind = .unset
      cannotBeNegative = false
      return
    }
    multiple = shape.multiple
    increment = shape.increment
    number = shape.number
    let nonNegativeMin = shape.numericMin.map { $0 >= 0 } ?? false
    switch shape.kind {
    case .none:
      kind = .none
      cannotBeNegative = nonNegativeMin
    case .number:
      kind = .number
      cannotBeNegative = nonNegativeMin || shape.number * shape.multiple + shape.increment >= 0
    case .weight:
      kind = .weight
      cannotBeNegative = nonNegativeMin
    case .wrap:
      kind = .wrap
      cannotBeNegative = nonNegativeMin || (shape.increment >= 0 && shape.multiple >= 0)
    case .fill:
      kind = .fill
      cannotBeNegative = nonNegativeMin
    case .average:
      kind = .average
      cannotBeNegative = nonNegativeMin
    case .reference:
      kind = .reference
      cannotBeNegative = nonNegativeMin
    case .array:
      kind = .array
      cannotBeNegative = nonNegativeMin
    }
  }

  /// A weight, `fill` or `average`: a share of the container's space.
  var isWeighted: Bool { kind == .weight || kind == .fill || kind == .average }
}

/// One element of the document being checked, in this environment: a plain value (nothing to retain or release) made
/// from the file's `ElementTable` (and the environment's overlay of `when` blocks) when a rule reads it. The
/// properties and what rules read rarely (the path, the name, where it is written, the children, the references) are
/// read by index through the `DocumentContext` (`nodes.props(_:)`, `path(_:)`).
struct LintNode: Sendable {
  let index: Int
  /// -1 for the root.
  let parent: Int
  let kind: ElementKind
  /// The element's source range.
  let range: Range<Int>
  /// The element's scope of names (`Element.scope`): a reference means the element of its name in the referrer's.
  let scope: Int32
  let facts: NodeFacts

  /// The width and the height, as rules test them first (`AxisSize`).
  var width: AxisSize { facts.width }
  var height: AxisSize { facts.height }
  /// The main axis of a sequential container (`DocumentContext.mainAxis(_:)`).
  var mainAxis: Axis? { facts.mainAxis }
  /// The size on `axis` as rules test it first.
  func size(_ axis: Axis) -> AxisSize { axis == .horizontal ? facts.width : facts.height }
  var isGone: Bool { facts.isGone }
  /// True when the element has a `frame` (`props.frame != nil`, told without copying the value).
  var hasFrame: Bool { facts.hasFrame }
}

/// A node's parent as rules read it: its index and kind. Rules ask for the parent of most nodes, and a `LintNode`
/// (its facts included) was copied for each question.
struct ParentNode: Sendable {
  let index: Int
  let kind: ElementKind
}

/// The elements of one document in one environment, numbered in document order (as the engine's items): the file's
/// table of the document's elements, with the environment's properties where a `when` block applies.
struct LintNodes: RandomAccessCollection, Sendable {
  let table: ElementTable
  /// The document's first element in `table`.
  let base: Int
  let endIndex: Int
  /// When a `when` block applies to some element in this environment: every node's properties, facts and matching
  /// block, by node; else empty, and the table's own are the environment's.
  private let overlaidProps: [Properties]
  private let overlaidFacts: [NodeFacts]
  private let matched: [Variant?]

  var startIndex: Int { 0 }

  /// The nodes of document `d` of `table` in the environment of `lookupOrder`.
  init(_ table: ElementTable, document d: Int, lookupOrder: [SizeClassCondition]) {
    self.table = table
    let elements = table.documents[d]
    base = elements.lowerBound
    endIndex = elements.count
    var props: [Properties] = []
    var facts: [NodeFacts] = []
    var matched: [Variant?] = []
    if table.documentHasVariants[d] {
      for i in elements {
        guard let variants = table.variants(i), let variant = Variant.matching(variants, lookupOrder: lookupOrder)
        else { continue }
        // The first block that applies: the document's nodes are made for this environment from here on.
        if matched.isEmpty {
          props = Array(table.props[elements])
          matched = Array(repeating: nil, count: elements.count)
        }
        props[i - base] = table.props[i].overlaid(by: variant.overrides)
        matched[i - base] = variant
      }
      if !matched.isEmpty {
        facts.reserveCapacity(elements.count)
        for n in 0..<elements.count {
          var nodeFacts = NodeFacts(props[n])
          let row = table.rows[base + n]
          let kind = row.kind
          if kind.isContainer {
            let p = Int(row.parent)
            let parentKind = p >= 0 ? table.rows[base + p].kind : nil
            nodeFacts.mainAxis = NodeFacts.mainAxis(
              kind, props[n].orientation, parentKind: parentKind,
              parentOrientation: parentKind == .table ? props[p].orientation : nil)
          }
          facts.append(nodeFacts)
        }
      }
    }
    overlaidProps = props
    overlaidFacts = facts
    self.matched = matched
  }

  @inline(__always) subscript(n: Int) -> LintNode {
    let i = base + n
    let row = table.rows[i]
    guard !overlaidFacts.isEmpty else {
      return LintNode(
        index: n, parent: Int(row.parent), kind: row.kind, range: row.range, scope: row.scope, facts: row.facts)
    }
    return LintNode(
      index: n, parent: Int(row.parent), kind: row.kind, range: row.range, scope: row.scope, facts: overlaidFacts[n])
  }

  // One fact of node `n`, read from its column without making the node (which reads every column and retains the
  // properties).
  func kind(_ n: Int) -> ElementKind { table.rows[base + n].kind }
  /// -1 for the root.
  func parent(_ n: Int) -> Int { Int(table.rows[base + n].parent) }
  func range(_ n: Int) -> Range<Int> { table.rows[base + n].range }
  func scope(_ n: Int) -> Int32 { table.rows[base + n].scope }
  func props(_ n: Int) -> Properties { overlaidFacts.isEmpty ? table.props[base + n] : overlaidProps[n] }
  // Each fact is read in place in its row (or the overlay), not from a copy of the whole `NodeFacts`: rules ask these
  // of nearly every node.
  func isGone(_ n: Int) -> Bool {
    overlaidFacts.isEmpty ? table.rows[base + n].facts.isGone : overlaidFacts[n].isGone
  }
  /// Which properties node `n` sets, its gravity and its visibility (`NodeFacts`), read without retaining its set.
  func setFields(_ n: Int) -> PropertyFields {
    overlaidFacts.isEmpty ? table.rows[base + n].facts.setFields : overlaidFacts[n].setFields
  }
  func gravity(_ n: Int) -> Gravity? {
    overlaidFacts.isEmpty ? table.rows[base + n].facts.gravity : overlaidFacts[n].gravity
  }
  func visibility(_ n: Int) -> Visibility? {
    overlaidFacts.isEmpty ? table.rows[base + n].facts.visibility : overlaidFacts[n].visibility
  }
  func hasFrame(_ n: Int) -> Bool {
    overlaidFacts.isEmpty ? table.rows[base + n].facts.hasFrame : overlaidFacts[n].hasFrame
  }
  func mainAxis(_ n: Int) -> Axis? {
    overlaidFacts.isEmpty ? table.rows[base + n].facts.mainAxis : overlaidFacts[n].mainAxis
  }
  @inline(__always) func size(_ n: Int, _ axis: Axis) -> AxisSize {
    if overlaidFacts.isEmpty {
      return axis == .horizontal ? table.rows[base + n].facts.width : table.rows[base + n].facts.height
    }
    return axis == .horizontal ? overlaidFacts[n].width : overlaidFacts[n].height
  }

  /// The `when` block of node `n` that applies in the environment.
  func variant(_ n: Int) -> Variant? { matched.isEmpty ? nil : matched[n] }
}

/// A document in one environment, with the engine's frames.
struct DocumentContext: Sendable {
  let document: LayoutDocument
  let environment: Environment
  let source: SourceIndex
  let nodes: LintNodes
  /// Every element with a name, in document order per name: the file's table of the document's names, made when a
  /// rule first reads it (`DocumentNames`).
  var names: ElementNames { fileNames[documentIndex] }
  private let fileNames: DocumentNames
  private let documentIndex: Int
  /// The engine's result; setting it reads every frame once (`frame(_:)`).
  var layout: LayoutResult {
    didSet {
      frames = Self.frames(of: layout)
      texts = nil
    }
  }
  /// The frame of every node, in document order: an engine result finds an item by walking from the root and builds
  /// all of it (path, name, absolute frame) for every lookup, and rules ask for frames several times per node.
  private var frames: [Rect] = []
  /// The text boxes the engine prepared for `layout`, when the linter ran it (`runLayout`); a layout from elsewhere
  /// has none, and `textBox(_:)` prepares them.
  private var texts: LayoutTexts?
  /// The constraints containers' analyses in this environment, made when a rule first asks (`constraintContainers`).
  let constraintAnalyses = ConstraintAnalyses()
  /// Per element number, the keys a style gives (`LintInput.styled`).
  let styled: StyledValues

  /// Document `d` of the file whose elements are `elements` (`FileContext.elements`); `names` the file's tables of
  /// their names (`FileContext.names`), the same in every environment.
  init(
    document: LayoutDocument, environment: Environment, source: SourceIndex, elements: ElementTable, index d: Int,
    names: DocumentNames, styled: StyledValues = StyledValues()
  ) {
    self.styled = styled
    self.document = document
    self.environment = environment
    self.source = source
    self.layout = LayoutResult(items: [], reports: [])
    fileNames = names
    documentIndex = d
    nodes = LintNodes(elements, document: d, lookupOrder: environment.sizeClassLookupOrder)
  }

  /// The table index of node `n`.
  private func element(_ n: Int) -> Int { nodes.base + n }

  /// The path of node `n` (`S/A`, `S/view[2]`).
  func path(_ n: Int) -> String { nodes.table.path(element(n)) }

  /// Node `n` as a finding's subject: its number in the file's expanded tree (`Diagnostic.subject`).
  func subject(_ n: Int) -> Int { element(n) }
  func name(_ n: Int) -> String? { nodes.table.name[element(n)] }
  /// The name of node `n` in quotes, or its path for an unnamed element.
  func label(_ n: Int) -> String { nodes.table.label(element(n)) }
  /// Where node `n` is written (`ElementTable.info`).
  func info(_ n: Int) -> ElementInfo? { nodes.table.info[element(n)] }
  /// The children of node `n`, in order.
  func children(_ n: Int) -> ChildIndices { nodes.table.children(element(n)) }
  /// The `when` block of node `n` that applies in this environment.
  func variant(_ n: Int) -> Variant? { nodes.variant(n) }
  /// False when node `n` has no reference in this environment (`references(_:)` is empty), told from its row: the
  /// rules about references pass the others by.
  func mayHaveReferences(_ n: Int) -> Bool {
    nodes.variant(n) != nil || nodes.table.rows[element(n)].hasReferences
  }
  /// Every reference in node `n`'s properties in this environment.
  func references(_ n: Int) -> ArraySlice<ReferenceUse> {
    if nodes.variant(n) != nil { return nodes.props(n).references[...] }
    // Without a `when` block, the own properties' references: none when no set of the element has one.
    guard mayHaveReferences(n) else { return [] }
    return nodes.table.ownReferences(element(n))
  }

  /// Runs the engine (the frames in `layout.items` are in document order, as `nodes`).
  mutating func runLayout() {
    let (result, texts) = layoutWithTexts(document, in: environment)
    layout = result
    self.texts = texts.count == nodes.count ? texts : nil
  }

  /// What node `n` measures (`Properties.textBox(kind:in:)` of its properties in this environment): the engine's box
  /// when the linter laid the document out, the same value, since the engine makes it from the same properties.
  func textBox(_ n: Int) -> TextBox? {
    if let texts { return texts.box(n) }
    return nodes.props(n).textBox(kind: nodes.kind(n), in: environment)
  }

  /// How node `n`'s text fits a frame of `width` × `height` (`TextBox.truncation(width:height:)` of `textBox(n)`),
  /// with the lines counted from the engine's measurements when the linter laid the document out.
  func truncation(_ n: Int, width: Double, height: Double) -> Truncation? {
    if let texts { return texts.truncation(n, width: width, height: height) }
    return textBox(n)?.truncation(width: width, height: height)
  }

  func frame(_ n: Int) -> Rect? { n < frames.count ? frames[n] : nil }

  /// The frames of `layout`'s items, read by index from the engine's array (`LayoutItems.frame(at:)`): iterating the
  /// items made each one whole (its identity and name) for its frame alone.
  static func frames(of layout: LayoutResult) -> [Rect] {
    let items = layout.items
    var frames: [Rect] = []
    frames.reserveCapacity(items.count)
    for i in 0..<items.count { frames.append(items.frame(at: i)) }
    return frames
  }
  /// The parent of node `n` as rules test it (its index and kind); nil for the root.
  func parentNode(_ n: Int) -> ParentNode? {
    let p = nodes.parent(n)
    return p >= 0 ? ParentNode(index: p, kind: nodes.kind(p)) : nil
  }
}

// MARK: - Where things are written

extension DocumentContext {
  /// The written property that sets `key` for node `n` in this environment: the matching `when` block's, else
  /// the element's own.
  func property(_ n: Int, _ key: PropertyKey) -> PropertyInfo? {
    guard let info = info(n) else { return nil }
    if let variant = variant(n), let variantInfo = source.variant(at: variant.range.lowerBound, of: info),
      let found = source.property(key, of: variantInfo)
    {
      return found
    }
    return source.property(key, of: info)
  }

  /// The name of the property (as the style writes it: `space` for `vspace`) by which a style gives node `n` the
  /// key `key`, which its block does not write: a finding about it names the key (`Diagnostic.subjectProperty`) so
  /// that the program's lint moves it to the style's property (language.md §16.3).
  func styled(_ n: Int, _ key: PropertyKey) -> String? {
    styledValue(n, key)?.name
  }

  /// The property by which a style gives node `n` the key `key` (`styled(_:_:)`), with its value as written.
  func styledValue(_ n: Int, _ key: PropertyKey) -> StyledValue? {
    // The written property first: a scan of the element's few.
    guard !styled.isEmpty, property(n, key) == nil else { return nil }
    // The table numbers the file's elements as the sources do (`ElementSources`).
    return styled.value(at: element(n), key, variant: variant(n)?.condition)
  }

  /// The range of the value that sets `key`, or the element's label when it is not written (header arguments,
  /// defaults).
  func valueRange(_ n: Int, _ key: PropertyKey) -> TextRange {
    if let p = property(n, key) { return p.valueRange(of: key) }
    if let argument = argument(n, key) { return argument.range }
    return labelRange(n)
  }

  /// The range of the whole property that sets `key` (name and value).
  func propertyRange(_ n: Int, _ key: PropertyKey) -> TextRange {
    if let p = property(n, key) { return p.range }
    if let argument = argument(n, key) { return argument.range }
    return labelRange(n)
  }

  /// The header argument of node `n` that sets `key`.
  private func argument(_ n: Int, _ key: PropertyKey) -> (key: PropertyKey?, range: TextRange)? {
    guard let info = info(n) else { return nil }
    return source.arguments(of: info).first { $0.key == key }
  }

  func labelRange(_ n: Int) -> TextRange {
    nodes.table.labelRange(nodes.base + n)
  }

  /// The text of the value that sets `key`, as written (`20%`, `B.width * 0.5`).
  func valueText(_ n: Int, _ key: PropertyKey) -> String {
    if let styled = styledValue(n, key) { return styled.value }
    return source.tree.text(of: valueRange(n, key))
  }

  /// A fix that deletes the property setting `key`, when it sets nothing else.
  func removalFix(_ n: Int, _ key: PropertyKey, title: String? = nil) -> Fix? {
    guard let p = property(n, key), p.keys == [key] || Set(p.keys) == [key] else { return nil }
    return Fix(
      title: title ?? "remove '\(source.name(of: p))'",
      edits: [TextEdit(range: Edits.deletionRange(of: p.range, in: source.tree.bytes), newText: "")])
  }
}

// MARK: - What the container does with its children

extension DocumentContext {
  /// The main axis of a sequential container (linear, table, row, flow, float); nil for the others (found when the
  /// table was made, `NodeFacts.mainAxis`).
  func mainAxis(_ n: Int) -> Axis? { nodes.mainAxis(n) }

  /// True for linear layouts, tables and rows (which arrange like linear layouts).
  func isLinearLike(_ n: Int) -> Bool {
    // A switch: `[...].contains` built an array on every call, and the rules ask this for every element.
    switch nodes.kind(n) {
    case .linear, .table, .row: return true
    default: return false
    }
  }

  /// The size value in effect on `axis`, defaults included: a non-root container without a size wraps.
  func effectiveSize(_ n: Int, _ axis: Axis) -> SizeValue? {
    let props = nodes.props(n)
    let written = axis == .horizontal ? props.width : props.height
    if nodes.kind(n).isContainer && nodes.parent(n) >= 0 {
      guard var s = written else { return .wrap }
      if case .none = s.kind { s.kind = .wrap }
      return s
    }
    return written
  }

  /// True when node `n` computes its size on `axis` from its children.
  func wraps(_ n: Int, _ axis: Axis) -> Bool {
    let kind = nodes.kind(n)
    guard kind.isContainer else { return false }
    if kind == .row, let across = nodes.mainAxis(n), across == axis, rowStretches(n) { return false }
    // The size in effect wraps (`effectiveSize`: a non-root container without a size, or with bounds alone, wraps),
    // told by its kind.
    let written: Bool
    switch nodes.size(n, axis).kind {
    case .wrap: written = true
    case .unset, .none: written = false
    default: return false
    }
    if !written && nodes.parent(n) < 0 { return false }
    // Without a size of its own, a container that its parent stretches does not wrap.
    return written || !stretchedByParent(n, axis)
  }

  /// True when the parent gives node `n` its size on `axis`: both margins in a frame, a relative layout that
  /// does not wrap, or across a linear layout; or a cross-axis `fill` gravity.
  func stretchedByParent(_ n: Int, _ axis: Axis) -> Bool {
    let parent = nodes.parent(n)
    guard parent >= 0 else { return false }
    let (head, tail, _) = positionKeys(n, axis)
    let linearCross = isLinearLike(parent) && mainAxis(parent) != axis
    if linearCross, fillsAcross(parent, axis) { return true }
    guard let head, let tail else { return false }
    switch nodes.kind(parent) {
    case .frame: return true
    case .relative:
      // Bounds alone set no edge (TangramKit 1.4.2, code notes §9). TangramKit 1.4.2 clears a size between both
      // edges even where the layout wraps (code notes §5); MyLayout 2.0 keeps it there.
      return (environment.library == .tangramKit || !wraps(parent, axis)) && LibraryQuirk.setsEdge(position(n, head))
        && LibraryQuirk.setsEdge(position(n, tail))
    default: return linearCross
    }
  }

  /// True when node `n` has a size of its own on `axis` that a frame layout wrapping that axis keeps when both
  /// margins are set: under MyLayout 2.0 a number, `wrap`, or a reference to the view itself or a sibling; under
  /// TangramKit 1.4.2 none, both margins clear the size (code notes §4; the engine's `frameWrapKeepsSize`).
  func frameKeepsSize(_ n: Int, _ axis: Axis, library: TargetLibrary? = nil) -> Bool {
    guard (library ?? environment.library) == .myLayout else { return false }
    switch (axis == .horizontal ? nodes.props(n).width : nodes.props(n).height)?.kind {
    case .number?, .wrap?: return true
    case .reference(let r)?: return resolve(r.target, from: n) != .parent
    default: return false
    }
  }

  /// A row whose column size is average, fill or a count stretches across its table.
  func rowStretches(_ n: Int) -> Bool {
    let p = nodes.props(n)
    if p.columnCount != nil { return true }
    switch p.columnSize?.kind {
    case .average?, .fill?, .weight?: return true
    default: return false
    }
  }

  /// The gravity of container `n` on `axis`.
  func gravity(_ n: Int, _ axis: Axis) -> String? {
    guard let g = nodes.gravity(n) else { return nil }
    return axis == .horizontal ? g.horizontal?.rawValue : g.vertical?.rawValue
  }

  /// True when container `n`'s gravity on `axis` is `fill` (`gravity(n, axis) == "fill"`, told from the value rather
  /// than from its name: rules ask this of every child's parent).
  func fillsAcross(_ n: Int, _ axis: Axis) -> Bool {
    guard let g = nodes.gravity(n) else { return false }
    return axis == .horizontal ? g.horizontal == .fill : g.vertical == .fill
  }

  /// The keys of node `n`'s positions on `axis`, as `positions(_:_:)` picks them: head (leading, else left or, right
  /// to left, right; or top), tail (trailing, else right or, right to left, left; or bottom), and whether a centre is
  /// set. Told from which fields are set (`NodeFacts.setFields`) without copying a value (each holds references):
  /// most callers ask only whether both edges are set.
  func positionKeys(_ n: Int, _ axis: Axis) -> (head: PropertyKey?, tail: PropertyKey?, center: Bool) {
    let set = nodes.setFields(n)
    if axis == .horizontal {
      guard !set.isDisjoint(with: Self.horizontalPositions) else { return (nil, nil, false) }
      let rtl = environment.rtl
      let head: PropertyKey? =
        set.contains(.leading)
        ? .leading : rtl ? (set.contains(.right) ? .right : nil) : (set.contains(.left) ? .left : nil)
      let tail: PropertyKey? =
        set.contains(.trailing)
        ? .trailing : rtl ? (set.contains(.left) ? .left : nil) : (set.contains(.right) ? .right : nil)
      return (head, tail, set.contains(.centerX))
    }
    guard !set.isDisjoint(with: Self.verticalPositions) else { return (nil, nil, false) }
    return (set.contains(.top) ? .top : nil, set.contains(.bottom) ? .bottom : nil, set.contains(.centerY))
  }

  /// The position value of node `n` that sets `key` (one of the position keys).
  func position(_ n: Int, _ key: PropertyKey) -> PositionValue? { nodes.props(n).position(key) }

  /// The position values of node `n` on `axis`: head (left/leading or top), tail (right/trailing or bottom),
  /// centre, each with the key it was written as (`positionKeys(_:_:)`).
  func positions(_ n: Int, _ axis: Axis) -> (
    head: (PropertyKey, PositionValue)?, tail: (PropertyKey, PositionValue)?, center: PositionValue?
  ) {
    let keys = positionKeys(n, axis)
    guard keys.head != nil || keys.tail != nil || keys.center else { return (nil, nil, nil) }
    let p = nodes.props(n)
    return (
      keys.head.flatMap { key in p.position(key).map { (key, $0) } },
      keys.tail.flatMap { key in p.position(key).map { (key, $0) } },
      keys.center ? p.position(axis.centerKey) : nil
    )
  }

  static let paddingFields: PropertyFields = [
    .leadingPadding, .leftPadding, .trailingPadding, .rightPadding, .topPadding, .bottomPadding,
  ]
  static let horizontalPositions: PropertyFields = [.left, .right, .leading, .trailing, .centerX]
  static let verticalPositions: PropertyFields = [.top, .bottom, .centerY]

  /// The parent's inner size on `axis` (its frame minus padding), from the engine.
  func innerSize(_ n: Int, _ axis: Axis) -> Double? {
    guard let f = frame(n) else { return nil }
    // Without a padding the frame's size (the set is not read: reading it retains it).
    guard !nodes.setFields(n).isDisjoint(with: Self.paddingFields) else {
      return axis == .horizontal ? f.width : f.height
    }
    let p = nodes.props(n)
    if axis == .horizontal {
      let pads = (p.leadingPadding ?? p.leftPadding ?? 0) + (p.trailingPadding ?? p.rightPadding ?? 0)
      return f.width - pads
    }
    return f.height - (p.topPadding ?? 0) - (p.bottomPadding ?? 0)
  }
}

/// Text edits that rules' fixes are built from.
enum Edits {
  /// The range to delete to remove `range` cleanly: its whole line when nothing else is on it, else the range
  /// and a following `;` with the spaces after it.
  static func deletionRange(of range: TextRange, in bytes: [UInt8]) -> TextRange {
    var lineStart = range.start
    while lineStart > 0, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
    var lineEnd = range.end
    while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 || bytes[lineEnd] == 0x0D {
      lineEnd += 1
    }
    let startsLine = lineStart == 0 || bytes[lineStart - 1] == 0x0A
    if startsLine, lineEnd == bytes.count || bytes[lineEnd] == 0x0A {
      return TextRange(start: lineStart, end: min(bytes.count, lineEnd + 1))
    }
    var end = range.end
    if end < bytes.count, bytes[end] == 0x3B {
      end += 1
      while end < bytes.count, bytes[end] == 0x20 { end += 1 }
      return TextRange(start: range.start, end: end)
    }
    // The last property on a line: take the `; ` before it instead.
    var start = range.start
    while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
    if start > 0, bytes[start - 1] == 0x3B { return TextRange(start: start - 1, end: range.end) }
    return range
  }
}
