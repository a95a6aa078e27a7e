// An element's hover comes as UTF-8 bytes that the server writes into its response without making a `String`
// (`HoverText.utf8`, `MarkupContent(kind:utf8:)`): they must be valid UTF-8, or the response would differ from the
// text a `String` (which repairs bad bytes) would give.

import Foundation
import TGLSyntax
import TGLTestSupport
import Testing

@testable import TGLIDE

@Suite struct HoverBytesTests {
  /// At every significant token of every example and layout fixture, in both formats: an element's hover is bytes,
  /// and those bytes are the UTF-8 of the `String` made from them (nothing repaired). Includes `×`, names and `///`
  /// documentation with non-ASCII text where the fixtures have them.
  @Test func elementHoversAreValidUTF8() throws {
    let root = Fixtures.repositoryRoot()
    var asBytes = 0
    var nonASCII = 0
    for folder in ["examples", "Tests/Data/layout"] {
      for url in Fixtures.files(in: root.appendingPathComponent(folder), withSuffix: ".tgl") {
        let text = try #require(Fixtures.read(url))
        let analysis = Analysis(text: text)
        let tree = analysis.source.tree
        for index in 0..<tree.tokens.count where !tree.tokens.kinds[index].isTrivia {
          for format in [MarkupFormat.markdown, .plainText] {
            guard let hover = analysis.hover(at: tree.tokens.range(index).start, format: format),
              case .utf8(let bytes) = hover.body
            else { continue }
            #expect(Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes, "\(url.lastPathComponent) \(index)")
            asBytes += 1
            if bytes.contains(where: { $0 >= 0x80 }) { nonASCII += 1 }
          }
        }
      }
    }
    #expect(asBytes > 5_000)
    #expect(nonASCII > 1_000)
  }

  /// The same hover, one made from the `String` and one from its bytes: equal, and the same hash.
  @Test func resultsCompareByText() {
    let range = TextRange(start: 0, end: 4)
    let text = "**view A**\n\n`(0, 0, 375 × 667)`"
    let fromString = HoverResult(range: range, body: .string(text), format: .markdown)
    let fromBytes = HoverResult(range: range, body: .utf8(Array(text.utf8)), format: .markdown)
    #expect(fromString == fromBytes)
    #expect(fromString.hashValue == fromBytes.hashValue)
    #expect(fromBytes.text == text)
    #expect(fromString != HoverResult(range: range, body: .string(text), format: .plainText))
  }
}
