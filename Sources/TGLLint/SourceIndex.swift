// Where each element, property and `when` block of the model is written: the ranges rules report at.

import TGLSemantics
import TGLSyntax

/// A property of the model, as `Properties` stores it; shorthand such as `size` sets several. Backed by a small
/// integer, so that sets and comparisons of keys do not hash or compare strings.
enum PropertyKey: UInt8, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, centerX, centerY, baseline, width, height
  case visibility, alignment, intrinsic, frame, noLayout, reverseFloat, clearFloat
  case topPadding, leftPadding, bottomPadding, rightPadding, leadingPadding, trailingPadding, zeroPadding
  case vspace, hspace, gravity, reverseLayout, orientation, shrinkType
  case arrangedCount, pagedCount, autoArrange, arrangedGravity, lastlineGravityPolicy, noBoundaryLimit
  case columnSize, columnCount
  case pathEquation, pathOrigin, isMath, isReverse, pathStart, pathEnd, spaceType, distanceError
  case shares, background
  case text, font, lines

  static let names: [String] = [
    "left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "baseline", "width", "height",
    "visibility", "alignment", "intrinsic", "frame", "noLayout", "reverseFloat", "clearFloat",
    "topPadding", "leftPadding", "bottomPadding", "rightPadding", "leadingPadding", "trailingPadding", "zeroPadding",
    "vspace", "hspace", "gravity", "reverseLayout", "orientation", "shrinkType",
    "arrangedCount", "pagedCount", "autoArrange", "arrangedGravity", "lastlineGravityPolicy", "noBoundaryLimit",
    "columnSize", "columnCount",
    "pathEquation", "pathOrigin", "isMath", "isReverse", "pathStart", "pathEnd", "spaceType", "distanceError",
    "shares", "background",
    "text", "font", "lines",
  ]
  static let byName: [String: PropertyKey] = Dictionary(
    uniqueKeysWithValues: allCases.map { (names[Int($0.rawValue)], $0) })

  /// The number of keys (`allCases.count` without building the array).
  static let caseCount = names.count

  /// The model field's name (the written property name for all but the path and table keys).
  var name: String { Self.names[Int(rawValue)] }

  init?(name: String) {
    guard let key = Self.byName[name] else { return nil }
    self = key
  }

  /// The model keys a written property sets: one table lookup (this runs for every property of every file; the
  /// switch below, a string comparison per case, fills the table once).
  static func keys(forPropertyNamed name: String) -> [PropertyKey] { keysByName[name] ?? [] }

  static let keysByName: SpellingTable<[PropertyKey]> = {
    var table: [(name: String, value: [PropertyKey])] = []
    let shorthands = [
      "size", "rowHeight", "rowWidth", "margin", "horzMargin", "vertMargin", "padding", "space", "colWidth",
      "colHeight", "colCount", "polar", "rectangular", "parametric", "origin", "start", "end",
    ]
    for name in names + shorthands {
      let keys = computedKeys(forPropertyNamed: name)
      if !keys.isEmpty { table.append((name, keys)) }
    }
    return SpellingTable(table)
  }()

  static func computedKeys(forPropertyNamed name: String) -> [PropertyKey] {
    switch name {
    case "size": return [.width, .height]
    case "rowHeight": return [.height]
    case "rowWidth": return [.width]
    case "margin": return [.left, .right, .top, .bottom]
    case "horzMargin": return [.left, .right]
    case "vertMargin": return [.top, .bottom]
    case "padding": return [.topPadding, .leftPadding, .bottomPadding, .rightPadding]
    case "space": return [.vspace, .hspace]
    case "colWidth", "colHeight": return [.columnSize]
    case "colCount": return [.columnCount]
    case "polar", "rectangular", "parametric": return [.pathEquation]
    case "origin": return [.pathOrigin]
    case "start": return [.pathStart]
    case "end": return [.pathEnd]
    default: return PropertyKey(name: name).map { [$0] } ?? []
    }
  }

  /// The key of the position or size attribute `attribute`.
  init(_ attribute: Attribute) {
    self = PropertyKey(name: attribute.rawValue) ?? .left
  }
}

/// One written property: `name: value` (a class, so that rules pass it around without copying).
final class PropertyInfo: Sendable {
  let name: String
  let keys: [PropertyKey]
  /// The whole property, name to the end of the value.
  let range: TextRange
  let nameRange: TextRange
  /// The value (items and bounds); the property's range when the value is missing.
  let valueRange: TextRange
  /// The ranges of the two items of a value with exactly two (`40` and `wrap` in `size: 40, wrap`), the only
  /// items a rule reports at (kept as a pair, not an array per property: the index is built for every file).
  let itemPair: (first: TextRange, second: TextRange)?
  /// The ranges of `min X` / `max Y`, in order, with their kind.
  let bounds: [(isMinimum: Bool, range: TextRange)]
  let syntax: PropertySyntax

  init(
    name: String, keys: [PropertyKey], range: TextRange, nameRange: TextRange, valueRange: TextRange,
    itemPair: (first: TextRange, second: TextRange)?, bounds: [(isMinimum: Bool, range: TextRange)],
    syntax: PropertySyntax
  ) {
    self.name = name
    self.keys = keys
    self.range = range
    self.nameRange = nameRange
    self.valueRange = valueRange
    self.itemPair = itemPair
    self.bounds = bounds
    self.syntax = syntax
  }

  /// The range of the part of the value that sets `key` (an item of `size`, else the whole value).
  func valueRange(of key: PropertyKey) -> TextRange {
    if name == "size", let itemPair {
      if key == .width { return itemPair.first }
      if key == .height { return itemPair.second }
    }
    return valueRange
  }
}

/// A `when` block as written.
struct VariantInfo: Sendable {
  var range: TextRange
  /// From `when` to the end of the condition.
  var headerRange: TextRange
  var properties: [PropertyInfo]
  var syntax: VariantSyntax
}

/// An element as written (a class, so that nodes share it).
final class ElementInfo: Sendable {
  let syntax: ElementSyntax
  let range: TextRange
  let kindRange: TextRange
  let nameRange: TextRange?
  /// The name token if there is one, else the kind token: where findings about the whole element go.
  var labelRange: TextRange { nameRange ?? kindRange }
  /// Header arguments with the key each sets (`orientation`, `arrangedCount`, `shares`).
  let arguments: [(key: PropertyKey?, range: TextRange)]
  let properties: [PropertyInfo]
  let variants: [VariantInfo]
  /// The number of child elements written in the block (not in `when` blocks).
  let childCount: Int

  init(
    syntax: ElementSyntax, range: TextRange, kindRange: TextRange, nameRange: TextRange?,
    arguments: [(key: PropertyKey?, range: TextRange)], properties: [PropertyInfo], variants: [VariantInfo],
    childCount: Int
  ) {
    self.syntax = syntax
    self.range = range
    self.kindRange = kindRange
    self.nameRange = nameRange
    self.arguments = arguments
    self.properties = properties
    self.variants = variants
    self.childCount = childCount
  }

  /// The last written property of the block that sets `key`.
  func property(_ key: PropertyKey) -> PropertyInfo? { properties.last { $0.keys.contains(key) } }

  func variant(at start: Int) -> VariantInfo? { variants.first { $0.range.start == start } }
}

/// The syntax of every element of a file, found by the start of its range (`Element.range.lowerBound`).
struct SourceIndex: Sendable {
  /// Every element in document order (an element before the elements of its block), so that their starts ascend:
  /// found by a binary search, with no table to hash into.
  let elements: [ElementInfo]
  let tree: SyntaxTree

  init(_ parse: ParseResult) {
    let tree = parse.tree
    self.tree = tree
    // A slot per element, taken when the walk reaches it and filled when its block has been read.
    var slots: [ElementInfo?] = []
    slots.reserveCapacity(tree.nodeCount / 8)
    var pending: [PropertyInfo] = []
    parse.root.forEachChild { child in
      if case .node(let node) = child, node.kind == .element { Self.add(node, tree, &slots, &pending) }
    }
    elements = slots.compactMap { $0 }
  }

  /// Where a walk in document order has got to in `elements`.
  struct Cursor {
    var next = 0
  }

  /// `self[element]` for the element starting at `start`, for a walk in document order: the cursor moves forward
  /// past the elements it passes, so that each lookup costs a comparison or two instead of a binary search.
  func info(at start: Int, _ cursor: inout Cursor) -> ElementInfo? {
    // Behind the cursor (not document order after all): search.
    if cursor.next > 0, elements[cursor.next - 1].range.start > start { return info(at: start) }
    while cursor.next < elements.count, elements[cursor.next].range.start <= start { cursor.next += 1 }
    return cursor.next > 0 && elements[cursor.next - 1].range.start == start ? elements[cursor.next - 1] : nil
  }

  subscript(element: Element) -> ElementInfo? { info(at: element.range.lowerBound) }

  /// The element written at `start`; of two at one start (an empty element left by a syntax error and
  /// the sibling after it), the later one.
  func info(at start: Int) -> ElementInfo? {
    var low = 0
    var high = elements.count
    while low < high {
      let middle = (low + high) / 2
      if elements[middle].range.start <= start { low = middle + 1 } else { high = middle }
    }
    return low > 0 && elements[low - 1].range.start == start ? elements[low - 1] : nil
  }

  /// Indexes an element node and the elements in its block. One pass over each node's children: the typed
  /// views allocate arrays on every call, and this runs for every element of every file.
  /// `pending` is a stack shared by the whole walk: an element's properties are gathered on it and copied into an
  /// array of their exact size (appending to a fresh array grew it, and reallocated, two or three times per element).
  private static func add(
    _ node: SyntaxNode, _ tree: SyntaxTree, _ slots: inout [ElementInfo?], _ pending: inout [PropertyInfo]
  ) {
    let slot = slots.count
    slots.append(nil)
    // The kind and the name: the first two identifiers (two optionals, not an array per element).
    var kindToken: SyntaxToken?
    var nameToken: SyntaxToken?
    var argumentList: SyntaxNode?
    var block: SyntaxNode?
    node.forEachChild { child in
      switch child {
      case .token(let token):
        guard token.kind == .identifier, nameToken == nil else { return }
        if kindToken == nil { kindToken = token } else { nameToken = token }
      case .node(let inner):
        if inner.kind == .argumentList { argumentList = inner } else if inner.kind == .block { block = inner }
      }
    }
    let kindRange = kindToken?.range ?? node.range
    let kind = kindToken.flatMap { ElementKind(spelling: $0.bytes) }
    var arguments: [(key: PropertyKey?, range: TextRange)] = []
    if argumentList != nil {
      for argument in ElementSyntax(node).arguments {
        var key: PropertyKey?
        if case .name = argument.shape {
          key = .orientation
        } else if kind == .spacer {
          key = .shares
        } else if kind == .flow {
          key = .arrangedCount
        }
        arguments.append((key, argument.range))
      }
    }
    let base = pending.count
    var variants: [VariantInfo] = []
    var childCount = 0
    // Child nodes only: a block's tokens are its braces and the whitespace and newlines between members, and a
    // closure call per token cost more than the members themselves.
    block?.forEachChildNode { member in
      switch member.kind {
      case .property: pending.append(Self.property(member))
      case .element:
        childCount += 1
        // Leaves `pending` as it found it.
        add(member, tree, &slots, &pending)
      case .variant: variants.append(variant(member, tree))
      default: break
      }
    }
    let properties = Array(pending[base...])
    pending.removeSubrange(base...)
    slots[slot] = ElementInfo(
      syntax: ElementSyntax(node), range: node.range, kindRange: kindRange,
      nameRange: nameToken?.range, arguments: arguments, properties: properties, variants: variants,
      childCount: childCount)
  }

  private static func variant(_ node: SyntaxNode, _ tree: SyntaxTree) -> VariantInfo {
    var block: SyntaxNode?
    node.forEachChildNode { inner in
      if inner.kind == .block { block = inner }
    }
    var properties: [PropertyInfo] = []
    block?.forEachChildNode { member in
      if member.kind == .property { properties.append(Self.property(member)) }
    }
    let header = TextRange(start: node.range.start, end: block?.range.start ?? node.range.end)
    return VariantInfo(
      range: node.range, headerRange: Self.trimmed(header, in: tree), properties: properties,
      syntax: VariantSyntax(node))
  }

  static func property(_ node: SyntaxNode) -> PropertyInfo {
    var nameToken: SyntaxToken?
    var valueNode: SyntaxNode?
    var endsWithSemicolon = false
    node.forEachChild { child in
      switch child {
      case .token(let token):
        if token.kind.isTrivia { return }
        if nameToken == nil && token.kind == .identifier { nameToken = token }
        endsWithSemicolon = token.kind == .semicolon
      case .node(let inner):
        if inner.kind == .value && valueNode == nil { valueNode = inner }
        endsWithSemicolon = false
      }
    }
    var itemCount = 0
    var first = TextRange.empty(at: 0)
    var second = first
    var bounds: [(isMinimum: Bool, range: TextRange)] = []
    let bytes = node.tree.bytes
    valueNode?.forEachChildNode { inner in
      if inner.kind == .bound {
        let start = inner.range.start
        let isMinimum =
          start + 3 <= bytes.count && bytes[start] == 0x6D && bytes[start + 1] == 0x69 && bytes[start + 2] == 0x6E
        bounds.append((isMinimum, inner.range))
      } else if inner.kind.isExpression {
        if itemCount == 0 { first = inner.range } else if itemCount == 1 { second = inner.range }
        itemCount += 1
      }
    }
    let name = nameToken?.text ?? ""
    var range = node.range
    // The property ends with its value; a `;` after it belongs to the block.
    if endsWithSemicolon {
      range = TextRange(start: range.start, end: valueNode?.range.end ?? nameToken?.range.end ?? range.end)
    }
    return PropertyInfo(
      name: name, keys: PropertyKey.keys(forPropertyNamed: name), range: range,
      nameRange: nameToken?.range ?? node.range, valueRange: valueNode?.range ?? node.range,
      itemPair: itemCount == 2 ? (first, second) : nil,
      bounds: bounds, syntax: PropertySyntax(node))
  }

  /// `range` without trailing whitespace.
  static func trimmed(_ range: TextRange, in tree: SyntaxTree) -> TextRange {
    var end = range.end
    while end > range.start, [0x20, 0x09, 0x0A, 0x0D].contains(tree.bytes[end - 1]) { end -= 1 }
    return TextRange(start: range.start, end: end)
  }
}
