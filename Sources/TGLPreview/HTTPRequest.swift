// The head of an HTTP/1.1 request, as the preview server reads it: a GET with a path, a query and a few headers.
// Pure parsing, so that every rejection is tested without a socket.

/// A parsed request head.
public struct HTTPRequest: Equatable, Sendable {
  public var method: String
  /// The path, percent-decoded (`/view`).
  public var path: String
  /// The query's parameters, percent-decoded (`+` is a space); a repeated name keeps its last value.
  public var query: [String: String]
  /// Header values by lower-cased name.
  public var headers: [String: String]

  /// The most a request head may take; the preview's requests are a line and a few headers.
  public static let maximumHeadSize = 16 * 1024

  public enum ParseError: Error, Equatable {
    /// The head has not ended yet (no blank line): read more.
    case incomplete
    /// Longer than `maximumHeadSize`.
    case tooLarge
    /// Not a request line `METHOD TARGET HTTP/1.x`, a header line without a colon, or a bad percent escape.
    case malformed(String)
  }

  /// Parses the head at the start of `bytes` (up to and including the blank line).
  public static func parse(_ bytes: [UInt8]) -> Result<HTTPRequest, ParseError> {
    guard let end = headEnd(bytes) else {
      return .failure(bytes.count > maximumHeadSize ? .tooLarge : .incomplete)
    }
    guard end <= maximumHeadSize else { return .failure(.tooLarge) }
    // Lines split on the bytes: as a `String`, "\r\n" is one character and would not split on "\n".
    var lines = bytes[..<end].split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> Substring in
      Substring(String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self))
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    guard let requestLine = lines.first else { return .failure(.malformed("no request line")) }
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, !parts[0].isEmpty, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else {
      return .failure(.malformed("bad request line"))
    }
    let target = parts[1]
    let pathPart: Substring
    let queryPart: Substring
    if let mark = target.firstIndex(of: "?") {
      pathPart = target[..<mark]
      queryPart = target[target.index(after: mark)...]
    } else {
      pathPart = target
      queryPart = ""
    }
    guard let path = percentDecoded(pathPart, plusIsSpace: false) else {
      return .failure(.malformed("bad escape in the path"))
    }
    var query: [String: String] = [:]
    for pair in queryPart.split(separator: "&") {
      let pieces = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard let name = percentDecoded(pieces[0], plusIsSpace: true),
        let value = percentDecoded(pieces.count > 1 ? pieces[1] : "", plusIsSpace: true)
      else { return .failure(.malformed("bad escape in the query")) }
      query[name] = value
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
        return .failure(.malformed("bad header line"))
      }
      let name = line[..<colon].lowercased()
      headers[name] = String(line[line.index(after: colon)...]).trimmingBlanks
    }
    return .success(HTTPRequest(method: String(parts[0]), path: path, query: query, headers: headers))
  }

  /// The offset just after the blank line that ends the head (`\r\n\r\n` or `\n\n`), if there is one.
  public static func headEnd(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return index + 2 }
        if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A { return index + 3 }
      }
      index += 1
    }
    return nil
  }

  /// Decodes `%XX` escapes (and `+` in a query); nil for a malformed escape, invalid UTF-8 or a NUL byte.
  static func percentDecoded(_ text: Substring, plusIsSpace: Bool) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8)[...]
    while let byte = iterator.popFirst() {
      switch byte {
      case UInt8(ascii: "%"):
        guard iterator.count >= 2, let high = hexValue(iterator.popFirst()!), let low = hexValue(iterator.popFirst()!)
        else { return nil }
        bytes.append(high << 4 | low)
      case UInt8(ascii: "+") where plusIsSpace:
        bytes.append(0x20)
      default:
        bytes.append(byte)
      }
    }
    guard !bytes.contains(0), let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
    return decoded
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}

extension String {
  /// The text without spaces and tabs at either end.
  var trimmingBlanks: String {
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
    return String(slice)
  }
}
