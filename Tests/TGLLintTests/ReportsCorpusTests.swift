// What TangramKit and MyLayout users reported, written as `.tgl` files (Tests/Data/reports): each gets at least
// the findings its annotations expect, at their lines (the messages are the rules' to word; the annotations
// abbreviate them), and says where it comes from.

import Foundation
import TGLDiagnostics
import TGLLint
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct ReportsCorpusTests {
  static let directory = Fixtures.dataDirectory("reports")
  static let files = Fixtures.files(in: directory, withSuffix: ".tgl")

  @Test func thereAreElevenReportsOrMore() {
    #expect(Self.files.count >= 11)
  }

  @Test(arguments: files.map(\.lastPathComponent))
  func reportGetsItsFindings(_ name: String) throws {
    let text = try #require(Fixtures.read(Self.directory.appendingPathComponent(name)))
    // The header: where the report is, what the user saw, what TangramKit does.
    #expect(text.hasPrefix("// Report: https://github.com/youngsoft/"), "\(name): no report URL")
    #expect(text.contains("\n// Seen: "), "\(name): no 'Seen:' line")
    #expect(text.contains("\n// TangramKit"), "\(name): no line on what TangramKit does")
    let fixture = AnnotatedFixture(text)
    let expected = fixture.expected.filter { $0.label.contains("[") }
    #expect(!expected.isEmpty || text.contains("Expected: none."), "\(name): no expected finding")
    let lines = LineIndex(text)
    let found = Linter.lint(LintInput(text: text), options: LintOptions()).map { d in
      (line: lines.line(of: d.range.start) + 1, label: "\(d.severity.rawValue)[\(d.rule)]")
    }
    for annotation in expected {
      #expect(
        found.contains { $0.line == annotation.line && $0.label == annotation.label },
        "\(name):\(annotation.line): expected \(annotation.label), found \(found)")
    }
  }
}
