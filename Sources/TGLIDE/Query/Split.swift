// How a file divides into pieces: from a full parse, or from the previous version and one edit.

import TGLLint
import TGLSemantics
import TGLSyntax

/// The pieces of a file, where each one's text starts, the prefix, and the syntax errors outside every piece.
struct Split {
  var pieces: [Piece] = []
  var starts: [Int] = []
  var prefix = Prefix()
  var outsideErrors: [SyntaxError] = []
  /// How the split was made (set by each initializer; `SplitRules.swift` says why each kind).
  var kind = SplitKind.parsed
  /// For a file of a program, where each expanded element and its values come from, by element number.
  var elementSources = ElementSources()

  /// The whole file as one piece (no prefix), for the reason given (`WholeFileReason`).
  init(wholeFile bytes: [UInt8], because reason: WholeFileReason) {
    pieces = [Piece(snippet: bytes, prefixLength: 0)]
    starts = [0]
    kind = .whole(reason)
  }

  /// What the expansion of a file of a program found in other files (a component's body lowered for this file).
  var elsewhere: [ProgramDiagnostic] = []
  /// For a file of a program, the declarations of other files its expansion read (`ProgramContext.reads`).
  var programReads: [String: Set<String>] = [:]

  /// A file of a program as one piece: its parse, and its lowering through the program's expansion with the
  /// program's findings in the file (resolution, unused names) among the lowering's, as `tgl check` lints it
  /// (`ProgramLint.prepare`), so that rule levels and suppressions apply to them.
  init(program: ProgramContext, bytes: [UInt8], parse: ParseResult) {
    var (expanded, candidates, _) = ProgramLint.prepare(program.path, in: program.program, reachingEveryFile: false)
    if !program.reportsUnusedDeclarations {
      expanded.lowering.diagnostics.removeAll { d in candidates.contains { ProgramLint.sameFinding($0.diagnostic, d) } }
    }
    elementSources = expanded.sources
    elsewhere = expanded.elsewhere + program.cycles
    programReads = ProgramContext.reads(expanded.used, in: program.program)
    pieces = [
      Piece(
        snippet: bytes, parse: parse, lowering: expanded.lowering,
        styled: StyleFindings.styledKeys(expanded.sources, program: program.program))
    ]
    starts = [0]
    kind = .whole(.program)
  }

  /// The number of elements in the pieces (their prefixes hold no elements).
  var elementCount: Int { pieces.reduce(0) { $0 + $1.parse.tree.nodeCount(of: .element) } }

  /// The split of a parsed file: one piece per top-level element with the trivia before it; directives and
  /// file suppressions go to the prefix. Pieces whose snippet is in `reusable` are taken from there.
  init(_ parse: ParseResult, reusing reusable: [SnippetKey: Piece]) {
    let tree = parse.tree
    var prefix = Prefix()
    var ranges: [TextRange] = []
    var leadStart = 0
    var lineEnd = LineEnd()
    // Whether the text since `leadStart` is trivia only, with a line comment in it.
    var onlyTrivia = true
    var hasLineComment = false
    tree.root.forEachChild { child in
      switch child {
      case .node(let node) where node.kind == .element:
        ranges.append(TextRange(start: leadStart, end: node.range.end))
        leadStart = node.range.end
        lineEnd = LineEnd(afterElement: true)
        (onlyTrivia, hasLineComment) = (true, false)
      case .node(let node):
        // A directive comes with the comments before it, which may suppress its findings.
        if node.kind == .directive {
          prefix.append(TextRange(start: leadStart, end: node.range.end), of: tree.bytes)
        } else if onlyTrivia && hasLineComment || Split.holdsLineComment(node) {
          // Comments before stray text (a property outside every block) or a declaration, or inside a declaration (a
          // suppression before a style's property): a suppression there targets that text, so the comments and the
          // text are a piece of their own, linted as linting the whole file lints them (left out, the comments'
          // unused suppressions went unreported).
          ranges.append(TextRange(start: leadStart, end: node.range.end))
        }
        leadStart = node.range.end
        lineEnd = LineEnd()
        (onlyTrivia, hasLineComment) = (true, false)
      case .token(let token) where token.kind == .lineComment && Split.isFileSuppression(token):
        prefix.append(token.range, of: tree.bytes)
        leadStart = token.range.end
        lineEnd = LineEnd()
        (onlyTrivia, hasLineComment) = (true, false)
      case .token(let token):
        if lineEnd.takes(token) {
          ranges[ranges.count - 1].end = token.range.end
          leadStart = token.range.end
        } else if token.kind != .endOfFile {
          onlyTrivia = onlyTrivia && token.kind.isTrivia
          hasLineComment = hasLineComment || token.kind == .lineComment
        }
      }
    }
    // Comments after the last element (or in a file without one) are a piece of their own: a suppression there
    // suppresses nothing, which linting the whole file reports.
    if onlyTrivia && hasLineComment { ranges.append(TextRange(start: leadStart, end: tree.bytes.count)) }
    let snippets = ranges.map { prefix.bytes + tree.bytes[$0.start..<$0.end] }
    pieces = Split.pieces(of: snippets, prefixLength: prefix.bytes.count, reusing: reusable)
    starts = ranges.map(\.start)
    self.prefix = prefix
    outsideErrors = parse.errors.filter { error in
      // An empty error at a piece's end ("expected a value after 'h:'" at the end of the file) is the piece's own; one
      // at a piece's start is what comes before it (a declaration, `let gutter` missing its '=', just before an element).
      !ranges.contains { range in
        error.range.isEmpty
          ? range.start < error.range.start && error.range.start <= range.end : range.contains(error.range.start)
      }
        && !prefix.contains(error.range.start)
    }
  }

  /// The split after an edit that stays inside top-level elements: the elements it touches are parsed again on
  /// their own, the others are the previous version's pieces. Throws the reason (`ReparseReason`) when only a full
  /// scan or parse can tell where the new text's elements end.
  init(editing previous: SourceAnalysis, to bytes: [UInt8]) throws(ReparseReason) {
    if case .whole = previous.splitKind { throw .previousIsWhole }
    kind = .edited
    let old = previous.bytes
    let common = Split.commonPrefix(old, bytes)
    let suffix = Split.commonSuffix(old, bytes, limit: min(old.count, bytes.count) - common)
    let changed = TextRange(start: common, end: old.count - suffix)
    let delta = bytes.count - old.count
    let touched = previous.pieces.indices.filter { index in
      let range = previous.textRange(ofPiece: index)
      return range.start <= changed.end && changed.start <= range.end
    }
    guard let first = touched.first, let last = touched.last,
      previous.textRange(ofPiece: first).start <= changed.start,
      changed.end <= previous.textRange(ofPiece: last).end
    else { throw .outsideElements }
    guard !previous.pieces.contains(where: { $0.parse.hasUnclosedDelimiter }) else { throw .unclosedDelimiter }
    let regionStart = previous.textRange(ofPiece: first).start
    if regionStart > 0 && !Split.hasLineBreak(in: previous.pieces[first], before: changed.start - regionStart) {
      throw .joinsTextBefore
    }
    let regionEnd = previous.textRange(ofPiece: last).end + delta
    guard regionStart <= regionEnd, regionEnd <= bytes.count else { throw .outsideElements }
    guard Split.lineEndsAt(regionEnd, in: bytes) else { throw .joinsTextAfter }
    let region = Array(bytes[regionStart..<regionEnd])
    guard let elements = Split.elements(of: region) else { throw .notWholeElements }
    prefix = previous.prefix
    // Directives after the edit (at the end of the file, say) move with the text.
    for index in prefix.segments.indices where prefix.segments[index].fileStart >= changed.end {
      prefix.segments[index].fileStart += delta
    }
    for index in 0..<first {
      pieces.append(previous.pieces[index])
      starts.append(previous.pieceStarts[index])
    }
    for range in elements {
      pieces.append(Piece(snippet: prefix.bytes + region[range.start..<range.end], prefixLength: prefix.bytes.count))
      starts.append(regionStart + range.start)
    }
    for index in (last + 1)..<previous.pieces.count {
      pieces.append(previous.pieces[index])
      starts.append(previous.pieceStarts[index] + delta)
    }
    outsideErrors = previous.outsideErrors.map { error in
      guard error.range.start >= changed.end else { return error }
      return SyntaxError(
        range: TextRange(start: error.range.start + delta, end: error.range.end + delta), message: error.message)
    }
    guard elementCount <= Lowering.maximumElements else { throw .tooManyElements }
  }

  /// The ranges (with leading trivia) of the elements that make up `region`, or nil unless the region is nothing
  /// but whole elements, trivia and comments that are not file suppressions, with no brace left open.
  static func elements(of region: [UInt8]) -> [TextRange]? {
    let parse = Parser.parse(bytes: region)
    guard !parse.hasUnclosedDelimiter && !parse.errors.contains(where: { $0.range.end >= region.count })
    else { return nil }
    var ranges: [TextRange] = []
    var leadStart = 0
    var whole = true
    var lineEnd = LineEnd()
    parse.tree.root.forEachChild { child in
      switch child {
      case .node(let node) where node.kind == .element:
        ranges.append(TextRange(start: leadStart, end: node.range.end))
        leadStart = node.range.end
        lineEnd = LineEnd(afterElement: true)
      case .node:
        whole = false
      case .token(let token):
        if lineEnd.takes(token) {
          ranges[ranges.count - 1].end = token.range.end
          leadStart = token.range.end
        }
        if token.kind == .lineComment && isFileSuppression(token) { whole = false }
        if !token.kind.isTrivia && token.kind != .endOfFile { whole = false }
      }
    }
    guard whole, !ranges.isEmpty, leadStart == region.count else { return nil }
    return ranges
  }

  /// Follows the tokens after an element to its line's end: a line comment there (`view A { ... } // tgl-ignore`)
  /// belongs to the element's piece, since a suppression there applies to the element (`Suppressions.target`).
  struct LineEnd {
    var afterElement = false

    /// True for the line comment that ends the element's line; false for anything else, and for everything after
    /// the first token that is not a blank.
    mutating func takes(_ token: SyntaxToken) -> Bool {
      guard afterElement, token.kind != .whitespace else { return false }
      afterElement = false
      return token.kind == .lineComment && !Split.isFileSuppression(token)
    }
  }

  /// True when nothing but blanks and a line comment follow `offset` on its line.
  static func lineEndsAt(_ offset: Int, in bytes: [UInt8]) -> Bool {
    var index = offset
    while index < bytes.count && (bytes[index] == 0x20 || bytes[index] == 0x09) { index += 1 }
    guard index < bytes.count else { return true }
    if bytes[index] == 0x0A || bytes[index] == 0x0D { return true }
    return index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/")
  }

  /// True when a line break token lies in the piece's own text (after its prefix) before `offset`, an offset in
  /// that text.
  static func hasLineBreak(in piece: Piece, before offset: Int) -> Bool {
    let tokens = piece.parse.tree.tokens
    for index in 0..<tokens.count {
      let range = tokens.range(index)
      if range.start < piece.prefixLength { continue }
      if range.end > piece.prefixLength + offset { return false }
      if tokens.kinds[index] == .newline { return true }
    }
    return false
  }

  /// The piece of each snippet: the one in `reusable` or a new one. Parsing and lowering the new pieces (all of them
  /// when a file opens) is most of the time before linting can start: they go to every core, as their lint does.
  static func pieces(of snippets: [[UInt8]], prefixLength: Int, reusing reusable: [SnippetKey: Piece]) -> [Piece] {
    let reused = snippets.map { reusable[SnippetKey(bytes: $0)] }
    let fresh = snippets.indices.filter { reused[$0] == nil }
    let built =
      fresh.count > 1
      ? Parallel.map(fresh.count) { Piece(snippet: snippets[fresh[$0]], prefixLength: prefixLength) }
      : fresh.map { Piece(snippet: snippets[$0], prefixLength: prefixLength) }
    var next = built.makeIterator()
    return reused.map { $0 ?? next.next()! }
  }

  static func isFileSuppression(_ token: SyntaxToken) -> Bool { isFileSuppression(comment: token.bytes) }

  /// Whether a line comment stands anywhere inside `node`.
  static func holdsLineComment(_ node: SyntaxNode) -> Bool {
    var found = false
    node.forEachChild { child in
      guard !found else { return }
      switch child {
      case .token(let token): found = token.kind == .lineComment
      case .node(let inner): found = holdsLineComment(inner)
      }
    }
    return found
  }

  /// Whether the line comment spelled by `comment` is `// tgl-ignore-file ...` (compared as characters, as the
  /// suppression rules read it: a combining mark after the name makes it another word).
  static func isFileSuppression(comment: some Collection<UInt8>) -> Bool {
    String(decoding: comment, as: UTF8.self).dropFirst(2).drop { $0 == " " || $0 == "\t" }.hasPrefix("tgl-ignore-file")
  }

  static func commonPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
    let limit = min(a.count, b.count)
    var index = 0
    while index < limit && a[index] == b[index] { index += 1 }
    return index
  }

  static func commonSuffix(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
    var count = 0
    while count < limit && a[a.count - 1 - count] == b[b.count - 1 - count] { count += 1 }
    return count
  }
}
