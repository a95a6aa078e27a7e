// "Show generated Swift": the code action on every document, and the Swift of one document of a file.

import TGLIDE
import TGLSyntax
import Testing

@Suite struct GeneratedSwiftTests {
  let source = "linear A (vert) {\n    view a { height: 10 }\n}\n\nlinear B (horz) {\n    view b { width: 10 }\n}\n"

  /// The action names the document under the cursor and edits nothing; outside every document there is none.
  @Test func theActionNamesTheDocumentUnderTheCursor() {
    let analysis = Analysis(text: source)
    let inB = source.utf8.count - "view b { width: 10 }\n}\n".utf8.count
    let action = analysis.codeActions(in: .empty(at: inB)).last
    #expect(action?.title == "Show generated Swift")
    #expect(action?.kind == .source)
    #expect(action?.command == .showGeneratedSwift(document: 1))
    #expect(action?.edits.isEmpty == true)
    let between = "linear A (vert) {\n    view a { height: 10 }\n}\n".utf8.count
    #expect(analysis.codeActions(in: .empty(at: between)).isEmpty)
  }

  /// Only that document's type, with the lines of the whole file.
  @Test func oneDocumentOfTheFile() throws {
    let result = Analysis(text: source).generatedSwift(ofDocument: 1, fileName: "two.tgl")
    #expect(result.typeNames == ["BLayout"])
    let swift = try #require(result.source)
    #expect(swift.contains("final class BLayout {"))
    #expect(!swift.contains("ALayout"))
    #expect(swift.contains("    // line 5: linear B\n"))
    #expect(swift.contains("    // line 6: view b\n"))
  }
}
