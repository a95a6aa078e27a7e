// Writing JSON straight to bytes: the compact encoding of a value without building a `JSON` tree first.

/// An output buffer for compact JSON, written by hand by the types that know their members.
///
/// What a type writes must be byte for byte what `json.serialized()` gives for it (members in the same order, the
/// same escapes), so the two paths can never disagree on the wire; `JSONWriterTests` holds every writer to that.
public struct JSONWriter: Sendable {
  /// The bytes written so far.
  public private(set) var bytes: [UInt8]

  public init(capacity: Int = 256) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  public var count: Int { bytes.count }

  /// Appends ASCII punctuation and member names, such as `{"line":`; they must need no escaping.
  public mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  public mutating func byte(_ value: UInt8) { bytes.append(value) }

  public mutating func string(_ value: String) { JSON.writeString(value, into: &bytes) }

  public mutating func int(_ value: Int) { JSON.writeInteger(value, into: &bytes) }

  public mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }

  public mutating func null() { raw("null") }

  /// Appends a value that has no writer of its own through its tree.
  public mutating func json(_ value: JSON) { value.serialize(into: &bytes) }

  /// Drops everything after the first `count` bytes (an answer that failed half-way is written again as an error).
  public mutating func truncate(to count: Int) { bytes.removeSubrange(count...) }

  /// Empties the buffer and keeps its storage, so a writer reused for every message allocates once.
  public mutating func removeAll(reserving prefix: Int = 0) {
    bytes.removeAll(keepingCapacity: true)
    if prefix > 0 { bytes.append(contentsOf: repeatElement(0, count: prefix)) }
  }
}

extension JSONWriter {
  /// The room a framed message keeps before its body for the header: `Content-Length: ` (16 bytes), at most 20
  /// digits and a blank line (4 bytes).
  public static let headerRoom = 40
  static let contentLengthName: [UInt8] = Array("Content-Length: ".utf8)

  /// Empties the writer for a new message and leaves room for its header, so body and header end up in one buffer
  /// and go out in one write.
  public mutating func beginFrame() { removeAll(reserving: JSONWriter.headerRoom) }

  /// The message written since `beginFrame`, its `Content-Length` header in front: what `Message.frame(body:)` gives
  /// for the same body, without copying the body.
  public mutating func endFrame() -> ArraySlice<UInt8> {
    var length = bytes.count - JSONWriter.headerRoom
    var start = JSONWriter.headerRoom
    bytes.withUnsafeMutableBufferPointer { buffer in
      func put(_ byte: UInt8) {
        start -= 1
        buffer[start] = byte
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
    }
    return bytes[start...]
  }
}
