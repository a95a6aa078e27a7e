// The distinct names a file's syntax writes, by their bytes (issue 29, "Speed"): what a file's own names reach is found
// once per file of a program, and a `Set<String>` of them made a string of every name written and hashed it with
// SipHash, before each distinct name was hashed again to be looked up in the file's scope.

import TGLSyntax

/// The names written in a subtree (`Program.addOwnNames(of:into:)`): the bare names in its values (constants,
/// parameters, the styles of `style:`) and the kinds of its elements (components). Each is kept once, as the place of
/// its bytes in the file's text, by an FNV-1a hash of them in a power-of-two table with linear probing, at most half
/// full; a name of the file's scope is asked for by hashing its bytes the same way. Names are compared as `String`s
/// compare (canonical equivalence) when either side is not ASCII: then every written name is decoded once into a
/// `Set<String>`. Made and read inside `reading(_:_:)`, while the text's bytes are held.
struct WrittenNames {
  private struct Slot {
    var hash: UInt32
    var length: UInt32
    /// Where the name's bytes start in the text; -1 for an empty slot.
    var start: Int
  }

  private let text: UnsafeBufferPointer<UInt8>
  private var slots = Array(repeating: Slot(hash: 0, length: 0, start: -1), count: 64)
  private var count = 0
  /// Whether a written name is not ASCII: the byte table alone cannot answer then.
  private var hasNonASCII = false
  /// Every written name decoded, made at the first lookup that needs it.
  private var decoded: Set<String>?

  /// Calls `body` with the names written in `node`'s subtree.
  static func reading<Result>(_ node: SyntaxNode, _ body: (inout WrittenNames) -> Result) -> Result {
    node.tree.bytes.withUnsafeBufferPointer { text in
      var names = WrittenNames(text: text)
      node.forEachDescendant(of: .nameRef, or: .element) { n in
        if n.kind == .nameRef {
          names.insert(n.range)
        } else if let kind = n.token(.identifier) {
          names.insert(kind.range)
        }
      }
      return body(&names)
    }
  }

  private init(text: UnsafeBufferPointer<UInt8>) { self.text = text }

  /// Adds the name spelled by `range` of the text (clamped to it, as `SyntaxTree.text(of:)` reads it).
  private mutating func insert(_ range: TextRange) {
    let start = min(max(0, range.start), text.count)
    let end = max(start, min(range.end, text.count))
    let name = UnsafeBufferPointer(rebasing: text[start..<end])
    let (hash, ascii) = Self.hash(name)
    if !ascii { hasNonASCII = true }
    let mask = slots.count - 1
    var index = Int(hash) & mask
    while slots[index].start >= 0 {
      if slots[index].hash == hash && matches(name, slots[index]) { return }
      index = (index + 1) & mask
    }
    slots[index] = Slot(hash: hash, length: UInt32(name.count), start: start)
    count += 1
    if count * 2 > slots.count { grow() }
  }

  /// Whether `name` is written in the subtree.
  mutating func contains(_ name: String) -> Bool {
    var name = name
    return name.withUTF8 { bytes in
      let (hash, ascii) = Self.hash(bytes)
      guard ascii && !hasNonASCII else { return allDecoded().contains(String(decoding: bytes, as: UTF8.self)) }
      let mask = slots.count - 1
      var index = Int(hash) & mask
      while slots[index].start >= 0 {
        if slots[index].hash == hash && matches(bytes, slots[index]) { return true }
        index = (index + 1) & mask
      }
      return false
    }
  }

  private func matches(_ name: UnsafeBufferPointer<UInt8>, _ slot: Slot) -> Bool {
    guard Int(slot.length) == name.count else { return false }
    for offset in 0..<name.count where text[slot.start + offset] != name[offset] { return false }
    return true
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: Slot(hash: 0, length: 0, start: -1), count: old.count * 2)
    let mask = slots.count - 1
    for slot in old where slot.start >= 0 {
      var index = Int(slot.hash) & mask
      while slots[index].start >= 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
  }

  private mutating func allDecoded() -> Set<String> {
    if let decoded { return decoded }
    var all = Set<String>(minimumCapacity: count)
    for slot in slots where slot.start >= 0 {
      let bytes = UnsafeBufferPointer(rebasing: text[slot.start..<slot.start + Int(slot.length)])
      all.insert(String(decoding: bytes, as: UTF8.self))
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
