// Every fixture under Tests/Data/lint reports exactly what its annotations say, and every rule has one.

import Foundation
import TGLDiagnostics
import TGLLint
import TGLTestSupport
import Testing

@Suite struct LintFixtureTests {
  static let directory = Fixtures.dataDirectory("lint")
  static let files = Fixtures.files(in: directory, withSuffix: ".tgl")

  @Test(arguments: files.map(\.lastPathComponent))
  func fixture(_ name: String) throws {
    let text = try #require(Fixtures.read(Self.directory.appendingPathComponent(name)))
    let fixture = AnnotatedFixture(text)
    #expect(!fixture.expected.isEmpty, "\(name) has no annotations")
    if let mismatch = fixture.mismatch(name: name) { Issue.record(Comment(rawValue: mismatch)) }
  }

  /// Each rule has a fixture named after it that shows it firing and suppressed.
  @Test(arguments: RuleRegistry.all.map(\.id.rawValue))
  func ruleHasFixture(_ id: String) throws {
    let url = Self.directory.appendingPathComponent("\(id).tgl")
    let text = try #require(Fixtures.read(url), "missing Tests/Data/lint/\(id).tgl")
    let fixture = AnnotatedFixture(text)
    #expect(fixture.expected.contains { $0.label.hasSuffix("[\(id)]") }, "\(id).tgl never shows the rule firing")
    if id != "syntax" {
      #expect(text.contains("tgl-ignore"), "\(id).tgl has no suppressed case")
    }
  }
}
