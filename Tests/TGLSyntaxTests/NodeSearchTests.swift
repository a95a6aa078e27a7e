// The search for the innermost node at an offset equals the walk down the children that it replaced.

import Foundation
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct NodeSearchTests {
  /// The walk `owner(ofTokenAt:)` did before the search: into the first child whose range contains `offset`, until
  /// none does.
  static func walk(from node: SyntaxNode, to offset: Int) -> SyntaxNode {
    var current = node
    while true {
      var next: SyntaxNode?
      current.forEachChildNode { child in
        guard next == nil else { return }
        let range = child.range
        if range.start <= offset && offset < range.end { next = child }
      }
      guard let found = next else { return current }
      current = found
    }
  }

  /// Every `.tgl` under Tests/Data (parser, layout, lint, format, fuzz failures…) and the examples.
  static var inputs: [URL] {
    Fixtures.files(in: Fixtures.dataDirectory(""), withSuffix: ".tgl")
      + Fixtures.files(in: Fixtures.repositoryRoot().appendingPathComponent("examples"), withSuffix: ".tgl")
  }

  /// The walk for two kinds gives, in order, the nodes of those kinds that the walk of every node gives, from the root
  /// and from each element of every fixture.
  @Test func theWalkForTwoKindsIsTheWalkOfEveryNodeFiltered() throws {
    for input in Self.inputs {
      let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
      let root = Parser.parse(bytes: bytes).tree.root
      for start in [root] + root.descendants.filter({ $0.kind == .element }) {
        var all: [SyntaxNode] = []
        start.forEachDescendant { if $0.kind == .nameRef || $0.kind == .element { all.append($0) } }
        var some: [SyntaxNode] = []
        start.forEachDescendant(of: .nameRef, or: .element) { some.append($0) }
        #expect(some == all, "\(input.lastPathComponent)")
      }
    }
  }

  /// From the root, at every byte offset of every fixture (so at the start of every token), one before the file
  /// and one past its end: the same node as the walk.
  @Test func equalsTheWalkAtEveryOffsetOfEveryFixture() throws {
    let inputs = Self.inputs
    #expect(inputs.count >= 300)
    var compared = 0
    var belowRoot = 0
    for input in inputs {
      let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
      let root = Parser.parse(bytes: bytes).tree.root
      for offset in -1...(bytes.count + 1) {
        let walked = Self.walk(from: root, to: offset)
        let searched = root.innermostDescendant(containing: offset)
        if walked != searched {
          Issue.record("\(input.lastPathComponent) offset \(offset): walk \(walked.index), search \(searched.index)")
        }
        if walked != root { belowRoot += 1 }
        compared += 1
      }
    }
    #expect(compared > 100_000)
    // Not a comparison of roots with roots: most offsets are inside some node.
    #expect(belowRoot > compared / 2)
  }

  /// From every node of every fixture, at the bounds of its range, of its children's and one byte around each:
  /// a search below a node other than the root stays in its subtree as the walk does.
  @Test func equalsTheWalkFromEveryNode() throws {
    var compared = 0
    for input in Self.inputs {
      let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
      let tree = Parser.parse(bytes: bytes).tree
      for node in tree.root.descendants {
        var offsets: [Int] = []
        for range in [node.range] + node.children.map(\.range) {
          offsets += [range.start - 1, range.start, range.start + 1, range.end - 1, range.end, range.end + 1]
        }
        for offset in offsets {
          let walked = Self.walk(from: node, to: offset)
          let searched = node.innermostDescendant(containing: offset)
          if walked != searched {
            let file = input.lastPathComponent
            Issue.record("\(file) node \(node.index) offset \(offset): walk \(walked.index), search \(searched.index)")
          }
          compared += 1
        }
      }
    }
    #expect(compared > 100_000)
  }

  /// A hand-worked tree: `view A { width: 10 }`. `view` (offset 0) is the element's own token; `width` (9) the
  /// property's; `10` (16) is inside the number's expression, in the property's value; past the end is the root.
  @Test func findsTheInnermostNodeOfASmallTree() {
    let root = Parser.parse("view A { width: 10 }").tree.root
    #expect(root.innermostDescendant(containing: 0).kind == .element)
    #expect(root.innermostDescendant(containing: 9).kind == .property)
    let number = root.innermostDescendant(containing: 16)
    #expect(number.parent?.kind == .value)
    #expect(number.parent?.parent?.kind == .property)
    #expect(root.innermostDescendant(containing: 100) == root)
  }
}
