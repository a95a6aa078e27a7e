// A fast JSON parser over UTF-8 bytes (RFC 8259): escapes, surrogate pairs, strict numbers, a nesting limit.

extension JSON {
  /// The nesting depth (arrays plus objects) accepted by default.
  public static let defaultMaximumDepth = 256

  /// Parses one JSON value that spans all of `bytes` (surrounding whitespace allowed).
  ///
  /// Invalid UTF-8 is an error; an escaped lone surrogate (`"\ud800"`) becomes U+FFFD, which has the same length in
  /// UTF-16, so positions in documents sent by a JavaScript client stay aligned.
  public static func parse(
    _ bytes: [UInt8], maximumDepth: Int = JSON.defaultMaximumDepth
  ) throws(JSONParseError) -> JSON {
    let result: Result<JSON, JSONParseError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONByteParser(bytes: buffer, maximumDepth: maximumDepth)
      do throws(JSONParseError) {
        return .success(try parser.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Parses one JSON value from a string.
  public static func parse(_ text: String, maximumDepth: Int = JSON.defaultMaximumDepth) throws(JSONParseError) -> JSON
  {
    try parse(Array(text.utf8), maximumDepth: maximumDepth)
  }
}

/// The parser state: a cursor over a byte buffer and the current depth.
struct JSONByteParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  var index = 0
  var depth = 0
  /// Members and elements of the containers being read; each container copies its slice out once, at exact size.
  var memberStack: [(key: String, value: JSON)] = []
  var elementStack: [JSON] = []

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  mutating func parseDocument() throws(JSONParseError) -> JSON {
    let value = try parseValue()
    skipWhitespace()
    guard index == bytes.count else { throw JSONParseError(.trailingData, at: index) }
    return value
  }

  mutating func parseValue() throws(JSONParseError) -> JSON {
    skipWhitespace()
    guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return try parseNumber()
    case let byte:
      throw JSONParseError(.unexpectedByte(byte), at: index)
    }
  }

  mutating func parseObject() throws(JSONParseError) -> JSON {
    try enterContainer()
    index += 1
    skipWhitespace()
    if try peek() == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(JSONObject())
    }
    let base = memberStack.count
    while true {
      skipWhitespace()
      guard try peek() == UInt8(ascii: "\"") else { throw unexpected() }
      let key = try parseString()
      skipWhitespace()
      try expect(UInt8(ascii: ":"))
      let value = try parseValue()
      memberStack.append((key: key, value: value))
      skipWhitespace()
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        let object = JSONObject(entries: Array(memberStack[base...]))
        memberStack.removeSubrange(base...)
        return .object(object)
      default: throw unexpected()
      }
    }
  }

  mutating func parseArray() throws(JSONParseError) -> JSON {
    try enterContainer()
    index += 1
    skipWhitespace()
    if try peek() == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array([])
    }
    let base = elementStack.count
    while true {
      let element = try parseValue()
      elementStack.append(element)
      skipWhitespace()
      switch try peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        let elements = Array(elementStack[base...])
        elementStack.removeSubrange(base...)
        return .array(elements)
      default: throw unexpected()
      }
    }
  }

  mutating func enterContainer() throws(JSONParseError) {
    depth += 1
    guard depth <= maximumDepth else { throw JSONParseError(.tooDeep(limit: maximumDepth), at: index) }
  }

  // MARK: Small helpers

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  func peek() throws(JSONParseError) -> UInt8 {
    guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
    return bytes[index]
  }

  mutating func expect(_ byte: UInt8) throws(JSONParseError) {
    guard try peek() == byte else { throw unexpected() }
    index += 1
  }

  func unexpected() -> JSONParseError {
    guard index < bytes.count else { return JSONParseError(.unexpectedEnd, at: index) }
    return JSONParseError(.unexpectedByte(bytes[index]), at: index)
  }

  mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
    let count = literal.utf8CodeUnitCount
    let start = literal.utf8Start
    for offset in 0..<count {
      guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
      guard bytes[index] == start[offset] else { throw unexpected() }
      index += 1
    }
  }
}
