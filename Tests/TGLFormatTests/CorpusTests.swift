// The repository's other .tgl files: the examples are canonical, and every parser fixture formats safely.

import Foundation
import TGLFormat
import TGLSyntax
import Testing

@Suite struct CorpusTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The `.tgl` files under `directory` (relative to the repository root), sorted.
  static func files(in directory: String) -> [String] {
    let url = root.appendingPathComponent(directory)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".tgl") }.sorted().map { directory + "/" + $0 }
  }

  static func bytes(_ path: String) -> [UInt8] {
    (try? Data(contentsOf: root.appendingPathComponent(path))).map { Array($0) } ?? []
  }

  @Test(arguments: files(in: "examples"))
  func examplesAreCanonical(path: String) {
    let input = CorpusTests.bytes(path)
    #expect(text(format(input)) == text(input), "\(path)")
  }

  @Test(arguments: files(in: "Tests/Data/parser/ok") + files(in: "Tests/Data/parser/err"))
  func parserFixturesFormatSafely(path: String) {
    let input = CorpusTests.bytes(path)
    #expect(invariantViolations(input) == [], "\(path)")
    #expect(layoutViolations(format(input)) == [], "\(path)")
  }
}
