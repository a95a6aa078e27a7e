// Which bytes a JSON string escapes and how (RFC 8259 §7): one description for the serializer, the direct writer
// and the parser's scan, so that the two writers cannot disagree on the wire.

import Platform

enum JSONEscape {
  /// Whether a string must escape `byte`: a control character, the quote or the backslash.
  @inline(__always)
  static func isNeeded(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Whether some byte of `word` (eight bytes, `ByteWords.word`) must be escaped.
  @inline(__always)
  static func isNeeded(inWord word: UInt64) -> Bool {
    ByteWords.hasByte(below: 0x20, in: word) || ByteWords.hasByte(UInt8(ascii: "\""), in: word)
      || ByteWords.hasByte(UInt8(ascii: "\\"), in: word)
  }

  /// The letter after `\` of the short escape of `byte` (`\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`); nil for the other
  /// control characters, written `\u00XX` (`hexDigit`).
  static func letter(for byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "\""): UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): UInt8(ascii: "\\")
    case 0x0A: UInt8(ascii: "n")
    case 0x0D: UInt8(ascii: "r")
    case 0x09: UInt8(ascii: "t")
    case 0x08: UInt8(ascii: "b")
    case 0x0C: UInt8(ascii: "f")
    default: nil
    }
  }

  /// The lowercase hexadecimal digit of `value` (0–15).
  static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
