// The keys of the model a written property sets, looked up by its name, and sets of them.

import TGLSemantics

extension PropertyKey {
  /// The model keys a written property sets: one table lookup (this runs for every property of every file).
  static func keys(forPropertyNamed name: String) -> KeySet { keysByName[name] ?? KeySet() }

  /// Each key by its own name, then the keys of every property of the specification by its name (a property named
  /// as a key sets just that key). `pathStart`, which the lowering reports as unknown, is still read as the key it
  /// names, as it always was.
  static let keysByName = SpellingTable<KeySet>(
    allCases.map { ($0.name, KeySet([$0])) } + PropertySpec.all.map { ($0.name, KeySet($0.keys)) })
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
