// The distinct names a file's syntax writes, by their bytes (issue 29, "Speed"): what a file's own names reach is found
// once per file of a program, and a `Set<String>` of them made a string of every name written and hashed it with
// SipHash, before each distinct name was hashed again to be looked up in the file's scope.

import TGLSyntax

/// The names written in a file (`Program.ownNames(of:)`): each kept once, by an FNV-1a hash of its bytes in a
/// power-of-two table with linear probing, at most half full. Asked whether a name of the file's scope is among them,
/// which hashes that name's bytes the same way. Names are compared as `String`s compare (canonical equivalence) when
/// either side is not ASCII: then every written name is decoded once into a `Set<String>`.
struct WrittenNames {
  /// Per slot: the name's hash, where its bytes start in `bytes` (-1 for an empty slot) and its length.
  private var hashes: [UInt32]
  private var starts: [Int]
  private var lengths: [Int]
  private var count = 0
  /// Every distinct name's bytes, one after another.
  private var bytes: [UInt8] = []
  /// Whether a written name is not ASCII: the byte table alone cannot answer then.
  private var hasNonASCII = false
  /// Every written name decoded, made at the first lookup that needs it.
  private var decoded: Set<String>?

  init() {
    hashes = Array(repeating: 0, count: 128)
    starts = Array(repeating: -1, count: 128)
    lengths = Array(repeating: 0, count: 128)
  }

  /// Adds the name spelled by `range` of `text` (clamped to it, as `SyntaxTree.text(of:)` reads it).
  mutating func insert(_ range: TextRange, of text: UnsafeBufferPointer<UInt8>) {
    let start = min(max(0, range.start), text.count)
    let end = max(start, min(range.end, text.count))
    let name = UnsafeBufferPointer(rebasing: text[start..<end])
    let (hash, ascii) = Self.hash(name)
    if !ascii { hasNonASCII = true }
    var index = Int(hash) & (starts.count - 1)
    while starts[index] >= 0 {
      if hashes[index] == hash && matches(name, at: index) { return }
      index = (index + 1) & (starts.count - 1)
    }
    hashes[index] = hash
    starts[index] = bytes.count
    lengths[index] = name.count
    bytes.append(contentsOf: name)
    count += 1
    if count * 2 > starts.count { grow() }
  }

  /// Whether `name` is written in the file.
  mutating func contains(_ name: String) -> Bool {
    var name = name
    let (hash, ascii) = name.withUTF8 { Self.hash($0) }
    guard ascii && !hasNonASCII else { return allDecoded().contains(name) }
    return name.withUTF8 { name in
      var index = Int(hash) & (starts.count - 1)
      while starts[index] >= 0 {
        if hashes[index] == hash && matches(name, at: index) { return true }
        index = (index + 1) & (starts.count - 1)
      }
      return false
    }
  }

  private func matches(_ name: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    guard lengths[index] == name.count else { return false }
    let start = starts[index]
    for offset in 0..<name.count where bytes[start + offset] != name[offset] { return false }
    return true
  }

  private mutating func grow() {
    let old = (hashes, starts, lengths)
    let capacity = starts.count * 2
    hashes = Array(repeating: 0, count: capacity)
    starts = Array(repeating: -1, count: capacity)
    lengths = Array(repeating: 0, count: capacity)
    for slot in old.1.indices where old.1[slot] >= 0 {
      var index = Int(old.0[slot]) & (capacity - 1)
      while starts[index] >= 0 { index = (index + 1) & (capacity - 1) }
      hashes[index] = old.0[slot]
      starts[index] = old.1[slot]
      lengths[index] = old.2[slot]
    }
  }

  private mutating func allDecoded() -> Set<String> {
    if let decoded { return decoded }
    var all = Set<String>(minimumCapacity: count)
    for slot in starts.indices where starts[slot] >= 0 {
      all.insert(String(decoding: bytes[starts[slot]..<starts[slot] + lengths[slot]], as: UTF8.self))
    }
    decoded = all
    return all
  }

  /// FNV-1a over `name`'s bytes, and whether they are all ASCII.
  private static func hash(_ name: UnsafeBufferPointer<UInt8>) -> (UInt32, Bool) {
    var hash: UInt32 = 2_166_136_261
    var high: UInt8 = 0
    for byte in name {
      high |= byte
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    return (hash, high < 0x80)
  }
}
