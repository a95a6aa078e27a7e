// The examples check clean in every environment they declare, and a broken file still gets its semantic
// findings in the parts that are well formed.

import Foundation
import TGLDiagnostics
import TGLLint
import TGLTestSupport
import Testing

@Suite struct ExamplesTests {
  /// The single-file examples, `examples/*.tgl`. The files of `examples/app/` (issue 29: a small app whose screens
  /// import shared styles and components) check only once names resolve across files (issue 29's expansion); until
  /// then they parse and are canonical (`DocumentationExamplesTests`, `CorpusTests`).
  static let examples = Fixtures.files(
    in: Fixtures.repositoryRoot().appendingPathComponent("examples"), withSuffix: ".tgl"
  ).filter { $0.deletingLastPathComponent().lastPathComponent == "examples" }

  @Test(arguments: examples.map(\.lastPathComponent))
  func exampleChecksClean(_ name: String) throws {
    let url = Fixtures.repositoryRoot().appendingPathComponent("examples").appendingPathComponent(name)
    let text = try #require(Fixtures.read(url))
    var options = LintOptions()
    options.allSizeClasses = true
    let findings = Linter.lint(LintInput(text: text), options: options).filter { $0.severity >= .warning }
    #expect(findings.isEmpty, "\(name): \(findings.map { "\($0.rule): \($0.message)" })")
  }

  /// A newcomer's first look: `examples/` holds the examples and nothing else (a fuzz corpus once landed there;
  /// it lives in `Fuzz/corpus/` now). Each one is formatted (`exampleFilesFollowTheHouseStyle`) and checks clean
  /// (above).
  @Test func theExamplesFolderHoldsOnlyTGLFiles() throws {
    let folder = Fixtures.repositoryRoot().appendingPathComponent("examples")
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
    #expect(entries.filter { !$0.hasSuffix(".tgl") }.sorted() == ["app"])
    #expect(entries.count == Self.examples.count + 1 && entries.count >= 13)
    let app = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("app").path)
    #expect(app.filter { !$0.hasPrefix(".") }.sorted() == ["cells.tgl", "contacts.tgl", "settings.tgl", "styles.tgl"])
  }

  /// TangramKit README's path layout (a reversed cardioid) checks clean: every square lies inside the layout.
  @Test func readmePathExampleChecksClean() throws {
    let url = Fixtures.dataDirectory("layout").appendingPathComponent("path_readme_cardioid.tgl")
    let text = try #require(Fixtures.read(url))
    var options = LintOptions()
    options.allSizeClasses = true
    let findings = Linter.lint(LintInput(text: text), options: options)
    #expect(findings.isEmpty, "\(findings.map { "\($0.rule): \($0.message)" })")
  }

  @Test func brokenFileStillReportsSemanticProblems() {
    let text = """
      relative S {
          width: 200
          height 100
          view A { left: B.right; size: 40, 40 }
          view B { left: A.right; size: 40, 40 }
          view C { left: ; size: 10, 10 }
          view D { left: 10; right: 10; width: 30; height: 10; top: 80 }
      }
      """
    let findings = Linter.lint(LintInput(text: text), options: LintOptions())
    let rules = Set(findings.map(\.rule.rawValue))
    #expect(rules.contains("syntax"))
    #expect(rules.contains("dependency-cycle"))
    #expect(rules.contains("conflicting-constraints"))
  }

  @Test func unclosedBlockStillChecksTheRest() {
    let text = """
      linear S (vert) {
          width: 100
          view A { width: fill; height: 40
          view B { width: fill; height: 40; centerY: 3 }
      }
      """
    let findings = Linter.lint(LintInput(text: text), options: LintOptions())
    #expect(findings.contains { $0.rule == .syntax })
    #expect(findings.contains { $0.rule == .ignoredProperty && $0.message.contains("centerY") })
  }
}
