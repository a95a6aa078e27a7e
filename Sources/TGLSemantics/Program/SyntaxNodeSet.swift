// A set of syntax nodes of a program's files, one bit per node of each tree (issue 29, "Speed"): an expansion records
// which templates of elements it has used, and a `Set` of nodes hashed each one and grew from empty for every screen.

import TGLSyntax

/// Syntax nodes of a few trees, by their index in their tree (`SyntaxNode.index`): per tree, one bit a node. The trees
/// are scanned in the order first met, the last one used first (an expansion's lookups stay in one component's tree a
/// while), which for the handful of files a screen imports costs less than a hash.
struct SyntaxNodeSet {
  private var trees: [SyntaxTree] = []
  private var words: [[UInt64]] = []
  private var last = 0

  /// Inserts `node`; true when it was not in the set.
  mutating func insert(_ node: SyntaxNode) -> Bool {
    let tree = place(of: node.tree)
    let word = node.index >> 6
    let bit: UInt64 = 1 << UInt64(node.index & 63)
    if word >= words[tree].count {
      let count = max(word + 1, (node.tree.nodeCount + 63) >> 6)
      words[tree].append(contentsOf: repeatElement(0, count: count - words[tree].count))
    }
    if words[tree][word] & bit != 0 { return false }
    words[tree][word] |= bit
    return true
  }

  /// The place of `tree` in `trees`, added when new.
  private mutating func place(of tree: SyntaxTree) -> Int {
    if last < trees.count && trees[last] === tree { return last }
    for k in trees.indices where trees[k] === tree {
      last = k
      return k
    }
    trees.append(tree)
    words.append([])
    last = trees.count - 1
    return last
  }
}
