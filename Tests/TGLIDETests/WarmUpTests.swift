// The document `tgl lsp` analyses at start (`WarmUp`) stays healthy, so it warms the paths a healthy document takes,
// and covers what it says it covers.

import TGLIDE
import TGLSemantics
import Testing

@Suite struct WarmUpTests {
  @Test func theWarmUpDocumentHasNoFindings() {
    #expect(Analysis(text: WarmUp.document).diagnostics.map(\.message) == [])
    #expect(WarmUp.run() == 0)
  }

  @Test func itUsesEveryKindOfElementAndFourFontWeights() throws {
    let root = try #require(Analysis(text: WarmUp.document).source.documents.first?.root)
    var kinds: Set<ElementKind> = []
    func visit(_ element: Element) {
      kinds.insert(element.kind)
      element.children.forEach(visit)
    }
    visit(root)
    #expect(kinds == Set(ElementKind.allCases))
    for weight in ["font: 17, bold", "font: 15, semibold", "font: 13, medium", "font: 15 }"] {
      #expect(WarmUp.document.contains(weight), "no \(weight)")
    }
    #expect(WarmUp.document.contains("when landscape"))
  }
}
