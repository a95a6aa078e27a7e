// The walk over the tree: files, members, blocks, inline nodes and error nodes, in source order.

import TGLSyntax

extension Printer {
  mutating func printSourceFile(_ root: SyntaxNode) {
    root.forEachChild { element in
      switch element {
      case .token(let token):
        // Stray ';' are removed; the end of the file is handled by `finish`.
        let kind = kinds[token.index]
        guard !kind.isTrivia, kind != .semicolon, kind != .endOfFile else { return }
        emit(token.index, .member, indent: 0)
      case .node(let node):
        printMember(node, indent: 0)
      }
    }
    finish()
  }

  /// A directive, element, property, constraint or `when` block on its own line; anything else verbatim.
  mutating func printMember(_ node: SyntaxNode, indent: Int) {
    let lead = Lead(separator: .member, indent: indent)
    switch node.kind {
    case .directive, .element, .property, .variant, .constraint:
      printInline(node, lead: lead, continuation: indent + 1)
    default:
      printVerbatim(node, lead: lead)
    }
  }

  /// Prints a node whose tokens stay on one line unless a comment forces a break, and its blocks.
  /// - Parameters:
  ///   - lead: the separator and indentation of the node's first token.
  ///   - continuation: the indentation of a line that a comment forces inside the node.
  mutating func printInline(_ node: SyntaxNode, lead: Lead, continuation: Int) {
    var isFirst = true
    var identifiers = 0
    let nodeKind = node.kind
    let dropsSemicolon = nodeKind == .property || nodeKind == .directive || nodeKind == .constraint
    node.forEachChild { element in
      switch element {
      case .token(let token):
        let kind = kinds[token.index]
        guard !kind.isTrivia, !(dropsSemicolon && kind == .semicolon) else { return }
        if isFirst {
          emit(token.index, lead.separator, indent: lead.indent)
        } else {
          emit(token.index, nodeKind == .prefixExpr ? .none : .pairwise, indent: continuation)
        }
        if kind == .identifier { identifiers += 1 }
      case .node(let child):
        let childKind = child.kind
        let childLead =
          isFirst
          ? lead
          : Lead(separator: separator(before: childKind, in: nodeKind, identifiers: identifiers), indent: continuation)
        switch childKind {
        case .block: printBlock(child, lead: childLead, ownerIndent: lead.indent)
        case .error: printVerbatim(child, lead: isFirst ? lead : Lead(separator: .source, indent: continuation))
        default: printInline(child, lead: childLead, continuation: continuation)
        }
      }
      isFirst = false
    }
  }

  /// The separator before a child node that is not the first thing in its parent.
  func separator(before child: SyntaxKind, in parent: SyntaxKind, identifiers: Int) -> Separator {
    switch (parent, child) {
    case (.prefixExpr, _): return .none
    case (.callExpr, .argumentList): return .none
    // `linear S (vert)` but `spacer(2)`.
    case (.element, .argumentList): return identifiers >= 2 ? .space : .none
    case (_, .block): return .space
    default: return .pairwise
    }
  }

  /// An error node: its first token placed by `lead`, the rest exactly as in the source.
  mutating func printVerbatim(_ node: SyntaxNode, lead: Lead) {
    var isFirst = true
    forEachSignificantToken(in: node) { index in
      if isFirst {
        emit(index, lead.separator, indent: lead.indent)
        lastAtom = .verbatim
        isFirst = false
      } else {
        emit(index, .verbatim, indent: lead.indent)
      }
    }
  }

  func forEachSignificantToken(in node: SyntaxNode, _ body: (Int) -> Void) {
    node.forEachChild { element in
      switch element {
      case .token(let token): if !kinds[token.index].isTrivia { body(token.index) }
      case .node(let child): forEachSignificantToken(in: child, body)
      }
    }
  }
}
