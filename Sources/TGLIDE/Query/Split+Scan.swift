// How a well-formed file divides into pieces without parsing the whole file: from a scan of its top level, confirmed
// by the pieces' own parses.

import Platform
import TGLSemantics
import TGLSyntax

extension Split {
  /// The split of a file made of directives (and file suppressions), then elements that each end with their block's
  /// `}` and their line, found by reading the file's top level byte by byte instead of parsing the whole file.
  ///
  /// Opening a file parsed it twice: whole, on one core, to find where its top-level elements end, then piece by piece
  /// on every core. The whole-file parse was a large part of the time to the first diagnostics of a large file; on this
  /// path it waits until a feature asks for it.
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
    // More top-level elements than the model takes make the file one piece (see `SourceAnalysis`): found before a
    // piece is built, as the parse of the whole file found it (200,001 pieces parsed and lowered for nothing cost
    // more than the whole file's parse).
    guard let scan = TopLevelScan(bytes: bytes), scan.elementEnds.count <= Lowering.maximumElements,
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
    let elementCount = scan.elementEnds.count
    let confirmed = pieces.indices.allSatisfy { Split.holdsOnlyElements(pieces[$0], count: $0 < elementCount ? 1 : 0) }
    guard confirmed else {
      // Hashing every snippet is not free on a large file: only a scan that gives way hands its pieces on.
      for piece in pieces { built[SnippetKey(bytes: piece.snippet)] = piece }
      return nil
    }
    self.pieces = pieces
    starts = ranges.map(\.start)
    prefix = head.prefix
    kind = .scanned
  }

  /// The split of `bytes` from a scan of its top level (see `init(scanning:reusing:built:)`), reusing the previous version's pieces,
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

/// The top level of a file read byte by byte: where the directives end and where each element's piece ends.
///
/// It reads only what the top level needs (braces, line starts, and strings and comments so that braces inside them are
/// not counted), a fraction of what tokenizing the file costs, on one core before the pieces can start. It only
/// proposes: a wrong guess (an odd character, an error the lexer would report) gives a piece whose parse fails
/// `Split.holdsOnlyElements`.
struct TopLevelScan {
  /// Where the first element's line starts: the text before it holds the directives.
  var headEnd = 0
  /// The end of each element's piece: its `}`, or the line comment after it on its line.
  var elementEnds: [Int] = []
  /// Whether a line comment follows the last element's line.
  var hasCommentsAfterLastElement = false

  /// Nil unless every top-level element starts a line with its kind, ends with its block's `}`, and shares that
  /// line with nothing but a line comment, and nothing but blanks and comments comes between elements.
  init?(bytes: [UInt8]) {
    let found: Bool = bytes.withUnsafeBufferPointer { text in
      var reader = ByteReader(text: text)
      guard let head = reader.headEnd() else { return false }
      headEnd = head
      while !reader.atEnd {
        guard reader.atIdentifierStart, reader.skipToBlockEnd() else { return false }
        var pieceEnd = reader.position
        reader.skipBlanks()
        if reader.atLineComment {
          guard !reader.isDocComment, !reader.isFileSuppression else { return false }
          reader.skipLine()
          pieceEnd = reader.position
        }
        guard reader.atEnd || reader.atNewline else { return false }
        elementEnds.append(pieceEnd)
        // Blank lines and comments up to the next element; a line comment there is that element's, or after the
        // last one a piece of its own.
        var sawLineComment = false
        while let trivia = reader.skipTrivia() {
          guard trivia != .unreadable else { return false }
          sawLineComment = sawLineComment || trivia == .lineComment
        }
        hasCommentsAfterLastElement = reader.atEnd && sawLineComment
      }
      return true
    }
    guard found else { return nil }
  }
}

/// A cursor over a file's bytes with the few lexical rules the top level needs, as the lexer reads them.
private struct ByteReader {
  let text: UnsafeBufferPointer<UInt8>
  var position = 0

  /// What `skipTrivia` skipped; `unreadable` for what the scan leaves to the parse (a file suppression, which belongs
  /// to the prefix, or a block comment that never ends).
  enum Trivia { case blank, lineComment, otherComment, unreadable }

  init(text: UnsafeBufferPointer<UInt8>) {
    self.text = text
    // A byte order mark is blank, as the lexer reads it.
    if text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF { position = 3 }
  }

  var atEnd: Bool { position >= text.count }
  func byte(_ offset: Int = 0) -> UInt8? { position + offset < text.count ? text[position + offset] : nil }
  var atNewline: Bool { byte() == 0x0A || byte() == 0x0D }
  var atLineComment: Bool { byte() == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "/") }
  var atBlockComment: Bool { byte() == UInt8(ascii: "/") && byte(1) == UInt8(ascii: "*") }
  /// `///` but not `////`, as the lexer tells doc comments from line comments.
  var isDocComment: Bool { byte(2) == UInt8(ascii: "/") && byte(3) != UInt8(ascii: "/") }
  var atIdentifierStart: Bool {
    guard let byte = byte() else { return false }
    return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F
  }

  /// Whether the line comment here is `// tgl-ignore-file ...`.
  var isFileSuppression: Bool {
    var end = position
    while end < text.count && text[end] != 0x0A && text[end] != 0x0D { end += 1 }
    return Split.isFileSuppression(comment: UnsafeBufferPointer(rebasing: text[position..<end]))
  }

  mutating func skipBlanks() {
    while let byte = byte(), byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C { position += 1 }
  }

  /// Skips to the end of the line, not past its line break.
  mutating func skipLine() {
    while let byte = byte(), byte != 0x0A && byte != 0x0D { position += 1 }
  }

  /// Skips a block comment, nested ones included; false when it never ends.
  mutating func skipBlockComment() -> Bool {
    position += 2
    var depth = 1
    while position < text.count {
      if atBlockComment {
        position += 2
        depth += 1
      } else if byte() == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/") {
        position += 2
        depth -= 1
        if depth == 0 { return true }
      } else {
        position += 1
      }
    }
    return false
  }

  /// Skips a string to its closing quote; false when the line ends first.
  mutating func skipString() -> Bool {
    position += 1
    while let current = byte() {
      switch current {
      case UInt8(ascii: "\""):
        position += 1
        return true
      case 0x0A, 0x0D:
        return false
      case UInt8(ascii: "\\"):
        position += byte(1) == nil || byte(1) == 0x0A || byte(1) == 0x0D ? 1 : 2
      default:
        position += 1
      }
    }
    return false
  }

  /// Skips one blank, line break or comment; nil (and nothing skipped) at anything else.
  mutating func skipTrivia() -> Trivia? {
    guard let byte = byte() else { return nil }
    switch byte {
    case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
      position += 1
      return .blank
    case UInt8(ascii: "/") where atLineComment:
      let kind: Trivia = isDocComment ? .otherComment : isFileSuppression ? .unreadable : .lineComment
      skipLine()
      return kind
    case UInt8(ascii: "/") where atBlockComment:
      return skipBlockComment() ? .otherComment : .unreadable
    default:
      return nil
    }
  }

  /// The start of the first line that starts with an identifier outside every bracket (after blanks and block
  /// comments), with no brace before it; nil when there is none.
  mutating func headEnd() -> Int? {
    var lineStart = true
    var groups = 0
    while let byte = byte() {
      if lineStart && groups == 0 && atIdentifierStart { return position }
      switch byte {
      case 0x0A, 0x0D:
        lineStart = true
        position += 1
      case 0x20, 0x09, 0x0B, 0x0C:
        position += 1
      case UInt8(ascii: "/") where atLineComment:
        skipLine()
      case UInt8(ascii: "/") where atBlockComment:
        guard skipBlockComment() else { return nil }
      case UInt8(ascii: "\""):
        guard skipString() else { return nil }
        lineStart = false
      case UInt8(ascii: "{"), UInt8(ascii: "}"):
        return nil
      case UInt8(ascii: "("), UInt8(ascii: "["):
        groups += 1
        lineStart = false
        position += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"):
        groups -= 1
        lineStart = false
        position += 1
      default:
        lineStart = false
        position += 1
      }
    }
    return nil
  }

  /// Moves past the `}` that closes the first block from here; false when a `}` comes first, none does, or a string
  /// or comment never ends.
  mutating func skipToBlockEnd() -> Bool {
    var depth = 0
    while let byte = byte() {
      // Most of a file is the inside of blocks: step over eight bytes at once while none of them is a brace, the start
      // of a comment or a string (this scan runs on one core before the pieces can start).
      if position &+ 8 <= text.count {
        let word = ByteWords.word(text, at: position)
        if !ByteWords.hasByte(UInt8(ascii: "{"), in: word) && !ByteWords.hasByte(UInt8(ascii: "}"), in: word)
          && !ByteWords.hasByte(UInt8(ascii: "/"), in: word) && !ByteWords.hasByte(UInt8(ascii: "\""), in: word)
        {
          position &+= 8
          continue
        }
      }
      switch byte {
      case UInt8(ascii: "{"):
        depth += 1
        position += 1
      case UInt8(ascii: "}"):
        depth -= 1
        position += 1
        if depth < 0 { return false }
        if depth == 0 { return true }
      case UInt8(ascii: "/") where atLineComment:
        skipLine()
      case UInt8(ascii: "/") where atBlockComment:
        guard skipBlockComment() else { return false }
      case UInt8(ascii: "\""):
        guard skipString() else { return false }
      default:
        position += 1
      }
    }
    return false
  }
}
