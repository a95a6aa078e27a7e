// Golden tests: every input in Tests/Data/format formats to its hand-written `.formatted.tgl`.

import TGLFormat
import TGLSyntax
import Testing

@Suite struct GoldenTests {
  @Test func thereAreEnoughGoldenPairs() {
    #expect(Golden.names.count >= 20)
    for name in Golden.names { #expect(!Golden.input(name).isEmpty, "missing \(name).tgl") }
  }

  @Test(arguments: Golden.names)
  func formatsToTheExpectedText(name: String) {
    let output = format(Golden.input(name))
    #expect(text(output) == text(Golden.expected(name)), "\(name)")
    #expect(output == Golden.expected(name), "\(name): bytes differ (line endings?)")
  }

  @Test(arguments: Golden.names)
  func expectedTextIsAFixedPoint(name: String) {
    let expected = Golden.expected(name)
    #expect(text(format(expected)) == text(expected), "\(name)")
  }

  @Test(arguments: Golden.names)
  func invariantsHoldOnInput(name: String) {
    #expect(invariantViolations(Golden.input(name)) == [], "\(name)")
    #expect(layoutViolations(format(Golden.input(name))) == [], "\(name)")
  }

  @Test(arguments: Golden.names)
  func expectedTextParsesAsWellAsTheInput(name: String) {
    let inputErrors = Parser.parse(bytes: Golden.input(name)).errors
    let expectedErrors = Parser.parse(bytes: Golden.expected(name)).errors
    #expect(expectedErrors.count <= inputErrors.count, "\(name): \(expectedErrors)")
  }
}
