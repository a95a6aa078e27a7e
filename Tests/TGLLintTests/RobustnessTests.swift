// The linter never traps: mutated examples and fixtures (tokens deleted or duplicated, bytes cut) are checked
// without a crash, and deep or long inputs stay within the stack.

import Foundation
import TGLLint
import TGLSyntax
import TGLTestSupport
import Testing

@Suite struct RobustnessTests {
  static let corpus: [URL] =
    Fixtures.files(in: Fixtures.repositoryRoot().appendingPathComponent("examples"), withSuffix: ".tgl")
    + Fixtures.files(in: Fixtures.dataDirectory("lint"), withSuffix: ".tgl")

  @Test(arguments: corpus.map(\.path))
  func mutationsDoNotTrap(_ path: String) throws {
    let text = try #require(Fixtures.read(URL(fileURLWithPath: path)))
    let bytes = Array(text.utf8)
    let tokens = Parser.parse(bytes: bytes).tree.tokens
    var random = SplitMix64(seed: UInt64(bytes.count))
    var options = LintOptions()
    options.allSizeClasses = true
    for _ in 0..<40 {
      let index = Int(random.next() % UInt64(max(1, tokens.count)))
      let range = tokens.range(index)
      var mutated = bytes
      if random.next() % 2 == 0 {
        mutated.removeSubrange(range.start..<range.end)
      } else {
        mutated.insert(contentsOf: bytes[range.start..<range.end], at: range.end)
      }
      _ = Linter.lint(LintInput(bytes: mutated), options: options)
    }
    for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 20)) {
      _ = Linter.lint(LintInput(bytes: Array(bytes[..<cut])), options: LintOptions())
    }
  }

  /// A long cycle is found and reported once, with every other member related. (The engine resolves relative
  /// layouts recursively and overflows its stack on chains of a few hundred siblings, so this stays at 150.)
  @Test func longReferenceChainsAndCycles() {
    var text = "relative S {\n    width: 300\n    height: 300\n"
    let n = 150
    for i in 0..<n { text += "    view v\(i) { left: v\((i + 1) % n).right; size: 1, 1 }\n" }
    text += "}\n"
    let findings = Linter.lint(LintInput(text: text), options: LintOptions())
    #expect(findings.filter { $0.rule == .dependencyCycle }.count == 1)
    #expect(findings.first { $0.rule == .dependencyCycle }?.related.count == n - 1)
  }

  @Test func deepNesting() {
    let depth = 120
    var text = ""
    for i in 0..<depth { text += String(repeating: "  ", count: i) + "frame f\(i) {\n" }
    text += String(repeating: "  ", count: depth) + "view leaf { size: 1, 1 }\n"
    for i in (0..<depth).reversed() { text += String(repeating: "  ", count: i) + "}\n" }
    let findings = Linter.lint(LintInput(text: text), options: LintOptions())
    #expect(findings.allSatisfy { $0.rule == .uselessContainer })
  }
}
