// Where findings of pieces land: directives after an edit, errors at the end of the file, text typed after a stray
// word, suppressions at the end of an element's line and after the last element (found by fuzzing).

import TGLDiagnostics
import TGLIDE
import TGLSyntax
import Testing

@Suite struct IncrementalPrefixTests {
  /// The analysis of `after` by a host that analysed `before` first, as an editor sends one change.
  static func edit(_ before: String, to after: String) -> Analysis {
    let host = AnalysisHost()
    _ = host.analysis(of: DocumentText(uri: "u", version: 1, text: before), settings: LayoutSettings()).diagnostics
    return host.analysis(of: DocumentText(uri: "u", version: 2, text: after), settings: LayoutSettings())
  }

  /// An edit inside the first element changes the length of the text before a directive at the end of the file;
  /// the directive's finding must be where analysing from scratch puts it
  /// (`Tests/Data/fuzz-failures/analysis/directive-after-an-edit.tgl`).
  @Test func findingsOfADirectiveAfterAnEditMoveWithTheText() {
    let before = "view A { width: 10 }\n@canvas 390, 0\n"
    let after = "view A { width: 100 }\n@canvas 390, 0\n"
    let incremental = IncrementalPrefixTests.edit(before, to: after)
    #expect(incremental.source.splitKind == .edited)
    #expect(incremental.diagnostics.map(\.range) == Analysis(text: after).diagnostics.map(\.range))
    #expect(incremental.diagnostics.last?.range == TextRange(start: 35, end: 36))
  }

  /// A value missing at the very end of the file is one error, not one from the element's piece and one more from
  /// the whole file (`Tests/Data/fuzz-failures/analysis/missing-value-at-the-end.tgl`).
  @Test func anErrorAtTheEndOfTheFileIsReportedOnce() {
    let messages = Analysis(text: "A{h:").diagnostics.map(\.message)
    #expect(messages.filter { $0 == "expected a value after 'h:'" }.count == 1)
  }

  /// Text typed next to text on the same line joins it in a full parse, so the editor must not parse the edited
  /// element alone (each case from `Tests/Data/fuzz-failures/analysis/`):
  /// - `stray-slash-line.tgl`: `a` typed after a stray `/` makes one error `/a` (the parser wraps stray tokens up to
  ///   the end of their line), not an error and an element `a`; `a` on the next line is of no known kind.
  /// - `element-after-a-nameless-line.tgl`: an element without a block reads on to the end of its line, so `I` typed
  ///   after `w ` makes one element of kind `w` named `I`; `e` on the next line is an element of its own.
  /// - `element-before-stray-brace.tgl`: `ef` typed before a stray `{f` makes one element `ef` whose `{` is never
  ///   closed and holds a bare name `f` (two syntax errors).
  /// - `brace-closed-after-an-unclosed-element.tgl`: `e{` is never closed, and where it ends depends on the rest of
  ///   the file: with `}` typed at the end, a full parse finds only `e`'s unknown kind and the stray control
  ///   character, not a separate element `a` of no known kind.
  @Test(arguments: [
    ("/\na", "/a\na", [0..<2, 3..<4], ["syntax", "unknown-kind"]),
    (" w \ne", " w I\ne", [1..<2, 5..<6], ["unknown-kind", "unknown-kind"]),
    ("t{}{f", "t{}ef{f", [0..<1, 3..<5, 5..<6, 6..<7], ["unknown-kind", "unknown-kind", "syntax", "syntax"]),
    ("e{\na\u{1d}{", "e{\na\u{1d}{}", [0..<1, 4..<5], ["unknown-kind", "syntax"]),
  ] as [(String, String, [Range<Int>], [String])])
  func textTypedNextToTextOnTheSameLineJoinsIt(before: String, after: String, ranges: [Range<Int>], rules: [String]) {
    let edited = IncrementalPrefixTests.edit(before, to: after)
    #expect(edited.diagnostics.map { $0.range.start..<$0.range.end } == ranges)
    #expect(edited.diagnostics.map(\.rule.rawValue) == rules)
  }

  /// An edit on a later line than the stray word is still analysed incrementally, with the findings of a full parse.
  @Test func anEditBelowAStrayWordStaysIncremental() {
    let edited = IncrementalPrefixTests.edit("/\na", to: "/\nab")
    #expect(edited.source.splitKind == .edited)
    #expect(edited.diagnostics.map(\.range) == [TextRange(start: 0, end: 1), TextRange(start: 2, end: 4)])
  }

  /// `// tgl-ignore` at the end of an element's line applies to that element (docs/rules.md), so the duplicate
  /// `width` is not reported, also when the comment is typed into an open document; the suppression is used.
  @Test func aSuppressionAtTheEndOfAnElementsLineAppliesToIt() {
    let before = "view A { width: 10; width: 20 }\nview B {}\n"
    let after = "view A { width: 10; width: 20 } // tgl-ignore\nview B {}\n"
    #expect(Analysis(text: before).diagnostics.map(\.rule) == ["duplicate-property"])
    #expect(Analysis(text: after).diagnostics == [])
    let edited = IncrementalPrefixTests.edit(before, to: after)
    #expect(edited.source.splitKind == .edited)
    #expect(edited.diagnostics == [])
  }

  /// A suppression after the last element, or in a file without elements, suppresses nothing and is reported, as
  /// `tgl check` reports it (`Tests/Data/fuzz-failures/analysis/suppression-comment-alone.tgl`).
  @Test func aSuppressionAfterTheLastElementIsUnused() {
    let afterElement = Analysis(text: "view A {}\n// tgl-ignore\n").diagnostics
    #expect(afterElement.map(\.rule) == ["unused-suppression"])
    #expect(afterElement.map(\.range) == [TextRange(start: 10, end: 23)])
    let alone = Analysis(text: "//tgl-ignore").diagnostics
    #expect(alone.map(\.rule) == ["unused-suppression"])
    #expect(alone.map(\.range) == [TextRange(start: 0, end: 12)])
  }
}
