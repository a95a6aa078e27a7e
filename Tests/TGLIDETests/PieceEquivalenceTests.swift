// Element-by-element analysis gives what linting the whole file gives (invariant 6: incremental = from scratch).

import Foundation
import TGLDiagnostics
import TGLIDE
import TGLLint
import TGLTestSupport
import Testing

@Suite struct PieceEquivalenceTests {
  static var corpus: [URL] {
    let root = Fixtures.repositoryRoot()
    return ["examples", "Tests/Data/parser", "Tests/Data/layout", "Tests/Data/lint", "Tests/Data/format"].flatMap {
      Fixtures.files(in: root.appendingPathComponent($0), withSuffix: ".tgl")
    }
  }

  /// A diagnostic without its fixes (the IDE adds a fix for a missing ':').
  static func key(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.range) \(diagnostic.severity)[\(diagnostic.rule)] \(diagnostic.message) \(diagnostic.related)"
  }

  @Test func diagnosticsEqualLintingTheWholeFile() throws {
    var compared = 0
    for url in Self.corpus {
      guard let text = Fixtures.read(url) else { continue }
      let whole = Linter.lint(LintInput(text: text), options: LintOptions()).map(Self.key)
      let pieces = Analysis(text: text).diagnostics.map(Self.key)
      #expect(pieces == whole, "\(url.lastPathComponent)")
      compared += 1
    }
    #expect(compared > 20)
  }

  @Test func editsReuseTheUntouchedElements() {
    let host = AnalysisHost()
    let screens = (0..<4).map { "linear S\($0) (vert) {\n    view A { width: \($0 + 10); height: 10 }\n}\n" }
    let first = host.analysis(of: DocumentText(uri: "u", version: 1, text: screens.joined()), settings: LayoutSettings())
    _ = first.diagnostics
    var edited = screens
    edited[2] = edited[2].replacingOccurrences(of: "width: 12", with: "width: 99")
    let second = host.analysis(of: DocumentText(uri: "u", version: 2, text: edited.joined()), settings: LayoutSettings())
    #expect(second.layout(ofDocument: 2).items[1].frame.width == 99)
    #expect(second.diagnostics.map(Self.key) == Analysis(text: edited.joined()).diagnostics.map(Self.key))
    for index in [0, 1, 3] {
      #expect(second.layout(ofDocument: index) == first.layout(ofDocument: index))
    }
  }
}
