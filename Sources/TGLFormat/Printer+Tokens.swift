// Facts about single tokens that decide spacing: punctuation, open strings and open comments.

import TGLSyntax

extension Printer {
  /// The default spacing inside a line: glue punctuation, space everything else.
  func spaceBetween(_ previous: SyntaxKind, _ next: SyntaxKind) -> Bool {
    switch next {
    case .comma, .rParen, .rBracket, .dot, .colon, .semicolon: return false
    default: break
    }
    switch previous {
    case .lParen, .lBracket, .dot, .at: return false
    default: return true
    }
  }

  /// True when string token `index` ends with its closing quote.
  func isTerminatedString(_ index: Int) -> Bool {
    let range = self.range(ofToken: index)
    var offset = range.start + 1
    while offset < range.end {
      switch source[offset] {
      case UInt8(ascii: "\\"): offset += 2
      case UInt8(ascii: "\""): return offset == range.end - 1
      default: offset += 1
      }
    }
    return false
  }

  /// True when the file ends in an unterminated block comment.
  var endsInsideBlockComment: Bool {
    guard let last = kinds.indices.dropLast().last(where: { !(kinds[$0] == .whitespace || kinds[$0] == .newline) }),
      kinds[last] == .blockComment
    else { return false }
    let range = self.range(ofToken: last)
    var depth = 0
    var offset = range.start
    while offset + 1 < range.end {
      if source[offset] == UInt8(ascii: "/") && source[offset + 1] == UInt8(ascii: "*") {
        depth += 1
        offset += 2
      } else if source[offset] == UInt8(ascii: "*") && source[offset + 1] == UInt8(ascii: "/") {
        depth -= 1
        offset += 2
      } else {
        offset += 1
      }
    }
    return depth > 0
  }
}
