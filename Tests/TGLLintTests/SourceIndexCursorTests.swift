// `FileContext` finds each element's syntax with a cursor that moves forward through the index in document order;
// it must find what the binary search finds, in order, out of order, and for a start no element has.

import TGLSyntax
import Testing

@testable import TGLLint

@Suite struct SourceIndexCursorTests {
  static let text = "frame S {\n    view A { width: 10 }\n    view B { width: 20 }\n}\n"

  @Test func cursorFindsWhatTheSearchFinds() {
    let index = SourceIndex(Parser.parse(bytes: Array(Self.text.utf8)))
    let bytes = Array(Self.text.utf8)
    // The starts by hand: `frame` at 0; `view A` after "frame S {\n" (10 bytes) and 4 spaces: 14; `view B` after
    // "view A { width: 10 }\n" (21 bytes) and 4 spaces more: 14 + 21 + 4 = 39.
    #expect(index.elements.map(\.range.start) == [0, 14, 39])
    #expect(String(decoding: bytes[39..<45], as: UTF8.self) == "view B")
    var cursor = SourceIndex.Cursor()
    #expect(index.info(at: 0, &cursor)?.range == index.elements[0].range)
    #expect(index.info(at: 14, &cursor)?.range == index.elements[1].range)
    // A start between elements finds nothing and leaves later lookups right.
    #expect(index.info(at: 20, &cursor) == nil)
    #expect(index.info(at: 39, &cursor)?.range == index.elements[2].range)
    // Behind the cursor: falls back to the search.
    #expect(index.info(at: 14, &cursor)?.range == index.elements[1].range)
    #expect(index.info(at: 100, &cursor) == nil)
  }
}
