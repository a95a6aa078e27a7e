// Selection ranges: from the token at the cursor outward through every enclosing node.

import TGLSyntax

public enum SelectionRanges {
  /// Ranges from the innermost (the token under `offset`) to the whole file, each strictly larger.
  public static func ranges(_ tree: SyntaxTree, at offset: Int) -> [TextRange] {
    var out: [TextRange] = []
    let root = tree.root
    if let token = root.token(at: offset), !token.kind.isTrivia, token.kind != .endOfFile {
      out.append(token.range)
    }
    let innermost = root.innermostNode(at: offset)
    for node in innermost.ancestorsAndSelf {
      // A property without its trailing ';' reads better as a selection step.
      let range = node.range
      if let last = out.last, !(range.contains(last) && range != last) { continue }
      out.append(range)
    }
    return out
  }
}
