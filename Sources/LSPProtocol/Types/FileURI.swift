// `file:` URIs and paths, as the tools need them, without Foundation's `URL` (which would link Foundation into the
// shipped binary; see docs/install.md).

public enum FileURI {
  /// The bytes a URI's path keeps as they are (RFC 3986 `pchar` and `/`: Foundation's `urlPathAllowed`); every
  /// other byte is percent-encoded.
  static func isPathByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return true
    default: return "-._~!$&'()*+,;=:@/".utf8.contains(byte)
    }
  }

  /// `file://` and the absolute `path`, percent-encoded (what `URL(fileURLWithPath:).absoluteString` gives for a
  /// file).
  public static func uri(forPath path: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var out = Array("file://".utf8)
    for byte in path.utf8 {
      if isPathByte(byte) {
        out.append(byte)
      } else {
        out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The path of a `file:` URI (`file:///a/b`, `file://localhost/a/b`, `file:/a/b`), percent-decoded, without a
  /// trailing slash; nil for another scheme, another host, an empty path or an encoding that is not UTF-8.
  public static func path(of uri: String) -> String? {
    let bytes = Array(uri.utf8)
    guard bytes.count >= 5, String(decoding: bytes[0..<5], as: UTF8.self).lowercased() == "file:" else { return nil }
    var rest = bytes[5...]
    if rest.starts(with: "//".utf8) {
      rest = rest.dropFirst(2)
      let authorityEnd = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
      let host = String(decoding: rest[rest.startIndex..<authorityEnd], as: UTF8.self).lowercased()
      guard host.isEmpty || host == "localhost" else { return nil }
      rest = rest[authorityEnd...]
    }
    if let end = rest.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
      rest = rest[..<end]
    }
    guard var path = percentDecoded(rest) else { return nil }
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path.isEmpty ? nil : path
  }

  /// The last component of a URI's path, percent-decoded (`Screen.tgl` of `file:///a/Screen.tgl`); nil when the
  /// path is empty.
  public static func lastPathComponent(of uri: String) -> String? {
    var text = Substring(uri)
    if let end = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = text[..<end] }
    if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") { text = text[text.index(after: colon)...] }
    if text.hasPrefix("//") {
      text = text.dropFirst(2)
      text = text.firstIndex(of: "/").map { text[$0...] } ?? ""
    }
    while text.hasSuffix("/") { text = text.dropLast() }
    let last = text.lastIndex(of: "/").map { text[text.index(after: $0)...] } ?? text
    guard !last.isEmpty, let decoded = percentDecoded(Array(last.utf8)[...]) else { return nil }
    return decoded
  }

  static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> String? {
    func value(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
      default: return nil
      }
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = bytes.startIndex
    while i < bytes.endIndex {
      if bytes[i] == UInt8(ascii: "%") {
        guard i + 2 < bytes.endIndex, let high = value(bytes[i + 1]), let low = value(bytes[i + 2]) else { return nil }
        out.append(high << 4 | low)
        i += 3
      } else {
        out.append(bytes[i])
        i += 1
      }
    }
    return String(validating: out, as: UTF8.self)
  }
}
