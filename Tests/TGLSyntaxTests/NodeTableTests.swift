// The node table and the cursors read every node of a tree as its tokens and parent links say.

import Foundation
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct NodeTableTests {
  /// Every node of every fixture (Tests/Data and the examples, fuzz failures among them, so broken files too), read
  /// through the table and through the cursor on it, against what the tree says without their walks: its children are
  /// the nodes whose parent it is, its range runs from its first token's start to its last token's end (token ranges
  /// come from the token list), and its direct tokens are its tokens that no child holds. The table and the cursors
  /// share their walks (`RawNode`), so each is compared with these, not with the other.
  @Test func readsEveryNodeAsItsTokensAndParentsSay() throws {
    let inputs = NodeSearchTests.inputs
    #expect(inputs.count >= 300)
    var nodes = 0
    var emptyNodes = 0
    for input in inputs {
      let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
      let tree = Parser.parse(bytes: bytes).tree
      let table = SyntaxNodeTable(tree)
      #expect(table.root == tree.root.index)
      var children = Array(repeating: [Int](), count: tree.nodeCount)
      for node in tree.root.descendants {
        if let parent = node.parent { children[parent.index].append(node.index) }
      }
      for node in tree.root.descendants {
        nodes += 1
        let n = node.index
        let name = "\(input.lastPathComponent) node \(n)"
        #expect(table.kind(of: n) == node.kind, "\(name)")
        #expect(tree.node(n) == node, "\(name)")

        let tokens = node.descendantTokens.map(\.index)
        if let first = tokens.first, let last = tokens.last {
          let expected = TextRange(start: tree.tokens.range(first).start, end: tree.tokens.range(last).end)
          #expect(table.range(of: n) == expected, "\(name)")
          #expect(node.range == expected, "\(name)")
        } else {
          // A node without tokens (left by a syntax error) is empty, where the walk reached it: inside its parent.
          emptyNodes += 1
          #expect(table.range(of: n).isEmpty && node.range == table.range(of: n), "\(name)")
          if let parent = node.parent {
            let outer = parent.range
            #expect(outer.start <= node.range.start && node.range.end <= outer.end, "\(name)")
          }
        }

        var walked: [Int] = []
        table.forEachChild(of: n) { walked.append($0) }
        #expect(walked == children[n], "\(name)")
        #expect(node.children.map(\.index) == children[n], "\(name)")
        for kind in [SyntaxKind.value, .block, .argumentList, .bound] {
          let expected = children[n].first { tree.node($0).kind == kind }
          #expect(table.child(of: n, kind) == expected, "\(name) \(kind)")
          #expect(node.child(kind)?.index == expected, "\(name) \(kind)")
        }

        let held = Set(children[n].flatMap { tree.node($0).descendantTokens.map(\.index) })
        let direct = tokens.filter { !held.contains($0) }
        for kind in [SyntaxKind.identifier, .semicolon, .dot] {
          let ofKind = direct.filter { tree.tokens.kinds[$0] == kind }
          for skip in 0..<3 {
            let expected = skip < ofKind.count ? ofKind[skip] : nil
            #expect(table.token(of: n, kind, skipping: skip) == expected, "\(name) \(kind) \(skip)")
            #expect(node.childToken(skipping: skip) { $0 == kind }?.index == expected, "\(name) \(kind) \(skip)")
            if let expected { #expect(table.range(ofToken: expected) == tree.tokens.range(expected), "\(name)") }
          }
        }

        // The last child that is not trivia, in the order of the text: at one offset, a child (empty) before a token,
        // and each in its own order.
        let items =
          direct.map { (start: tree.tokens.range($0).start, isNode: false, index: $0, kind: tree.tokens.kinds[$0]) }
          + children[n].map { (start: tree.node($0).range.start, isNode: true, index: $0, kind: tree.node($0).kind) }
        let last = items.filter { $0.isNode || !$0.kind.isTrivia }
          .sorted { ($0.start, $0.isNode ? 0 : 1, $0.index) < ($1.start, $1.isNode ? 0 : 1, $1.index) }.last
        let endsWithSemicolon = last.map { !$0.isNode && $0.kind == .semicolon } ?? false
        #expect(table.endsWithToken(n, .semicolon) == endsWithSemicolon, "\(name)")
      }
    }
    #expect(nodes > 10_000)
    #expect(emptyNodes > 0)
  }
}
