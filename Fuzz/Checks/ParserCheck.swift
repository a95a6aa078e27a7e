// The parser's invariants on any input: no trap, lossless round trip, nested node ranges, errors inside the text.

import TGLSyntax

enum ParserCheck {
  static func violations(_ bytes: [UInt8]) -> [String] {
    let result = Parser.parse(bytes: bytes)
    var problems: [String] = []
    if result.tree.reconstructedBytes != bytes { problems.append("the tree's text is not the input") }
    problems += treeViolations(result.tree, length: bytes.count)
    for error in result.errors where error.range.start < 0 || error.range.end > bytes.count {
      problems.append("syntax error \(error.range) outside the text (length \(bytes.count))")
    }
    // Parsing the same bytes as a string (invalid UTF-8 replaced) must round-trip that string too.
    let text = String(decoding: bytes, as: UTF8.self)
    if Parser.parse(text).tree.text != text { problems.append("the tree's text is not the input string") }
    return problems
  }

  /// Tokens tile the text; every node lies inside its parent; nesting is bounded.
  static func treeViolations(_ tree: SyntaxTree, length: Int) -> [String] {
    var problems: [String] = []
    var expectedStart = 0
    for index in 0..<tree.tokens.count {
      let range = tree.tokens.range(index)
      if range.start != expectedStart {
        problems.append("token \(index) starts at \(range.start), not \(expectedStart)")
        break
      }
      expectedStart = range.end
    }
    if expectedStart != length { problems.append("tokens end at \(expectedStart), not \(length)") }
    // Walk the tree with an explicit stack: the check itself must not overflow on deep trees.
    let depthLimit = 4 * Parser.maximumDepth + 8
    var stack: [(node: SyntaxNode, depth: Int)] = [(tree.root, 0)]
    while let (node, depth) = stack.popLast() {
      if node.range.start < 0 || node.range.end > length { problems.append("node \(node.kind) \(node.range) outside") }
      if depth > depthLimit {
        // Each level of elements or groups costs a few nodes (element, body, property, value...).
        problems.append("the tree is more than \(depthLimit) nodes deep")
        break
      }
      for child in node.children {
        if !node.range.contains(child.range) {
          problems.append("\(child.kind) \(child.range) outside its parent \(node.kind) \(node.range)")
          return problems
        }
        stack.append((child, depth + 1))
      }
    }
    return problems
  }
}
