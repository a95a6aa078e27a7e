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
/// and arrays. Members are separated by ", " and keys by ": ", as there. The text is kept as UTF-8 bytes: appending a
/// few bytes to an array costs much less than appending a `String` to a `String`, and whole numbers are written digit
/// by digit instead of through `String(_:)`.
public struct JSONText {
  public private(set) var bytes: [UInt8] = []
  private var needsComma = false

  public init() { bytes.reserveCapacity(1 << 12) }

  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func beginObject() { open(UInt8(ascii: "{")) }
  public mutating func endObject() { close(UInt8(ascii: "}")) }
  public mutating func beginArray() { open(UInt8(ascii: "[")) }
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Starts the member `name` of the current object; its value follows.
  public mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    // Byte by byte: `append(contentsOf:)` of an array literal allocated the array on every call.
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    bytes.append(UInt8(ascii: " "))
    needsComma = false
  }

  /// A JSON string: the same escapes as `SpacedJSON.string`.
  public mutating func string(_ value: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var start = 0
      for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
        start = i + 1
        switch byte {
        case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
        case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
        default:
          let hex = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
          bytes.append(hex[Int(byte >> 4)])
          bytes.append(hex[Int(byte & 15)])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
    }
    bytes.append(UInt8(ascii: "\""))
    needsComma = true
  }

  /// A whole number.
  public mutating func integer(_ value: Int) {
    separate()
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      for i in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[i]) }
    }
    needsComma = true
  }

  /// A value already written as JSON (a number, `true`, a nested document).
  public mutating func value(_ json: String) {
    separate()
    bytes.append(contentsOf: json.utf8)
    needsComma = true
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    needsComma = false
  }

  private mutating func close(_ bracket: UInt8) {
    bytes.append(bracket)
    needsComma = true
  }

  private mutating func separate() {
    if needsComma {
      bytes.append(UInt8(ascii: ","))
      bytes.append(UInt8(ascii: " "))
    }
  }
}
