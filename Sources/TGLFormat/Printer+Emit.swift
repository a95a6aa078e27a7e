// Placing one significant token: the comments and line breaks before it, then its separator and bytes.

import TGLSyntax

/// What lay between the previous atom and the next one in the source.
struct Gap {
  var newlines = 0
  /// Line breaks since the last thing other than whitespace; two or more make a blank line.
  var newlinesInRun = 0
  var hasBlankLine = false
  var sawSpace = false
  var removedSemicolon = false
}

extension Printer {
  /// Prints token `index` and, first, every comment between the last printed token and it.
  /// - Parameters:
  ///   - indent: the indentation of the token if it starts a line.
  ///   - commentIndent: the indentation of comments on their own lines before it (default `indent`).
  mutating func emit(_ index: Int, _ separator: Separator, indent: Int, commentIndent: Int? = nil) {
    guard index > lastToken, index < kinds.count else {
      assertionFailure("tokens must be printed once, in order")
      return
    }
    if separator == .verbatim {
      copyVerbatimGap(upTo: index)
      writeAtom(range(ofToken: index), kind: kinds[index])
      lastToken = index
      lastAtom = .verbatim
      lastSignificantKind = kinds[index]
      return
    }
    let gap = placeComments(upTo: index, before: separator, commentIndent: commentIndent ?? indent)
    placeSeparator(separator, gap: gap, kind: kinds[index], indent: indent)
    writeAtom(range(ofToken: index), kind: kinds[index])
    lastToken = index
    lastAtom = kinds[index] == .string && !isTerminatedString(index) ? .unterminatedString : .token
    atBlockStart = kinds[index] == .lCurly
    lastSignificantKind = kinds[index]
  }

  /// Prints the comments before the end of the file and the final line break.
  mutating func finish() {
    let end = kinds.count - 1
    guard end > lastToken else { return }
    _ = placeComments(upTo: end, before: .close, commentIndent: 0)
    lastToken = end
    // A block comment left open runs to the end of the file; a line break added there would be inside it.
    if lastAtom != .start && !endsInsideBlockComment { writeLineBreak() }
  }

  /// Walks the trivia (and removed `;`) between the last token and `index`, printing each comment.
  mutating func placeComments(upTo index: Int, before separator: Separator, commentIndent: Int) -> Gap {
    var gap = Gap()
    var token = lastToken + 1
    while token < index {
      switch kinds[token] {
      case .newline:
        gap.newlines += 1
        gap.newlinesInRun += 1
        if gap.newlinesInRun > 1 { gap.hasBlankLine = true }
      case .whitespace: gap.sawSpace = true
      case .lineComment, .docComment, .blockComment:
        placeComment(token, gap: gap, memberLevel: separator == .member || separator == .close, indent: commentIndent)
        gap = Gap()
      default:
        gap.removedSemicolon = true
        gap.newlinesInRun = 0
      }
      token += 1
    }
    lastToken = index - 1
    return gap
  }

  mutating func placeComment(_ token: Int, gap: Gap, memberLevel: Bool, indent: Int) {
    var range = self.range(ofToken: token)
    let kind = kinds[token]
    if kind != .blockComment {
      // A line comment loses its trailing blanks, nothing else.
      while range.end > range.start, source[range.end - 1] == 0x20 || source[range.end - 1] == 0x09 { range.end -= 1 }
    }
    let ownLine: Bool
    if lastAtom == .start {
      writeIndent(indent)
      ownLine = true
    } else if gap.newlines == 0 && !lastAtom.endsLine {
      writeSpace()
      ownLine = false
    } else {
      writeLineBreak()
      if gap.hasBlankLine && memberLevel && !atBlockStart { writeLineBreak() }
      writeIndent(indent)
      ownLine = true
    }
    writeAtom(range, kind: kind)
    // A comment after the `{` on its line leaves the block at its start: no blank line may follow.
    if ownLine { atBlockStart = false }
    if kind == .blockComment {
      lastAtom = ownLine ? .leadingBlockComment : .trailingBlockComment
    } else {
      lastAtom = .lineComment
    }
  }

  mutating func placeSeparator(_ separator: Separator, gap: Gap, kind: SyntaxKind, indent: Int) {
    guard lastAtom != .start else {
      writeIndent(indent)
      return
    }
    let afterComment = lastAtom == .trailingBlockComment || lastAtom == .leadingBlockComment
    let mustBreak =
      lastAtom.endsLine
      || ((afterComment || lastAtom == .verbatim) && gap.newlines > 0)
    switch separator {
    case .member:
      if lastAtom == .leadingBlockComment && !mustBreak {
        writeSpace()
      } else {
        writeLineBreak()
        if gap.hasBlankLine && !atBlockStart { writeLineBreak() }
        writeIndent(indent)
      }
    case .close:
      writeLineBreak()
      writeIndent(indent)
    case .source:
      if mustBreak || gap.newlines > 0 || gap.removedSemicolon {
        writeLineBreak()
        writeIndent(indent)
      } else if gap.sawSpace || afterComment {
        writeSpace()
      }
    case .none, .space, .pairwise, .semicolon:
      if mustBreak {
        writeLineBreak()
        writeIndent(indent)
      } else if separator == .semicolon {
        out.append(UInt8(ascii: ";"))
        writeSpace()
      } else if afterComment || separator == .space
        || (separator == .pairwise && spaceBetween(lastSignificantKind, kind))
      {
        writeSpace()
      }
    case .verbatim:
      break
    }
  }

  /// Inside an error node: the source bytes since the last token, except blanks at the end of a line.
  /// Comments are atoms like everywhere else, so the text edits between atoms hold only blanks and line breaks
  /// (a comment copied inside an edit's text would lose its invalid UTF-8 to the edit's `String`).
  mutating func copyVerbatimGap(upTo index: Int) {
    var token = lastToken + 1
    while token < index {
      let kind = kinds[token]
      if kind == .newline {
        writeLineBreak()
      } else if kind == .whitespace, token + 1 < kinds.count,
        kinds[token + 1] == .newline || token + 1 == kinds.count - 1
      {
        // Blanks at the end of a line are dropped.
      } else if kind.isComment {
        writeAtom(range(ofToken: token), kind: kind)
      } else {
        writeSource(range(ofToken: token))
      }
      token += 1
    }
    lastToken = index - 1
  }
}
