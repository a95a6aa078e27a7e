// Where each element, property and `when` block of the model is written: the ranges rules report at.

import TGLSemantics
import TGLSyntax

/// A property of the model, as `Properties` stores it; shorthand such as `size` sets several.
enum PropertyKey: String, Hashable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, centerX, centerY, baseline, width, height
  case visibility, alignment, intrinsic, frame, noLayout, reverseFloat, clearFloat
  case topPadding, leftPadding, bottomPadding, rightPadding, leadingPadding, trailingPadding, zeroPadding
  case vspace, hspace, gravity, reverseLayout, orientation, shrinkType
  case arrangedCount, pagedCount, autoArrange, arrangedGravity, lastlineGravityPolicy, noBoundaryLimit
  case columnSize, columnCount
  case pathEquation, pathOrigin, isMath, isReverse, pathStart, pathEnd, spaceType
  case shares, background

  /// The model keys a written property sets.
  static func keys(forPropertyNamed name: String) -> [PropertyKey] {
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
    default: return PropertyKey(rawValue: name).map { [$0] } ?? []
    }
  }

  /// The key of the position or size attribute `attribute`.
  init(_ attribute: Attribute) {
    self = PropertyKey(rawValue: attribute.rawValue) ?? .left
  }
}

/// One written property: `name: value`.
struct PropertyInfo: Sendable {
  var name: String
  var keys: [PropertyKey]
  /// The whole property, name to the end of the value.
  var range: TextRange
  var nameRange: TextRange
  /// The value (items and bounds); the property's range when the value is missing.
  var valueRange: TextRange
  /// The ranges of the value's items (`40` and `wrap` in `size: 40, wrap`).
  var itemRanges: [TextRange]
  /// The ranges of `min X` / `max Y`, in order, with their kind.
  var bounds: [(isMinimum: Bool, range: TextRange)]
  var syntax: PropertySyntax

  /// The range of the part of the value that sets `key` (an item of `size`, else the whole value).
  func valueRange(of key: PropertyKey) -> TextRange {
    if name == "size", itemRanges.count == 2 {
      if key == .width { return itemRanges[0] }
      if key == .height { return itemRanges[1] }
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

/// An element as written.
struct ElementInfo: Sendable {
  var syntax: ElementSyntax
  var range: TextRange
  var kindRange: TextRange
  var nameRange: TextRange?
  /// The name token if there is one, else the kind token: where findings about the whole element go.
  var labelRange: TextRange { nameRange ?? kindRange }
  /// Header arguments with the key each sets (`orientation`, `arrangedCount`, `shares`).
  var arguments: [(key: PropertyKey?, range: TextRange)]
  var properties: [PropertyInfo]
  var variants: [VariantInfo]
  /// Child elements written in the block (not in `when` blocks).
  var childRanges: [TextRange]

  /// The last written property of the block that sets `key`.
  func property(_ key: PropertyKey) -> PropertyInfo? { properties.last { $0.keys.contains(key) } }

  func variant(at start: Int) -> VariantInfo? { variants.first { $0.range.start == start } }
}

/// The syntax of every element of a file, found by the start of its range (`Element.range.lowerBound`).
struct SourceIndex: Sendable {
  var elements: [Int: ElementInfo] = [:]
  let tree: SyntaxTree

  init(_ parse: ParseResult) {
    tree = parse.tree
    for element in parse.sourceFile.elements { add(element) }
  }

  subscript(element: Element) -> ElementInfo? { elements[element.range.lowerBound] }

  private mutating func add(_ element: ElementSyntax) {
    let kindRange = element.kindToken?.range ?? element.range
    var info = ElementInfo(
      syntax: element, range: element.range, kindRange: kindRange, nameRange: element.nameToken?.range,
      arguments: [], properties: [], variants: [], childRanges: [])
    let kind = ElementKind(rawValue: element.kind)
    for argument in element.arguments {
      var key: PropertyKey?
      if case .name = argument.shape {
        key = .orientation
      } else if kind == .spacer {
        key = .shares
      } else if kind == .flow {
        key = .arrangedCount
      }
      info.arguments.append((key, argument.range))
    }
    for member in element.block?.members ?? [] {
      switch member {
      case .property(let property): info.properties.append(Self.property(property))
      case .element(let child):
        info.childRanges.append(child.range)
        add(child)
      case .variant(let variant):
        let properties = variant.block?.properties.map(Self.property) ?? []
        let header = TextRange(start: variant.range.start, end: variant.block?.range.start ?? variant.range.end)
        info.variants.append(
          VariantInfo(range: variant.range, headerRange: Self.trimmed(header, in: tree), properties: properties, syntax: variant))
      }
    }
    elements[element.range.start] = info
  }

  static func property(_ syntax: PropertySyntax) -> PropertyInfo {
    let name = syntax.name
    let value = syntax.value
    return PropertyInfo(
      name: name, keys: PropertyKey.keys(forPropertyNamed: name), range: syntax.range,
      nameRange: syntax.nameToken?.range ?? syntax.range, valueRange: value?.range ?? syntax.range,
      itemRanges: value?.items.map(\.range) ?? [],
      bounds: value?.bounds.map { ($0.isMinimum, $0.range) } ?? [], syntax: syntax)
  }

  /// `range` without trailing whitespace.
  static func trimmed(_ range: TextRange, in tree: SyntaxTree) -> TextRange {
    var end = range.end
    while end > range.start, [0x20, 0x09, 0x0A, 0x0D].contains(tree.bytes[end - 1]) { end -= 1 }
    return TextRange(start: range.start, end: end)
  }
}
