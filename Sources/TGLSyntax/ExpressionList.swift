// The expressions of a node (a value's items, a call's arguments), found in one walk and held without an array.

/// The expression children of a node, in order. The first four are held inline and later ones are found by walking
/// the children again: a value has one to four items, and `ValueSyntax.items` built an array for every property of
/// every file (an allocation, a release and a retain of the tree per item).
public struct ExpressionList: RandomAccessCollection, Sendable {
  let tree: SyntaxTree
  let parent: Int
  public let count: Int
  /// The node indices of the first four expressions; -1 past `count`.
  let inline: (Int32, Int32, Int32, Int32)

  /// The expression children of `node`.
  public init(in node: SyntaxNode) {
    tree = node.tree
    parent = node.index
    var found = 0
    var inline: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
    node.tree.nodes.withUnsafeBufferPointer { nodes in
      var child = node.index + 1
      let end = Int(nodes[node.index].subtreeEnd)
      while child < end {
        if nodes[child].kind.isExpression {
          switch found {
          case 0: inline.0 = Int32(child)
          case 1: inline.1 = Int32(child)
          case 2: inline.2 = Int32(child)
          case 3: inline.3 = Int32(child)
          default: break
          }
          found += 1
        }
        child = Int(nodes[child].subtreeEnd)
      }
    }
    count = found
    self.inline = inline
  }

  /// Walks the children once: iterating by subscript would walk again from the fourth for each later expression.
  public func makeIterator() -> Iterator { Iterator(tree: tree, child: parent + 1, end: Int(tree.nodes[parent].subtreeEnd)) }

  public struct Iterator: IteratorProtocol {
    let tree: SyntaxTree
    var child: Int
    let end: Int

    public mutating func next() -> ExprSyntax? {
      let nodes = tree.nodes
      while child < end {
        let current = child
        child = Int(nodes[current].subtreeEnd)
        if nodes[current].kind.isExpression { return ExprSyntax(SyntaxNode(tree: tree, index: current)) }
      }
      return nil
    }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  /// Expression `position`, which must be in `0..<count` (as for any collection's subscript).
  public subscript(position: Int) -> ExprSyntax {
    let index: Int
    switch position {
    case 0: index = Int(inline.0)
    case 1: index = Int(inline.1)
    case 2: index = Int(inline.2)
    case 3: index = Int(inline.3)
    default: index = nodeIndex(ofExpression: position)
    }
    return ExprSyntax(SyntaxNode(tree: tree, index: index))
  }

  /// The node index of expression `position` (past the inline four), by walking the children from the fourth.
  func nodeIndex(ofExpression position: Int) -> Int {
    let nodes = tree.nodes
    var remaining = position - 3
    var child = Int(inline.3)
    while true {
      child = Int(nodes[child].subtreeEnd)
      if nodes[child].kind.isExpression {
        remaining -= 1
        if remaining == 0 { return child }
      }
    }
  }
}
