// How a well-formed file divides into pieces without parsing the whole file: from its tokens, confirmed by the
// pieces' own parses.

import TGLSemantics
import TGLSyntax

extension Split {
  /// The split of a file made of directives (and file suppressions), then elements that each end with their block's
  /// `}` and their line, found from the file's tokens instead of a parse of the whole file.
  ///
  /// Opening a file parsed it twice: whole, on one core, to find where its top-level elements end, then piece by
  /// piece on every core. The whole-file parse was a fifth of the time to the first diagnostics of a 10,000-line
  /// file; on this path it waits until a feature asks for it.
  ///
  /// The scan only proposes; the parses confirm. The directives before the first element are parsed alone, and every
  /// piece's parse must hold exactly one element (or, for the comments after the last element, none), with no error
  /// and nothing else but trivia. A parse of the whole file then reads each element as its piece does: the grammar's
  /// top level is a loop over directives and elements, an element ends at its block's `}`, and a directive's value
  /// goes on to a next line only when that line starts with a comma, which an element's line does not. Nil when the
  /// file has anything else (an error anywhere, stray text, a directive or file suppression after the first element,
  /// an element without a block or sharing its line with another). `built` then holds the pieces already parsed, for
  /// the split of the whole file's parse to reuse.
  init?(scanning bytes: [UInt8], reusing reusable: [SnippetKey: Piece], built: inout [SnippetKey: Piece]) {
    let (tokens, lexErrors) = Lexer.tokenize(bytes)
    guard lexErrors.isEmpty, let scan = TopLevelScan(bytes: bytes, tokens: tokens),
      let head = Split.head(Array(bytes[0..<scan.headEnd]))
    else { return nil }
    var ranges: [TextRange] = []
    var start = head.leadStart
    for end in scan.elementEnds {
      ranges.append(TextRange(start: start, end: end))
      start = end
    }
    // Comments after the last element are a piece of their own, as in the split of a parse.
    if scan.hasCommentsAfterLastElement { ranges.append(TextRange(start: start, end: bytes.count)) }
    let snippets = ranges.map { head.prefix.bytes + bytes[$0.start..<$0.end] }
    let pieces = Split.pieces(of: snippets, prefixLength: head.prefix.bytes.count, reusing: reusable)
    for piece in pieces { built[SnippetKey(bytes: piece.snippet)] = piece }
    let elementCount = scan.elementEnds.count
    for (index, piece) in pieces.enumerated() {
      guard Split.holdsOnlyElements(piece, count: index < elementCount ? 1 : 0) else { return nil }
    }
    self.pieces = pieces
    starts = ranges.map(\.start)
    prefix = head.prefix
  }

  /// The split of `bytes` from its tokens (see `init(scanning:reusing:built:)`), reusing the previous version's pieces,
  /// unless the file has more elements than the model takes (it is then one piece; see `SourceAnalysis`).
  static func scanning(_ bytes: [UInt8], previous: SourceAnalysis?, built: inout [SnippetKey: Piece]) -> Split? {
    guard let split = Split(scanning: bytes, reusing: previous?.piecesBySnippet ?? [:], built: &built),
      split.elementCount <= Lowering.maximumElements
    else { return nil }
    return split
  }

  /// The prefix of a file's text before its first element, and where the first element's piece starts (after the
  /// last directive or file suppression); nil unless that text is directives, file suppressions, trivia and `;`,
  /// with no error.
  static func head(_ head: [UInt8]) -> (prefix: Prefix, leadStart: Int)? {
    var prefix = Prefix()
    var leadStart = 0
    guard !head.isEmpty else { return (prefix, leadStart) }
    let parse = Parser.parse(bytes: head)
    guard parse.errors.isEmpty, !parse.hasUnclosedDelimiter else { return nil }
    var wellFormed = true
    parse.tree.root.forEachChild { child in
      switch child {
      case .node(let node) where node.kind == .directive:
        prefix.append(TextRange(start: leadStart, end: node.range.end), of: head)
        leadStart = node.range.end
      case .node:
        wellFormed = false
      case .token(let token) where token.kind == .lineComment && Split.isFileSuppression(token):
        prefix.append(token.range, of: head)
        leadStart = token.range.end
      case .token(let token):
        if !token.kind.isTrivia && token.kind != .semicolon && token.kind != .endOfFile { wellFormed = false }
      }
    }
    return wellFormed ? (prefix, leadStart) : nil
  }

  /// Whether `piece`'s parse has no error and, after its prefix, `count` elements and nothing else but trivia.
  static func holdsOnlyElements(_ piece: Piece, count: Int) -> Bool {
    let parse = piece.parse
    guard parse.errors.isEmpty, !parse.hasUnclosedDelimiter else { return false }
    var elements = 0
    var onlyElements = true
    parse.tree.root.forEachChild { child in
      switch child {
      case .node(let node) where node.range.start < piece.prefixLength:
        // The prefix's directives, parsed again before every piece.
        break
      case .node(let node) where node.kind == .element:
        elements += 1
      case .node:
        onlyElements = false
      case .token(let token):
        if token.range.start >= piece.prefixLength && !token.kind.isTrivia && token.kind != .endOfFile {
          onlyElements = false
        }
      }
    }
    return onlyElements && elements == count
  }
}

/// The top level of a file read from its tokens: where the directives end and where each element's piece ends.
struct TopLevelScan {
  /// Where the first element's line starts: the text before it holds the directives.
  var headEnd = 0
  /// The end of each element's piece: its `}`, or the line comment after it on its line.
  var elementEnds: [Int] = []
  /// Whether a line comment follows the last element's line.
  var hasCommentsAfterLastElement = false

  /// Nil unless every top-level element starts a line with its kind, ends with its block's `}`, and shares that
  /// line with nothing but a line comment, and nothing but trivia comes between elements.
  init?(bytes: [UInt8], tokens: TokenList) {
    let kinds = tokens.kinds
    var index = 0
    var lineStart = true
    // The directives: up to the first identifier that starts a line outside every bracket.
    var groups = 0
    while kinds[index] != .endOfFile {
      let kind = kinds[index]
      if kind == .identifier && lineStart && groups == 0 { break }
      switch kind {
      case .lParen, .lBracket: groups += 1
      case .rParen, .rBracket: groups -= 1
      case .lCurly, .rCurly: return nil
      default: break
      }
      if kind == .newline {
        lineStart = true
      } else if kind != .whitespace && !kind.isComment {
        lineStart = false
      }
      index += 1
    }
    guard kinds[index] != .endOfFile else { return nil }
    headEnd = tokens.range(index).start
    // The elements.
    while kinds[index] != .endOfFile {
      guard kinds[index] == .identifier, let end = TopLevelScan.blockEnd(kinds, from: index) else { return nil }
      index = end + 1
      var pieceEnd = tokens.range(end).end
      while kinds[index] == .whitespace { index += 1 }
      if kinds[index] == .lineComment {
        guard !Split.isFileSuppression(bytes, tokens.range(index)) else { return nil }
        pieceEnd = tokens.range(index).end
        index += 1
      }
      guard kinds[index] == .newline || kinds[index] == .endOfFile else { return nil }
      elementEnds.append(pieceEnd)
      // Trivia up to the next element; a line comment there is that element's, or after the last one a piece.
      var sawLineComment = false
      while kinds[index] != .endOfFile && kinds[index].isTrivia {
        if kinds[index] == .lineComment {
          guard !Split.isFileSuppression(bytes, tokens.range(index)) else { return nil }
          sawLineComment = true
        }
        index += 1
      }
      hasCommentsAfterLastElement = kinds[index] == .endOfFile && sawLineComment
    }
  }

  /// The index of the `}` that closes the first block after `start`; nil when a `}` comes first or none does.
  static func blockEnd(_ kinds: [SyntaxKind], from start: Int) -> Int? {
    var depth = 0
    var index = start
    while kinds[index] != .endOfFile {
      switch kinds[index] {
      case .lCurly:
        depth += 1
      case .rCurly:
        depth -= 1
        if depth < 0 { return nil }
        if depth == 0 { return index }
      default:
        break
      }
      index += 1
    }
    return nil
  }
}
