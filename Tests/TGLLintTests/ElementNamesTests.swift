// The per-document name table chains the elements of a repeated name in document order; `resolve` relies on that
// order (the first element wins), and the file's tables are made when first read.

import TGLSemantics
import TGLSyntax
import Testing

@testable import TGLLint

@Suite struct ElementNamesTests {
  @Test func chainsRepeatedNamesInDocumentOrder() {
    var names = ElementNames()
    // Elements 0..5: A, (unnamed), B, A, (unnamed), A.
    for name in ["A", nil, "B", "A", nil, "A"] { names.add(name) }
    #expect(Array(names.elements(named: "A")) == [0, 3, 5])
    #expect(Array(names.elements(named: "B")) == [2])
    #expect(names.elements(named: "A").isRepeated)
    #expect(!names.elements(named: "B").isRepeated)
    #expect(names.first == ["A": 0, "B": 2])
  }

  @Test func unknownNameHasNoElements() {
    var names = ElementNames()
    names.add("A")
    #expect(names.elements(named: "C").isEmpty)
    #expect(names.elements(named: "C").first == nil)
    #expect(!names.contains("C"))
    #expect(names.contains("A"))
  }

  /// A file's tables are made when first read (`DocumentNames`), one per document, each numbering the document's
  /// elements from 0 and chaining a repeated name as a table made eagerly does.
  @Test func aDocumentsNamesAreMadeWhenReadAndNumberedInTheDocument() {
    let source = """
      linear S (vert) {
          view A { size: 10, 10 }
          view { size: 10, 10 }
          view A { size: 10, 10 }
      }

      linear T (vert) {
          view B { size: 1, 1 }
          view A { size: 1, 1 }
      }

      """
    let parse = Parser.parse(bytes: Array(source.utf8))
    let table = ElementTable(Lowering.lower(parse.sourceFile), source: SourceIndex(parse))
    let names = DocumentNames(table)
    for (d, document) in table.documents.enumerated() {
      var eager = ElementNames()
      for i in document { eager.add(table.name[i]) }
      #expect(names[d].first == eager.first)
      #expect(names[d].first == names[d].first)
    }
    #expect(Array(names[0].elements(named: "A")) == [1, 3])
    #expect(Array(names[1].elements(named: "A")) == [2])
    #expect(names[1].first["T"] == 0)
  }
}
