// A tree node's properties per the values its properties made of parameters read at a use (`ComponentTree.swift`),
// shared by the program's expansions. A use looks its values up where its arguments hold them (`UseArguments`), so
// that a lookup copies no value into a key of its own and hashes each value once: most elements a use makes are found
// here.

import Platform

/// An element's properties per the values of its properties made of parameters, with the keys each of those
/// properties set, filled by the uses of its tree (the first kept for some values stays). It answers as a
/// `[[ValueKey]: Kept]` would: the values are hashed as the array's elements in order and compared as `ValueKey`s
/// (strings by canonical equivalence), in a table of open addressing read under the lock, since the threads of a check
/// share the program's trees.
final class InstanceTable: @unchecked Sendable {
  typealias Kept = (properties: Properties, keys: ArgumentKeys)

  private struct Entry {
    let hash: Int
    let values: [ValueKey]
    let kept: Kept
  }

  private let lock = Lock()
  /// The entries, in the order kept.
  @exclusivity(unchecked) private var entries: [Entry] = []
  /// Per bucket, one more than the index of its entry in `entries` (0: empty); a power of two, at most half full.
  @exclusivity(unchecked) private var buckets: [Int32] = []

  /// The hash of `values`, in order, as `keep` files them.
  static func hash(_ values: [ValueKey]) -> Int {
    var hasher = Hasher()
    for value in values { hasher.combine(value) }
    return hasher.finalize()
  }

  /// The hash of the values of `arguments` at `slots`, in order, hashed where the arguments hold them: what a lookup
  /// of them is given, equal to `hash(_:)` of those values. Nil when a slot holds no key.
  static func hash(slots: [Int], of arguments: UseArguments) -> Int? {
    var hasher = Hasher()
    for slot in slots {
      guard let value = arguments.slots[slot].key else { return nil }
      hasher.combine(value)
    }
    return hasher.finalize()
  }

  /// What the table keeps for the values of `arguments` at `slots`, in order, whose hash is `hash`
  /// (`hash(slots:of:)`): each slot holds a key.
  func lowered(_ hash: Int, slots: [Int], of arguments: UseArguments) -> Kept? {
    lock.lock()
    defer { lock.unlock() }
    guard let index = find(hash, { values in
      guard values.count == slots.count else { return false }
      for k in values.indices where values[k] != arguments.slots[slots[k]].key { return false }
      return true
    })
    else { return nil }
    return entries[index].kept
  }

  /// Keeps `kept` for `values`, unless the table has something for them.
  func keep(_ values: [ValueKey], _ kept: Kept) {
    let hash = Self.hash(values)
    lock.lock()
    defer { lock.unlock() }
    guard find(hash, { $0 == values }) == nil else { return }
    if (entries.count + 1) * 2 > buckets.count { grow() }
    entries.append(Entry(hash: hash, values: values, kept: kept))
    place(entries.count - 1)
  }

  /// The index of the entry of `hash` whose values `matches`, found from the hash's bucket on.
  private func find(_ hash: Int, _ matches: ([ValueKey]) -> Bool) -> Int? {
    guard !buckets.isEmpty else { return nil }
    let mask = buckets.count - 1
    var bucket = hash & mask
    while buckets[bucket] != 0 {
      let index = Int(buckets[bucket]) - 1
      if entries[index].hash == hash && matches(entries[index].values) { return index }
      bucket = (bucket + 1) & mask
    }
    return nil
  }

  /// Puts entry `index` in the first empty bucket from its hash's.
  private func place(_ index: Int) {
    let mask = buckets.count - 1
    var bucket = entries[index].hash & mask
    while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
    buckets[bucket] = Int32(index + 1)
  }

  /// Twice the buckets (eight at first), each entry placed again.
  private func grow() {
    buckets = [Int32](repeating: 0, count: max(8, buckets.count * 2))
    for index in entries.indices { place(index) }
  }
}
