// Suppression comments before stray text (a property outside every block): the analysis, which lints a file piece
// by piece, reports them as linting the whole file does (the fuzz smoke found the analysis leaving them out).

import TGLDiagnostics
import TGLIDE
import TGLLint
import Testing

@Suite struct StraySuppressionTests {
  static func key(_ d: Diagnostic) -> String { "\(d.range) \(d.severity)[\(d.rule)] \(d.message) \(d.related)" }

  @Test(arguments: [
    "// tgl-ignore\nwidth: 10\nframe S { view A { width: 10; height: 10 } }\n",
    "// tgl-ignore: syntax\nwidth: 10\nframe S { view A { width: 10; height: 10 } }\n",
    "frame S { view A { width: 10; height: 10 } }\n// tgl-ignore: overlap\nwidth: 10\n",
    "@canvas 390, 844\n// a note\n  stray words here\nframe S { view A { width: 10; height: 10 } }\n",
    "// tgl-ignore: missing-size\nwidth: 10 frame S { view A { width: 10 } }\n",
    "// tgl-ignore: missing-size\n}\nframe S { view A { width: 10 } }\n",
    "//\n,\n@e 3",
    "// a note\n, 10\n@canvas 390, 844\nframe S { view A { width: 10; height: 10 } }\n",
  ])
  func theAnalysisReportsWhatLintingTheWholeFileReports(_ text: String) {
    let whole = Linter.lint(LintInput(text: text), options: LintOptions()).map(Self.key)
    #expect(Analysis(text: text).diagnostics.map(Self.key) == whole)
  }

  /// The analysis's diagnostics of `text` as `start..end rule: message`.
  static func described(_ text: String) -> [String] {
    Analysis(text: text).diagnostics.map { "\($0.range.start)..\($0.range.end) \($0.rule): \($0.message)" }
  }

  @Test func anUnusedSuppressionBeforeAStrayPropertyIsReported() {
    let text = "frame S { view A { width: 10; height: 10 } }\n// tgl-ignore: overlap\nwidth: 10\n"
    let found = Self.described(text)
    #expect(
      found == [
        "60..67 unused-suppression: 'overlap' is not reported here; remove it from the suppression",
        "68..77 syntax: a property must be inside an element's block, such as 'linear root { ... }'",
      ])
  }

  // Each piece is parsed behind the file's directives, and a line that starts with a comma reads as more of a
  // directive's arguments (`@canvas 390` then `, 844`): the prefix ends with `;` so that stray text after a comment
  // is not taken for the end of a directive the file only has after it (found by the analysis fuzz target).
  @Test func strayTextThatStartsWithACommaIsNotReadAsADirectivesArguments() {
    let text = "//\n,\n@e 3"
    let found = Self.described(text)
    #expect(
      found == [
        "3..4 syntax: unexpected ','; expected an element such as 'linear root { ... }' or a directive such as '@canvas 390, 844'",
        "5..9 unknown-directive: unknown directive '@e'",
      ])
  }

  /// A directive whose error is reported where it ends (an empty range just past `*`) has that error once, where
  /// linting the whole file puts it: the error is the directive's, so the file is one piece (found by the analysis
  /// fuzz target; `Tests/Data/fuzz-failures/analysis/comment-stray-comma-directive-star.tgl`).
  @Test func anErrorAtTheEndOfADirectiveIsTheDirectives() {
    let text = "//\n,\n@e 3*"
    let found = Self.described(text)
    #expect(
      found == [
        "3..4 syntax: unexpected ','; expected an element such as 'linear root { ... }' or a directive such as '@canvas 390, 844'",
        "5..10 unknown-directive: unknown directive '@e'",
        "10..10 syntax: expected a value after '*'",
      ])
  }
}
