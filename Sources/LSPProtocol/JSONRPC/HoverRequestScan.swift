// The hover request as editors write it, read from its bytes without the JSON parser.

import TGLJSON

extension Message {
  /// The message a body holds when it is a `textDocument/hover` request of the one shape editors send (VS Code, Neovim
  /// and lspbench write the members in this order):
  ///
  ///     {"jsonrpc":"2.0","id":7,"method":"textDocument/hover",
  ///      "params":{"textDocument":{"uri":"file:///a.tgl"},"position":{"line":3,"character":4}}}
  ///
  /// with any JSON whitespace between tokens, an id, line and character of at most 18 digits and a URI of printable
  /// ASCII without escapes. Anything else is nil, and the body goes to the JSON parser: the message is always the one
  /// `Message.decode(JSON.parse(body))` gives (`HoverRequestScanTests` compares the two on every one-byte change of
  /// such bodies). Hovers come in bursts, and this scan reads one in well under the parser's cost
  /// (docs/dev/performance-journal.md, "the hover request scanned"); most of the scan's own work is comparing the
  /// literals.
  public static func scanHoverRequest(_ body: [UInt8]) -> Message? {
    body.withUnsafeBufferPointer { bytes in
      var scan = HoverRequestScan(bytes: bytes)
      return scan.message()
    }
  }
}

/// A cursor over the body that accepts exactly the shape of `Message.scanHoverRequest` and gives up on anything else.
struct HoverRequestScan {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func message() -> Message? {
    guard literal("{"), key("jsonrpc"), literal("\"2.0\""), literal(","), key("id"), let id = integer(),
      literal(","), key("method"), literal("\"textDocument/hover\""), literal(","), key("params"), literal("{"),
      key("textDocument"), literal("{"), key("uri"), let uri = plainString(), literal("}"), literal(","),
      key("position"), literal("{"), key("line"), let line = integer(), literal(","), key("character"),
      let character = integer(), literal("}"), literal("}"), literal("}")
    else { return nil }
    skipWhitespace()
    guard index == bytes.count else { return nil }
    // The members in the order written, as the parser keeps them.
    let textDocument = JSONObject(entries: [(key: "uri", value: .string(uri))])
    let position = JSONObject(entries: [(key: "line", value: .int(line)), (key: "character", value: .int(character))])
    let params = JSON.object(
      JSONObject(entries: [
        (key: "textDocument", value: .object(textDocument)), (key: "position", value: .object(position)),
      ]))
    return .request(Request(id: .number(id), method: "textDocument/hover", params: params))
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// `text` after optional whitespace.
  mutating func literal(_ text: StaticString) -> Bool {
    skipWhitespace()
    return literalBytes(text)
  }

  /// `"name"` and its colon; no whitespace inside the quotes (`"id "` is another key).
  mutating func key(_ name: StaticString) -> Bool {
    literal("\"") && literalBytes(name) && literalBytes("\"") && literal(":")
  }

  /// `text` with no whitespace before it (inside a string).
  mutating func literalBytes(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard bytes.count - index >= count else { return false }
    for k in 0..<count where bytes[index + k] != text.utf8Start[k] { return false }
    index += count
    return true
  }

  /// A non-negative integer of 1 to 18 digits, without a leading zero (JSON has none) and not followed by a fraction
  /// or an exponent (the next token is then not the `,` or `}` the shape asks for).
  mutating func integer() -> Int? {
    skipWhitespace()
    let start = index
    var value = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
      // A 19th digit could overflow `Int`: such a number is left to the parser.
      guard index - start < 18 else { return nil }
      value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    let digits = index - start
    guard digits >= 1, digits <= 18, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
    return value
  }

  /// A string of printable ASCII without escapes.
  mutating func plainString() -> String? {
    guard literal("\"") else { return nil }
    let start = index
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
      index += 1
    }
    return nil
  }
}
