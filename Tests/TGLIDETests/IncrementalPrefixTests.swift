// Where findings of pieces land: directives after an edit, errors at the end of the file (found by fuzzing).

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

  /// A value missing at the very end of the file is one error, not one from the element's piece and one more from
  /// the whole file (`Tests/Data/fuzz-failures/analysis/missing-value-at-the-end.tgl`).
  @Test func anErrorAtTheEndOfTheFileIsReportedOnce() {
    let messages = Analysis(text: "A{h:").diagnostics.map(\.message)
    #expect(messages.filter { $0 == "expected a value after 'h:'" }.count == 1)
  }
}
