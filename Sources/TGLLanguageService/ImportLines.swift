// Finding the files a document imports without parsing it: the server needs them before the analysis, as it needs
// the `@fontMetrics` file, to record the document's edges in the dependency graph and to read the files.

public enum ImportLines {
  /// The paths of the `import` lines of a document (`import "p.tgl"`, `import A, B from "p.tgl"`, the names possibly
  /// on several lines), in order, each as written; an import whose string is missing or not closed on its line is
  /// left out (the parser reports it).
  ///
  /// An import is a top-level declaration whose line starts with the word `import` (design-whole-app.md §1.1); no
  /// member of a block starts so (a property is `name:`), so the lines are found without tracking braces. Lines are
  /// visited by their first byte, which costs next to nothing on a 10,000-line document.
  public static func paths(in bytes: [UInt8]) -> [String] {
    bytes.withUnsafeBufferPointer { paths(inUTF8: $0) }
  }

  private static let word = Array("import".utf8)
  private static let declarationWords = ["let", "style", "component"].map { Array($0.utf8) }

  /// Whether a line of the document starts with `import`, `let`, `style` or `component` and a space: the document
  /// may be a file of a program (design-whole-app.md §1), to be analysed with what it imports. Every other document
  /// is analysed alone, as before, without a parse to tell.
  public static func mayDeclare(in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { bytes in
      var lineStart = 0
      while lineStart < bytes.count {
        var index = lineStart
        while index < bytes.count, bytes[index] == FontMetricsDirective.space || bytes[index] == FontMetricsDirective.tab {
          index += 1
        }
        if startsImport(bytes, index) { return true }
        for keyword in declarationWords where bytes.count - index > keyword.count {
          if keyword.indices.allSatisfy({ bytes[index + $0] == keyword[$0] }),
            bytes[index + keyword.count] == FontMetricsDirective.space
          {
            return true
          }
        }
        while index < bytes.count, bytes[index] != FontMetricsDirective.newline { index += 1 }
        lineStart = index + 1
      }
      return false
    }
  }

  private static func paths(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    typealias D = FontMetricsDirective
    var found: [String] = []
    var lineStart = 0
    while lineStart < bytes.count {
      var index = lineStart
      while index < bytes.count, bytes[index] == D.space || bytes[index] == D.tab { index += 1 }
      if startsImport(bytes, index), let quote = pathQuote(bytes, from: index + word.count),
        let path = D.quotedString(bytes, from: quote)
      {
        found.append(path)
      }
      while index < bytes.count, bytes[index] != D.newline { index += 1 }
      lineStart = index + 1
    }
    return found
  }

  /// Whether the word `import` stands at `at`, followed by a space, a tab, a quote or a line break.
  private static func startsImport(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) -> Bool {
    guard bytes.count - at > word.count else { return false }
    for offset in word.indices where bytes[at + offset] != word[offset] { return false }
    let next = bytes[at + word.count]
    return next == FontMetricsDirective.space || next == FontMetricsDirective.tab || next == FontMetricsDirective.quote
      || next == FontMetricsDirective.newline || next == 0x0D
  }

  /// The offset of the quote that opens the import's path: after the imported names and `from`, which may run over
  /// several lines. Nil at anything an import list cannot hold (a brace, a colon, an `=`, a directive's `@`); a `//`
  /// comment is skipped to its line's end.
  private static func pathQuote(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    var index = from
    while index < bytes.count {
      switch bytes[index] {
      case FontMetricsDirective.quote: return index
      case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "@"),
        UInt8(ascii: "("), UInt8(ascii: ";"):
        return nil
      case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
        while index < bytes.count, bytes[index] != FontMetricsDirective.newline { index += 1 }
      default: index += 1
      }
    }
    return nil
  }
}
