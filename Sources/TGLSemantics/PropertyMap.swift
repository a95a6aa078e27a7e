// A value per property key, for the few keys an element sets: where each value came from, the names it was written
// with.

/// A value for some keys of the model: the set keys as one word (`PropertyKeySet`) and their values in ascending raw
/// value of their keys. An element sets a handful of the model's keys, and merging its styles looks up and replaces
/// values key by key for every layer: the word finds a key's place by counting bits, where a `Dictionary` hashed the
/// key for every lookup and allocated as it grew. Iterated in ascending raw value, so equal maps hold their values in
/// the same order and compare as arrays.
public struct PropertyMap<Value> {
  /// The keys that have a value.
  @usableFromInline var keySet: PropertyKeySet
  /// The values, in the order of `keys`.
  @usableFromInline var storage: ContiguousArray<Value>

  /// The keys that have a value.
  @inlinable public var keys: PropertyKeySet { keySet }

  @inlinable public init() {
    keySet = PropertyKeySet()
    storage = []
  }

  /// `value` for each key of `keys`.
  @inlinable public init(_ keys: PropertyKeySet, _ value: Value) {
    self.keySet = keys
    // No keys, no array (reserving room for none still made one).
    storage = keys.isEmpty ? [] : ContiguousArray(repeating: value, count: keys.count)
  }

  /// The values, in the order of their keys.
  @inlinable public var values: ContiguousArray<Value> { storage }
  @inlinable public var isEmpty: Bool { keys.isEmpty }
  @inlinable public var count: Int { keys.count }

  @inlinable public subscript(key: PropertyKey) -> Value? {
    get { keys.contains(key) ? storage[keys.rank(of: key)] : nil }
    set {
      let index = keys.rank(of: key)
      if keys.contains(key) {
        if let newValue {
          storage[index] = newValue
        } else {
          storage.remove(at: index)
          keySet.remove(key)
        }
      } else if let newValue {
        storage.insert(newValue, at: index)
        keySet.insert(key)
      }
    }
  }

  /// Each key of `written` takes `other`'s value, or loses its own where `other` has none: a later layer's keys
  /// replace an earlier layer's (`StyleMerge`).
  @inlinable public mutating func replace(_ written: PropertyKeySet, from other: PropertyMap) {
    let taken = written.intersection(other.keys)
    let result = keys.subtracting(written).union(taken)
    if taken.isEmpty && result == keys { return }
    // Taking all of `other` and keeping nothing: its storage is shared, not copied.
    if result == taken && taken == other.keys {
      self = other
      return
    }
    if written.subtracting(other.keys).intersection(keys).isEmpty && keys.bits < taken.lowestBit {
      // Only keys above all of ours are added (a later property of a block usually sets later keys): appended.
      for key in taken { storage.append(other.storage[other.keys.rank(of: key)]) }
      keySet = result
      return
    }
    var merged = ContiguousArray<Value>()
    merged.reserveCapacity(result.count)
    for key in result {
      merged.append(taken.contains(key) ? other.storage[other.keys.rank(of: key)] : storage[keys.rank(of: key)])
    }
    keySet = result
    storage = merged
  }

  /// `value` for each key of `keys`, replacing their values (as merging `PropertyMap(keys, value)` over this map with
  /// the later value winning, without making that map).
  @inlinable public mutating func set(_ keys: PropertyKeySet, to value: Value) {
    if keys.isEmpty { return }
    if keySet.bits < keys.lowestBit {
      // Only keys above all of ours (a later property of a block usually sets later keys): appended, with room for
      // a block's next few properties (growing one value at a time made a new array for each).
      let needed = storage.count + keys.count
      if storage.capacity < needed { storage.reserveCapacity(Swift.max(needed, 2 * storage.capacity, 8)) }
      for _ in 0..<keys.count { storage.append(value) }
      keySet = keySet.union(keys)
      return
    }
    for key in keys { self[key] = value }
  }

  /// The values of the keys in `kept` only.
  @inlinable public func keeping(_ kept: PropertyKeySet) -> PropertyMap {
    if kept.intersection(keys) == keys { return self }
    var result = PropertyMap()
    for key in kept.intersection(keys) { result[key] = self[key] }
    return result
  }

  /// Adds `other`'s values, `combine` choosing where both have one (as `Dictionary.merge`).
  @inlinable public mutating func merge(
    _ other: PropertyMap, uniquingKeysWith combine: (Value, Value) throws -> Value
  ) rethrows {
    if other.keys.isEmpty { return }
    if keys.isEmpty {
      self = other
      return
    }
    let result = keys.union(other.keys)
    if keys.bits < other.keys.lowestBit {
      // Only keys above all of ours are added (a later property of a block usually sets later keys): appended.
      storage.append(contentsOf: other.storage)
      keySet = result
      return
    }
    var merged = ContiguousArray<Value>()
    merged.reserveCapacity(result.count)
    var mine = 0
    var theirs = 0
    for key in result {
      switch (keys.contains(key), other.keys.contains(key)) {
      case (true, true):
        merged.append(try combine(storage[mine], other.storage[theirs]))
        mine += 1
        theirs += 1
      case (true, false):
        merged.append(storage[mine])
        mine += 1
      default:
        merged.append(other.storage[theirs])
        theirs += 1
      }
    }
    keySet = result
    storage = merged
  }

  /// This map with `other`'s values added, `combine` choosing where both have one (as `Dictionary.merging`).
  @inlinable public func merging(
    _ other: PropertyMap, uniquingKeysWith combine: (Value, Value) throws -> Value
  ) rethrows -> PropertyMap {
    var result = self
    try result.merge(other, uniquingKeysWith: combine)
    return result
  }

  /// The entries `isIncluded` keeps.
  @inlinable public func filter(
    _ isIncluded: ((key: PropertyKey, value: Value)) throws -> Bool
  ) rethrows -> PropertyMap {
    var result = PropertyMap()
    for entry in self where try isIncluded(entry) { result[entry.key] = entry.value }
    return result
  }

  /// The same keys with each value transformed.
  @inlinable public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> PropertyMap<T> {
    var result = PropertyMap<T>()
    result.keySet = keys
    result.storage = try ContiguousArray(storage.map(transform))
    return result
  }
}

extension PropertyMap: Sequence {
  public struct Iterator: IteratorProtocol {
    @usableFromInline var keys: PropertyKeySet.Iterator
    @usableFromInline let storage: ContiguousArray<Value>
    @usableFromInline var index = 0

    @inlinable init(keys: PropertyKeySet.Iterator, storage: ContiguousArray<Value>) {
      self.keys = keys
      self.storage = storage
    }

    @inlinable public mutating func next() -> (key: PropertyKey, value: Value)? {
      guard let key = keys.next() else { return nil }
      defer { index += 1 }
      return (key, storage[index])
    }
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(keys: keys.makeIterator(), storage: storage) }
  @inlinable public var underestimatedCount: Int { count }
}

extension PropertyMap: ExpressibleByDictionaryLiteral {
  @inlinable public init(dictionaryLiteral elements: (PropertyKey, Value)...) {
    self.init()
    for (key, value) in elements { self[key] = value }
  }
}

extension PropertyMap: Equatable where Value: Equatable {
  @inlinable public static func == (a: PropertyMap, b: PropertyMap) -> Bool {
    a.keys == b.keys && a.storage == b.storage
  }
}

extension PropertyMap: Hashable where Value: Hashable {
  @inlinable public func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
    hasher.combine(storage)
  }
}

extension PropertyMap: Sendable where Value: Sendable {}
