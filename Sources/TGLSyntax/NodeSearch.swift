// Finding the innermost node at an offset by a search of the flat preorder node array.

extension SyntaxNode {
  /// The deepest node of this subtree, below this one, whose range contains `offset` (`start <= offset < end`); this
  /// node when none of its descendants does. The same node as walking down from here into the child that contains
  /// `offset` until none does (`NodeSearchTests` compares the two at every offset of every fixture). Ranges are
  /// half-open here, as a token's owner needs; `innermostNode(at:)` is the cursor's variant, which counts a range's
  /// end and skips empty nodes.
  ///
  /// Nodes are stored in preorder and their starts never decrease in that order (a child starts at or after its
  /// parent, a sibling at or after the end of the one before). Let D be the node the walk ends at. Every node after
  /// D's subtree starts at or after D's end, which is past `offset`; so the last node (in preorder, within this
  /// subtree) that starts at or before `offset` is D or one of D's descendants. None of those descendants contains
  /// `offset` (D is the deepest), and their ancestors start at or before them: going up the parents from that last
  /// node, the first one that ends after `offset` is D. A binary search and a few steps up, instead of a walk over
  /// every child at every level (64 top-level elements in the 10,087-line benchmark document).
  public func innermostDescendant(containing offset: Int) -> SyntaxNode {
    SyntaxNode(tree: tree, index: tree.innermostNode(below: index, containing: offset))
  }
}

extension SyntaxTree {
  /// The index of the node `innermostDescendant(containing:)` finds, searched among `top`'s descendants.
  func innermostNode(below top: Int, containing offset: Int) -> Int {
    let byteCount = bytes.count
    return nodes.withUnsafeBufferPointer { nodes in
      tokens.starts.withUnsafeBufferPointer { starts in
        // A node's bounds as `SyntaxNode.range` gives them: the start of its first token and of the token after it,
        // or the end of the file.
        func bound(_ token: Int32) -> Int { Int(token) < starts.count ? Int(starts[Int(token)]) : byteCount }
        // The first descendant that starts after `offset`; the one before it is the last that starts at or before.
        var low = top + 1
        var high = Int(nodes[top].subtreeEnd)
        while low < high {
          let middle = (low + high) / 2
          if bound(nodes[middle].firstToken) <= offset { low = middle + 1 } else { high = middle }
        }
        var node = low - 1
        // Every node on the way up starts at or before `offset`: it contains `offset` when it ends after it.
        while node != top && bound(nodes[node].tokenEnd) <= offset { node = Int(nodes[node].parent) }
        return node
      }
    }
  }
}
