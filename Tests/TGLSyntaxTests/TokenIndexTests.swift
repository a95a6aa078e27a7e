// The token index finds the token the search over token starts finds, and the owner the node search finds.

import Foundation
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct TokenIndexTests {
  /// At every byte offset of every fixture, one before the file and past its end: the same token as
  /// `SyntaxNode.token(at:)`.
  @Test func tokenEqualsTheSearchAtEveryOffsetOfEveryFixture() throws {
    var compared = 0
    for input in NodeSearchTests.inputs {
      let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
      let tree = Parser.parse(bytes: bytes).tree
      let index = TokenIndex(tree)
      for offset in -1...(bytes.count + 70) {
        let searched = tree.root.token(at: offset)
        let found = index.token(at: offset)
        if searched != found {
          Issue.record(
            "\(input.lastPathComponent) offset \(offset): search \(String(describing: searched?.index)), index \(String(describing: found?.index))"
          )
        }
        compared += 1
      }
    }
    #expect(compared > 100_000)
  }

  /// For every token of every fixture: the same owner as the node search from the root at the token's start.
  @Test func ownerEqualsTheNodeSearchForEveryTokenOfEveryFixture() throws {
    var compared = 0
    var belowRoot = 0
    for input in NodeSearchTests.inputs {
      let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
      let tree = Parser.parse(bytes: bytes).tree
      let index = TokenIndex(tree)
      for tokenIndex in 0..<tree.tokens.count {
        let token = try #require(index.token(at: tree.tokens.range(tokenIndex).start))
        let searched = tree.root.innermostDescendant(containing: token.range.start)
        let owner = index.owner(of: token)
        if searched != owner {
          Issue.record("\(input.lastPathComponent) token \(token.index): search \(searched.index), index \(owner.index)")
        }
        if owner != tree.root { belowRoot += 1 }
        compared += 1
      }
    }
    #expect(compared > 50_000)
    #expect(belowRoot > compared / 2)
  }

  /// A small file by hand: the owners and the tokens at a word's end and in the trivia after it.
  @Test func ownersAndTokensOfASmallFile() throws {
    let text = "view A {\n  width: 10\n}\n"
    let tree = Parser.parse(text).tree
    let index = TokenIndex(tree)
    // `width` is bytes 11-15 and the `:` after it byte 16: at 16 the cursor is on the `:`.
    let width = try #require(index.token(at: 11))
    #expect(width.text == "width")
    #expect(index.token(at: 16)?.text == ":")
    #expect(index.owner(of: width).kind == .property)
    // `10` is bytes 18-19 and a line break follows: a cursor at its end (20) is on the number, not on the trivia.
    #expect(index.token(at: 20)?.text == "10")
    #expect(index.token(at: 21)?.text == "}")
    let name = try #require(index.token(at: 5))
    #expect(name.text == "A")
    #expect(index.owner(of: name).kind == .element)
    // A token of another tree: its owner in that tree.
    let other = Parser.parse("view B {\n  height: 4\n}\n").tree
    let height = try #require(other.root.token(at: 11))
    #expect(index.owner(of: height) == other.root.innermostDescendant(containing: 11))
    #expect(index.owner(of: height).kind == .property)
    // Past the end of the file: the last token, as the search answers.
    #expect(index.token(at: text.utf8.count + 100) == tree.root.token(at: text.utf8.count + 100))
  }
}
