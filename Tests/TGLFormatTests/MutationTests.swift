// Mutation robustness: every golden input with one token deleted or doubled still formats safely.

import TGLFormat
import TGLSyntax
import Testing

@Suite struct MutationTests {
  /// The inputs made from `bytes` by deleting, then by doubling, each token other than blanks and line
  /// breaks (comments included) in turn.
  static func mutants(of bytes: [UInt8]) -> [[UInt8]] {
    let tokens = Parser.parse(bytes: bytes).tree.tokens
    var out: [[UInt8]] = []
    let skipped: Set<SyntaxKind> = [.whitespace, .newline, .endOfFile]
    for index in 0..<tokens.count where !skipped.contains(tokens.kinds[index]) {
      let range = tokens.range(index)
      out.append(Array(bytes[..<range.start] + bytes[range.end...]))
      out.append(Array(bytes[..<range.end] + bytes[range.start...]))
    }
    return out
  }

  @Test(arguments: Golden.names)
  func mutatedInputsFormatSafely(name: String) {
    var checked = 0
    var withoutErrors = 0
    for mutant in MutationTests.mutants(of: Golden.input(name)) {
      let problems = invariantViolations(mutant) + layoutViolations(format(mutant))
      #expect(problems == [], "\(name) mutant:\n\(text(mutant))")
      if !problems.isEmpty { return }
      checked += 1
      if Parser.parse(bytes: mutant).errors.isEmpty { withoutErrors += 1 }
    }
    #expect(checked > 0)
    // Some mutants (a deleted ';' or comment, a doubled property) are valid: idempotency is checked on them.
    #expect(withoutErrors > 0 || name == "syntax_errors")
  }

  @Test(arguments: Golden.names)
  func mutatedInputsGiveConsistentEdits(name: String) {
    for mutant in MutationTests.mutants(of: Golden.input(name)) {
      let tree = Parser.parse(bytes: mutant).tree
      let edited = TextEdit.apply(Formatter.formatEdits(tree), to: mutant)
      #expect(text(edited) == Formatter.format(tree), "\(name) mutant:\n\(text(mutant))")
    }
  }
}
