// The table of normalised property sets already built, by `SpecKey`, that flattening looks each element up in.

/// Open addressing with linear probing and a multiplicative hash of the key's bits. A `Dictionary` hashes its keys with
/// SipHash through `Hasher`, and one lookup per element made a large part of what flattening cost.
struct SpecTable {
  private var keys: [SpecKey?] = []
  private var values: [Int32] = []
  private var count = 0
  /// 64 minus the base-2 logarithm of the capacity: a hash shifted right by it is a slot.
  private var shift = 64

  /// Room for `n` keys without growing (the table is kept at most half full).
  mutating func reserveCapacity(_ n: Int) {
    var capacity = 16
    while capacity < 2 * n { capacity *= 2 }
    if capacity > keys.count { resize(to: capacity) }
  }

  /// The value stored under `key`, or `value` entered under it when there is none.
  mutating func value(for key: SpecKey, orInsert value: Int32) -> Int32 {
    if 2 * (count + 1) > keys.count { resize(to: Swift.max(16, 2 * keys.count)) }
    var slot = slot(of: key)
    while let stored = keys[slot] {
      if stored == key { return values[slot] }
      slot = (slot + 1) & (keys.count - 1)
    }
    keys[slot] = key
    values[slot] = value
    count += 1
    return value
  }

  private func slot(of key: SpecKey) -> Int {
    let bits = UInt64(UInt(bitPattern: key.storage)) ^ (UInt64(truncatingIfNeeded: key.contextCode) &<< 48)
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(shift))
  }

  private mutating func resize(to capacity: Int) {
    let old = zip(keys, values).compactMap { child, v in child.map { ($0, v) } }
    keys = Array(repeating: nil, count: capacity)
    values = Array(repeating: 0, count: capacity)
    shift = 64 - capacity.trailingZeroBitCount
    count = 0
    for (child, v) in old { _ = value(for: child, orInsert: v) }
  }
}
