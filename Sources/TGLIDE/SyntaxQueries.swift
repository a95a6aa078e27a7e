// Small questions about the syntax tree that several features ask: what is at an offset, what encloses it.

import TGLSyntax

extension SyntaxNode {
  /// The innermost node that owns the significant token starting at `offset` (its direct parent).
  ///
  /// A binary search of the tree's preorder nodes (`innermostDescendant(containing:)`), in place of a walk over every
  /// child at every level, which a hover on a large document paid on each request.
  func owner(ofTokenAt offset: Int) -> SyntaxNode { innermostDescendant(containing: offset) }

  /// The nearest element that encloses this node (a property in a `when` block belongs to the variant's element).
  var enclosingElement: ElementSyntax? {
    var current = parent
    while let node = current {
      if node.kind == .element { return ElementSyntax(node) }
      current = node.parent
    }
    return nil
  }
}

extension SyntaxTree {
  /// The identifier under the cursor: one that contains `offset` or ends at it.
  func identifier(at offset: Int) -> SyntaxToken? {
    guard let token = root.token(at: offset) else { return nil }
    if token.kind == .identifier { return token }
    if let previous = token.previous, previous.kind == .identifier, previous.range.end == offset { return previous }
    return nil
  }

  /// The last significant token that ends at or before `offset`.
  func significantToken(before offset: Int) -> SyntaxToken? {
    guard var token = root.token(at: offset) else { return nil }
    while token.range.end > offset || token.kind.isTrivia || token.kind == .endOfFile {
      guard let previous = token.previous else { return nil }
      token = previous
    }
    return token
  }

  /// Whether a line break separates `token` from the next significant token at or after it up to `offset`.
  func hasLineBreak(between start: Int, and end: Int) -> Bool {
    guard start < end else { return false }
    let lower = max(0, start)
    let upper = min(bytes.count, end)
    guard lower < upper else { return false }
    return bytes[lower..<upper].contains { $0 == 0x0A || $0 == 0x0D }
  }
}

extension ElementSyntax {
  /// The element's header: from its kind to the end of its name or argument list.
  var headerEnd: Int {
    if let list = argumentList { return list.range.end }
    return (nameToken ?? kindToken)?.range.end ?? range.start
  }

  /// The enclosing element (the parent in the model), if any.
  var parentElement: ElementSyntax? { syntax.enclosingElement }
}
