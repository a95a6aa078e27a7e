// Property tests on random documents: formatting is idempotent and keeps every token and comment.

import TGLFormat
import TGLSyntax
import Testing

@Suite struct RandomTests {
  static let documentCount = 1_000
  static let firstSeed: UInt64 = 0x7467_6C66_6D74

  @Test func randomDocumentsFormatIdempotentlyAndKeepTheirTokens() {
    var withoutErrors = 0
    for offset in 0..<RandomTests.documentCount {
      let seed = RandomTests.firstSeed &+ UInt64(offset)
      let input = Array(RandomDocument.make(seed: seed).utf8)
      if Parser.parse(bytes: input).errors.isEmpty { withoutErrors += 1 }
      let problems = invariantViolations(input) + layoutViolations(format(input))
      #expect(problems == [], "seed \(seed):\n\(text(input))")
      if !problems.isEmpty { break }
    }
    // The generator writes valid documents, so idempotency is checked on (nearly) all of them.
    #expect(withoutErrors >= RandomTests.documentCount * 95 / 100, "only \(withoutErrors) documents parse")
  }

  @Test func randomDocumentsFormatTheSameWithCRLF() {
    for offset in 0..<100 {
      let seed = RandomTests.firstSeed &+ UInt64(offset)
      let lf = RandomDocument.make(seed: seed)
      // Without a line break the input says nothing about line endings.
      guard lf.contains("\n") else { continue }
      let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
      let expected = format(lf).replacingOccurrences(of: "\n", with: "\r\n")
      #expect(format(crlf) == expected, "seed \(seed)")
    }
  }
}
