// Where each element, property and `when` block of the model is written: the ranges rules report at.

import TGLSemantics
import TGLSyntax

/// One written property: `name: value`. A value with no references (keys as bits, ranges, node and bound indices):
/// the index holds one per property of the file, and an object per property (with its name, an array of keys and
/// the syntax node's tree, each retained and released) cost more to build and free than the rules spent reading
/// them. What rules read only where they report (the name, the bounds, the syntax) is found through the
/// `SourceIndex`.
struct PropertyInfo: Sendable {
  let keys: KeySet
  /// The whole property, name to the end of the value.
  let range: TextRange
  /// The name token; the property's range when there is none.
  let nameRange: TextRange
  /// The value (items and bounds); the property's range when the value is missing.
  let valueRange: TextRange
  /// The ranges of the two items of a value with exactly two (`40` and `wrap` in `size: 40, wrap`), the only
  /// items a rule reports at (kept as a pair, not an array per property: the index is built for every file).
  let itemPair: (first: TextRange, second: TextRange)?
  /// The property's `min X` / `max Y` are `SourceIndex.bounds[boundsStart..<boundsEnd]`.
  let boundsStart: Int32
  let boundsEnd: Int32
  /// The property's syntax node (`SyntaxNode.index`): which property this is, and where `SourceIndex.syntax(of:)`
  /// finds its node again.
  let node: Int32
  let hasName: Bool

  /// The number of `min` / `max` bounds in the value.
  var boundCount: Int { Int(boundsEnd - boundsStart) }

  /// The range of the part of the value that sets `key` (an item of `size`, else the whole value). `size` is the
  /// only property name whose keys are width and height.
  func valueRange(of key: PropertyKey) -> TextRange {
    if keys == Self.sizeKeys, let itemPair {
      if key == .width { return itemPair.first }
      if key == .height { return itemPair.second }
    }
    return valueRange
  }

  private static let sizeKeys = KeySet([.width, .height])
}

/// A `when` block as written. Its properties are `SourceIndex.properties[propertiesStart..<propertiesEnd]`.
struct VariantInfo: Sendable {
  var range: TextRange
  /// From `when` to the end of the condition.
  var headerRange: TextRange
  var propertiesStart: Int32
  var propertiesEnd: Int32
  var syntax: VariantSyntax
}

/// An element as written: a value of ranges and index ranges into the index's flat arrays (`SourceIndex.properties`,
/// `variants`, `arguments`), read through the `SourceIndex`. An object per element, with an array of its properties
/// each, cost an allocation or two per element to build and as many to free, for every file.
struct ElementInfo: Sendable {
  let range: TextRange
  let kindRange: TextRange
  /// The name token; `kindRange` when there is none (`hasName` says which).
  let nameOrKindRange: TextRange
  let hasName: Bool
  /// The element's own properties: `SourceIndex.properties[propertiesStart..<propertiesEnd]`.
  let propertiesStart: Int32
  let propertiesEnd: Int32
  /// Its `when` blocks: `SourceIndex.variants[variantsStart..<variantsEnd]`.
  let variantsStart: Int32
  let variantsEnd: Int32
  /// Its header arguments: `SourceIndex.arguments[argumentsStart..<argumentsEnd]`.
  let argumentsStart: Int32
  let argumentsEnd: Int32
  /// The number of child elements written in the block (not in `when` blocks).
  let childCount: Int32
  /// True when a property of the element's block or of one of its `when` blocks has a `min` or a `max`: only
  /// such an element can have a value with bounds (the rules that compare bounds skip the others).
  let hasBounds: Bool

  var nameRange: TextRange? { hasName ? nameOrKindRange : nil }
  /// The name token if there is one, else the kind token: where findings about the whole element go.
  var labelRange: TextRange { nameOrKindRange }
  var hasProperties: Bool { propertiesEnd > propertiesStart }
  var hasVariants: Bool { variantsEnd > variantsStart }
  var variantCount: Int { Int(variantsEnd - variantsStart) }

  /// Where a use is written, without its block and header: what an element of the use's component's tree other than
  /// its root has in the using file (issue 29): findings about it go to the use's name, its written properties are
  /// in the component's file.
  var placeOnly: ElementInfo {
    ElementInfo(
      range: range, kindRange: kindRange, nameOrKindRange: nameOrKindRange, hasName: hasName, propertiesStart: 0,
      propertiesEnd: 0, variantsStart: 0, variantsEnd: 0, argumentsStart: 0, argumentsEnd: 0, childCount: 0,
      hasBounds: false)
  }
}

/// The syntax of every element of a file, found by the start of its range (`Element.range.lowerBound`).
struct SourceIndex: Sendable {
  /// Every element in document order (an element before the elements of its block), so that their starts ascend:
  /// found by a binary search, with no table to hash into.
  let elements: [ElementInfo]
  /// Every written property of the file: each element's and each `when` block's a contiguous run.
  let properties: [PropertyInfo]
  let variants: [VariantInfo]
  /// Header arguments with the key each sets (`orientation`, `arrangedCount`, `shares`).
  let arguments: [(key: PropertyKey?, range: TextRange)]
  /// The `min X` / `max Y` of every property, with their kind, in document order (`PropertyInfo.boundsStart`).
  let bounds: [(isMinimum: Bool, range: TextRange)]
  let tree: SyntaxTree

  init(_ parse: ParseResult) {
    let table = SyntaxNodeTable(parse.tree)
    var builder = Builder(tree: parse.tree, table: table)
    let root = table.root
    table.forEachChild(of: root) { child in
      if table.kind(of: child) == .element { builder.add(child) }
    }
    tree = parse.tree
    elements = builder.elements
    properties = builder.properties
    variants = builder.variants
    arguments = builder.arguments
    bounds = builder.bounds
  }

  /// The element's own written properties, in order.
  func properties(of element: ElementInfo) -> ArraySlice<PropertyInfo> {
    properties[Int(element.propertiesStart)..<Int(element.propertiesEnd)]
  }

  /// The `when` block's written properties, in order.
  func properties(of variant: VariantInfo) -> ArraySlice<PropertyInfo> {
    properties[Int(variant.propertiesStart)..<Int(variant.propertiesEnd)]
  }

  func variants(of element: ElementInfo) -> ArraySlice<VariantInfo> {
    variants[Int(element.variantsStart)..<Int(element.variantsEnd)]
  }

  func arguments(of element: ElementInfo) -> ArraySlice<(key: PropertyKey?, range: TextRange)> {
    arguments[Int(element.argumentsStart)..<Int(element.argumentsEnd)]
  }

  /// The last written property of the element's own block that sets `key`.
  func property(_ key: PropertyKey, of element: ElementInfo) -> PropertyInfo? {
    lastProperty(key, Int(element.propertiesStart), Int(element.propertiesEnd))
  }

  /// The last written property of the `when` block that sets `key`.
  func property(_ key: PropertyKey, of variant: VariantInfo) -> PropertyInfo? {
    lastProperty(key, Int(variant.propertiesStart), Int(variant.propertiesEnd))
  }

  private func lastProperty(_ key: PropertyKey, _ start: Int, _ end: Int) -> PropertyInfo? {
    var i = end
    while i > start {
      i -= 1
      if properties[i].keys.contains(key) { return properties[i] }
    }
    return nil
  }

  /// The element's `when` block written at `start`.
  func variant(at start: Int, of element: ElementInfo) -> VariantInfo? {
    for v in Int(element.variantsStart)..<Int(element.variantsEnd) where variants[v].range.start == start {
      return variants[v]
    }
    return nil
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

  /// The property's name as written ("" without a name token).
  func name(of property: PropertyInfo) -> String { property.hasName ? tree.text(of: property.nameRange) : "" }

  /// The value of the property's name in `table`, looked up by the name's bytes (no `String`).
  func lookUp<Value>(_ property: PropertyInfo, in table: SpellingTable<Value>) -> Value? {
    tree.bytes.withUnsafeBufferPointer { lookUp(property, in: table, bytes: $0) }
  }

  /// `lookUp(_:in:)` in the file's `bytes`, read once by a caller that looks up many properties.
  func lookUp<Value>(_ property: PropertyInfo, in table: SpellingTable<Value>, bytes: UnsafeBufferPointer<UInt8>)
    -> Value?
  {
    let range = property.hasName ? property.nameRange : TextRange.empty(at: 0)
    return table[bytes: UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])]
  }

  /// The property's `min X` / `max Y`, in order, with their kind.
  func bounds(of property: PropertyInfo) -> ArraySlice<(isMinimum: Bool, range: TextRange)> {
    bounds[Int(property.boundsStart)..<Int(property.boundsEnd)]
  }

  /// The property's syntax node, found from the root: nodes are numbered in preorder, so the child holding node
  /// `property.node` is the last child numbered at most that. Rules ask for it only where they report.
  func syntax(of property: PropertyInfo) -> PropertySyntax {
    let target = Int(property.node)
    var node = tree.root
    while node.index != target {
      var next: SyntaxNode?
      node.forEachChildNode { child in
        if child.index <= target { next = child }
      }
      guard let next else { break }
      node = next
    }
    return PropertySyntax(node)
  }

  /// Indexes a file's elements in one walk, over the tree's nodes by number (`SyntaxNodeTable`): this runs for every
  /// element of every file, and the typed views allocate arrays on every call, a node cursor per child retains the
  /// tree, and a closure per child costs a call across the module.
  private struct Builder {
    let tree: SyntaxTree
    let table: SyntaxNodeTable
    var elements: [ElementInfo] = []
    var properties: [PropertyInfo] = []
    var variants: [VariantInfo] = []
    var arguments: [(key: PropertyKey?, range: TextRange)] = []
    /// A stack shared by the whole walk: an element's properties are gathered on it (its children's come between
    /// them in the walk) and copied to `properties` as one run when its block has been read.
    var pending: [PropertyInfo] = []
    /// A stack shared by the whole walk: an element's `when` blocks, gathered as `pending` is.
    var pendingVariants: [VariantInfo] = []
    var bounds: [(isMinimum: Bool, range: TextRange)] = []

    init(tree: SyntaxTree, table: SyntaxNodeTable) {
      self.tree = tree
      self.table = table
      elements.reserveCapacity(tree.nodeCount / 8)
      properties.reserveCapacity(tree.nodeCount / 4)
    }

    /// Indexes element node `node` and the elements in its block.
    mutating func add(_ node: Int) {
      // The element's slot, taken when the walk reaches it (document order) and filled when its block has been
      // read.
      let slot = elements.count
      let range = table.range(of: node)
      let empty = TextRange.empty(at: 0)
      elements.append(
        ElementInfo(
          range: range, kindRange: empty, nameOrKindRange: empty, hasName: false, propertiesStart: 0, propertiesEnd: 0,
          variantsStart: 0, variantsEnd: 0, argumentsStart: 0, argumentsEnd: 0, childCount: 0, hasBounds: false))
      // The kind and the name: the first two identifiers among the element's own tokens.
      let kindToken = table.token(of: node, .identifier)
      let nameToken = kindToken == nil ? nil : table.token(of: node, .identifier, skipping: 1)
      // The argument list and the block as `ElementSyntax` reads them (the first of each; the grammar writes at most
      // one), in one walk of the children.
      var argumentList: Int?
      var block: Int?
      table.forEachChild(of: node) { inner in
        switch table.kind(of: inner) {
        case .argumentList where argumentList == nil: argumentList = inner
        case .block where block == nil: block = inner
        default: break
        }
      }
      let kindRange = kindToken.map { table.range(ofToken: $0) } ?? range
      let kind = kindToken == nil ? nil : ElementKind(spelling: tree.bytes[kindRange.start..<kindRange.end])
      let argumentsStart = arguments.count
      if let argumentList {
        table.forEachChild(of: argumentList) { argument in
          if table.kind(of: argument).isExpression {
            var key: PropertyKey?
            // A bare name: the orientation.
            if table.isBareName(argument) {
              key = .orientation
            } else if kind == .spacer {
              key = .shares
            } else if kind == .flow {
              key = .arrangedCount
            }
            arguments.append((key, table.range(of: argument)))
          }
        }
      }
      // Before the block: its elements' arguments come after these.
      let argumentsEnd = arguments.count
      let base = pending.count
      let variantBase = pendingVariants.count
      var childCount: Int32 = 0
      var hasBounds = false
      // Child nodes only: a block's tokens are its braces and the whitespace and newlines between members.
      if let block {
        table.forEachChild(of: block) { member in
          switch table.kind(of: member) {
          case .property: if let p = property(member) { pending.append(p) }
          case .element:
            childCount += 1
            // Leaves `pending` and `pendingVariants` as it found them.
            add(member)
          case .variant:
            // A block holds no elements: the bounds added while reading it are its properties'.
            let boundsBefore = bounds.count
            pendingVariants.append(variant(member))
            hasBounds = hasBounds || bounds.count > boundsBefore
          default: break
          }
        }
      }
      // The element's run of properties after its descendants' (document order is not needed: rules read an
      // element's run, in the order written).
      // By index: a slice of `pending` retained its buffer (and released it), twice per element.
      let propertiesStart = properties.count
      for p in base..<pending.count {
        hasBounds = hasBounds || pending[p].boundCount > 0
        properties.append(pending[p])
      }
      pending.removeLast(pending.count - base)
      let variantsStart = variants.count
      for v in variantBase..<pendingVariants.count { variants.append(pendingVariants[v]) }
      pendingVariants.removeLast(pendingVariants.count - variantBase)
      elements[slot] = ElementInfo(
        range: range, kindRange: kindRange, nameOrKindRange: nameToken.map { table.range(ofToken: $0) } ?? kindRange,
        hasName: nameToken != nil, propertiesStart: Int32(propertiesStart), propertiesEnd: Int32(properties.count),
        variantsStart: Int32(variantsStart), variantsEnd: Int32(variants.count), argumentsStart: Int32(argumentsStart),
        argumentsEnd: Int32(argumentsEnd), childCount: childCount,
        hasBounds: hasBounds)
    }

    /// A `when` block; its properties go straight to `properties` (a block holds no elements).
    private mutating func variant(_ node: Int) -> VariantInfo {
      // The block as `VariantSyntax` reads it.
      let block = table.child(of: node, .block)
      let start = properties.count
      if let block {
        table.forEachChild(of: block) { member in
          if table.kind(of: member) == .property, let p = property(member) { properties.append(p) }
        }
      }
      let range = table.range(of: node)
      let header = TextRange(start: range.start, end: block.map { table.range(of: $0).start } ?? range.end)
      return VariantInfo(
        range: range, headerRange: SourceIndex.trimmed(header, in: tree), propertiesStart: Int32(start),
        propertiesEnd: Int32(properties.count), syntax: VariantSyntax(tree.node(node)))
    }

    /// Nil for a use's override of a child (`title.lines: 2`): the child's property, not the element's (issue 29).
    private mutating func property(_ node: Int) -> PropertyInfo? {
      // The name is the first identifier among the property's own tokens, the value its first `value` node.
      let nameRange = table.token(of: node, .identifier).map { table.range(ofToken: $0) }
      let valueNode = table.child(of: node, .value)
      let valueRange = valueNode.map { table.range(of: $0) }
      let nodeRange = table.range(of: node)
      var range = nodeRange
      return tree.bytes.withUnsafeBufferPointer { bytes -> PropertyInfo? in
        if let end = nameRange?.end, end < bytes.count, bytes[end] == 0x2E { return nil }
        // The property ends with its value; a `;` after it belongs to the block. Only a property with a `;` byte in
        // it can end with one: the others skip the walk over its tokens (whitespace included).
        var mayEndWithSemicolon = false
        for offset in range.start..<range.end where bytes[offset] == 0x3B {
          mayEndWithSemicolon = true
          break
        }
        if mayEndWithSemicolon, table.endsWithToken(node, .semicolon) {
          range = TextRange(start: range.start, end: valueRange?.end ?? nameRange?.end ?? range.end)
        }
        var itemCount = 0
        var first = TextRange.empty(at: 0)
        var second = first
        let boundsStart = bounds.count
        if let valueNode {
          table.forEachChild(of: valueNode) { inner in
            let kind = table.kind(of: inner)
            if kind == .bound {
              let innerRange = table.range(of: inner)
              let start = innerRange.start
              let isMinimum =
                start + 3 <= bytes.count && bytes[start] == 0x6D && bytes[start + 1] == 0x69 && bytes[start + 2] == 0x6E
              bounds.append((isMinimum, innerRange))
            } else if kind.isExpression {
              if itemCount == 0 {
                first = table.range(of: inner)
              } else if itemCount == 1 {
                second = table.range(of: inner)
              }
              itemCount += 1
            }
          }
        }
        // The keys looked up by the name's bytes (no `String` per property).
        var keys = KeySet()
        if let nameRange {
          let name = UnsafeBufferPointer(rebasing: bytes[nameRange.start..<nameRange.end])
          keys = PropertyKey.keysByName[bytes: name] ?? KeySet()
        }
        return PropertyInfo(
          keys: keys, range: range, nameRange: nameRange ?? nodeRange,
          valueRange: valueRange ?? nodeRange, itemPair: itemCount == 2 ? (first, second) : nil,
          boundsStart: Int32(boundsStart), boundsEnd: Int32(bounds.count), node: Int32(node),
          hasName: nameRange != nil)
      }
    }
  }

  /// `range` without trailing whitespace.
  static func trimmed(_ range: TextRange, in tree: SyntaxTree) -> TextRange {
    var end = range.end
    while end > range.start, [0x20, 0x09, 0x0A, 0x0D].contains(tree.bytes[end - 1]) { end -= 1 }
    return TextRange(start: range.start, end: end)
  }
}
