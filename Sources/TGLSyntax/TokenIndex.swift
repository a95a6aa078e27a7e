// Which token is at an offset, and which node owns it, read from two tables instead of two binary searches.

/// Tables over one tree that answer the first two questions of a hover (and of any request at a position): the token at
/// an offset (`SyntaxNode.token(at:)`) and the innermost node that owns it (`owner(of:)`).
///
/// Both were binary searches, over the token starts and over the preorder nodes. Below their first levels, which every
/// request shares, each probe of a search lands on memory no recent request read, and cache misses are most of a cold
/// hover's time (docs/dev/performance-journal.md, "the searches of a hover"). Here the token is found from the one that
/// starts at or before the offset's 64-byte block, a few neighbouring starts away, and its owner is one read.
public struct TokenIndex: Sendable {
  public let tree: SyntaxTree
  /// For each 64-byte block of the file (and one block past its end), the last token that starts at or before the
  /// block's first byte.
  private let blockTokens: [UInt32]
  /// For each token, the innermost node whose tokens include it (`firstToken <= token < tokenEnd`).
  private let owners: [UInt32]

  private static let blockShift = 6

  public init(_ tree: SyntaxTree) {
    self.tree = tree
    blockTokens = Self.blockTokens(tree)
    owners = Self.owners(tree)
  }

  /// The token that contains `offset`, preferring a non-trivia token that ends at it: `SyntaxNode.token(at:)`.
  public func token(at offset: Int) -> SyntaxToken? {
    let starts = tree.tokens.starts
    guard offset >= 0, !starts.isEmpty else { return tree.root.token(at: offset) }
    var index = Int(blockTokens[min(offset >> Self.blockShift, blockTokens.count - 1)])
    while index + 1 < starts.count && Int(starts[index + 1]) <= offset { index += 1 }
    return tree.token(lastStartingAtOrBefore: index, offset: offset)
  }

  /// The innermost node whose range contains `token`'s start, as `SyntaxNode.innermostDescendant(containing:)`
  /// finds it from the root (`TokenIndexTests` compares the two for every token of every fixture). A token of
  /// another tree is searched for in its own.
  public func owner(of token: SyntaxToken) -> SyntaxNode {
    guard token.tree === tree else { return token.tree.root.innermostDescendant(containing: token.range.start) }
    return SyntaxNode(tree: tree, index: Int(owners[token.index]))
  }

  private static func blockTokens(_ tree: SyntaxTree) -> [UInt32] {
    let starts = tree.tokens.starts
    let blockCount = (tree.bytes.count >> blockShift) + 2
    var blocks = [UInt32](repeating: 0, count: blockCount)
    var token = 0
    for block in 0..<blockCount {
      let blockStart = block << blockShift
      while token + 1 < starts.count && Int(starts[token + 1]) <= blockStart { token += 1 }
      blocks[block] = UInt32(token)
    }
    return blocks
  }

  /// One sweep over the nodes in preorder and the tokens in order. Before a node is pushed, every token before its
  /// first is given to the top of the stack once the nodes that end at or before that token are popped: the nodes
  /// that start at or before a token were all pushed by then (starts never decrease in preorder), and a deeper one
  /// that contains it would sit above the top, so the top is the innermost.
  private static func owners(_ tree: SyntaxTree) -> [UInt32] {
    let tokenCount = tree.tokens.count
    var stack = [Int](repeating: 0, count: tree.nodes.count + 1)
    // Through the buffers, without the arrays' checks on every step.
    return tree.nodes.withUnsafeBufferPointer { nodes in
      stack.withUnsafeMutableBufferPointer { stack in
        [UInt32](unsafeUninitializedCapacity: tokenCount) { owners, initialized in
          var top = 0  // stack[0] is the root, never popped
          var token = 0
          func assign(upTo end: Int) {
            while token < end {
              while top > 0 && Int(nodes[stack[top]].tokenEnd) <= token { top -= 1 }
              owners[token] = UInt32(stack[top])
              token += 1
            }
          }
          for node in nodes.indices.dropFirst() {
            assign(upTo: min(Int(nodes[node].firstToken), tokenCount))
            top += 1
            stack[top] = node
          }
          assign(upTo: tokenCount)
          initialized = tokenCount
        }
      }
    }
  }
}
