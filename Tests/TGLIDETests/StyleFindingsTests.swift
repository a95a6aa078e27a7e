// The server's diagnostics of a file of a program (issue 29, language.md §16.3): a property a style gives an element
// whose kind lacks it is reported at the style's property when the style is written in the document, the element
// related; a style of another file is not published with this document, so its finding stays at the element, the
// style's property related.

import TGLDiagnostics
import TGLIDE
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct StyleFindingsTests {
  static let screen = """
    style Title { font: 17; lines: 1 }
    style Gap { hspace: 8 }

    linear root (vert) {
        style: Gap
        width: fill
        height: fill

        label heading { style: Title; text: "Hi"; width: fill; height: wrap }
        linear bar (horz) { style: Title; width: fill; height: wrap }
    }

    """

  static let importing = """
    import Caption from "styles.tgl"

    linear root (vert) {
        width: fill
        height: fill

        linear bar (horz) { style: Caption; width: fill; height: wrap }
    }

    """

  static let styles = "style Caption { font: 13 }\n"

  /// The byte range of the first `needle` in `text` after `after`.
  static func range(of needle: String, in text: String, after: String = "") -> TextRange {
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    let from = after.isEmpty ? 0 : range(of: after, in: text).end
    for i in from...(bytes.count - n.count) where Array(bytes[i..<(i + n.count)]) == n {
      return TextRange(start: i, end: i + n.count)
    }
    return .empty(at: 0)
  }

  static func diagnostics(_ files: [String: String], rule: String = "unknown-property") -> [Diagnostic] {
    let text = files["screen.tgl"]!
    let program = Program.load("screen.tgl", loader: InMemorySources(files))
    let context = ProgramContext(path: "screen.tgl", program: program)
    let analysis = AnalysisHost().analysis(
      of: DocumentText(uri: "file:///app/screen.tgl", version: 1, bytes: Array(text.utf8), program: context),
      settings: LayoutSettings())
    return analysis.diagnostics.filter { $0.rule.rawValue == rule }
  }

  @Test func aStyleOfTheDocumentIsReportedAtItsProperty() {
    let found = Self.diagnostics(["screen.tgl": Self.screen])
    // 'font' and 'lines' on the linear layout 'bar'; the label 'heading' has both.
    #expect(found.map(\.range) == [Self.range(of: "font", in: Self.screen), Self.range(of: "lines", in: Self.screen)])
    #expect(found.map(\.severity) == [.warning, .warning])
    #expect(
      found.first?.message
        == "style 'Title' sets 'font' on 'bar', a 'linear' layout, which has no property 'font'; it belongs to 'label' and 'button' elements"
    )
    #expect(
      found.first?.related == [
        RelatedLocation(range: Self.range(of: "bar", in: Self.screen), message: "applied here")
      ])
    #expect(found.map(\.fixes.count) == [0, 0])
  }

  @Test func aStylesValueTheContainerIgnoresIsReportedAtTheStyle() {
    let found = Self.diagnostics(["screen.tgl": Self.screen], rule: "ignored-property")
    // A vertical linear layout spaces its children with 'vspace': `Gap`'s 'hspace' on 'root' is ignored.
    #expect(found.map(\.range) == [Self.range(of: "hspace", in: Self.screen)])
    #expect(
      found.first?.message
        == "style 'Gap': a vertical linear layout ignores 'hspace'; use 'vspace' for the space between its children")
    #expect(
      found.first?.related == [RelatedLocation(range: Self.range(of: "root", in: Self.screen), message: "applied here")])
  }

  @Test func aStyleOfAnotherFileStaysAtTheElement() {
    let found = Self.diagnostics(["screen.tgl": Self.importing, "styles.tgl": Self.styles])
    #expect(found.map(\.range) == [Self.range(of: "bar", in: Self.importing)])
    #expect(
      found.first?.related == [
        RelatedLocation(
          range: Self.range(of: "font: 13", in: Self.styles), message: "set by the style here", file: "styles.tgl")
      ])
  }
}
