// The output buffer of the formatter: bytes, the current line, and what was printed last.

import TGLSyntax

/// How a significant token is separated from what was printed before it. Comments between the two are
/// placed by `Printer.emit` and may force a line break where the separator asks for none.
enum Separator: Equatable {
  /// Glued to the previous token (`-12`, `spacer(2)`).
  case none
  /// One space.
  case space
  /// Decided by the two token kinds: none before `,` `)` `]` `.` `:` and after `(` `[` `.` `@`, else a space.
  case pairwise
  /// `; ` between the properties of a one-line block.
  case semicolon
  /// A new line at a member's indentation; one of the user's blank lines is kept.
  case member
  /// A new line for the `}` of an expanded block; blank lines before it are dropped.
  case close
  /// As in the source: a line break if there was one (or a removed `;`), a space if there was any, else none.
  case source
  /// The source bytes since the previous token, unchanged (inside error nodes).
  case verbatim
}

/// Where a token goes if it starts a line.
struct Lead {
  var separator: Separator
  var indent: Int
}

/// What the printer wrote last; the placement of the next token depends on it.
enum LastAtom: Equatable {
  /// Nothing yet (a byte order mark at most).
  case start
  case token
  /// A token of an error node, copied verbatim.
  case verbatim
  /// A `//` or `///` comment: the next atom must start a new line.
  case lineComment
  /// A block comment after something else on its line.
  case trailingBlockComment
  /// A block comment at the start of its line.
  case leadingBlockComment
  /// A string without its closing quote, which runs to the end of its line: the next atom must start a new line.
  case unterminatedString
}

extension LastAtom {
  /// True when nothing may follow on the same line.
  var endsLine: Bool { self == .lineComment || self == .unterminatedString }
}

/// One token or comment of the input and where it went in the output; used to compute text edits.
struct Atom {
  var source: TextRange
  var output: TextRange
}

/// The formatter's state while it walks a tree once, in source order.
struct Printer {
  /// The bytes of `tree`, borrowed for the duration of `Printer.run`.
  let source: UnsafeBufferPointer<UInt8>
  let kinds: [SyntaxKind]
  let starts: [UInt32]
  let options: FormatOptions
  let newline: [UInt8]

  var out: [UInt8] = []
  /// Spaces to copy indentation from; grows on demand.
  var spaces = [UInt8](repeating: 0x20, count: 64)
  /// The offset in `out` where the current line starts.
  var lineStart = 0
  /// The index of the last token whose bytes (or whose removal) the printer has dealt with.
  var lastToken = -1
  var lastAtom = LastAtom.start
  /// True from a `{` until the first thing on a later line: blank lines there are dropped.
  var atBlockStart = false
  var lastSignificantKind = SyntaxKind.endOfFile
  /// Every atom printed, in order, when the caller needs text edits; nil otherwise.
  var atoms: [Atom]?

  /// Formats `tree` and returns the output bytes and, when `atoms` is not nil, the atoms appended to it.
  static func run(_ tree: SyntaxTree, options: FormatOptions, atoms: [Atom]?) -> (output: [UInt8], atoms: [Atom]?) {
    tree.bytes.withUnsafeBufferPointer { source in
      var printer = Printer(tree: tree, source: source, options: options, atoms: atoms)
      printer.printSourceFile(tree.root)
      return (printer.out, printer.atoms)
    }
  }

  private init(tree: SyntaxTree, source: UnsafeBufferPointer<UInt8>, options: FormatOptions, atoms: [Atom]?) {
    self.source = source
    self.kinds = tree.tokens.kinds
    self.starts = tree.tokens.starts
    self.options = options
    self.newline = options.newlineBytes(for: tree)
    self.atoms = atoms
    out.reserveCapacity(source.count + source.count / 8 + 16)
    // A byte order mark is kept; it is not a line's content.
    if source.count >= 3 && source[0] == 0xEF && source[1] == 0xBB && source[2] == 0xBF {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: source[0..<3]))
      lineStart = 3
    }
  }

  func range(ofToken index: Int) -> TextRange {
    let start = Int(starts[index])
    return TextRange(start: start, end: index + 1 < starts.count ? Int(starts[index + 1]) : start)
  }

  // MARK: Writing

  mutating func writeLineBreak() {
    out.append(contentsOf: newline)
    lineStart = out.count
  }

  mutating func writeIndent(_ level: Int) {
    let count = max(0, level) * max(0, options.indentWidth)
    while spaces.count < count { spaces.append(contentsOf: spaces.isEmpty ? [0x20] : spaces) }
    out.append(contentsOf: spaces[0..<count])
  }

  mutating func writeSpace() { out.append(UInt8(ascii: " ")) }

  /// Copies source bytes, keeping `lineStart` right when they hold line breaks.
  mutating func writeSource(_ range: TextRange) {
    let before = out.count
    out.append(contentsOf: UnsafeBufferPointer(rebasing: source[range.start..<range.end]))
    var index = out.count
    while index > before {
      index -= 1
      if out[index] == 0x0A || out[index] == 0x0D {
        lineStart = index + 1
        break
      }
    }
  }

  /// Prints an atom's bytes and remembers where they went. Only comments hold line breaks.
  mutating func writeAtom(_ range: TextRange, kind: SyntaxKind) {
    let start = out.count
    if kind == .blockComment {
      writeSource(range)
    } else {
      out.append(contentsOf: UnsafeBufferPointer(rebasing: source[range.start..<range.end]))
    }
    atoms?.append(Atom(source: range, output: TextRange(start: start, end: out.count)))
  }

  /// The width of the current line in columns (Unicode scalars).
  var currentLineWidth: Int {
    var width = 0
    for index in lineStart..<out.count where out[index] & 0xC0 != 0x80 { width += 1 }
    return width
  }

  // MARK: Backtracking

  struct Checkpoint {
    var outCount: Int
    var lineStart: Int
    var lastToken: Int
    var lastAtom: LastAtom
    var atBlockStart: Bool
    var lastSignificantKind: SyntaxKind
    var atomCount: Int
  }

  var checkpoint: Checkpoint {
    Checkpoint(
      outCount: out.count, lineStart: lineStart, lastToken: lastToken, lastAtom: lastAtom, atBlockStart: atBlockStart,
      lastSignificantKind: lastSignificantKind, atomCount: atoms?.count ?? 0)
  }

  mutating func restore(_ checkpoint: Checkpoint) {
    out.removeSubrange(checkpoint.outCount...)
    lineStart = checkpoint.lineStart
    lastToken = checkpoint.lastToken
    lastAtom = checkpoint.lastAtom
    atBlockStart = checkpoint.atBlockStart
    lastSignificantKind = checkpoint.lastSignificantKind
    if atoms != nil { atoms?.removeSubrange(checkpoint.atomCount...) }
  }
}
