// Hostile and mutated input: the parser never traps, never loops, and always round-trips.

import Foundation
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct ParserRobustnessTests {
  /// Deleting or duplicating any one token of any fixture still parses and round-trips.
  @Test func mutatingEveryTokenOfEveryFixture() throws {
    let inputs = Fixtures.files(in: Fixtures.dataDirectory("parser"), withSuffix: ".tgl")
    #expect(inputs.count >= 40)
    var mutations = 0
    for input in inputs {
      let bytes = Array(try #require(FileManager.default.contents(atPath: input.path)))
      let tokens = Lexer.tokenize(bytes).tokens
      for index in 0..<tokens.count {
        let range = tokens.range(index)
        guard !range.isEmpty, !tokens.kinds[index].isTrivia else { continue }
        let deleted = Array(bytes[..<range.start] + bytes[range.end...])
        let duplicated = Array(bytes[..<range.end] + bytes[range.start...])
        for mutant in [deleted, duplicated] {
          let result = Parser.parse(bytes: mutant)
          mutations += 1
          if result.tree.reconstructedBytes != mutant {
            Issue.record("round trip lost bytes: \(input.lastPathComponent) token \(index)")
          }
        }
      }
    }
    #expect(mutations > 1000)
  }

  @Test func hundredThousandOpenBracesDoNotOverflowTheStack() {
    let text = "view A " + String(repeating: "{", count: 100_000)
    let result = Parser.parse(text)
    #expect(result.tree.text == text)
    #expect(result.errors.count <= 3)
  }

  @Test func hundredThousandNestedElementsAreCappedWithOneError() {
    let text = String(repeating: "view A {", count: 100_000) + String(repeating: "}", count: 100_000)
    let result = Parser.parse(text)
    #expect(result.tree.text == text)
    #expect(result.errors.map(\.message) == [
      "elements nested more than \(Parser.maximumDepth) levels deep; flatten the layout"
    ])
  }

  @Test func deeplyNestedParenthesesAreCapped() {
    let text = "view A { width: " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000) + " }"
    let result = Parser.parse(text)
    #expect(result.tree.text == text)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.message == "value nested more than \(Parser.maximumDepth) levels deep; simplify it")
  }

  /// `1 + 1 + ...` nests one level per operator; 250,000 of them overflowed the formatter's and the lowering's stacks.
  @Test func longOperatorChainsAreCapped() {
    let text = "view A { width: " + Array(repeating: "1", count: 250_000).joined(separator: " + ") + " }\nview B {}\n"
    let result = Parser.parse(text)
    #expect(result.tree.text == text)
    #expect(result.errors.map(\.message) == ["value nested more than \(Parser.maximumDepth) levels deep; simplify it"])
    #expect(result.sourceFile.elements.count == 2)
    #expect(maximumDepth(result.tree) < 4 * Parser.maximumDepth)
  }

  @Test func longMemberChainsAreCapped() {
    let text = "view A { width: B" + String(repeating: ".width", count: 100_000) + " }\n"
    let result = Parser.parse(text)
    #expect(result.tree.text == text)
    #expect(result.errors.map(\.message) == ["value nested more than \(Parser.maximumDepth) levels deep; simplify it"])
    #expect(maximumDepth(result.tree) < 4 * Parser.maximumDepth)
  }

  @Test func chainsBelowTheCapParseWithoutErrors() {
    let sum = Array(repeating: "1", count: 100).joined(separator: " + ")
    #expect(Parser.parse("view A { width: \(sum) }").errors == [])
    #expect(Parser.parse("view A { width: B" + String(repeating: ".width", count: 100) + " }").errors == [])
  }

  @Test func randomBytesRoundTrip() {
    var random = SplitMix64(seed: 0x7467_6C21)
    let alphabet = Array("view linear { } ( ) [ ] : ; , . + - * / @ # \" % 12 3.5 \n\r\t // /* */ 标题 😀".utf8) + [0xFF, 0xC3, 0x00]
    for round in 0..<500 {
      let bytes = (0..<random.int(in: 0...200)).map { _ in random.pick(alphabet) ?? 0 }
      let result = Parser.parse(bytes: bytes)
      if result.tree.reconstructedBytes != bytes {
        Issue.record("round \(round) (seed 0x74676C21) lost bytes")
        return
      }
    }
  }

  @Test func everyNodeRangeIsWithinItsParent() {
    let result = Parser.parse("linear S (vert) {\n  view A { width: B.width * 2 + 1 min 3 }\n  when landscape { height: 1 }\n}\n")
    for node in result.root.descendants {
      guard let parent = node.parent else { continue }
      #expect(parent.range.contains(node.range), "\(node.kind) \(node.range) outside \(parent.kind) \(parent.range)")
    }
  }
}

/// The depth of the deepest node, found without recursion.
func maximumDepth(_ tree: SyntaxTree) -> Int {
  var deepest = 0
  var stack = [(tree.root, 0)]
  while let (node, depth) = stack.popLast() {
    deepest = max(deepest, depth)
    for child in node.children { stack.append((child, depth + 1)) }
  }
  return deepest
}
