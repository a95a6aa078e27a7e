// Editor features that need only the syntax tree: symbols, folding, selection ranges, semantic tokens.

import TGLIDE
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct SyntaxFeatureTests {
  @Test func symbolsFollowTheElementTreeWithPathsForUnnamedElements() {
    let source = """
      linear S (vert) {
          view A { width: 10 }
          linear (horz) {
              view { width: 1 }
          }
          when landscape {
              view L {}
          }
      }
      """
    let symbols = DocumentSymbols.symbols(Parser.parse(source).sourceFile)
    #expect(symbols.map(\.name) == ["S"])
    let children = symbols[0].children
    #expect(children.map(\.name) == ["A", "S/linear[1]", "L"])
    #expect(children.map(\.kind) == ["view", "linear", "view"])
    #expect(children[1].children.map(\.name) == ["S/linear[1]/view[1]"])
    #expect(text(source, symbols[0].selectionRange) == "S")
    #expect(text(source, children[1].selectionRange) == "linear")
    #expect(text(source, children[0].range) == "view A { width: 10 }")
  }

  @Test func foldingRangesForBlocksAndComments() {
    let source = """
      // one
      // two
      linear S (vert) {
          view A { width: 10 }
          /* a
             b */
          view B {
              width: 1
          }
      }
      """
    let tree = Parser.parse(source).tree
    let folds = FoldingRanges.ranges(tree, index: LineIndex(source))
    #expect(folds == [
      FoldingRange(startLine: 0, endLine: 1, kind: .comment),
      FoldingRange(startLine: 2, endLine: 8, kind: .region),
      FoldingRange(startLine: 4, endLine: 5, kind: .comment),
      FoldingRange(startLine: 6, endLine: 7, kind: .region),
    ])
  }

  @Test func selectionGrowsFromTokenToFile() {
    let (source, offset) = cursor("linear S (vert) {\n    view A { height: A.wi$0dth + 1 }\n}\n")
    let tree = Parser.parse(source).tree
    let steps = SelectionRanges.ranges(tree, at: offset).map { text(source, $0) }
    #expect(steps == [
      "width", "A.width", "A.width + 1", "height: A.width + 1", "{ height: A.width + 1 }",
      "view A { height: A.width + 1 }",
      "{\n    view A { height: A.width + 1 }\n}", "linear S (vert) {\n    view A { height: A.width + 1 }\n}",
      source,
    ])
  }

  @Test func semanticTokensClassifyEveryWord() {
    let source = "/// Doc\n@canvas 390, 844\nlinear S (vert) {\n    when landscape { view A { height: parent.width * 20% min 4 } }\n}\n"
    let tokens = SemanticTokens.tokens(Parser.parse(source).tree)
    let described = tokens.map { "\(text(source, $0.range)):\($0.kind.rawValue)" }
    #expect(described == [
      "/// Doc:comment", "@:macro", "canvas:macro", "390:number", "844:number", "linear:type", "S:class",
      "vert:enumMember", "when:keyword", "landscape:enumMember", "view:type", "A:class", "height:property",
      "parent:keyword", "width:property", "*:operator", "20%:number", "min:keyword", "4:number",
    ])
    #expect(tokens[0].modifiers == [.documentation])
    #expect(tokens[6].modifiers == [.declaration])
  }

  /// A constraints container: relations are operators, priority names and axes are words of the language.
  @Test func semanticTokensClassifyConstraints() {
    let source = "constraints C {\n    label t { hugging: horz 251 }\n    t.top >= parent.top + 8 @high\n}\n"
    let tokens = SemanticTokens.tokens(Parser.parse(source).tree)
    let described = tokens.map { "\(text(source, $0.range)):\($0.kind.rawValue)" }
    #expect(described == [
      "constraints:type", "C:class", "label:type", "t:class", "hugging:property", "horz:enumMember", "251:number",
      "t:variable", "top:property", ">=:operator", "parent:keyword", "top:property", "+:operator", "8:number",
      "@:macro", "high:enumMember",
    ])
    #expect(tokens.last?.modifiers == [.readonly])
  }

  @Test func semanticTokensClassifyTheDeclarationsOfAWholeApp() {
    let source = """
      import A from "a.tgl"
      let gap = 8
      style T { lines: 1 }
      component C(n: number = 2) { view v { width: n } }
      linear S { C c (n: gap) { v.height: 4 } }

      """
    let tokens = SemanticTokens.tokens(Parser.parse(source).tree)
    let described = tokens.map { "\(text(source, $0.range)):\($0.kind.rawValue)" }
    #expect(described == [
      "import:keyword", "A:type", "from:keyword", "\"a.tgl\":string",
      "let:keyword", "gap:variable", "=:operator", "8:number",
      "style:keyword", "T:type", "lines:property", "1:number",
      "component:keyword", "C:type", "n:variable", "number:type", "=:operator", "2:number",
      "view:type", "v:class", "width:property", "n:variable",
      "linear:type", "S:class", "C:type", "c:class", "n:property", "gap:variable", "v:class", "height:property",
      "4:number",
    ])
    #expect(tokens[5].modifiers == [.declaration, .readonly])
    #expect(tokens[9].modifiers == [.declaration])
    #expect(tokens[14].modifiers == [.declaration])
  }
}
