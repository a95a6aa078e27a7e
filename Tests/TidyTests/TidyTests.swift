// House rules checked on the source tree: header comments, no traps on input paths, no stray output.

import Foundation
import TGLTestSupport
import Testing

@Suite struct TidyTests {
  static let root = Fixtures.repositoryRoot()

  static func swiftFiles(under directory: String) -> [URL] {
    Fixtures.files(in: root.appendingPathComponent(directory), withSuffix: ".swift")
  }

  static func relative(_ url: URL) -> String { String(url.path.dropFirst(root.path.count + 1)) }

  @Test func everySourceFileOpensWithAComment() {
    for file in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests") + Self.swiftFiles(under: "Benchmarks") {
      let text = Fixtures.read(file) ?? ""
      #expect(text.hasPrefix("//"), "\(Self.relative(file)) should open with a one-sentence comment saying what it holds")
    }
  }

  @Test func noTrapsOnPathsReachableFromInput() {
    let forbidden = ["try!", "fatalError(", "precondition(", "preconditionFailure("]
    for file in Self.swiftFiles(under: "Sources") {
      let text = Fixtures.read(file) ?? ""
      for word in forbidden where text.contains(word) {
        Issue.record("\(Self.relative(file)) uses \(word); return nil or an error instead (a trap ends the session)")
      }
    }
  }

  @Test func theServerWritesOnlyProtocolToStandardOutput() {
    let directories = ["Sources/LSPServer", "Sources/TGLLanguageService", "Sources/TGLIDE"]
    for file in directories.flatMap(Self.swiftFiles(under:)) {
      let text = Fixtures.read(file) ?? ""
      #expect(!text.contains("print("), "\(Self.relative(file)) prints; in `tgl lsp` stdout belongs to the protocol")
    }
  }

  @Test func noTrailingWhitespaceInSources() {
    for file in Self.swiftFiles(under: "Sources") {
      let lines = (Fixtures.read(file) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
      for (number, line) in lines.enumerated() where line.hasSuffix(" ") || line.hasSuffix("\t") {
        Issue.record("\(Self.relative(file)):\(number + 1) has trailing whitespace")
      }
    }
  }

  @Test func pathsNamedInTheDocsExist() {
    for document in ["ARCHITECTURE.md", "README.md"] {
      let text = Fixtures.read(Self.root.appendingPathComponent(document)) ?? ""
      var paths: [String] = []
      var rest = Substring(text)
      while let open = rest.firstIndex(of: "`") {
        let after = rest[rest.index(after: open)...]
        guard let close = after.firstIndex(of: "`") else { break }
        let quoted = String(after[..<close])
        if quoted.hasPrefix("Sources/") || quoted.hasPrefix("docs/") || quoted.hasPrefix("Tests/")
          || quoted.hasPrefix("editors/") || quoted.hasPrefix("grammar/") || quoted.hasPrefix("examples/")
        {
          paths.append(quoted)
        }
        rest = after[after.index(after: close)...]
      }
      for path in paths {
        #expect(
          FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
          "\(document) names \(path), which does not exist")
      }
    }
  }
}
