// The walks of a node's children as indices: what the typed views read names and parts through.

extension SyntaxNode {
  /// The index of the first child node of `kind`; nil when there is none. The views read a part's tokens through it
  /// without making the node: a `SyntaxNode` or `SyntaxToken` made and dropped retains and releases the tree, and the
  /// trees of shared files (styles, components) are read by both worker threads at once, so their count is contended.
  func childIndex(_ kind: SyntaxKind) -> Int? { RawNode.child(of: index, kind, in: tree.nodes) }

  /// Calls `body` with the index and kind of each direct child token (not inside a child node), in order, until it
  /// returns false: the one walk that `tokenIndex` and `forEachTokenIndex` read through.
  @inline(__always)
  func walkDirectTokens(_ body: (_ token: Int, _ kind: SyntaxKind) -> Bool) {
    RawNode.walkDirectTokens(of: index, in: tree.nodes, kinds: tree.tokens.kinds, body)
  }

  /// The index of the direct child token (not inside a child node) whose kind matches, skipping `skip` earlier
  /// matches; nil when there is none (`childToken` without making the token).
  @inline(__always)
  func tokenIndex(skipping skip: Int = 0, where matches: (SyntaxKind) -> Bool) -> Int? {
    RawNode.directToken(of: index, in: tree.nodes, kinds: tree.tokens.kinds, skipping: skip, where: matches)
  }

  /// Calls `body` with the index of every direct child token of `kind` (not inside a child node), in order.
  func forEachTokenIndex(_ kind: SyntaxKind, _ body: (Int) -> Void) {
    walkDirectTokens { token, tokenKind in
      if tokenKind == kind { body(token) }
      return true
    }
  }

  /// The index of the first direct child token of `kind`, skipping `skip` earlier ones.
  func tokenIndex(_ kind: SyntaxKind, skipping skip: Int = 0) -> Int? { tokenIndex(skipping: skip) { $0 == kind } }

  /// The text of the direct child token of `kind` (skipping `skip` earlier ones), without making the token.
  func tokenText(_ kind: SyntaxKind, skipping skip: Int = 0) -> String? {
    guard let token = tokenIndex(kind, skipping: skip) else { return nil }
    return tree.tokenText(token)
  }

  /// The node index of the first expression child; nil when there is none (`ExpressionList(in:).first` without the
  /// list, which holds the tree).
  func firstExpressionIndex() -> Int? {
    let nodes = tree.nodes
    var child = index + 1
    let end = Int(nodes[index].subtreeEnd)
    while child < end {
      if nodes[child].kind.isExpression { return child }
      child = Int(nodes[child].subtreeEnd)
    }
    return nil
  }

  /// The node index of the next expression child after child `previous`; nil when there is none.
  func expressionIndex(after previous: Int) -> Int? {
    let nodes = tree.nodes
    var child = Int(nodes[previous].subtreeEnd)
    let end = Int(nodes[index].subtreeEnd)
    while child < end {
      if nodes[child].kind.isExpression { return child }
      child = Int(nodes[child].subtreeEnd)
    }
    return nil
  }

  /// The child nodes of `kind` as views, in order: only the matching children are made (`children.filter.map` made
  /// every child and two arrays).
  func childViews<View>(_ kind: SyntaxKind, _ make: (SyntaxNode) -> View) -> [View] {
    childViews(where: { $0 == kind }, make)
  }

  /// The child nodes whose kind matches, as views, in order.
  @inline(__always)
  func childViews<View>(where matches: (SyntaxKind) -> Bool, _ make: (SyntaxNode) -> View) -> [View] {
    let nodes = tree.nodes
    let first = index + 1
    let end = Int(nodes[index].subtreeEnd)
    // Counted first, so that the array is allocated once at its size: grown from empty, a list of two or three was
    // allocated two or three times.
    var count = 0
    var child = first
    while child < end {
      if matches(nodes[child].kind) { count += 1 }
      child = Int(nodes[child].subtreeEnd)
    }
    guard count > 0 else { return [] }
    var out: [View] = []
    out.reserveCapacity(count)
    child = first
    while child < end {
      if matches(nodes[child].kind) { out.append(make(SyntaxNode(tree: tree, index: child))) }
      child = Int(nodes[child].subtreeEnd)
    }
    return out
  }

  /// The node at `index` of this node's tree.
  func node(at index: Int) -> SyntaxNode { SyntaxNode(tree: tree, index: index) }
}
