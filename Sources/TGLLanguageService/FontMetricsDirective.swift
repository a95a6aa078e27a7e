// Finding the `@fontMetrics` directive in a document's text without parsing it: the server needs the path before
// the analysis, which takes the metrics as a setting.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

public enum FontMetricsDirective {
  /// The string after the first `@fontMetrics` that starts a line (after spaces and tabs), unescaped for `\"` and `\\`;
  /// nil when there is none or its string is not closed on its line.
  ///
  /// Every request asks for it, so it must cost next to nothing on a 10,000-line document: the bytes are searched for
  /// `@` with `memchr` (a directive's mark is rare elsewhere), where `String.contains` went through Foundation's
  /// locale-aware search, slower than the hover itself.
  public static func path(in text: String) -> String? {
    if let found = text.utf8.withContiguousStorageIfAvailable({ path(inUTF8: $0) }) { return found }
    return Array(text.utf8).withUnsafeBufferPointer { path(inUTF8: $0) }
  }

  /// The same path found in a document's UTF-8 bytes (the server keeps a document as bytes).
  public static func path(in bytes: [UInt8]) -> String? {
    bytes.withUnsafeBufferPointer { path(inUTF8: $0) }
  }

  private static let marker = Array("@fontMetrics".utf8)
  static let (space, tab, newline, quote, backslash): (UInt8, UInt8, UInt8, UInt8, UInt8) =
    (0x20, 0x09, 0x0A, 0x22, 0x5C)

  private static func path(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
    guard let base = bytes.baseAddress else { return nil }
    var from = 0
    while from < bytes.count, let hit = memchr(base + from, 0x40, bytes.count - from) {
      let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      from = at + 1
      guard startsLine(bytes, at), hasMarker(bytes, at) else { continue }
      return quotedString(bytes, from: at + marker.count)
    }
    return nil
  }

  /// Whether only spaces and tabs stand between the start of `at`'s line and `at`.
  static func startsLine(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool {
    var start = at
    while start > 0, bytes[start - 1] == space || bytes[start - 1] == tab { start -= 1 }
    return start == 0 || bytes[start - 1] == newline
  }

  /// Whether `@fontMetrics` is at `at`, as a whole word (`@fontMetricsFile` is another directive).
  private static func hasMarker(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool {
    guard bytes.count - at >= marker.count else { return false }
    for offset in marker.indices where bytes[at + offset] != marker[offset] { return false }
    let next = at + marker.count
    return next == bytes.count || [space, tab, quote, newline, 0x0D].contains(bytes[next])
  }

  /// The string that opens after spaces and tabs at `from`, closed on the same line (`ImportLines` reads an import's
  /// path with it too).
  static func quotedString(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> String? {
    var index = from
    while index < bytes.count, bytes[index] == space || bytes[index] == tab { index += 1 }
    guard index < bytes.count, bytes[index] == quote else { return nil }
    index += 1
    var out: [UInt8] = []
    var escaped = false
    while index < bytes.count, bytes[index] != newline {
      let byte = bytes[index]
      if escaped {
        out.append(byte)
        escaped = false
      } else if byte == backslash {
        escaped = true
      } else if byte == quote {
        return String(decoding: out, as: UTF8.self)
      } else {
        out.append(byte)
      }
      index += 1
    }
    return nil
  }
}
