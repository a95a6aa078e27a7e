// The JSON parser's scalar readers: strings (escapes, surrogate pairs, UTF-8 validation) and numbers.

import Platform

extension JSONByteParser {
  /// Reads a string starting at its opening quote.
  mutating func parseString() throws(JSONParseError) -> String {
    index += 1
    let start = index
    // Fast path: no escapes, so the string is a slice of the input.
    scan: while index < bytes.count {
      index = skipPlainASCII(from: index)
      // At most a word's worth of bytes one by one, then words again.
      let stop = Swift.min(index + 8, bytes.count)
      while index < stop {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") {
          let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
          let text = Self.commonString(slice) ?? String(decoding: slice, as: UTF8.self)
          index += 1
          return text
        }
        if byte == UInt8(ascii: "\\") { break scan }
        if byte < 0x20 { throw JSONParseError(.controlCharacterInString, at: index) }
        if byte < 0x80 { index += 1 } else { index += try utf8SequenceLength(at: index) }
      }
    }
    guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
    var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    try parseEscapedRest(into: &buffer)
    return String(decoding: buffer, as: UTF8.self)
  }

  /// The keys and values every request repeats, as their literals: making a `String` of them validated their bytes and,
  /// past 15 bytes (`textDocument/hover`), allocated, for each of the dozen strings of a request; comparing them with
  /// the few literals of their length is much cheaper.
  static func commonString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    func matches(_ literal: StaticString) -> Bool {
      let start = literal.utf8Start
      for offset in 0..<bytes.count where start[offset] != bytes[offset] { return false }
      return true
    }
    // Each literal twice: the `StaticString` to compare with, the `String` to return (a literal, so never allocated).
    switch bytes.count {
    case 2: return matches("id") ? "id" : nil
    case 3: return matches("uri") ? "uri" : matches("2.0") ? "2.0" : nil
    case 4: return matches("line") ? "line" : nil
    case 6: return matches("method") ? "method" : matches("params") ? "params" : nil
    case 7: return matches("jsonrpc") ? "jsonrpc" : matches("context") ? "context" : nil
    case 8: return matches("position") ? "position" : nil
    case 9: return matches("character") ? "character" : nil
    case 11: return matches("triggerKind") ? "triggerKind" : nil
    case 12: return matches("textDocument") ? "textDocument" : nil
    case 18: return matches("textDocument/hover") ? "textDocument/hover" : nil
    case 23: return matches("textDocument/completion") ? "textDocument/completion" : nil
    default: return nil
    }
  }

  /// Reads the rest of a string that contains escapes, from the first backslash to the closing quote.
  ///
  /// The bytes between escapes go into the buffer a run at a time: a document's text sent in `didOpen` has an escape
  /// every line (`\n`), and appending its bytes one by one was most of the cost of parsing that message.
  mutating func parseEscapedRest(into buffer: inout [UInt8]) throws(JSONParseError) {
    while index < bytes.count {
      let runStart = index
      run: while index < bytes.count {
        index = skipPlainASCII(from: index)
        let stop = Swift.min(index + 8, bytes.count)
        while index < stop {
          let byte = bytes[index]
          if JSONEscape.isNeeded(byte) { break run }
          if byte < 0x80 { index += 1 } else { index += try utf8SequenceLength(at: index) }
        }
      }
      if index > runStart { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
      guard index < bytes.count else { break }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return
      case UInt8(ascii: "\\"):
        try parseEscape(into: &buffer)
      default:
        throw JSONParseError(.controlCharacterInString, at: index)
      }
    }
    throw JSONParseError(.unexpectedEnd, at: index)
  }

  /// The offset of the first word from `start` on that holds a quote, a backslash, a control character or a byte
  /// that is not ASCII (or where fewer than eight bytes remain): the bytes before it need no check one by one.
  func skipPlainASCII(from start: Int) -> Int {
    var offset = start
    while offset &+ 8 <= bytes.count {
      let word = ByteWords.word(bytes, at: offset)
      if ByteWords.hasNonASCII(word) || JSONEscape.isNeeded(inWord: word) { break }
      offset &+= 8
    }
    return offset
  }

  mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONParseError) {
    let escapeStart = index
    index += 1
    guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
    case UInt8(ascii: "b"): buffer.append(0x08)
    case UInt8(ascii: "f"): buffer.append(0x0C)
    case UInt8(ascii: "n"): buffer.append(0x0A)
    case UInt8(ascii: "r"): buffer.append(0x0D)
    case UInt8(ascii: "t"): buffer.append(0x09)
    case UInt8(ascii: "u"):
      let scalar = try parseUnicodeEscape()
      appendUTF8(scalar, to: &buffer)
    default:
      throw JSONParseError(.invalidEscape, at: escapeStart)
    }
  }

  /// Reads the hex digits after `\u`, joining a surrogate pair; a lone surrogate becomes U+FFFD.
  mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
    let first = try readHex4()
    if (0xD800...0xDBFF).contains(first) {
      let hasLow =
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "u")
      if hasLow {
        let save = index
        index += 2
        let second = try readHex4()
        if (0xDC00...0xDFFF).contains(second) {
          let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
          return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
        index = save
      }
      return "\u{FFFD}"
    }
    return Unicode.Scalar(first) ?? "\u{FFFD}"
  }

  mutating func readHex4() throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw JSONParseError(.unexpectedEnd, at: index) }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw JSONParseError(.invalidEscape, at: index)
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  func appendUTF8(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
    UTF8.encode(scalar) { buffer.append($0) }
  }

  /// The length of the well-formed UTF-8 sequence that starts at `position` with a non-ASCII byte.
  func utf8SequenceLength(at position: Int) throws(JSONParseError) -> Int {
    let lead = bytes[position]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: throw JSONParseError(.invalidUTF8, at: position)
    }
    guard position + length <= bytes.count else { throw JSONParseError(.invalidUTF8, at: position) }
    let second = bytes[position + 1]
    guard second >= low && second <= high else { throw JSONParseError(.invalidUTF8, at: position) }
    for offset in 2..<max(length, 2) where bytes[position + offset] & 0xC0 != 0x80 {
      throw JSONParseError(.invalidUTF8, at: position)
    }
    return length
  }

  /// Reads a number; integers that fit in `Int` become `.int`, everything else `.double`.
  mutating func parseNumber() throws(JSONParseError) -> JSON {
    let start = index
    var isNegative = false
    if bytes[index] == UInt8(ascii: "-") {
      isNegative = true
      index += 1
    }
    guard index < bytes.count, isDigit(bytes[index]) else { throw JSONParseError(.invalidNumber, at: start) }
    var isInteger = true
    var magnitude: UInt64 = 0
    var overflowed = false
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) {
        let (times, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
        let (plus, overflow2) = times.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
        overflowed = overflowed || overflow1 || overflow2
        magnitude = plus
        index += 1
      }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      try requireDigits(numberStart: start)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      try requireDigits(numberStart: start)
    }
    if isInteger && !overflowed {
      if !isNegative, magnitude <= UInt64(Int.max) { return .int(Int(magnitude)) }
      if isNegative, magnitude <= UInt64(Int.max) + 1 { return .int(Int(truncatingIfNeeded: 0 &- magnitude)) }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    // A number beyond a double's range (`1e400`) reads as infinity, which JSON cannot write back: invalid here
    // (RFC 8259 §6 lets a parser limit the range), not a value that changes on its way through the server.
    guard let value = Double(text), value.isFinite else { throw JSONParseError(.invalidNumber, at: start) }
    return .double(value)
  }

  mutating func requireDigits(numberStart: Int) throws(JSONParseError) {
    guard index < bytes.count, isDigit(bytes[index]) else { throw JSONParseError(.invalidNumber, at: numberStart) }
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
