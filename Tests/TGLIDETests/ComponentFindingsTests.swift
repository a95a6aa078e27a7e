// The server's diagnostics of a file of a program (issue 29): a lint finding on an element of a component written in
// the file and used twice is reported once, at the component's element, the two uses related; one the use's argument
// causes stays at that use.

import Foundation
import TGLDiagnostics
import TGLIDE
import TGLSemantics
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct ComponentFindingsTests {
  static let text = """
    component Cell(title: string, w: number = 10) {
        linear cell (horz) {
            size: fill, wrap

            view dot { size: w, 10 }
            view gap { height: 10 }
            label text { text: title; size: wrap, wrap }
        }
    }

    linear list (vert) {
        size: 200, wrap

        Cell a (title: "A")
        Cell b (title: "B", w: -5)
    }

    """

  /// The byte range of the `occurrence`th `needle` in the text.
  static func range(of needle: String, _ occurrence: Int = 1) -> TextRange {
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    var seen = 0
    for i in 0...(bytes.count - n.count) where Array(bytes[i..<(i + n.count)]) == n {
      seen += 1
      if seen == occurrence { return TextRange(start: i, end: i + n.count) }
    }
    return .empty(at: 0)
  }

  @Test func aFindingInAComponentOfTheFileIsReportedOnce() throws {
    let program = Program.load("screen.tgl", loader: InMemorySources(["screen.tgl": Self.text]))
    let context = ProgramContext(path: "screen.tgl", program: program)
    var settings = LayoutSettings()
    settings.ruleLevels = ["outside-container": "off"]
    let analysis = AnalysisHost().analysis(
      of: DocumentText(uri: "file:///app/screen.tgl", version: 1, bytes: Array(Self.text.utf8), program: context),
      settings: settings)
    let missing = analysis.diagnostics.filter { $0.rule == "missing-size" }
    #expect(missing.count == 1)
    // At `gap` in the component; the uses' names `a` and `b` related.
    #expect(missing.first?.range == Self.range(of: "gap"))
    #expect(
      missing.first?.message
        == "'gap' has no width and no intrinsic size, so it is 0 wide; give it a width, or 'intrinsic' for 'wrap'")
    #expect(
      missing.first?.related == [
        RelatedLocation(range: Self.range(of: "a (title"), message: "used here").withEnd(1),
        RelatedLocation(range: Self.range(of: "b (title"), message: "used here").withEnd(1),
      ])
    // `dot`'s width is `b`'s argument: at `b`.
    let negative = analysis.diagnostics.filter { $0.rule == "negative-size" }
    #expect(negative.map(\.range) == [Self.range(of: "b (title").withLength(1)])
  }
}

@Suite struct ComponentConstraintsFindingsTests {
  /// The component and the screen that uses it, shared with `TGLCommandLineTests.ComponentConstraintsCheckTests`.
  static let folder = Fixtures.dataDirectory("program/component-constraints")
  static let component = Fixtures.read(folder.appendingPathComponent("comp.tgl")) ?? ""
  static let screen = Fixtures.read(folder.appendingPathComponent("screen.tgl")) ?? ""

  static func range(of needle: String, in text: String) -> TextRange {
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    for i in 0...(bytes.count - n.count) where Array(bytes[i..<(i + n.count)]) == n {
      return TextRange(start: i, end: i + n.count)
    }
    return .empty(at: 0)
  }

  func unsatisfiable(openFiles: Set<String>) -> (here: [Diagnostic], elsewhere: [ProgramDiagnostic]) {
    let files = ["comp.tgl": Self.component, "screen.tgl": Self.screen]
    let program = Program.load("screen.tgl", loader: InMemorySources(files))
    let context = ProgramContext(path: "screen.tgl", program: program, openFiles: openFiles)
    var settings = LayoutSettings()
    settings.ruleLevels = ["outside-container": "off"]
    let analysis = AnalysisHost().analysis(
      of: DocumentText(uri: "file:///app/screen.tgl", version: 1, bytes: Array(Self.screen.utf8), program: context),
      settings: settings)
    return (
      analysis.diagnostics.filter { $0.rule == "unsatisfiable-constraints" },
      analysis.diagnosticsElsewhere.filter { $0.diagnostic.rule == "unsatisfiable-constraints" }
    )
  }

  @Test func aComponentsUnsatisfiableSetIsPublishedInItsOpenFile() {
    // comp.tgl open: the finding is published there, at `box`, with no fix (its edits would be of screen.tgl's text).
    let found = unsatisfiable(openFiles: ["comp.tgl"])
    #expect(found.here.isEmpty)
    #expect(found.elsewhere.map(\.file) == ["comp.tgl"])
    #expect(found.elsewhere.map(\.diagnostic.range) == [Self.range(of: "box", in: Self.component)])
    #expect(found.elsewhere.first?.diagnostic.fixes == [])
    #expect(
      found.elsewhere.first?.diagnostic.related.last
        == RelatedLocation(range: Self.range(of: "Fx first", in: Self.screen), message: "used here", file: "screen.tgl"))
  }

  @Test func aComponentsUnsatisfiableSetStaysAtTheUseWhenItsFileIsClosed() {
    // comp.tgl not open: at the use, whose range every member of the expanded set has (the whole `Fx first`),
    // with where the container is written related; no fix edits screen.tgl (the members are comp.tgl's).
    let found = unsatisfiable(openFiles: [])
    #expect(found.elsewhere.isEmpty)
    #expect(found.here.map(\.range) == [Self.range(of: "Fx first", in: Self.screen)])
    #expect(found.here.first?.fixes == [])
    #expect(
      found.here.first?.related.last
        == RelatedLocation(range: Self.range(of: "box", in: Self.component), message: "written here", file: "comp.tgl"))
  }
}

extension RelatedLocation {
  /// The location cut to `length` bytes from its start.
  fileprivate func withEnd(_ length: Int) -> RelatedLocation {
    RelatedLocation(range: TextRange(start: range.start, end: range.start + length), message: message, file: file)
  }
}

extension TextRange {
  fileprivate func withLength(_ length: Int) -> TextRange { TextRange(start: start, end: start + length) }
}
