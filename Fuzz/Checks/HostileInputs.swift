// Generators of hostile documents: huge, deep, wide, long-lined, badly encoded, and long reference chains.

import TGLTestSupport

/// How big a hostile input is: `full` is the size the reliability issue names, `light` a variant small enough for
/// every debug test run.
public enum HostileScale: String, Sendable, CaseIterable {
  case light, full
}

/// A hostile document; `bytes(_:)` builds it.
public enum HostileInput: String, Sendable, CaseIterable {
  /// 50 MB of ordinary views in one linear layout (light: 512 KB).
  case bigFile = "big-file"
  /// 50 MB of comments and one view (light: 2 MB).
  case bigComments = "big-comments"
  /// One line of 1 MB: a long sum (light: 256 KB).
  case longLine = "long-line"
  /// One comment line of 1 MB, a string of 1 MB and a name of 1 MB.
  case longTokens = "long-tokens"
  /// 100,000 nested elements (light: 10,000); the parser caps nesting.
  case nestedElements = "nested-elements"
  /// 100,000 open braces that never close.
  case openBraces = "open-braces"
  /// 100,000 sibling views (light: 5,000).
  case siblings
  /// 10,000 views in a relative layout, each placed and sized from the next (light: 1,000).
  case relativeChain = "relative-chain"
  /// 10,000 views in a vertical linear layout, each sized from the next (light: 1,000).
  case linearChain = "linear-chain"
  /// 10,000 views in a frame layout, each sized from the next, and the last from the first (light: 1,000).
  case cyclicChain = "cyclic-chain"
  /// Invalid UTF-8: stray continuation bytes, truncated and overlong sequences, encoded surrogates, random bytes.
  case invalidUTF8 = "invalid-utf8"
  /// NUL bytes in names, values, strings and comments.
  case nulBytes = "nul-bytes"
  /// A byte order mark at the start and in the middle.
  case byteOrderMarks = "byte-order-marks"
  /// CRLF line ends.
  case crlf
  /// Lone CR line ends (classic Mac OS).
  case loneCR = "lone-cr"
  /// LF, CRLF and lone CR mixed, also inside block comments.
  case mixedLineEnds = "mixed-line-ends"

  public func bytes(_ scale: HostileScale) -> [UInt8] {
    let full = scale == .full
    switch self {
    case .bigFile:
      let line = Array("    view V { width: 10; height: 20 }\n".utf8)
      return filled(header: "linear S (vert) {\n", repeating: line, to: full ? 50 << 20 : 512 << 10, footer: "}\n")
    case .bigComments:
      let line = Array(("// " + String(repeating: "c", count: 77) + "\n").utf8)
      return filled(header: "", repeating: line, to: full ? 50 << 20 : 2 << 20, footer: "view A { width: 1 }\n")
    case .longLine:
      let terms = full ? 250_000 : 64_000
      return Array(("view A { width: " + Array(repeating: "1", count: terms).joined(separator: " + ") + " }\n").utf8)
    case .longTokens:
      let mega = 1 << 20
      return Array(
        ("// " + String(repeating: "x", count: mega) + "\nview A { background: \"" + String(repeating: "y", count: mega)
          + "\" }\nview " + String(repeating: "N", count: mega) + " { width: 1 }\n").utf8)
    case .nestedElements:
      var text = ""
      let depth = full ? 100_000 : 10_000
      for index in 0..<depth { text += "linear L\(index) {\n" }
      return Array((text + String(repeating: "}\n", count: depth)).utf8)
    case .openBraces:
      return Array(("view A " + String(repeating: "{", count: 100_000)).utf8)
    case .siblings:
      var text = "linear S (vert) {\n    width: 375\n"
      for index in 0..<(full ? 100_000 : 5_000) { text += "    view V\(index) { width: fill; height: 10 }\n" }
      return Array((text + "}\n").utf8)
    case .relativeChain:
      let count = full ? 10_000 : 1_000
      var text = "relative R {\n    width: 1000\n    height: 1000\n"
      for index in 0..<(count - 1) {
        text += "    view V\(index) { left: V\(index + 1).right; width: V\(index + 1).width; height: 10 }\n"
      }
      return Array((text + "    view V\(count - 1) { left: 0; width: 5; height: 10 }\n}\n").utf8)
    case .linearChain:
      let count = full ? 10_000 : 1_000
      var text = "linear L (vert) {\n"
      for index in 0..<(count - 1) {
        text += "    view V\(index) { width: V\(index + 1).width; height: V\(index + 1).height }\n"
      }
      return Array((text + "    view V\(count - 1) { width: 5; height: 10 }\n}\n").utf8)
    case .cyclicChain:
      let count = full ? 10_000 : 1_000
      var text = "frame F {\n"
      for index in 0..<count {
        text += "    view V\(index) { width: V\((index + 1) % count).width; height: 10 }\n"
      }
      return Array((text + "}\n").utf8)
    case .invalidUTF8:
      var random = SplitMix64(seed: 0x7467_6C)
      var bytes = Array("view A".utf8) + [0xFF] + Array(" { width: ".utf8) + [0xC3, 0x28] + Array("; height: ".utf8)
      bytes += [0xED, 0xA0, 0x80, 0xC0, 0xAF, 0xF4, 0x90, 0x80, 0x80, 0xE2, 0x82] + Array(" }\n".utf8)
      bytes += Array("label \u{6807}\u{9898} { width: 1 }\n".utf8)
      for _ in 0..<100_000 { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
      return bytes
    case .nulBytes:
      let chunk: [UInt8] = Array("view A".utf8) + [0] + Array("B { width: 1".utf8) + [0] + Array("; height: \"a".utf8)
        + [0] + Array("b\" } // ".utf8) + [0] + Array("\n/* ".utf8) + [0] + Array(" */\n".utf8)
      return Array(repeating: chunk, count: 1_000).flatMap { $0 }
    case .byteOrderMarks:
      return [0xEF, 0xBB, 0xBF] + Array("view A { width: 10 }\n".utf8) + [0xEF, 0xBB, 0xBF]
        + Array("view B { width: 10 }\n".utf8)
    case .crlf:
      return Array("linear S (vert) {\r\n    view A { width: 10 }\r\n    view B {\r\n        width: 20\r\n    }\r\n}\r\n".utf8)
    case .loneCR:
      return Array("linear S (vert) {\r    view A { width: 10 }\r    view B {\r        width: 20\r    }\r}\r".utf8)
    case .mixedLineEnds:
      return Array(
        "linear S (vert) {\r\n    view A { width: 10 }\r    view B {\n        width: 20 /* a\r\nb\rc */\r\n\r    }\n\r}".utf8)
    }
  }

  private func filled(header: String, repeating line: [UInt8], to size: Int, footer: String) -> [UInt8] {
    var bytes = Array(header.utf8)
    bytes.reserveCapacity(size + footer.utf8.count)
    while bytes.count + line.count <= size - footer.utf8.count { bytes += line }
    return bytes + Array(footer.utf8)
  }
}

