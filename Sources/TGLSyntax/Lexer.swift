// The lexer: splits UTF-8 bytes into tokens, trivia included, so that every byte belongs to a token.

/// The tokens of a source file, stored as parallel arrays: the kind of each token and its start offset.
/// A token ends where the next one starts; the last entry is always `endOfFile` at the end of the text.
public struct TokenList: Sendable {
  public internal(set) var kinds: [SyntaxKind] = []
  public internal(set) var starts: [UInt32] = []

  public var count: Int { kinds.count }

  @inlinable public func range(_ index: Int) -> TextRange {
    let start = Int(starts[index])
    let end = index + 1 < starts.count ? Int(starts[index + 1]) : start
    return TextRange(start: start, end: end)
  }
}

/// Turns source bytes into tokens and lexical errors (unterminated strings and comments, bad numbers,
/// unknown characters). Lexing never fails.
public enum Lexer {
  public static func tokenize(_ bytes: [UInt8]) -> (tokens: TokenList, errors: [SyntaxError]) {
    var scanner = Scanner()
    bytes.withUnsafeBufferPointer { scanner.run($0) }
    return (scanner.tokens, scanner.errors)
  }
}

private struct Scanner {
  var tokens = TokenList()
  var errors: [SyntaxError] = []

  mutating func run(_ text: UnsafeBufferPointer<UInt8>) {
    // Every token but the end of file is at least one byte long, so `text.count + 1` slots hold them all: the tokens
    // are written through pointers into buffers sized once and copied out at their exact count (two appends per
    // token checked the arrays' uniqueness and capacity each time).
    let capacity = text.count + 1
    let kinds = UnsafeMutablePointer<SyntaxKind>.allocate(capacity: capacity)
    let starts = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
    defer {
      kinds.deallocate()
      starts.deallocate()
    }
    var count = 0
    var position = 0
    // Whether any token is unknown: only then are the tokens read again for the unknown runs' errors.
    var sawUnknown = false
    if text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF {
      kinds[0] = .whitespace
      starts[0] = 0
      count = 1
      position = 3
    }
    while position < text.count {
      let start = position
      let kind = scanToken(text, &position)
      if kind == .unknown { sawUnknown = true }
      // Merge runs of unknown bytes into one token so that garbage gives one error, not one per byte. An '=' glued to
      // another '=' or to unknown bytes (`==`, `=$`) joins the run, as before '=' was a token: only a lone '=' (in
      // `let x = 1`, a parameter's default) is `equals`.
      if kind == .unknown || kind == .equals, count > 0, kinds[count - 1] == .unknown || kinds[count - 1] == .equals {
        kinds[count - 1] = .unknown
        continue
      }
      kinds[count] = kind
      starts[count] = UInt32(truncatingIfNeeded: start)
      count += 1
    }
    kinds[count] = .endOfFile
    starts[count] = UInt32(truncatingIfNeeded: text.count)
    count += 1
    tokens.kinds = Array(UnsafeBufferPointer(start: kinds, count: count))
    tokens.starts = Array(UnsafeBufferPointer(start: starts, count: count))
    if sawUnknown { reportUnknownRuns(text) }
  }

  /// Scans one token starting at `position`, advances past it and returns its kind. Inlined into `run`'s loop, which
  /// calls it once per token: the position stays in a register instead of going through memory at every call.
  @inline(__always)
  mutating func scanToken(_ text: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> SyntaxKind {
    let byte = text[position]
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
      position += 1
      while position < text.count, isHorizontalSpace(text[position]) { position += 1 }
      return .whitespace
    case UInt8(ascii: "\n"):
      position += 1
      return .newline
    case UInt8(ascii: "\r"):
      position += 1
      if position < text.count && text[position] == UInt8(ascii: "\n") { position += 1 }
      return .newline
    case UInt8(ascii: "/"):
      if position + 1 < text.count && text[position + 1] == UInt8(ascii: "/") {
        let isDoc = position + 2 < text.count && text[position + 2] == UInt8(ascii: "/")
          && !(position + 3 < text.count && text[position + 3] == UInt8(ascii: "/"))
        while position < text.count, text[position] != UInt8(ascii: "\n"), text[position] != UInt8(ascii: "\r") {
          position += 1
        }
        return isDoc ? .docComment : .lineComment
      }
      if position + 1 < text.count && text[position + 1] == UInt8(ascii: "*") {
        scanBlockComment(text, &position)
        return .blockComment
      }
      position += 1
      return .slash
    case UInt8(ascii: "\""):
      scanString(text, &position)
      return .string
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return scanNumber(text, &position)
    case UInt8(ascii: "."):
      if position + 1 < text.count && isDigit(text[position + 1]) { return scanNumber(text, &position) }
      position += 1
      return .dot
    case UInt8(ascii: "#"):
      scanColor(text, &position)
      return .color
    case UInt8(ascii: "{"): position += 1; return .lCurly
    case UInt8(ascii: "}"): position += 1; return .rCurly
    case UInt8(ascii: "("): position += 1; return .lParen
    case UInt8(ascii: ")"): position += 1; return .rParen
    case UInt8(ascii: "["): position += 1; return .lBracket
    case UInt8(ascii: "]"): position += 1; return .rBracket
    case UInt8(ascii: ":"): position += 1; return .colon
    case UInt8(ascii: ";"): position += 1; return .semicolon
    case UInt8(ascii: ","): position += 1; return .comma
    case UInt8(ascii: "+"): position += 1; return .plus
    case UInt8(ascii: "-"): position += 1; return .minus
    case UInt8(ascii: "*"): position += 1; return .star
    case UInt8(ascii: "@"): position += 1; return .at
    case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"):
      // '==', '<=' and '>=' are a constraint's relations; a lone '=' is `let`'s and a default's; a lone '<' or '>'
      // stays an unknown character.
      if position + 1 < text.count, text[position + 1] == UInt8(ascii: "=") {
        position += 2
        return byte == UInt8(ascii: "=") ? .equalEqual : byte == UInt8(ascii: "<") ? .lessEqual : .greaterEqual
      }
      position += 1
      return byte == UInt8(ascii: "=") ? .equals : .unknown
    default:
      if isASCIIIdentifierStart(byte) {
        position += 1
        scanIdentifierRest(text, &position)
        return .identifier
      }
      if byte < 0x80 {
        position += 1
        return .unknown
      }
      return scanNonASCII(text, &position)
    }
  }

  mutating func scanNonASCII(_ text: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> SyntaxKind {
    guard let (scalar, length) = decodeScalar(text, position) else {
      position += 1
      return .unknown
    }
    if scalar.properties.isWhitespace {
      position += length
      while position < text.count, isHorizontalSpace(text[position]) { position += 1 }
      return .whitespace
    }
    if let (kind, ascii) = fullWidthPunctuation(scalar) {
      // Read as the ASCII punctuation it stands for, so that the rest of the line parses as meant (an IME left
      // on types '：' for ':'); the error says so and carries the replacement.
      errors.append(SyntaxError(
        range: TextRange(start: position, end: position + length),
        message: "full-width '\(Character(scalar))' where '\(ascii)' belongs; write '\(ascii)'", replacement: ascii))
      position += length
      return kind
    }
    guard isIdentifierScalar(scalar) else {
      position += length
      return .unknown
    }
    position += length
    scanIdentifierRest(text, &position)
    return .identifier
  }

  @inline(__always)
  mutating func scanIdentifierRest(_ text: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
    var end = position
    while end < text.count, isASCIIIdentifierByte(text[end]) { end += 1 }
    if end < text.count, text[end] >= 0x80 { end = Self.identifierEnd(text, from: end) }
    position = end
  }

  /// Where a name that goes on past its ASCII bytes ends. Out of line: inlined, the Unicode properties it reads were
  /// set up (type metadata, a dozen categories) at the start of every name, most of a short name's cost.
  @inline(never)
  static func identifierEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var end = start
    while true {
      while end < text.count, isASCIIIdentifierByte(text[end]) { end += 1 }
      guard end < text.count, text[end] >= 0x80, let (scalar, length) = decodeScalar(text, end), isIdentifierScalar(scalar)
      else { return end }
      end += length
    }
  }

  mutating func scanNumber(_ text: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> SyntaxKind {
    let start = position
    while position < text.count, isDigit(text[position]) { position += 1 }
    if position + 1 < text.count, text[position] == UInt8(ascii: "."), isDigit(text[position + 1]) {
      position += 1
      while position < text.count, isDigit(text[position]) { position += 1 }
    }
    // A number glued to letters or to a second fraction (`12px`, `1.2.3`) is one bad number.
    if position < text.count, isNumberTail(text, position) {
      let digitsEnd = position
      while position < text.count, isNumberTail(text, position) || isDigit(text[position]) {
        position += 1
      }
      let unit = text[digitsEnd..<position].allSatisfy { isASCIIIdentifierStart($0) && $0 != UInt8(ascii: "_") }
      if position < text.count, text[position] == UInt8(ascii: "%") { position += 1 }
      let range = TextRange(start: start, end: position)
      let spelling = String(decoding: UnsafeBufferPointer(rebasing: text[start..<position]), as: UTF8.self)
      if unit && text[position - 1] != UInt8(ascii: "%") {
        // `40px`, `12pt`: a unit. Lengths are points, written without one.
        let number = String(decoding: UnsafeBufferPointer(rebasing: text[start..<digitsEnd]), as: UTF8.self)
        errors.append(SyntaxError(
          range: range, message: "'\(spelling)': numbers have no units in tgl (every length is in points); write \(number)",
          replacement: number))
      } else {
        errors.append(SyntaxError(
          range: range, message: "invalid number '\(spelling)'; write digits with at most one '.', like 12 or 12.5"))
      }
      return .number
    }
    if position < text.count, text[position] == UInt8(ascii: "%") {
      position += 1
      return .weight
    }
    // `5.` with nothing after the point.
    if position < text.count, text[position] == UInt8(ascii: "."),
      !(position + 1 < text.count && (isASCIIIdentifierStart(text[position + 1]) || text[position + 1] == UInt8(ascii: ".")))
    {
      position += 1
      let spelling = String(decoding: UnsafeBufferPointer(rebasing: text[start..<position]), as: UTF8.self)
      errors.append(SyntaxError(
        range: TextRange(start: start, end: position),
        message: "invalid number '\(spelling)'; write \(spelling.dropLast()) or \(spelling)0"))
      return .number
    }
    return .number
  }

  func isNumberTail(_ text: UnsafeBufferPointer<UInt8>, _ position: Int) -> Bool {
    let byte = text[position]
    if isASCIIIdentifierStart(byte) { return true }
    return byte == UInt8(ascii: ".") && position + 1 < text.count && isDigit(text[position + 1])
  }

  mutating func scanString(_ text: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
    let start = position
    position += 1
    while position < text.count {
      let byte = text[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      if byte == UInt8(ascii: "\\") {
        scanEscape(text, &position)
        continue
      }
      position += 1
    }
    errors.append(SyntaxError(
      range: TextRange(start: start, end: position),
      message: "unterminated string; add a closing '\"' before the end of the line"))
  }

  mutating func scanEscape(_ text: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
    let start = position
    position += 1
    guard position < text.count else { return }
    let byte = text[position]
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "t"):
      position += 1
      return
    case UInt8(ascii: "u"):
      position += 1
      if position < text.count, text[position] == UInt8(ascii: "{") {
        var end = position + 1
        var digits = 0
        while end < text.count, isHexDigit(text[end]) { end += 1; digits += 1 }
        if end < text.count, text[end] == UInt8(ascii: "}"), (1...8).contains(digits) {
          let hex = String(decoding: UnsafeBufferPointer(rebasing: text[(position + 1)..<end]), as: UTF8.self)
          position = end + 1
          if let value = UInt32(hex, radix: 16), Unicode.Scalar(value) != nil { return }
          errors.append(SyntaxError(
            range: TextRange(start: start, end: position),
            message: "invalid unicode escape; \\u{\(hex)} is not a Unicode scalar value"))
          return
        }
      }
      errors.append(SyntaxError(
        range: TextRange(start: start, end: position),
        message: "invalid unicode escape; write \\u{...} with 1 to 8 hexadecimal digits"))
    default:
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return }
      let length = decodeScalar(text, position)?.1 ?? 1
      position += length
      let spelling = String(decoding: UnsafeBufferPointer(rebasing: text[start..<position]), as: UTF8.self)
      errors.append(SyntaxError(
        range: TextRange(start: start, end: position),
        message: "invalid escape '\(spelling)'; use \\\", \\\\, \\n, \\t or \\u{...}"))
    }
  }

  mutating func scanBlockComment(_ text: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
    let start = position
    position += 2
    var depth = 1
    while position < text.count {
      let byte = text[position]
      if byte == UInt8(ascii: "*"), position + 1 < text.count, text[position + 1] == UInt8(ascii: "/") {
        position += 2
        depth -= 1
        if depth == 0 { return }
      } else if byte == UInt8(ascii: "/"), position + 1 < text.count, text[position + 1] == UInt8(ascii: "*") {
        position += 2
        depth += 1
      } else {
        position += 1
      }
    }
    errors.append(SyntaxError(
      range: TextRange(start: start, end: start + 2),
      message: "unterminated block comment; add '*/' to close it"))
  }

  mutating func scanColor(_ text: UnsafeBufferPointer<UInt8>, _ position: inout Int) {
    let start = position
    position += 1
    var digits = 0
    while position < text.count, isASCIIIdentifierStart(text[position]) || isDigit(text[position]) {
      if isHexDigit(text[position]) { digits += 1 } else { digits = -100 }
      position += 1
    }
    if ![3, 4, 6, 8].contains(digits) {
      errors.append(SyntaxError(
        range: TextRange(start: start, end: position),
        message: "invalid colour; write #RGB, #RRGGBB or #RRGGBBAA with hexadecimal digits"))
    }
  }

  mutating func reportUnknownRuns(_ text: UnsafeBufferPointer<UInt8>) {
    for index in 0..<tokens.count where tokens.kinds[index] == .unknown {
      let range = tokens.range(index)
      let spelling = String(decoding: UnsafeBufferPointer(rebasing: text[range.start..<range.end]), as: UTF8.self)
      let message: String
      if spelling.contains("\u{FFFD}") {
        message = "invalid UTF-8; the file must be UTF-8 encoded"
      } else if spelling == "%" {
        message = "unexpected '%'; write a weight with no space before the '%', like 40%"
      } else if let hint = fullWidthHint(spelling) {
        message = "unexpected character '\(spelling)'; did you mean '\(hint)'?"
      } else if spelling == "\u{FEFF}" {
        message = "unexpected byte order mark (U+FEFF) inside the file; delete it (only the start of a file may have one)"
      } else if let invisible = invisibleDescription(spelling) {
        message = "unexpected invisible character \(invisible); delete it or replace it with a space"
      } else {
        message = "unexpected character '\(spelling)'"
      }
      errors.append(SyntaxError(range: range, message: message))
    }
  }

  /// The code points of `spelling` when none of them can be seen (format characters and unusual spaces), such as
  /// "U+200B", else nil: quoting them would show nothing.
  func invisibleDescription(_ spelling: String) -> String? {
    let scalars = Array(spelling.unicodeScalars)
    let invisible = scalars.allSatisfy { s in
      s.properties.generalCategory == .format || s.properties.generalCategory == .spaceSeparator
        || s.properties.generalCategory == .control
    }
    guard invisible, !scalars.isEmpty else { return nil }
    return scalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: " ")
  }

  /// The token kind and ASCII spelling of a full-width punctuation mark that has one in the grammar.
  func fullWidthPunctuation(_ scalar: Unicode.Scalar) -> (SyntaxKind, String)? {
    switch scalar {
    case "：": return (.colon, ":")
    case "；": return (.semicolon, ";")
    case "，": return (.comma, ",")
    case "（": return (.lParen, "(")
    case "）": return (.rParen, ")")
    case "｛": return (.lCurly, "{")
    case "｝": return (.rCurly, "}")
    default: return nil
    }
  }

  /// The ASCII mark for a full-width one that reaches an unknown run (the grammar's punctuation is read as its
  /// ASCII mark by `fullWidthPunctuation` and never gets here).
  func fullWidthHint(_ spelling: String) -> String? {
    switch spelling {
    case "％": return "%"
    case "”", "“": return "\""
    default: return nil
    }
  }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

@inline(__always) func isHexDigit(_ byte: UInt8) -> Bool {
  isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
}

@inline(__always) func isASCIIIdentifierStart(_ byte: UInt8) -> Bool {
  (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
}

/// A letter, digit or '_' (the ASCII bytes of a name after its first), read from two 64-bit masks: bit n of the
/// first is set for byte n below 64 (digits), bit n of the second for byte 64 + n ('A'-'Z', '_', 'a'-'z').
@inline(__always) func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
  if byte < 64 { return (0x03FF_0000_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0 }
  if byte < 128 { return (0x07FF_FFFE_87FF_FFFE as UInt64) >> UInt64(byte - 64) & 1 != 0 }
  return false
}

@inline(__always) func isHorizontalSpace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
}

/// Letters, digits, marks and emoji (with their joiners and variation selectors) may appear in names.
func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
  if scalar.value < 0x80 { return isASCIIIdentifierStart(UInt8(scalar.value)) || isDigit(UInt8(scalar.value)) }
  if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { return true }
  let properties = scalar.properties
  if properties.isWhitespace { return false }
  switch properties.generalCategory {
  case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
    .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
    .connectorPunctuation:
    return true
  case .otherSymbol, .modifierSymbol:
    return properties.isEmoji
  default:
    return false
  }
}

/// Decodes one UTF-8 scalar at `position`; nil for an invalid or truncated sequence.
func decodeScalar(_ text: UnsafeBufferPointer<UInt8>, _ position: Int) -> (Unicode.Scalar, Int)? {
  let lead = text[position]
  let length: Int
  var value: UInt32
  switch lead {
  case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
  case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
  case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
  default: return nil
  }
  guard position + length <= text.count else { return nil }
  for offset in 1..<length {
    let byte = text[position + offset]
    guard byte & 0xC0 == 0x80 else { return nil }
    value = value << 6 | UInt32(byte & 0x3F)
  }
  // Reject overlong forms and surrogates.
  let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
  guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
  return (scalar, length)
}

extension String {
  /// The string with zeros in front, at least `width` characters long.
  func leftPadded(to width: Int) -> String { String(repeating: "0", count: Swift.max(0, width - count)) + self }
}
