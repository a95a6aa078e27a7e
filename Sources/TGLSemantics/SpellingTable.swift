// A fixed table from short names (property names) to values, looked up by their UTF-8 bytes.

/// A read-only table of names, built once, for the lookups that run for every property of every file: the
/// lowering's `PropertyName`, the lint's keys of a property and the kinds a property belongs to. (Not TGLIDE's
/// `NameTable`, the views of a document by name.)
///
/// `Dictionary<String, Value>` hashes a key with SipHash and compares the found key as a `String`, three lookups a
/// property, a visible part of `tgl check`. Here a lookup is an FNV-1a hash of the name's bytes, a probe of a
/// power-of-two table with linear probing, and a comparison of bytes: names are short and the table stays at most half
/// full. The lookup is inlinable, so that each module that uses a table gets it specialized for its values (a generic
/// lookup across modules copied every entry it probed).
public struct SpellingTable<Value> {
  /// Per slot: the name's hash, where its bytes start in `bytes` (-1 for an empty slot), its length and its value.
  @usableFromInline let hashes: [UInt32]
  @usableFromInline let starts: [Int]
  @usableFromInline let lengths: [Int]
  @usableFromInline let values: [Value?]
  /// Every name's bytes, one after another.
  @usableFromInline let bytes: [UInt8]
  @usableFromInline let mask: Int

  /// A table of `entries`; a name given twice keeps its last value, as a dictionary's subscript would.
  public init(_ entries: [(name: String, value: Value)]) {
    var capacity = 8
    while capacity < entries.count * 2 { capacity *= 2 }
    var hashes = [UInt32](repeating: 0, count: capacity)
    var starts = [Int](repeating: -1, count: capacity)
    var lengths = [Int](repeating: 0, count: capacity)
    var values = [Value?](repeating: nil, count: capacity)
    var bytes: [UInt8] = []
    mask = capacity - 1
    for entry in entries {
      let name = Array(entry.name.utf8)
      let hash = name.withUnsafeBufferPointer { SpellingTable.hash($0) }
      var index = Int(hash) & mask
      while starts[index] >= 0 && Array(bytes[starts[index]..<starts[index] + lengths[index]]) != name {
        index = (index + 1) & mask
      }
      if starts[index] < 0 {
        starts[index] = bytes.count
        bytes += name
      }
      hashes[index] = hash
      lengths[index] = name.count
      values[index] = entry.value
    }
    self.hashes = hashes
    self.starts = starts
    self.lengths = lengths
    self.values = values
    self.bytes = bytes
  }

  /// The value of `name`, nil when the table has no such name.
  @inlinable public subscript(name: String) -> Value? {
    var name = name
    return name.withUTF8 { self[bytes: $0] }
  }

  /// The value of the name spelled by `key`.
  @inlinable public subscript(bytes key: UnsafeBufferPointer<UInt8>) -> Value? {
    let hash = SpellingTable.hash(key)
    var index = Int(hash) & mask
    while true {
      let start = starts[index]
      if start < 0 { return nil }
      if hashes[index] == hash && lengths[index] == key.count && matches(key, at: start) { return values[index] }
      index = (index + 1) & mask
    }
  }

  @inlinable func matches(_ key: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
    bytes.withUnsafeBufferPointer { stored in
      for offset in 0..<key.count where stored[start + offset] != key[offset] { return false }
      return true
    }
  }

  /// Every name of the table, in no particular order.
  public var names: [String] {
    starts.indices.compactMap { index in
      starts[index] < 0
        ? nil : String(decoding: bytes[starts[index]..<starts[index] + lengths[index]], as: UTF8.self)
    }
  }

  @inlinable static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in key {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return hash
  }
}

extension SpellingTable: Sendable where Value: Sendable {}
