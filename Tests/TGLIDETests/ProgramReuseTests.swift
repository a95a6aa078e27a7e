// An analysis of a file of a program stands when an imported file changes only where the analysis did not read (a
// declaration it does not use, the same length and lines): the language server publishes an edit's dependents that do
// not use what changed without expanding, linting or laying them out again (`ProgramContext.readsHash`).

import TGLIDE
import TGLSemantics
import Testing

@Suite struct ProgramReuseTests {
  static func styles(width: String) -> String {
    "style Wide {\n    width: \(width)\n}\n\nstyle Tall {\n    height: 30\n}\n"
  }
  /// Reads `Tall` alone.
  static let tall = "import \"styles.tgl\"\n\nview t { style: Tall; width: 10 }\n"
  /// Reads `Wide` alone.
  static let wide = "import \"styles.tgl\"\n\nview w { style: Wide; height: 10 }\n"

  func analysis(_ host: AnalysisHost, _ name: String, _ text: String, width: String) -> Analysis {
    let files = ["styles.tgl": Self.styles(width: width), name: text]
    let program = Program.load(name, loader: InMemorySources(files))
    return host.analysis(
      of: DocumentText(
        uri: "file:///app/" + name, version: 1, bytes: Array(text.utf8),
        program: ProgramContext(path: name, program: program)),
      settings: LayoutSettings())
  }

  /// `Wide` 150 → 250 (as many bytes): `tall.tgl`'s analysis is the one before, its root still 10 × 30 at 0, 0; `wide.tgl`'s
  /// is new, its root now 250 wide (10 high).
  @Test func anEditOfADeclarationTheFileDoesNotReadKeepsItsAnalysis() {
    let host = AnalysisHost()
    let tall = analysis(host, "tall.tgl", Self.tall, width: "150")
    let wide = analysis(host, "wide.tgl", Self.wide, width: "150")
    #expect(wide.layout(ofDocument: 0).items.first?.frame.width == 150)
    let tallAfter = analysis(host, "tall.tgl", Self.tall, width: "250")
    let wideAfter = analysis(host, "wide.tgl", Self.wide, width: "250")
    #expect(tallAfter.source === tall.source)
    #expect(tallAfter.layout(ofDocument: 0).items.first?.frame == Rect(x: 0, y: 0, width: 10, height: 30))
    #expect(wideAfter.source !== wide.source)
    #expect(wideAfter.layout(ofDocument: 0).items.first?.frame == Rect(x: 0, y: 0, width: 250, height: 10))
  }

  /// `Wide` 150 → 1500 moves `Tall` one byte on: what `tall.tgl` read moved (a finding or an origin there would name
  /// another place), so it is analysed again, still 10 × 30.
  @Test func anEditThatMovesWhatTheFileReadsAnalysesItAgain() {
    let host = AnalysisHost()
    let tall = analysis(host, "tall.tgl", Self.tall, width: "150")
    let tallAfter = analysis(host, "tall.tgl", Self.tall, width: "1500")
    #expect(tallAfter.source !== tall.source)
    #expect(tallAfter.layout(ofDocument: 0).items.first?.frame == Rect(x: 0, y: 0, width: 10, height: 30))
  }
}
