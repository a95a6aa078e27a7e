// A set of the model's property keys as the bits of one word.

/// Keys of the model, one bit per key's raw value (`PropertyKey` has fewer than 64 cases). The merge of an element's
/// styles asks which keys a set holds for every layer: a word costs no allocation and no hashing, where an array or a
/// `Set` of keys cost both. Iterated in ascending raw value.
public struct PropertyKeySet: Sequence, Hashable, Sendable, ExpressibleByArrayLiteral {
  public var bits: UInt64

  @inlinable public init() { bits = 0 }
  @inlinable public init(bits: UInt64) { self.bits = bits }
  @inlinable public init(arrayLiteral keys: PropertyKey...) { self.init(keys) }
  @inlinable public init(_ keys: some Sequence<PropertyKey>) {
    bits = 0
    for key in keys { insert(key) }
  }

  @inlinable public var isEmpty: Bool { bits == 0 }
  @inlinable public var count: Int { bits.nonzeroBitCount }
  @inlinable public func contains(_ key: PropertyKey) -> Bool { bits & Self.bit(key) != 0 }
  @inlinable public mutating func insert(_ key: PropertyKey) { bits |= Self.bit(key) }
  @inlinable public mutating func remove(_ key: PropertyKey) { bits &= ~Self.bit(key) }
  @inlinable public func union(_ other: PropertyKeySet) -> PropertyKeySet {
    PropertyKeySet(bits: bits | other.bits)
  }
  @inlinable public func intersection(_ other: PropertyKeySet) -> PropertyKeySet {
    PropertyKeySet(bits: bits & other.bits)
  }
  @inlinable public func subtracting(_ other: PropertyKeySet) -> PropertyKeySet {
    PropertyKeySet(bits: bits & ~other.bits)
  }

  /// The bit of the key with the lowest raw value (0 for an empty set): every key of a set whose bits are below it
  /// comes before every key of this one.
  @inlinable var lowestBit: UInt64 { bits & (0 &- bits) }

  /// How many keys of the set come before `key` in raw value order: where `PropertyMap` keeps `key`'s value.
  @inlinable func rank(of key: PropertyKey) -> Int { (bits & (Self.bit(key) &- 1)).nonzeroBitCount }

  @inlinable static func bit(_ key: PropertyKey) -> UInt64 { 1 << UInt64(key.rawValue) }

  public struct Iterator: IteratorProtocol {
    @usableFromInline var rest: UInt64

    @inlinable init(rest: UInt64) { self.rest = rest }

    @inlinable public mutating func next() -> PropertyKey? {
      guard rest != 0 else { return nil }
      let raw = rest.trailingZeroBitCount
      rest &= rest &- 1
      return PropertyKey(rawValue: UInt8(truncatingIfNeeded: raw))
    }
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(rest: bits) }
  @inlinable public var underestimatedCount: Int { count }
}
