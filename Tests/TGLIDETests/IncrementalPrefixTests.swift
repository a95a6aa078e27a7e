// Directives after an edited element: their findings move with the text (found by fuzzing).

import TGLDiagnostics
import TGLIDE
import TGLSyntax
import Testing

@Suite struct IncrementalPrefixTests {
  /// An edit inside the first element changes the length of the text before a directive at the end of the file;
  /// the directive's finding must be where analysing from scratch puts it
  /// (`Tests/Data/fuzz-failures/analysis/directive-after-an-edit.tgl`).
  @Test func findingsOfADirectiveAfterAnEditMoveWithTheText() {
    let before = "view A { width: 10 }\n@canvas 390, 0\n"
    let after = "view A { width: 100 }\n@canvas 390, 0\n"
    let host = AnalysisHost()
    _ = host.analysis(of: DocumentText(uri: "u", version: 1, text: before), settings: LayoutSettings()).diagnostics
    let incremental = host.analysis(of: DocumentText(uri: "u", version: 2, text: after), settings: LayoutSettings())
    #expect(incremental.source.isIncremental)
    #expect(incremental.diagnostics.map(\.range) == Analysis(text: after).diagnostics.map(\.range))
    #expect(incremental.diagnostics.last?.range == TextRange(start: 35, end: 36))
  }
}
