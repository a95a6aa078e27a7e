// JSON text for the command line's outputs: a space after each comma and colon, keys in the order written, compact
// numbers.

/// Builds JSON text. Keys keep the order they are written in.
public enum SpacedJSON {
  public static func string(_ value: String) -> String {
    // Most strings need no escape: copied whole, not a scalar at a time.
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + value + "\"" }
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Integers without a fraction (`20`), other numbers with at most four decimals (`86.5`, `37.6667` for
  /// 113/3 at scale 3), so binary noise never shows; anything not finite as 0, since JSON has no infinity.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }

  public static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

  public static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }
}

/// JSON text written in place, for output that is large (`tgl check --format json` writes a few members per diagnostic,
/// thousands of diagnostics): the same text as `SpacedJSON.object` and `array` build, without the intermediate strings
/// and arrays. Members are separated by ", " and keys by ": ", as there. The text is kept as UTF-8 bytes in a buffer of
/// its own: each write makes room for all its bytes at once and then stores them, where appending to an array checks
/// the array's uniqueness and capacity for every byte (a key is a dozen bytes, a range of the output eight keys and
/// eight numbers). Not copyable, so that the buffer has one owner, which frees it.
public struct JSONText: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  private var needsComma = false

  /// An empty text with room for `capacity` bytes (it grows past them as needed).
  public init(capacity: Int = 256) {
    self.capacity = Swift.max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  public var text: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

  public mutating func beginObject() { open(UInt8(ascii: "{")) }
  public mutating func endObject() { close(UInt8(ascii: "}")) }
  public mutating func beginArray() { open(UInt8(ascii: "[")) }
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Starts the member `name` of the current object; its value follows.
  public mutating func key(_ name: StaticString) {
    // A one-letter name may be stored as a scalar rather than as bytes: read through `withUTF8Buffer`, which gives
    // both as bytes.
    name.withUTF8Buffer { utf8 in
      reserve(utf8.count + 6)
      separate()
      put(UInt8(ascii: "\""))
      copy(utf8)
    }
    put(UInt8(ascii: "\""))
    put(UInt8(ascii: ":"))
    put(UInt8(ascii: " "))
    needsComma = false
  }

  /// A JSON string: the same escapes as `SpacedJSON.string`.
  public mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { utf8 in
      reserve(utf8.count + 4)
      separate()
      put(UInt8(ascii: "\""))
      var start = 0
      for i in utf8.indices where utf8[i] < 0x20 || utf8[i] == 0x22 || utf8[i] == 0x5C {
        let byte = utf8[i]
        // Room for the bytes before the escape, the longest escape and the rest with its closing quote.
        reserve(utf8.count - start + 8)
        copy(UnsafeBufferPointer(rebasing: utf8[start..<i]))
        start = i + 1
        put(0x5C)
        switch byte {
        case 0x22: put(0x22)
        case 0x5C: put(0x5C)
        case 0x0A: put(UInt8(ascii: "n"))
        case 0x0D: put(UInt8(ascii: "r"))
        case 0x09: put(UInt8(ascii: "t"))
        default:
          put(UInt8(ascii: "u"))
          put(UInt8(ascii: "0"))
          put(UInt8(ascii: "0"))
          put(Self.hexDigit(byte >> 4))
          put(Self.hexDigit(byte & 15))
        }
      }
      copy(UnsafeBufferPointer(rebasing: utf8[start...]))
      put(UInt8(ascii: "\""))
    }
    needsComma = true
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// A whole number.
  public mutating func integer(_ value: Int) {
    // A sign, 19 digits and the separator.
    reserve(22)
    separate()
    if value < 0 { put(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits = 1
    var scale: UInt = 1
    while magnitude / scale >= 10 {
      scale *= 10
      digits += 1
    }
    // Written from the last digit back, in place.
    var at = count + digits - 1
    repeat {
      base[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
      at -= 1
    } while magnitude > 0
    count += digits
    needsComma = true
  }

  /// A value already written as JSON (a number, `true`, a nested document).
  public mutating func value(_ json: String) {
    var json = json
    json.withUTF8 { utf8 in
      reserve(utf8.count + 2)
      separate()
      copy(utf8)
    }
    needsComma = true
  }

  private mutating func open(_ bracket: UInt8) {
    reserve(3)
    separate()
    put(bracket)
    needsComma = false
  }

  private mutating func close(_ bracket: UInt8) {
    reserve(1)
    put(bracket)
    needsComma = true
  }

  /// The separator before a member or an item, when one precedes it; `reserve` has made room for it.
  private mutating func separate() {
    if needsComma {
      put(UInt8(ascii: ","))
      put(UInt8(ascii: " "))
    }
  }

  /// Makes room for `more` bytes past the text.
  @inline(__always)
  private mutating func reserve(_ more: Int) {
    if count + more > capacity { grow(to: count + more) }
  }

  private mutating func grow(to needed: Int) {
    let grown = Swift.max(needed, capacity * 2)
    let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    moved.moveInitialize(from: base, count: count)
    base.deallocate()
    base = moved
    capacity = grown
  }

  /// Stores `byte` in the room `reserve` made.
  @inline(__always)
  private mutating func put(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }

  /// Stores `bytes` in the room `reserve` made.
  @inline(__always)
  private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
    (base + count).initialize(from: start, count: bytes.count)
    count += bytes.count
  }
}
