// The lint's element table reads an element's path from the lowered tree by the places of its ancestors among their
// parents' children (`ElementTable.path(_:)`, found by halving the children's rising numbers): each element's path is
// the one the lowering gave it, unnamed elements numbered by kind, CJK names included.

import TGLSemantics
import TGLSyntax
import Testing

@testable import TGLLint

@Suite struct ElementTablePathTests {
  static let source = """
    linear S (vert) {
        view A { size: 10, 10 }
        view { size: 10, 10 }
        label 名前 { text: "x"; size: 10, 10 }
        view { size: 10, 10 }
        linear B (horz) {
            view { size: 5, 5 }
            view C { size: 5, 5 }
            label { text: "y"; size: 5, 5 }
        }
    }

    view Second { size: 1, 1 }

    """

  @Test func eachElementsPathIsItsLoweredPath() {
    let parse = Parser.parse(bytes: Array(Self.source.utf8))
    let lowering = Lowering.lower(parse.sourceFile)
    let table = ElementTable(lowering, source: SourceIndex(parse))
    let paths = (0..<table.count).map { table.path($0) }
    #expect(
      paths == [
        "S", "S/A", "S/view[2]", "S/名前", "S/view[3]", "S/B", "S/B/view[1]", "S/B/C", "S/B/label[1]", "Second",
      ])
    #expect(paths == lowering.documents.flatMap { $0.elements.map(\.path) })
  }

  @Test func aChildsPlaceIsFoundAmongItsSiblingsOnly() {
    let parse = Parser.parse(bytes: Array(Self.source.utf8))
    let table = ElementTable(Lowering.lower(parse.sourceFile), source: SourceIndex(parse))
    // S (0) has children 1, 2, 3, 4, 5; B (5) has 6, 7, 8.
    #expect((0..<5).map { table.children(0).place(of: $0 + 1) } == [0, 1, 2, 3, 4])
    #expect(table.children(5).place(of: 8) == 2)
    #expect(table.children(0).place(of: 6) == nil)
    #expect(table.children(5).place(of: 1) == nil)
    #expect(table.children(1).place(of: 2) == nil)
  }
}
