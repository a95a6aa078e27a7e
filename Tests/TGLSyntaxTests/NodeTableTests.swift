// The node table reads every node of a tree as the cursors do.

import Foundation
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct NodeTableTests {
  /// Every node of every fixture (Tests/Data and the examples, fuzz failures among them, so broken files too): its
  /// kind, range and children, its direct tokens of each kind a walk asks for (the first three), whether its last child
  /// that is not trivia is a `;`, and the node made from its number, as the cursor on it reads them.
  @Test func readsEveryNodeAsTheCursorDoes() throws {
    let inputs = NodeSearchTests.inputs
    #expect(inputs.count >= 300)
    var nodes = 0
    for input in inputs {
      let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
      let tree = Parser.parse(bytes: bytes).tree
      let table = SyntaxNodeTable(tree)
      #expect(table.root == tree.root.index)
      for node in tree.root.descendants {
        nodes += 1
        let n = node.index
        let name = "\(input.lastPathComponent) node \(n)"
        #expect(table.kind(of: n) == node.kind, "\(name)")
        #expect(table.range(of: n) == node.range, "\(name)")
        #expect(tree.node(n) == node, "\(name)")
        var children: [Int] = []
        var child = table.firstChild(of: n)
        while child < table.end(ofChildren: n) {
          children.append(child)
          child = table.nextSibling(of: child)
        }
        #expect(children == node.children.map(\.index), "\(name)")
        for kind in [SyntaxKind.value, .block, .argumentList, .bound] {
          #expect(table.child(of: n, kind) == node.child(kind)?.index, "\(name) \(kind)")
        }
        for kind in [SyntaxKind.identifier, .semicolon, .dot] {
          for skip in 0..<3 {
            let token = node.childToken(skipping: skip) { $0 == kind }
            #expect(table.token(of: n, kind, skipping: skip) == token?.index, "\(name) \(kind) \(skip)")
            if let token { #expect(table.range(ofToken: token.index) == token.range, "\(name) \(kind) \(skip)") }
          }
        }
        var lastIsSemicolon = false
        node.forEachChild { element in
          switch element {
          case .token(let token): if !token.kind.isTrivia { lastIsSemicolon = token.kind == .semicolon }
          case .node: lastIsSemicolon = false
          }
        }
        #expect(table.endsWithToken(n, .semicolon) == lastIsSemicolon, "\(name)")
      }
    }
    #expect(nodes > 10_000)
  }
}
