// One document in one environment, flattened for the rules: resolved properties, parents, names, frames.

import TGLDiagnostics
import TGLLayout
import TGLSemantics
import TGLSyntax
import TGLText

extension Axis {
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

  init(_ size: SizeValue?) {
    guard let size else {
      kind = .unset
      cannotBeNegative = false
      return
    }
    var nonNegativeMin = false
    if let lo = size.min, case .number(let m) = lo.kind { nonNegativeMin = m * lo.multiple + lo.increment >= 0 }
    switch size.kind {
    case .none:
      kind = .none
      cannotBeNegative = nonNegativeMin
    case .number(let v):
      kind = .number
      cannotBeNegative = nonNegativeMin || v * size.multiple + size.increment >= 0
    case .weight:
      kind = .weight
      cannotBeNegative = nonNegativeMin
    case .wrap:
      kind = .wrap
      cannotBeNegative = nonNegativeMin || (size.increment >= 0 && size.multiple >= 0)
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

/// One element of the document being checked (a class, so that rules pass nodes around without copying).
final class LintNode: @unchecked Sendable {
  let kind: ElementKind
  let name: String?
  /// The element's scope of names (`Element.scope`): a reference means the element of its name in the referrer's.
  let scope: Int32
  /// The element's path (`S/A`, `S/view[2]`).
  let path: String
  /// The element's source range.
  let range: Range<Int>
  let index: Int
  /// -1 for the root.
  let parent: Int
  /// Filled while the document is flattened (on one thread, before any rule has the node: no exclusivity check
  /// needed), then never changed.
  @exclusivity(unchecked) fileprivate(set) var children: [Int] = []
  /// True when `children` is the record's array (complete from the start).
  fileprivate let childrenFromRecord: Bool
  /// The properties in the environment: the element's own overlaid by its matching `when` block.
  let props: Properties
  let variant: Variant?
  let info: ElementInfo?
  /// Every reference in `props`.
  let references: [ReferenceUse]
  /// The width and the height, as rules test them first (`AxisSize`).
  let width: AxisSize
  let height: AxisSize
  /// The main axis of a sequential container (`DocumentContext.mainAxis(_:)`), found once when the node is made:
  /// rules ask it of every parent for every child and axis. Set while the document is flattened, before any rule has
  /// the node (no exclusivity check needed), then never changed.
  @exclusivity(unchecked) fileprivate(set) var mainAxis: Axis?

  /// `element` is read in place: passing an `Element` copied it, retaining each of its fields.
  init(
    _ element: UnsafePointer<Element>, index: Int, parent: Int, lookupOrder: [SizeClassCondition],
    record: ElementRecord?, info: ElementInfo?
  ) {
    kind = element.pointee.kind
    name = element.pointee.name
    scope = element.pointee.scope
    path = element.pointee.path
    range = element.pointee.range
    self.index = index
    self.parent = parent
    let variant = Variant.matching(element.pointee.variants, lookupOrder: lookupOrder)
    self.variant = variant
    props = variant.map { element.pointee.properties.overlaid(by: $0.overrides) } ?? element.pointee.properties
    let set = props.setFields
    width = AxisSize(set.contains(.width) ? props.width : nil)
    height = AxisSize(set.contains(.height) ? props.height : nil)
    self.info = info
    // Without a `when` block the file's index already has the references.
    if variant == nil, let ownReferences = record?.ownReferences {
      references = ownReferences
    } else {
      references = props.references
    }
    // The record's children are numbered as the nodes are: share its array instead of building one per environment.
    if let record { children = record.children }
    childrenFromRecord = record != nil
  }

  /// The size on `axis` as rules test it first.
  func size(_ axis: Axis) -> AxisSize { axis == .horizontal ? width : height }

  var isGone: Bool { props.setFields.contains(.visibility) && props.visibility == .gone }
  /// True when the element has a `frame` (`props.frame != nil`, told without copying the value).
  var hasFrame: Bool { props.setFields.contains(.frame) }
  /// The name in quotes, or the path for unnamed elements.
  var label: String { name.map { "'\($0)'" } ?? "'\(path)'" }
}

/// A document in one environment, with the engine's frames.
struct DocumentContext: Sendable {
  let document: LayoutDocument
  let environment: Environment
  let source: SourceIndex
  var nodes: [LintNode] = []
  /// Every element with a name, in document order per name.
  let names: ElementNames
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
  /// Per element path, the keys a style gives (`LintInput.styled`).
  let styled: StyledValues

  /// `records` are the file's records of this document, in the same (document) order as the nodes; `names` the
  /// file's table of their names (`FileContext.names`), the same in every environment.
  init(
    document: LayoutDocument, environment: Environment, source: SourceIndex, records: ArraySlice<ElementRecord>,
    names: ElementNames, styled: StyledValues = StyledValues()
  ) {
    self.styled = styled
    self.document = document
    self.environment = environment
    self.source = source
    self.layout = LayoutResult(items: [], reports: [])
    self.names = names
    var builder = NodeBuilder(
      records: records, source: source, lookupOrder: environment.sizeClassLookupOrder)
    withUnsafePointer(to: document.root) { builder.visit($0, parent: -1) }
    nodes = builder.nodes
  }

  /// Gathers a document's nodes in one walk: a struct with mutating methods, so that its array is reached without the
  /// runtime exclusivity checks a local function's captured variables take at every access; elements are read in
  /// place through pointers.
  private struct NodeBuilder {
    let records: ArraySlice<ElementRecord>
    let source: SourceIndex
    /// Made once for the document: `matchingVariant(in:)` makes it for every element with a `when` block.
    let lookupOrder: [SizeClassCondition]
    var nodes: [LintNode] = []

    init(records: ArraySlice<ElementRecord>, source: SourceIndex, lookupOrder: [SizeClassCondition]) {
      self.records = records
      self.source = source
      self.lookupOrder = lookupOrder
      nodes.reserveCapacity(records.count)
    }

    /// The main axis of a sequential container (linear, table, row, flow, float); nil for the others.
    static func mainAxis(_ node: LintNode, parent: LintNode?) -> Axis? {
      switch node.kind {
      case .linear, .table, .flow, .float: return Axis(node.props.orientation ?? .vertical)
      case .row:
        if let parent, parent.kind == .table { return Axis(parent.props.orientation ?? .vertical).other }
        return Axis(node.props.orientation ?? .horizontal)
      default: return nil
      }
    }

    mutating func visit(_ element: UnsafePointer<Element>, parent: Int) {
      let index = nodes.count
      let offset = records.startIndex + index
      let lowerBound = element.pointee.range.lowerBound
      let record = offset < records.endIndex && records[offset].start == lowerBound ? records[offset] : nil
      // An element of a component's tree other than the use's root has its use's range and no syntax in this file
      // (`FileContext`'s records say the same).
      let insideUse = parent >= 0 && nodes[parent].range == element.pointee.range
      let node = LintNode(
        element, index: index, parent: parent, lookupOrder: lookupOrder, record: record,
        info: record.map(\.info) ?? (insideUse ? nodes[parent].info?.placeOnly : source.info(at: lowerBound)))
      node.mainAxis = Self.mainAxis(node, parent: parent >= 0 ? nodes[parent] : nil)
      nodes.append(node)
      // A parent with a record already has its children; one without collects them here.
      if parent >= 0, !nodes[parent].childrenFromRecord { nodes[parent].children.append(index) }
      element.pointee.children.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for c in buffer.indices { visit(base + c, parent: index) }
      }
    }
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
    return nodes[n].props.textBox(kind: nodes[n].kind, in: environment)
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
  func parentNode(_ n: Int) -> LintNode? { nodes[n].parent >= 0 ? nodes[nodes[n].parent] : nil }
}

// MARK: - Where things are written

extension DocumentContext {
  /// The written property that sets `key` for node `n` in this environment: the matching `when` block's, else
  /// the element's own.
  func property(_ n: Int, _ key: PropertyKey) -> PropertyInfo? {
    let node = nodes[n]
    guard let info = node.info else { return nil }
    if let variant = node.variant, let variantInfo = source.variant(at: variant.range.lowerBound, of: info),
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
    // The written property first: a scan of the element's few, where the table hashes the element's path.
    guard !styled.isEmpty, property(n, key) == nil else { return nil }
    return styled.value(at: nodes[n].path, key, variant: nodes[n].variant?.condition)
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
    guard let info = nodes[n].info else { return nil }
    return source.arguments(of: info).first { $0.key == key }
  }

  func labelRange(_ n: Int) -> TextRange {
    nodes[n].info?.labelRange ?? TextRange.empty(at: nodes[n].range.lowerBound)
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
  /// node was made, `NodeBuilder.mainAxis`).
  func mainAxis(_ n: Int) -> Axis? { nodes[n].mainAxis }

  /// True for linear layouts, tables and rows (which arrange like linear layouts).
  func isLinearLike(_ n: Int) -> Bool {
    // A switch: `[...].contains` built an array on every call, and the rules ask this for every element.
    switch nodes[n].kind {
    case .linear, .table, .row: return true
    default: return false
    }
  }

  /// The size value in effect on `axis`, defaults included: a non-root container without a size wraps.
  func effectiveSize(_ n: Int, _ axis: Axis) -> SizeValue? {
    let node = nodes[n]
    let written = axis == .horizontal ? node.props.width : node.props.height
    if node.kind.isContainer && node.parent >= 0 {
      guard var s = written else { return .wrap }
      if case .none = s.kind { s.kind = .wrap }
      return s
    }
    return written
  }

  /// True when node `n` computes its size on `axis` from its children.
  func wraps(_ n: Int, _ axis: Axis) -> Bool {
    let node = nodes[n]
    guard node.kind.isContainer else { return false }
    if node.kind == .row, let across = node.mainAxis, across == axis, rowStretches(n) { return false }
    // The size in effect wraps (`effectiveSize`: a non-root container without a size, or with bounds alone, wraps),
    // told by its kind.
    let written: Bool
    switch node.size(axis).kind {
    case .wrap: written = true
    case .unset, .none: written = false
    default: return false
    }
    if !written && node.parent < 0 { return false }
    // Without a size of its own, a container that its parent stretches does not wrap.
    return written || !stretchedByParent(n, axis)
  }

  /// True when the parent gives node `n` its size on `axis`: both margins in a frame, a relative layout that
  /// does not wrap, or across a linear layout; or a cross-axis `fill` gravity.
  func stretchedByParent(_ n: Int, _ axis: Axis) -> Bool {
    let parent = nodes[n].parent
    guard parent >= 0 else { return false }
    let (head, tail, _) = positions(n, axis)
    let linearCross = isLinearLike(parent) && mainAxis(parent) != axis
    if linearCross, gravity(parent, axis) == "fill" { return true }
    guard head != nil, tail != nil else { return false }
    switch nodes[parent].kind {
    case .frame: return true
    case .relative:
      // Bounds alone set no edge (TangramKit 1.4.2, code notes §9). TangramKit 1.4.2 clears a size between both
      // edges even where the layout wraps (code notes §5); MyLayout 2.0 keeps it there.
      return (environment.library == .tangramKit || !wraps(parent, axis)) && LibraryQuirk.setsEdge(head?.1)
        && LibraryQuirk.setsEdge(tail?.1)
    default: return linearCross
    }
  }

  /// True when node `n` has a size of its own on `axis` that a frame layout wrapping that axis keeps when both
  /// margins are set: under MyLayout 2.0 a number, `wrap`, or a reference to the view itself or a sibling; under
  /// TangramKit 1.4.2 none, both margins clear the size (code notes §4; the engine's `frameWrapKeepsSize`).
  func frameKeepsSize(_ n: Int, _ axis: Axis, library: TargetLibrary? = nil) -> Bool {
    guard (library ?? environment.library) == .myLayout else { return false }
    switch (axis == .horizontal ? nodes[n].props.width : nodes[n].props.height)?.kind {
    case .number?, .wrap?: return true
    case .reference(let r)?: return resolve(r.target, from: n) != .parent
    default: return false
    }
  }

  /// A row whose column size is average, fill or a count stretches across its table.
  func rowStretches(_ n: Int) -> Bool {
    let p = nodes[n].props
    if p.columnCount != nil { return true }
    switch p.columnSize?.kind {
    case .average?, .fill?, .weight?: return true
    default: return false
    }
  }

  /// The gravity of container `n` on `axis`.
  func gravity(_ n: Int, _ axis: Axis) -> String? {
    guard let g = nodes[n].props.gravity else { return nil }
    return axis == .horizontal ? g.horizontal?.rawValue : g.vertical?.rawValue
  }

  /// The position values of node `n` on `axis`: head (left/leading or top), tail (right/trailing or bottom),
  /// centre, each with the key it was written as.
  func positions(_ n: Int, _ axis: Axis) -> (
    head: (PropertyKey, PositionValue)?, tail: (PropertyKey, PositionValue)?, center: PositionValue?
  ) {
    let p = nodes[n].props
    // Only the values that are set are read (`setFields`): each getter copies its value out of the shared box, and
    // rules ask this of every element on both axes, most of which set no position on one of them.
    let set = p.setFields
    if axis == .horizontal {
      guard !set.isDisjoint(with: Self.horizontalPositions) else { return (nil, nil, nil) }
      let rtl = environment.rtl
      let head: (PropertyKey, PositionValue)? =
        set.contains(.leading)
        ? p.leading.map { (.leading, $0) }
        : rtl
          ? (set.contains(.right) ? p.right.map { (.right, $0) } : nil)
          : (set.contains(.left) ? p.left.map { (.left, $0) } : nil)
      let tail: (PropertyKey, PositionValue)? =
        set.contains(.trailing)
        ? p.trailing.map { (.trailing, $0) }
        : rtl
          ? (set.contains(.left) ? p.left.map { (.left, $0) } : nil)
          : (set.contains(.right) ? p.right.map { (.right, $0) } : nil)
      return (head, tail, set.contains(.centerX) ? p.centerX : nil)
    }
    guard !set.isDisjoint(with: Self.verticalPositions) else { return (nil, nil, nil) }
    return (
      set.contains(.top) ? p.top.map { (.top, $0) } : nil, set.contains(.bottom) ? p.bottom.map { (.bottom, $0) } : nil,
      set.contains(.centerY) ? p.centerY : nil
    )
  }

  static let horizontalPositions: PropertyFields = [.left, .right, .leading, .trailing, .centerX]
  static let verticalPositions: PropertyFields = [.top, .bottom, .centerY]

  /// The parent's inner size on `axis` (its frame minus padding), from the engine.
  func innerSize(_ n: Int, _ axis: Axis) -> Double? {
    guard let f = frame(n) else { return nil }
    let p = nodes[n].props
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
