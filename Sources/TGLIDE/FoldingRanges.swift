// Folding ranges: blocks that span lines, multi-line comments and runs of line comments.

import TGLSyntax

public struct FoldingRange: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case region
    case comment
  }

  /// 0-based lines: the fold hides the lines after `startLine` through `endLine`.
  public var startLine: Int
  public var endLine: Int
  public var kind: Kind

  public init(startLine: Int, endLine: Int, kind: Kind) {
    self.startLine = startLine
    self.endLine = endLine
    self.kind = kind
  }
}

public enum FoldingRanges {
  public static func ranges(_ tree: SyntaxTree, index: LineIndex) -> [FoldingRange] {
    var out: [FoldingRange] = []
    for node in tree.root.descendants where node.kind == .block {
      let start = index.line(of: node.range.start)
      // The closing brace stays visible: fold up to the line before it.
      let closing = node.significantTokens.last(where: { $0.kind == .rCurly })
      let end = closing.map { index.line(of: $0.range.start) - 1 } ?? index.line(of: node.range.end)
      if end > start { out.append(FoldingRange(startLine: start, endLine: end, kind: .region)) }
    }
    var commentRunStart: Int?
    var commentRunEnd = 0
    for tokenIndex in 0..<tree.tokens.count {
      let kind = tree.tokens.kinds[tokenIndex]
      let range = tree.tokens.range(tokenIndex)
      switch kind {
      case .blockComment:
        let start = index.line(of: range.start)
        let end = index.line(of: range.end)
        if end > start { out.append(FoldingRange(startLine: start, endLine: end, kind: .comment)) }
      case .lineComment, .docComment:
        let line = index.line(of: range.start)
        if let runStart = commentRunStart, line == commentRunEnd + 1, isFirstOnLine(tree, tokenIndex) {
          commentRunEnd = line
          _ = runStart
        } else {
          if let runStart = commentRunStart, commentRunEnd > runStart {
            out.append(FoldingRange(startLine: runStart, endLine: commentRunEnd, kind: .comment))
          }
          commentRunStart = isFirstOnLine(tree, tokenIndex) ? line : nil
          commentRunEnd = line
        }
      case .whitespace, .newline:
        continue
      default:
        if let runStart = commentRunStart, commentRunEnd > runStart {
          out.append(FoldingRange(startLine: runStart, endLine: commentRunEnd, kind: .comment))
        }
        commentRunStart = nil
      }
    }
    if let runStart = commentRunStart, commentRunEnd > runStart {
      out.append(FoldingRange(startLine: runStart, endLine: commentRunEnd, kind: .comment))
    }
    return out.sorted { ($0.startLine, $0.endLine) < ($1.startLine, $1.endLine) }
  }

  static func isFirstOnLine(_ tree: SyntaxTree, _ tokenIndex: Int) -> Bool {
    var previous = tokenIndex - 1
    while previous >= 0 {
      switch tree.tokens.kinds[previous] {
      case .whitespace: previous -= 1
      case .newline: return true
      default: return false
      }
    }
    return true
  }
}
