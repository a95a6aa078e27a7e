// The error a JSON parse reports: what went wrong and at which byte offset.

/// Why and where JSON input was rejected.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Reason: Hashable, Sendable {
    case unexpectedEnd
    case unexpectedByte(UInt8)
    case invalidNumber
    case invalidEscape
    case controlCharacterInString
    case invalidUTF8
    case tooDeep(limit: Int)
    case trailingData
  }

  public let reason: Reason
  /// The UTF-8 byte offset in the input where the problem was found.
  public let offset: Int

  public init(_ reason: Reason, at offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  public var description: String {
    switch reason {
    case .unexpectedEnd: return "unexpected end of input at byte \(offset)"
    case .unexpectedByte(let byte):
      let shown = byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16))"
      return "unexpected \(shown) at byte \(offset)"
    case .invalidNumber: return "invalid number at byte \(offset)"
    case .invalidEscape: return "invalid escape sequence at byte \(offset)"
    case .controlCharacterInString: return "unescaped control character in string at byte \(offset)"
    case .invalidUTF8: return "invalid UTF-8 at byte \(offset)"
    case .tooDeep(let limit): return "nesting deeper than \(limit) levels at byte \(offset)"
    case .trailingData: return "unexpected data after the JSON value at byte \(offset)"
    }
  }
}
