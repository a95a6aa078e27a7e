// Every fixture under Tests/Data/lint reports exactly what its annotations say, and every rule has one.

import Foundation
import TGLDiagnostics
import TGLLint
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct LintFixtureTests {
  static let directory = Fixtures.dataDirectory("lint")
  /// The fixtures of one file, in the folder itself.
  static let files = Fixtures.files(in: directory, withSuffix: ".tgl").filter {
    $0.deletingLastPathComponent().standardizedFileURL == directory.standardizedFileURL
  }
  /// The fixtures of several files (issue 29): a folder `RULE-ID/` of files that import each other, annotated each,
  /// checked as `tgl check` checks the folder (a related location in another file is a `note` in that file).
  static let folders: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path, isDirectory: &isFolder)
        && isFolder.boolValue
    }.sorted()

  @Test(arguments: files.map(\.lastPathComponent))
  func fixture(_ name: String) throws {
    let text = try #require(Fixtures.read(Self.directory.appendingPathComponent(name)))
    let fixture = AnnotatedFixture(text)
    #expect(!fixture.expected.isEmpty, "\(name) has no annotations")
    if let mismatch = fixture.mismatch(name: name) { Issue.record(Comment(rawValue: mismatch)) }
  }

  @Test(arguments: folders)
  func programFixture(_ name: String) throws {
    let folder = Self.directory.appendingPathComponent(name)
    var texts: [String: String] = [:]
    for url in Fixtures.files(in: folder, withSuffix: ".tgl") {
      let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
      texts[path] = try #require(Fixtures.read(url))
    }
    #expect(texts.count > 1, "\(name)/ holds fewer than two files")
    let fixtures = texts.mapValues(AnnotatedFixture.init)
    let options = fixtures.values.first { $0.text.contains("// lint:") }?.options ?? LintOptions()
    let only = fixtures.values.compactMap(\.only).first
    var actual: [String: [Annotation]] = [:]
    for (path, diagnostics) in ProgramLint.lint(files: texts, options: options) {
      for (file, annotations) in AnnotatedFixture.annotations(diagnostics, in: path, texts: texts, only: only) {
        actual[file, default: []] += annotations
      }
    }
    #expect(fixtures.values.contains { !$0.expected.isEmpty }, "\(name)/ has no annotations")
    for path in texts.keys.sorted() {
      let fixture = fixtures[path]!
      let mismatch = fixture.mismatch(name: "\(name)/\(path)", actual: (actual[path] ?? []).sorted())
      if let mismatch { Issue.record(Comment(rawValue: mismatch)) }
    }
  }

  /// Each rule has a fixture named after it (a file, or a folder of files) that shows it firing and suppressed.
  @Test(arguments: RuleRegistry.all.map(\.id.rawValue))
  func ruleHasFixture(_ id: String) throws {
    let url = Self.directory.appendingPathComponent("\(id).tgl")
    let text = try #require(
      Fixtures.read(url)
        ?? Fixtures.files(in: Self.directory.appendingPathComponent(id), withSuffix: ".tgl").compactMap(Fixtures.read)
        .joined(separator: "\n"),
      "missing Tests/Data/lint/\(id).tgl")
    let fixture = AnnotatedFixture(text)
    #expect(fixture.expected.contains { $0.label.hasSuffix("[\(id)]") }, "\(id).tgl never shows the rule firing")
    if id != "syntax" {
      #expect(text.contains("tgl-ignore"), "\(id).tgl has no suppressed case")
    }
  }
}
