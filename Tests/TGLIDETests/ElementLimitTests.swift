// A file with more elements than the model takes: one piece and one error, as linting the whole file gives.

import TGLDiagnostics
import TGLIDE
import TGLSemantics
import Testing

@Suite struct ElementLimitTests {
  @Test func filesOverTheLimitAreOnePieceWithOneError() {
    let tooMany = String(repeating: "view a {}\n", count: Lowering.maximumElements + 1)
    let host = AnalysisHost()
    func analysis(_ version: Int, _ text: String) -> Analysis {
      host.analysis(of: DocumentText(uri: "u", version: version, text: text), settings: LayoutSettings())
    }
    let opened = analysis(1, tooMany)
    #expect(opened.source.documents.isEmpty)
    // The scan of the top level counts the elements before it builds a piece, and leaves the file to the parse.
    #expect(opened.source.splitKind == .whole(.tooManyElements))
    #expect(opened.diagnostics.map(\.rule) == [.tooManyElements])
    // An edit inside an element keeps the file whole; one that brings it under the limit splits it again.
    #expect(analysis(2, "view b {}\n" + tooMany.dropFirst(10)).diagnostics.map(\.rule) == [.tooManyElements])
    #expect(analysis(2, "view b {}\n" + tooMany.dropFirst(10)).source.splitKind == .whole(.tooManyElements))
    let small = analysis(3, "view a {}\nview b {}\n")
    #expect(small.source.documents.count == 2)
    #expect(small.diagnostics.isEmpty)
  }
}
