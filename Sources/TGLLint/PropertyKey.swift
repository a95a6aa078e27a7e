// The keys of the model a written property sets, and sets of them.

import TGLSemantics

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
  case insetsPaddingFromSafeArea, insetLandscapeFringePadding

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
    "insetsPaddingFromSafeArea", "insetLandscapeFringePadding",
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
  static func keys(forPropertyNamed name: String) -> KeySet { keysByName[name] ?? KeySet() }

  static let keysByName: SpellingTable<KeySet> = {
    var table: [(name: String, value: KeySet)] = []
    let shorthands = [
      "size", "rowHeight", "rowWidth", "margin", "horzMargin", "vertMargin", "padding", "space", "colWidth",
      "colHeight", "colCount", "polar", "rectangular", "parametric", "origin", "start", "end",
    ]
    for name in names + shorthands {
      let keys = computedKeys(forPropertyNamed: name)
      if !keys.isEmpty { table.append((name, KeySet(keys))) }
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

/// The keys one written property sets, as bits of a word (`PropertyKey` has fewer than 64 cases): the index keeps one
/// per property, and an array per property cost an allocation, or a retain and a release, each time one was built
/// or copied. Iterated in ascending raw value, which is the order of every shorthand's keys (`margin` sets left,
/// right, top, bottom), so that code reading the keys in order sees them as the arrays gave them.
struct KeySet: Sequence, Hashable, Sendable, ExpressibleByArrayLiteral {
  private(set) var bits: UInt64 = 0

  init() {}

  init(arrayLiteral keys: PropertyKey...) { self.init(keys) }

  init(_ keys: some Sequence<PropertyKey>) {
    for key in keys { bits |= 1 << UInt64(key.rawValue) }
  }

  var isEmpty: Bool { bits == 0 }
  var count: Int { bits.nonzeroBitCount }
  func contains(_ key: PropertyKey) -> Bool { bits & (1 << UInt64(key.rawValue)) != 0 }

  struct Iterator: IteratorProtocol {
    var rest: UInt64

    mutating func next() -> PropertyKey? {
      guard rest != 0 else { return nil }
      let raw = rest.trailingZeroBitCount
      rest &= rest - 1
      return PropertyKey(rawValue: UInt8(raw))
    }
  }

  func makeIterator() -> Iterator { Iterator(rest: bits) }
  var underestimatedCount: Int { count }
}
