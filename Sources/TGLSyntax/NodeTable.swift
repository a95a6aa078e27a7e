// A tree's nodes and tokens read by index, for walks over every node of a file from another module.

/// The nodes and tokens of one tree, read by number: a node is its preorder index, a token its index in the token
/// list. Made once for a walk that reads every node of a file (the linter's source index, built for every file): a
/// `SyntaxNode` cursor per child retains and releases the tree, and `forEachChildNode` calls a closure per child across
/// the module boundary, which cost more than the reading itself. The accessors that a walk calls per node are inlined
/// into the caller; the walks over a node's direct tokens are one call each.
public struct SyntaxNodeTable: Sendable {
  @usableFromInline let nodes: [RawNode]
  @usableFromInline let tokenKinds: [SyntaxKind]
  @usableFromInline let tokenStarts: [UInt32]
  @usableFromInline let byteCount: Int

  public init(_ tree: SyntaxTree) {
    nodes = tree.nodes
    tokenKinds = tree.tokens.kinds
    tokenStarts = tree.tokens.starts
    byteCount = tree.bytes.count
  }

  /// The root, the source file node.
  public var root: Int { 0 }

  @inlinable public func kind(of node: Int) -> SyntaxKind { nodes[node].kind }

  /// Calls `body` with each child node of `node`, in order (`SyntaxNode.forEachChildNode`). Inlined with its body
  /// into the caller: no closure is called per child.
  @inlinable public func forEachChild(of node: Int, _ body: (_ child: Int) throws -> Void) rethrows {
    try RawNode.forEachChild(of: node, in: nodes, body)
  }

  /// The first child node of `kind`; nil when there is none (`SyntaxNode.child(_:)`).
  @inlinable public func child(of node: Int, _ kind: SyntaxKind) -> Int? { RawNode.child(of: node, kind, in: nodes) }

  /// The node's range (`SyntaxNode.range`).
  @inlinable public func range(of node: Int) -> TextRange {
    RawNode.range(of: node, in: nodes, starts: tokenStarts, byteCount: byteCount)
  }

  /// The range of token `token` (`SyntaxToken.range`).
  @inlinable public func range(ofToken token: Int) -> TextRange {
    let start = Int(tokenStarts[token])
    let end = token + 1 < tokenStarts.count ? Int(tokenStarts[token + 1]) : start
    return TextRange(start: start, end: end)
  }

  /// The index of the direct child token of `node` (not inside a child node) of `kind`, skipping `skip` earlier ones;
  /// nil when there is none (`SyntaxNode.childToken(skipping:where:)` for one kind).
  public func token(of node: Int, _ kind: SyntaxKind, skipping skip: Int = 0) -> Int? {
    RawNode.directToken(of: node, in: nodes, kinds: tokenKinds, skipping: skip) { $0 == kind }
  }

  /// Whether `node` is a bare name, an expression whose shape is `ExprSyntax.Shape.name`.
  public func isBareName(_ node: Int) -> Bool { RawNode.bareNameToken(of: node, in: nodes, kinds: tokenKinds) != nil }

  /// Whether the last child of `node` that is not trivia (a node or a token) is a token of `kind`: what
  /// `SyntaxNode.forEachChild` would see last, skipping trivia.
  public func endsWithToken(_ node: Int, _ kind: SyntaxKind) -> Bool {
    let raw = nodes[node]
    var token = Int(raw.firstToken)
    let tokenEnd = Int(raw.tokenEnd)
    var child = node + 1
    let end = Int(raw.subtreeEnd)
    var endsWith = false
    while true {
      if child < end, Int(nodes[child].firstToken) == token {
        endsWith = false
        token = Int(nodes[child].tokenEnd)
        child = Int(nodes[child].subtreeEnd)
        continue
      }
      guard token < tokenEnd else { break }
      let tokenKind = tokenKinds[token]
      if !tokenKind.isTrivia { endsWith = tokenKind == kind }
      token += 1
    }
    return endsWith
  }

}

/// The walks over a tree's node array that the cursors (`SyntaxNode`) and the table (`SyntaxNodeTable`) both read
/// through, given the arrays they read.
extension RawNode {
  /// The first child node of `node` of `kind`; nil when there is none.
  @inlinable static func child(of node: Int, _ kind: SyntaxKind, in nodes: [RawNode]) -> Int? {
    var child = node + 1
    let end = Int(nodes[node].subtreeEnd)
    while child < end {
      if nodes[child].kind == kind { return child }
      child = Int(nodes[child].subtreeEnd)
    }
    return nil
  }

  /// Calls `body` with each child node of `node`, in order.
  @inlinable static func forEachChild(of node: Int, in nodes: [RawNode], _ body: (Int) throws -> Void) rethrows {
    var child = node + 1
    let end = Int(nodes[node].subtreeEnd)
    while child < end {
      try body(child)
      child = Int(nodes[child].subtreeEnd)
    }
  }

  /// The range of `node`: from its first token's start to the start of the token after its last, or `byteCount` past
  /// the last token.
  @inlinable static func range(of node: Int, in nodes: [RawNode], starts: [UInt32], byteCount: Int) -> TextRange {
    let raw = nodes[node]
    let firstToken = Int(raw.firstToken)
    let start = firstToken < starts.count ? Int(starts[firstToken]) : byteCount
    let tokenEnd = Int(raw.tokenEnd)
    let end = tokenEnd < starts.count ? Int(starts[tokenEnd]) : byteCount
    return TextRange(start: start, end: end)
  }

  /// The name's token of a bare name (`ExprSyntax.Shape.name`): the first direct identifier of a `nameRef` node; nil
  /// for any other node.
  static func bareNameToken(of node: Int, in nodes: [RawNode], kinds: [SyntaxKind]) -> Int? {
    guard nodes[node].kind == .nameRef else { return nil }
    return directToken(of: node, in: nodes, kinds: kinds, skipping: 0) { $0 == .identifier }
  }

  /// Calls `body` with the index and kind of each direct child token of `node` (not inside a child node), in order,
  /// until it returns false.
  @inline(__always) @usableFromInline
  static func walkDirectTokens(
    of node: Int, in nodes: [RawNode], kinds: [SyntaxKind], _ body: (_ token: Int, _ kind: SyntaxKind) -> Bool
  ) {
    let raw = nodes[node]
    var token = Int(raw.firstToken)
    let tokenEnd = Int(raw.tokenEnd)
    var child = node + 1
    let end = Int(raw.subtreeEnd)
    while token < tokenEnd {
      if child < end, Int(nodes[child].firstToken) == token {
        token = Int(nodes[child].tokenEnd)
        child = Int(nodes[child].subtreeEnd)
        continue
      }
      if !body(token, kinds[token]) { return }
      token += 1
    }
  }

  /// The index of the direct child token of `node` whose kind `matches`, skipping `skip` earlier matches; nil when
  /// there is none.
  @inline(__always) @usableFromInline
  static func directToken(
    of node: Int, in nodes: [RawNode], kinds: [SyntaxKind], skipping skip: Int, where matches: (SyntaxKind) -> Bool
  ) -> Int? {
    var remaining = skip
    var found: Int?
    walkDirectTokens(of: node, in: nodes, kinds: kinds) { token, kind in
      guard matches(kind) else { return true }
      guard remaining == 0 else {
        remaining -= 1
        return true
      }
      found = token
      return false
    }
    return found
  }
}

extension SyntaxTree {
  /// The cursor on node `index`, a node of this tree as `SyntaxNodeTable` numbers them (its preorder index).
  public func node(_ index: Int) -> SyntaxNode { SyntaxNode(tree: self, index: index) }
}
