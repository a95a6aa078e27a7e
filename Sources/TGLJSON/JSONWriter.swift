// Writing JSON straight to bytes: the compact encoding of a value without building a `JSON` tree first.

import Platform

/// An output buffer for compact JSON, written by hand by the types that know their members.
///
/// What a type writes must be byte for byte what `json.serialized()` gives for it (members in the same order, the same
/// escapes), so the two paths can never disagree on the wire; `JSONWriterTests` holds every writer to that.
///
/// A class over a buffer it owns, not an array: each write is a capacity check and a copy of a few bytes, where
/// `Array.append(contentsOf:)` costs far more a call, and a completion list makes hundreds of calls. One writer belongs
/// to one thread at a time (the server's main loop owns its writer).
public final class JSONWriter: @unchecked Sendable {
  // Unchecked exclusivity: one thread uses a writer (above), and the dynamic checks of a class's stored properties
  // were half the cost of a write (`swift_beginAccess`, some 400,000 calls for 500 completion lists).
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  /// The number of bytes written.
  @exclusivity(unchecked) public private(set) var count = 0

  public init(capacity: Int = 256) {
    self.capacity = max(capacity, 64)
    storage = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit { storage.deallocate() }

  /// The bytes written so far (a copy).
  public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

  /// Makes room for `extra` more bytes.
  @inline(__always) private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(count + extra) }
  }

  private func grow(_ needed: Int) {
    let newCapacity = max(capacity * 2, needed)
    let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStorage.update(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }

  private func append(_ source: UnsafeRawBufferPointer) {
    guard let base = source.baseAddress, source.count > 0 else { return }
    reserve(source.count)
    UnsafeMutableRawPointer(storage + count).copyMemory(from: base, byteCount: source.count)
    count += source.count
  }

  /// Appends ASCII punctuation and member names, such as `{"line":`; they must need no escaping.
  public func raw(_ text: StaticString) {
    text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
  }

  public func byte(_ value: UInt8) {
    reserve(1)
    storage[count] = value
    count += 1
  }

  /// Appends a string, quoted and escaped as `JSON.serialize` does.
  public func string(_ value: String) {
    var value = value
    value.withUTF8 { quoted($0) }
  }

  /// Appends the string whose UTF-8 bytes are `bytes`, quoted and escaped as `string(_:)` writes it. The bytes must be
  /// valid UTF-8 (a `String` made of them would repair them): a hover's text, written in a buffer of bytes, goes in
  /// without being made a `String` (validated and copied) only to be read back as bytes here.
  public func string(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    quoted(bytes)
  }

  /// The bytes quoted and escaped.
  ///
  /// The bytes are looked at eight at a time while none of them needs an escape (`ByteWords`): a hover's markdown is a
  /// few hundred bytes with only a dozen line breaks, so most words need no escape.
  private func quoted(_ bytes: UnsafeBufferPointer<UInt8>) {
    byte(UInt8(ascii: "\""))
    if let base = bytes.baseAddress {
      var runStart = 0
      var position = 0
      while position < bytes.count {
        // A word with nothing to escape goes by at once (a published diagnostic is mostly its message).
        if position &+ 8 <= bytes.count, !JSONEscape.isNeeded(inWord: ByteWords.word(bytes, at: position)) {
          position &+= 8
          continue
        }
        let byte = bytes[position]
        position += 1
        guard JSONEscape.isNeeded(byte) else { continue }
        append(UnsafeRawBufferPointer(start: base + runStart, count: position - 1 - runStart))
        escape(byte)
        runStart = position
      }
      append(UnsafeRawBufferPointer(start: base + runStart, count: bytes.count - runStart))
    }
    byte(UInt8(ascii: "\""))
  }

  /// The escape of `value` (`JSONEscape`), written in place: through a temporary array, each escape (a hover's
  /// markdown has a dozen line breaks) allocated and freed one.
  private func escape(_ value: UInt8) {
    byte(UInt8(ascii: "\\"))
    if let letter = JSONEscape.letter(for: value) {
      byte(letter)
    } else {
      raw("u00")
      byte(JSONEscape.hexDigit(value >> 4))
      byte(JSONEscape.hexDigit(value & 0x0F))
    }
  }

  /// Appends an integer in decimal, as `JSON.serialize` does.
  public func int(_ value: Int) {
    if value >= 0 && value < 10 {
      byte(UInt8(ascii: "0") + UInt8(value))
      return
    }
    if value < 0 { byte(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits = 0
    var rest = magnitude
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    reserve(digits)
    var index = count + digits
    while magnitude > 0 {
      index -= 1
      storage[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    }
    count += digits
  }

  public func bool(_ value: Bool) { value ? raw("true") : raw("false") }

  public func null() { raw("null") }

  /// Appends a JSON value (an item's `data`, a command's arguments) as `JSON.serialize` does.
  public func json(_ value: JSON) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .int(let number): int(number)
    case .string(let text): string(text)
    case .double:
      var serialized: [UInt8] = []
      value.serialize(into: &serialized)
      serialized.withUnsafeBytes { append($0) }
    case .array(let elements):
      byte(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { byte(UInt8(ascii: ",")) }
        json(element)
      }
      byte(UInt8(ascii: "]"))
    case .object(let object):
      byte(UInt8(ascii: "{"))
      for (position, entry) in object.entries.enumerated() {
        if position > 0 { byte(UInt8(ascii: ",")) }
        string(entry.key)
        byte(UInt8(ascii: ":"))
        json(entry.value)
      }
      byte(UInt8(ascii: "}"))
    }
  }

  /// Drops everything after the first `count` bytes (an answer that failed half-way is written again as an error).
  public func truncate(to count: Int) { self.count = min(self.count, max(count, 0)) }

  /// Empties the buffer and keeps its storage, so a writer reused for every message allocates once it has grown;
  /// `prefix` bytes are left as room (for a header).
  public func removeAll(reserving prefix: Int = 0) {
    count = 0
    reserve(prefix)
    storage.update(repeating: 0, count: prefix)
    count = prefix
  }
}

extension JSONWriter {
  /// The room a framed message keeps before its body for the header: `Content-Length: ` (16 bytes), at most 20
  /// digits and a blank line (4 bytes).
  public static let headerRoom = 40
  static let contentLengthName: [UInt8] = Array("Content-Length: ".utf8)

  /// Empties the writer for a new message and leaves room for its header, so body and header end up in one buffer
  /// and go out in one write.
  public func beginFrame() { removeAll(reserving: JSONWriter.headerRoom) }

  /// Calls `body` with the message written since `beginFrame`, its `Content-Length` header in front: what
  /// `Message.frame(body:)` gives for the same body, without copying the body.
  public func withFrame<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
    var length = count - JSONWriter.headerRoom
    var start = JSONWriter.headerRoom
    func put(_ byte: UInt8) {
      start -= 1
      storage[start] = byte
    }
    put(0x0A)
    put(0x0D)
    put(0x0A)
    put(0x0D)
    repeat {
      put(UInt8(ascii: "0") + UInt8(length % 10))
      length /= 10
    } while length > 0
    for byte in JSONWriter.contentLengthName.reversed() { put(byte) }
    return try body(UnsafeRawBufferPointer(start: storage + start, count: count - start))
  }
}
