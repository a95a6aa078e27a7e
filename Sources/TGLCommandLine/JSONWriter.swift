// A small JSON writer for command output: deterministic key order and compact numbers.

/// Builds JSON text. Keys keep the order they are written in.
enum JSONWriter {
  static func string(_ value: String) -> String {
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
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(rounded)"
  }

  static func array(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
  }
}

/// JSON text written in place, for output that is large (`tgl check --format json` writes a few members per
/// diagnostic, thousands of diagnostics): the same text as `JSONWriter.object` and `array` build, without the
/// intermediate strings and arrays. Members are separated by ", " and keys by ": ", as there.
struct JSONText {
  private(set) var text = ""
  private var needsComma = false

  mutating func beginObject() { open("{") }
  mutating func endObject() { close("}") }
  mutating func beginArray() { open("[") }
  mutating func endArray() { close("]") }

  /// Starts the member `name` of the current object; its value follows.
  mutating func key(_ name: String) {
    separate()
    text += JSONWriter.string(name)
    text += ": "
    needsComma = false
  }

  mutating func string(_ text: String) { value(JSONWriter.string(text)) }

  /// A value already written as JSON (a number, `true`, a nested document).
  mutating func value(_ json: String) {
    separate()
    text += json
    needsComma = true
  }

  private mutating func open(_ bracket: String) {
    separate()
    text += bracket
    needsComma = false
  }

  private mutating func close(_ bracket: String) {
    text += bracket
    needsComma = true
  }

  private mutating func separate() {
    if needsComma { text += ", " }
  }
}
