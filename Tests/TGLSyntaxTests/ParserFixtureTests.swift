// Golden parser fixtures: every input's tree dump and errors, and the lossless round trip.

import Foundation
import TGLSyntax
import TGLTestSupport
import Testing

/// Renders a parse result the way the golden `.tree` files hold it: the dump, then one error a line.
func renderParse(_ result: ParseResult) -> String {
  let index = LineIndex(bytes: result.tree.bytes)
  var out = result.root.dump()
  out += "errors:\n"
  for error in result.errors {
    let (line, column) = index.humanPosition(of: error.range.start)
    out += "\(line):\(column) \(error.range): \(error.message)\n"
  }
  return out
}

private let parserData = Fixtures.dataDirectory("parser")

@Suite struct ParserFixtureTests {
  static let okInputs = Fixtures.files(in: parserData.appendingPathComponent("ok"), withSuffix: ".tgl")
  static let errorInputs = Fixtures.files(in: parserData.appendingPathComponent("err"), withSuffix: ".tgl")

  @Test func thereAreEnoughFixtures() {
    #expect(Self.okInputs.count + Self.errorInputs.count >= 40)
    #expect(Self.errorInputs.count >= 25)
  }

  @Test(arguments: okInputs)
  func wellFormedInputParsesWithoutErrors(_ input: URL) throws {
    let bytes = try #require(FileManager.default.contents(atPath: input.path))
    let result = Parser.parse(bytes: Array(bytes))
    #expect(result.errors.isEmpty, "\(input.lastPathComponent): \(result.errors)")
    #expect(result.tree.reconstructedBytes == Array(bytes))
    let golden = input.deletingPathExtension().appendingPathExtension("tree")
    if let difference = Fixtures.compareGolden(renderParse(result), with: golden) { Issue.record("\(difference)") }
  }

  @Test(arguments: errorInputs)
  func malformedInputGivesExpectedErrors(_ input: URL) throws {
    let bytes = try #require(FileManager.default.contents(atPath: input.path))
    let result = Parser.parse(bytes: Array(bytes))
    #expect(!result.errors.isEmpty, "\(input.lastPathComponent) should have errors")
    #expect(result.tree.reconstructedBytes == Array(bytes))
    let golden = input.deletingPathExtension().appendingPathExtension("tree")
    if let difference = Fixtures.compareGolden(renderParse(result), with: golden) { Issue.record("\(difference)") }
  }
}
