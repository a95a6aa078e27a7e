// The hover of an element of a program's file names where each value it does not write itself comes from: the
// style `Card` in styles.tgl gives the width; the element's own height is not listed.

import TGLIDE
import TGLSemantics
import Testing

@Suite struct ValueOriginHoverTests {
  static let files = [
    "styles.tgl": "style Card {\n    width: 100\n    height: 50\n}\n",
    "screen.tgl": "import \"styles.tgl\"\n\nview screen {\n    style: Card\n    height: 60\n}\n",
  ]

  @Test func theHoverNamesTheStyleAndItsLine() throws {
    let program = Program.load("screen.tgl", loader: InMemorySources(Self.files))
    let context = ProgramContext(path: "screen.tgl", program: program)
    let text = Self.files["screen.tgl"]!
    let analysis = AnalysisHost().analysis(
      of: DocumentText(uri: "file:///app/screen.tgl", version: 1, bytes: Array(text.utf8), program: context),
      settings: LayoutSettings())
    #expect(analysis.diagnostics.isEmpty)
    // `screen` in `view screen {` on line 3 (offsets: the import line is 20 bytes, then a blank line).
    let offset = Array(text.utf8).count - Array("screen {\n    style: Card\n    height: 60\n}\n".utf8).count
    let body = try #require(analysis.hover(at: offset, format: .plainText)).text
    let lines = body.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("`") } == ["`width`: style `Card` in styles.tgl:2 — `width: 100`"])
    // The frame takes the style's width and the element's own height.
    #expect(body.contains("(0, 0, 100, 60)"))
  }

  /// A file that imports nothing keeps its pieces and lists no origins.
  @Test func aFileWithoutImportsIsAnalysedAsBefore() throws {
    let text = "view screen {\n    width: 100\n    height: 60\n}\n"
    let analysis = AnalysisHost().analysis(
      of: DocumentText(uri: "file:///app/plain.tgl", version: 1, text: text), settings: LayoutSettings())
    #expect(analysis.source.splitKind != .whole(.program))
    let body = try #require(analysis.hover(at: 5, format: .plainText)).text
    #expect(!body.contains("style `"))
  }
}
