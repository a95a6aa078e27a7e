// The rules are documented: each has a Lint: line, a summary in the house style, a bad example that fires and
// a good example that does not, and docs/rules.md is generated from them.

import Foundation
import TGLDiagnostics
import TGLTestSupport
import Testing

@testable import TGLLint

@Suite struct RuleDocumentationTests {
  /// The fenced block after the line `marker` in `markdown`.
  static func example(after marker: String, in markdown: String) -> String? {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: marker),
      let open = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("```") }),
      let close = lines[(open + 1)...].firstIndex(of: "```")
    else { return nil }
    return lines[(open + 1)..<close].joined(separator: "\n") + "\n"
  }

  /// The findings of an example: one file, or several each starting with a line `// file: NAME` (issue 29's
  /// imports), linted as `tgl check` of their folder lints them.
  static func findings(_ example: String) -> [Diagnostic] {
    var files: [String: String] = [:]
    var current = "example.tgl"
    for line in example.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("// file: ") {
        current = String(line.dropFirst("// file: ".count))
        continue
      }
      files[current, default: ""] += line + "\n"
    }
    let all = ProgramLint.lint(files: files, options: LintOptions())
    return all.keys.sorted().flatMap { all[$0] ?? [] }
  }

  @Test(arguments: RuleRegistry.all.map(\.id.rawValue))
  func badExampleFiresAndGoodExampleDoesNot(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(RuleID(id)))
    let bad = try #require(Self.example(after: "**Bad:**", in: rule.explanation), "\(id): no bad example")
    let good = try #require(Self.example(after: "**Good:**", in: rule.explanation), "\(id): no good example")
    let badFindings = Self.findings(bad)
    #expect(badFindings.contains { $0.rule == rule.id }, "\(id): the bad example does not fire: \(badFindings)")
    let goodFindings = Self.findings(good)
    #expect(goodFindings.isEmpty, "\(id): the good example reports \(goodFindings.map { "\($0.rule): \($0.message)" })")
  }

  @Test(arguments: RuleRegistry.all.map(\.id.rawValue))
  func summaryAndMessagesFollowTheHouseStyle(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(RuleID(id)))
    #expect(rule.summary.first?.isLowercase == true, "\(id): the summary starts in lowercase")
    #expect(!rule.summary.hasSuffix("."), "\(id): the summary has no trailing period")
    #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id): ids are kebab-case")
  }

  @Test func idsAreUnique() {
    let ids = RuleRegistry.all.map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  /// Every file in Sources/TGLLint/Rules declares one registered rule and documents it with a `Lint:` line.
  @Test func everyRuleFileIsRegisteredAndDocumented() throws {
    let directory = Fixtures.repositoryRoot().appendingPathComponent("Sources/TGLLint/Rules")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
    let registered = Set(RuleRegistry.rules.map { String(describing: type(of: $0)) })
    #expect(files.count == registered.count, "\(files.count) rule files, \(registered.count) registered rules")
    for file in files {
      let text = try #require(Fixtures.read(directory.appendingPathComponent(file)))
      let name = String(file.dropLast(".swift".count))
      #expect(text.contains("struct \(name): LintRule"), "\(file) declares the rule \(name)")
      #expect(registered.contains(name), "\(name) is not in RuleRegistry.rules")
      let lines = text.split(separator: "\n").map(String.init)
      guard let declaration = lines.firstIndex(where: { $0.hasPrefix("struct \(name): LintRule") }) else { continue }
      let comment = lines[..<declaration].reversed().prefix { $0.hasPrefix("///") }
      #expect(comment.contains { $0.hasPrefix("/// Lint: ") }, "\(file): the rule's doc comment has no 'Lint:' line")
    }
  }

  @Test func rulesReferenceIsCurrent() throws {
    let url = Fixtures.repositoryRoot().appendingPathComponent("docs/rules.md")
    let text = try #require(Fixtures.read(url), "docs/rules.md is missing; run 'tgl rules --markdown > docs/rules.md'")
    #expect(text == RuleDocumentation.markdown(), "docs/rules.md is stale; run 'tgl rules --markdown > docs/rules.md'")
  }
}
