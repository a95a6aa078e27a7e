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

  /// A suppression inside a declaration with no comment before it: linted alone, outside a program, nothing is
  /// reported at the style's height, so the suppression is unused, in pieces as in the whole file.
  @Test func aSuppressionInsideAStyleIsLintedAsTheWholeFileLintsIt() {
    let text = "style Quiet {\n    top: 10\n    // tgl-ignore: edges-clear-size\n    height: 60\n}\n"
    let whole = Linter.lint(LintInput(text: text), options: LintOptions()).map(Self.key)
    #expect(
      whole == [
        "45..61 warning[unused-suppression] 'edges-clear-size' is not reported here; remove it from the suppression []"
      ])
    #expect(Analysis(text: text).diagnostics.map(Self.key) == whole)
  }

  @Test func editsReuseTheUntouchedElements() {
    let host = AnalysisHost()
    let screens = (0..<4).map { "linear S\($0) (vert) {\n    view A { width: \($0 + 10); height: 10 }\n}\n" }
    let first = host.analysis(
      of: DocumentText(uri: "u", version: 1, text: screens.joined()), settings: LayoutSettings())
    _ = first.diagnostics
    var edited = screens
    edited[2] = edited[2].replacingOccurrences(of: "width: 12", with: "width: 99")
    let second = host.analysis(
      of: DocumentText(uri: "u", version: 2, text: edited.joined()), settings: LayoutSettings())
    #expect(second.layout(ofDocument: 2).items[1].frame.width == 99)
    #expect(second.diagnostics.map(Self.key) == Analysis(text: edited.joined()).diagnostics.map(Self.key))
    for index in [0, 1, 3] {
      #expect(second.layout(ofDocument: index) == first.layout(ofDocument: index))
    }
  }

  /// Random edits typed one after another through a host (which re-analyses only the touched elements) give the
  /// diagnostics, documents and layouts of analysing each version from scratch.
  @Test func randomEditsEqualFromScratch() {
    let seed: UInt64 = 0x7461_6C6B
    var random = SplitMix64(seed: seed)
    let inserts = ["x", "}", "{", ":", "\n", " ", "/", "\"", "@", ";", "view V {}", "// tgl-ignore-file\n", "1", "("]
    var checked = 0
    var incrementalVersions = 0
    for url in Self.corpus.filter({ $0.path.contains("examples") || $0.path.contains("lint") }).prefix(12) {
      guard var bytes = Fixtures.read(url).map({ Array($0.utf8) }), !bytes.isEmpty else { continue }
      let host = AnalysisHost()
      for version in 1...25 {
        let at = random.int(in: 0...bytes.count - 1)
        if random.chance(50) {
          bytes.insert(contentsOf: Array((random.pick(inserts) ?? "x").utf8), at: at)
        } else {
          bytes.remove(at: at)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        bytes = Array(text.utf8)
        let incremental = host.analysis(
          of: DocumentText(uri: "u", version: version, text: text), settings: LayoutSettings())
        let scratch = Analysis(text: text)
        let same =
          incremental.diagnostics.map(Self.key) == scratch.diagnostics.map(Self.key)
          && incremental.source.documents.count == scratch.source.documents.count
        #expect(same, "seed \(seed), \(url.lastPathComponent), version \(version)")
        if !same { return }
        for index in scratch.source.documents.indices {
          #expect(incremental.layout(ofDocument: index) == scratch.layout(ofDocument: index))
        }
        checked += 1
        if incremental.source.splitKind == .edited { incrementalVersions += 1 }
      }
    }
    #expect(checked > 100)
    #expect(incrementalVersions > checked / 4, "\(incrementalVersions) of \(checked) versions were incremental")
  }
}
