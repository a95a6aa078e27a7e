// The lossless syntax tree: tokens and nodes in flat arrays, nodes in preorder.

/// One interior node, stored in preorder. A node owns the tokens `firstToken..<tokenEnd` and its
/// descendants are the nodes `index + 1 ..< subtreeEnd`.
@usableFromInline
struct RawNode: Sendable {
  @usableFromInline var kind: SyntaxKind
  @usableFromInline var firstToken: Int32
  @usableFromInline var tokenEnd: Int32
  @usableFromInline var parent: Int32
  @usableFromInline var subtreeEnd: Int32

  init(kind: SyntaxKind, firstToken: Int32, tokenEnd: Int32, parent: Int32, subtreeEnd: Int32) {
    self.kind = kind
    self.firstToken = firstToken
    self.tokenEnd = tokenEnd
    self.parent = parent
    self.subtreeEnd = subtreeEnd
  }
}

/// An immutable, lossless syntax tree of one source file. Every byte of the source is in exactly one
/// token, so `text` is the input, byte for byte. The tree holds no semantic data and no errors; the parser
/// returns errors beside it.
public final class SyntaxTree: Sendable {
  /// The UTF-8 source.
  public let bytes: [UInt8]
  public let tokens: TokenList
  @usableFromInline let nodes: [RawNode]

  init(bytes: [UInt8], tokens: TokenList, nodes: [RawNode]) {
    self.bytes = bytes
    self.tokens = tokens
    self.nodes = nodes
  }

  /// The source text rebuilt from the tokens of the tree.
  public var text: String { String(decoding: reconstructedBytes, as: UTF8.self) }

  /// The bytes of every token, in order: equal to `bytes` (the tree is lossless).
  public var reconstructedBytes: [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    for index in 0..<tokens.count {
      let range = tokens.range(index)
      out.append(contentsOf: bytes[range.start..<range.end])
    }
    return out
  }

  public var root: SyntaxNode { SyntaxNode(tree: self, index: 0) }

  public var nodeCount: Int { nodes.count }

  /// The number of nodes of `kind`, counted without building cursors (for size limits on huge files).
  public func nodeCount(of kind: SyntaxKind) -> Int {
    var count = 0
    for node in nodes where node.kind == kind { count += 1 }
    return count
  }

  public func text(of range: TextRange) -> String {
    let start = min(max(0, range.start), bytes.count)
    let end = max(start, min(range.end, bytes.count))
    // Through the buffer, since a slice of `bytes` retained the array (and released it) for every name read; the
    // bounds are clamped to it just above.
    return bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }
  }

  func tokenText(_ index: Int) -> String { text(of: tokens.range(index)) }

  /// True when token `index` is spelled exactly `word` (ASCII).
  func tokenIs(_ index: Int, _ word: StaticString) -> Bool {
    let range = tokens.range(index)
    guard range.length == word.utf8CodeUnitCount else { return false }
    return word.withUTF8Buffer { expected in
      var offset = 0
      while offset < expected.count {
        if bytes[range.start + offset] != expected[offset] { return false }
        offset += 1
      }
      return true
    }
  }
}

/// A token of a tree: its kind, range and text.
public struct SyntaxToken: Hashable, Sendable {
  public let tree: SyntaxTree
  public let index: Int

  public var kind: SyntaxKind { tree.tokens.kinds[index] }
  public var range: TextRange { tree.tokens.range(index) }
  public var text: String { tree.tokenText(index) }
  /// The token's bytes in the file, read without making a `String`.
  public var bytes: ArraySlice<UInt8> {
    let range = range
    return tree.bytes[range.start..<range.end]
  }

  /// True when the token is spelled exactly `word` (ASCII), compared as bytes: no `String` of the token.
  public func spells(_ word: StaticString) -> Bool { tree.tokenIs(index, word) }

  public static func == (lhs: SyntaxToken, rhs: SyntaxToken) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  /// The next token in the file, trivia included; nil at the end.
  public var next: SyntaxToken? { index + 1 < tree.tokens.count ? SyntaxToken(tree: tree, index: index + 1) : nil }
  public var previous: SyntaxToken? { index > 0 ? SyntaxToken(tree: tree, index: index - 1) : nil }
}

/// A child of a node: a node or a token.
public enum SyntaxElement: Hashable, Sendable {
  case node(SyntaxNode)
  case token(SyntaxToken)

  public var range: TextRange {
    switch self {
    case .node(let node): return node.range
    case .token(let token): return token.range
    }
  }

  public var kind: SyntaxKind {
    switch self {
    case .node(let node): return node.kind
    case .token(let token): return token.kind
    }
  }
}

/// A cursor on an interior node of a tree. Cheap to copy; compares by identity in its tree.
public struct SyntaxNode: Hashable, Sendable {
  public let tree: SyntaxTree
  public let index: Int

  @usableFromInline init(tree: SyntaxTree, index: Int) {
    self.tree = tree
    self.index = index
  }

  // The readers every walk of a tree calls per node are inlinable: the lowering and the linter call them across the
  // module for every node of every file.
  @inlinable var raw: RawNode { tree.nodes[index] }

  @inlinable public var kind: SyntaxKind { raw.kind }

  @inlinable public var range: TextRange {
    RawNode.range(of: index, in: tree.nodes, starts: tree.tokens.starts, byteCount: tree.bytes.count)
  }

  public var text: String { tree.text(of: range) }

  public var parent: SyntaxNode? {
    let parent = Int(raw.parent)
    return parent < 0 ? nil : SyntaxNode(tree: tree, index: parent)
  }

  public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  /// The child nodes, in order.
  public var children: [SyntaxNode] {
    var out: [SyntaxNode] = []
    RawNode.forEachChild(of: index, in: tree.nodes) { out.append(SyntaxNode(tree: tree, index: $0)) }
    return out
  }

  /// Calls `body` for every child node in order, without building an array (the typed views' member lists run for
  /// every block and value of every file; `children` first built an array of every child node).
  @inlinable public func forEachChildNode(_ body: (SyntaxNode) -> Void) {
    let tree = self.tree
    RawNode.forEachChild(of: index, in: tree.nodes) { body(SyntaxNode(tree: tree, index: $0)) }
  }

  /// The child nodes of `kind`, in order (no array of every child first).
  public func childNodes(_ kind: SyntaxKind) -> [SyntaxNode] { childViews(kind) { $0 } }

  /// The first child node of `kind`.
  public func child(_ kind: SyntaxKind) -> SyntaxNode? { childIndex(kind).map { SyntaxNode(tree: tree, index: $0) } }

  /// Child nodes and tokens (trivia included), in source order.
  public var childrenWithTokens: [SyntaxElement] {
    var out: [SyntaxElement] = []
    forEachChild { out.append($0) }
    return out
  }

  /// Calls `body` for every child node and token in order, without building an array.
  public func forEachChild(_ body: (SyntaxElement) -> Void) {
    let raw = self.raw
    var token = Int(raw.firstToken)
    let tokenEnd = Int(raw.tokenEnd)
    var child = index + 1
    let end = Int(raw.subtreeEnd)
    while true {
      if child < end, Int(tree.nodes[child].firstToken) == token {
        body(.node(SyntaxNode(tree: tree, index: child)))
        token = Int(tree.nodes[child].tokenEnd)
        child = Int(tree.nodes[child].subtreeEnd)
        continue
      }
      guard token < tokenEnd else { break }
      body(.token(SyntaxToken(tree: tree, index: token)))
      token += 1
    }
  }

  /// The tokens that are direct children (not inside child nodes), trivia included.
  public var childTokens: [SyntaxToken] {
    var out: [SyntaxToken] = []
    forEachChild { if case .token(let token) = $0 { out.append(token) } }
    return out
  }

  /// The first direct child token of `kind`.
  public func token(_ kind: SyntaxKind) -> SyntaxToken? {
    tokenIndex { $0 == kind }.map { SyntaxToken(tree: tree, index: $0) }
  }

  /// The direct child token whose kind matches, skipping `skip` earlier matches; scans in place (no array), so
  /// that lowering a large file does not allocate per lookup.
  public func childToken(skipping skip: Int = 0, where matches: (SyntaxKind) -> Bool) -> SyntaxToken? {
    tokenIndex(skipping: skip, where: matches).map { SyntaxToken(tree: tree, index: $0) }
  }

  /// Direct child tokens that are not trivia.
  public var significantTokens: [SyntaxToken] { childTokens.filter { !$0.kind.isTrivia } }

  /// The first direct child token that is not trivia.
  public var firstSignificantChildToken: SyntaxToken? { childToken { !$0.isTrivia } }

  /// Every token of the subtree, trivia included, in order.
  public var descendantTokens: [SyntaxToken] {
    let raw = self.raw
    return (Int(raw.firstToken)..<Int(raw.tokenEnd)).map { SyntaxToken(tree: tree, index: $0) }
  }

  /// Every node of the subtree in preorder, this one first: a collection over the node indices, each node made when
  /// read (an array of them retained the tree once per node, and released it again when freed).
  public var descendants: SyntaxNodeRange { SyntaxNodeRange(tree: tree, indices: index..<Int(raw.subtreeEnd)) }

  /// Calls `body` for every node of the subtree in preorder, this one first. A node passed to `body` is borrowed from
  /// this one, so a walk that only reads makes no retain of the tree; `descendants` makes each node it gives.
  public func forEachDescendant(_ body: (SyntaxNode) -> Void) {
    let end = Int(raw.subtreeEnd)
    var node = index
    while node < end {
      body(SyntaxNode(tree: tree, index: node))
      node += 1
    }
  }

  /// Calls `body` for every node of the subtree whose kind is `first` or `second`, in preorder, this one first: the
  /// kinds are read in place, so that a walk of a whole file for a few kinds (the names it writes) calls `body` for
  /// those nodes alone, where `forEachDescendant(_:)` calls it for every node.
  public func forEachDescendant(of first: SyntaxKind, or second: SyntaxKind, _ body: (SyntaxNode) -> Void) {
    let end = Int(raw.subtreeEnd)
    tree.nodes.withUnsafeBufferPointer { nodes in
      var node = index
      while node < end {
        let kind = nodes[node].kind
        if kind == first || kind == second { body(SyntaxNode(tree: tree, index: node)) }
        node += 1
      }
    }
  }

  /// The first significant token of the subtree.
  public var firstSignificantToken: SyntaxToken? {
    let raw = self.raw
    let kinds = tree.tokens.kinds
    for token in Int(raw.firstToken)..<Int(raw.tokenEnd) where !kinds[token].isTrivia {
      return SyntaxToken(tree: tree, index: token)
    }
    return nil
  }

  /// The innermost node whose range contains `offset` (a cursor touching the end counts).
  public func innermostNode(at offset: Int) -> SyntaxNode {
    var current = self
    while true {
      guard let next = current.children.first(where: { $0.range.containsInclusive(offset) && !$0.range.isEmpty })
      else { return current }
      current = next
    }
  }

  /// The token that contains `offset`, preferring a non-trivia token that ends at it.
  public func token(at offset: Int) -> SyntaxToken? {
    let starts = tree.tokens.starts
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
    }
    return tree.token(lastStartingAtOrBefore: low, offset: offset)
  }

  /// The ancestors of this node, nearest first, starting with the node itself.
  public var ancestorsAndSelf: [SyntaxNode] {
    var out: [SyntaxNode] = [self]
    var current = self
    while let parent = current.parent {
      out.append(parent)
      current = parent
    }
    return out
  }
}

/// Nodes of one tree whose indices are a range, such as a subtree's nodes in preorder (`SyntaxNode.descendants`).
public struct SyntaxNodeRange: RandomAccessCollection, Sendable {
  let tree: SyntaxTree
  public let indices: Range<Int>

  public var startIndex: Int { indices.lowerBound }
  public var endIndex: Int { indices.upperBound }
  public subscript(position: Int) -> SyntaxNode { SyntaxNode(tree: tree, index: position) }
}

extension SyntaxTree {
  /// `SyntaxNode.token(at:)` from the last token that starts at or before `offset` (the first token when none does):
  /// back over empty tokens, and to the token before when `offset` is a trivia token's start (or the end of the file)
  /// and the token before is significant, since a cursor at the end of a word is on the word.
  func token(lastStartingAtOrBefore found: Int, offset: Int) -> SyntaxToken {
    let starts = tokens.starts
    var index = found
    while index > 0 && tokens.range(index).isEmpty && tokens.kinds[index] != .endOfFile { index -= 1 }
    if index > 0, Int(starts[index]) == offset, tokens.kinds[index].isTrivia || tokens.kinds[index] == .endOfFile,
      !tokens.kinds[index - 1].isTrivia
    {
      index -= 1
    }
    return SyntaxToken(tree: self, index: index)
  }
}
