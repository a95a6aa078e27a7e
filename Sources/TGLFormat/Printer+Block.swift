// Blocks: `{}` when empty, one line when short and leaf-like, otherwise one member per line.

import TGLSyntax

/// How a block may be printed, decided from its contents alone.
enum BlockShape {
  /// No members and no comments: always `{}`.
  case empty
  /// Only properties (at most 3), no comments: one line if it fits.
  case oneLineCandidate
  case expanded
}

extension Printer {
  /// The most properties a one-line block holds.
  static let oneLinePropertyLimit = 3

  mutating func printBlock(_ block: SyntaxNode, lead: Lead, ownerIndent: Int) {
    let shape = self.shape(of: block)
    if shape != .expanded {
      let before = checkpoint
      let lineOfOpenBrace = printOneLine(block, lead: lead, ownerIndent: ownerIndent)
      let fits = lineStart == lineOfOpenBrace && currentLineWidth <= options.maxLineWidth
      if shape == .empty || fits { return }
      restore(before)
    }
    printExpanded(block, lead: lead, ownerIndent: ownerIndent)
  }

  mutating func printExpanded(_ block: SyntaxNode, lead: Lead, ownerIndent: Int) {
    block.forEachChild { element in
      switch element {
      case .token(let token):
        switch kinds[token.index] {
        case .lCurly: emit(token.index, lead.separator, indent: ownerIndent)
        case .rCurly: emit(token.index, .close, indent: ownerIndent, commentIndent: ownerIndent + 1)
        case .semicolon: break
        case let kind where kind.isTrivia: break
        default: emit(token.index, .member, indent: ownerIndent + 1)
        }
      case .node(let node):
        printMember(node, indent: ownerIndent + 1)
      }
    }
  }

  /// Prints `{ a: 1; b: 2 }` and returns where the line of the `{` starts.
  mutating func printOneLine(_ block: SyntaxNode, lead: Lead, ownerIndent: Int) -> Int {
    var properties = 0
    var lineOfOpenBrace = lineStart
    block.forEachChild { element in
      switch element {
      case .token(let token):
        switch kinds[token.index] {
        case .lCurly:
          emit(token.index, lead.separator, indent: ownerIndent)
          lineOfOpenBrace = lineStart
        case .rCurly: emit(token.index, properties == 0 ? .none : .space, indent: ownerIndent)
        default: break
        }
      case .node(let node):
        let separator: Separator = properties == 0 ? .space : .semicolon
        printInline(node, lead: Lead(separator: separator, indent: ownerIndent + 1), continuation: ownerIndent + 1)
        properties += 1
      }
    }
    return lineOfOpenBrace
  }

  /// Decides whether `block` may go on one line: `{`, only properties and `;`, `}`, and no comment anywhere.
  func shape(of block: SyntaxNode) -> BlockShape {
    var properties = 0
    var open: Int?
    var close: Int?
    var eligible = true
    block.forEachChild { element in
      guard eligible else { return }
      switch element {
      case .token(let token):
        switch kinds[token.index] {
        case .lCurly: open = token.index
        case .rCurly: close = token.index
        case .semicolon, .whitespace, .newline: break
        default: eligible = false
        }
      case .node(let node):
        properties += 1
        eligible = node.kind == .property && properties <= Printer.oneLinePropertyLimit
      }
    }
    guard eligible, let open, let close else { return .expanded }
    for token in open..<close where kinds[token].isComment { return .expanded }
    return properties == 0 ? .empty : .oneLineCandidate
  }
}
