// `WrittenOverrides` finds a file's dotted properties from its dot tokens, each followed down to the node that holds
// it: it must find the nodes a walk over every node finds (`WrittenFacts.forEachWrittenNode`), and no node inside a
// property, a value, an argument list, a condition or a constraint, which that walk skips.

import TGLSyntax
import Testing

@testable import TGLLint

@Suite struct WrittenOverridesTests {
  static let text = """
    import "shared/cells.tgl"

    component Cell (title: String) {
        linear root (vert) {
            width: fill
            gravity: vert.center
            label title { text: title; lines: 1 }
        }
    }

    linear screen (vert) {
        width: fill
        when landscape { padding: 8 * 0.5 }
        Cell first (title: "One") { title.lines: 2; top: 4 }
        Cell second (title: "Two") {
            when landscape { title . /* spaced */ lines: 3 }
            title.text: "Other"
        }
        label caption { centerX: parent.centerX; text: "a.b: c" }
    }
    """

  @Test func dotsFindTheNodesTheWalkFinds() {
    let tree = Parser.parse(bytes: Array(Self.text.utf8)).tree
    // Every dot token held by a node the walk passes, with that node; the other dots, with nil.
    var walked: [Int: SyntaxNode] = [:]
    WrittenFacts.forEachWrittenNode(of: tree) { node in
      node.forEachChild { child in
        if case .token(let token) = child, token.kind == .dot { walked[token.range.start] = node }
      }
    }
    var dots = 0
    for token in tree.tokens.kinds.indices where tree.tokens.kinds[token] == .dot {
      dots += 1
      let offset = tree.tokens.range(token).start
      #expect(WrittenOverrides.writtenNode(holding: offset, in: tree) == walked[offset], "dot at \(offset)")
    }
    // The overrides' dots (three), `vert.center`'s and `parent.centerX`'s, and no dot of the number or the strings.
    #expect(dots == 5)
    #expect(walked.count == 3)
  }

  @Test func overridingUsesAreThoseWithDottedProperties() {
    let tree = Parser.parse(bytes: Array(Self.text.utf8)).tree
    let overrides = WrittenOverrides(tree: tree)
    #expect(overrides.uses.count == 2)
    #expect(overrides.uses.values.map(\.component) == ["Cell", "Cell"])
    #expect(overrides.uses.values.map(\.targets).sorted { $0.count < $1.count } == [["title"], ["title", "title"]])
  }
}
