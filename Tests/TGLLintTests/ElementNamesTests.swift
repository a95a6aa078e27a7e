// The per-document name table chains the elements of a repeated name in document order; `resolve` and
// `duplicate-name` rely on that order (the first element wins, later ones are reported).

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
}
