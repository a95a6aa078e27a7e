// Every feature at every kind of offset of broken and odd files: no trap (a trap would end the editor's session).

import Foundation
import TGLIDE
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct RobustnessTests {
  /// Runs every offset-based feature at `offset`; the results are not checked, only that nothing traps.
  static func exercise(_ analysis: Analysis, at offset: Int) {
    _ = analysis.hover(at: offset, format: .markdown)
    _ = analysis.hover(at: offset, format: .plainText)
    _ = analysis.completions(at: offset, options: CompletionOptions(snippets: true))
    _ = analysis.definition(at: offset)
    _ = analysis.references(at: offset, includeDeclaration: true)
    _ = analysis.occurrences(at: offset)
    _ = analysis.renameTarget(at: offset)
    _ = analysis.rename(at: offset, to: "renamed")
    _ = analysis.codeActions(in: .empty(at: offset))
    _ = SelectionRanges.ranges(analysis.source.tree, at: offset)
  }

  @Test func mutatedCorpusFilesAtEveryTenthOffset() {
    var random = SplitMix64(seed: 0x6964_6531)
    let files = PieceEquivalenceTests.corpus.prefix(40)
    var exercised = 0
    for url in files {
      guard var bytes = Fixtures.read(url).map({ Array($0.utf8) }), !bytes.isEmpty else { continue }
      for _ in 0..<3 {
        let at = random.int(in: 0...bytes.count - 1)
        if random.chance(50) {
          bytes.remove(at: at)
        } else {
          bytes.insert(random.pick(Array("{}:.@,()[]\"/\n".utf8)) ?? 0x7B, at: at)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let analysis = Analysis(text: text)
      _ = analysis.diagnostics
      _ = analysis.inlayHints(in: TextRange(start: 0, end: text.utf8.count))
      _ = analysis.formattingEdits()
      for offset in stride(from: 0, through: text.utf8.count, by: 10) {
        Self.exercise(analysis, at: offset)
        exercised += 1
      }
    }
    #expect(exercised > 500)
  }

  @Test func edgeCases() {
    for text in [
      "", "\n", "@", "linear", "linear {", "}", "view 🙂 { top: 🙂.", "linear S { width: S.", "when",
      "\u{FEFF}linear S {}",
    ] {
      let analysis = Analysis(text: text)
      _ = analysis.diagnostics
      for offset in 0...text.utf8.count { Self.exercise(analysis, at: offset) }
      Self.exercise(analysis, at: -5)
      Self.exercise(analysis, at: text.utf8.count + 5)
    }
  }
}
