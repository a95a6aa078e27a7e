// Text measurements against Tests/Data/text/measurements.json, computed from Inter's font files by
// scripts/gen-text-fixtures.py (fontTools and a breaker of its own), not by this code.

import Foundation
import TGLTestSupport
import TGLText
import Testing

@Suite struct MeasurementFixtureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var size: Double
    var weight: FontWeight
    var maxWidth: Double?
    var lines: Int
    var scale: Double
    var isButton: Bool
    var width: Double
    var height: Double
    var lineCount: Int
    var lineTexts: [String]

    var testDescription: String { "\(text.prefix(24)) \(size) \(weight.rawValue) max \(maxWidth ?? -1)" }
  }

  static let cases: [Case] = {
    let url = Fixtures.dataDirectory("text").appendingPathComponent("measurements.json")
    guard let data = FileManager.default.contents(atPath: url.path),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = root["cases"] as? [[String: Any]]
    else { return [] }
    return list.compactMap { c in
      guard let text = c["text"] as? String, let size = c["size"] as? Double,
        let weight = (c["weight"] as? String).flatMap(FontWeight.init(rawValue:)), let lines = c["lines"] as? Int,
        let scale = c["scale"] as? Double, let expected = c["expected"] as? [String: Any],
        let width = expected["width"] as? Double, let height = expected["height"] as? Double,
        let lineCount = expected["lineCount"] as? Int, let lineTexts = expected["lines"] as? [String]
      else { return nil }
      return Case(
        text: text, size: size, weight: weight, maxWidth: c["maxWidth"] as? Double, lines: lines, scale: scale,
        isButton: c["kind"] as? String == "button", width: width, height: height, lineCount: lineCount,
        lineTexts: lineTexts)
    }
  }()

  @Test func fixturesLoad() {
    #expect(Self.cases.count >= 25)
  }

  @Test(arguments: cases) func measurement(_ c: Case) {
    let prepared = PreparedText(c.text, font: Font(size: c.size, weight: c.weight), metrics: .inter)
    let box = TextBox(prepared, shape: .init(lineLimit: c.lines, isButton: c.isButton, scale: c.scale))
    let m = box.sizeThatFits(maxWidth: c.maxWidth)
    #expect(abs(m.width - c.width) < 1e-9, "width \(m.width), expected \(c.width)")
    #expect(abs(m.height - c.height) < 1e-9, "height \(m.height), expected \(c.height)")
    #expect(m.lineCount == c.lineCount)
    if c.lines != 1 {
      let lines = prepared.lines(maxWidth: c.maxWidth).prefix(c.lines == 0 ? Int.max : c.lines)
      #expect(lines.map(prepared.string(of:)) == c.lineTexts)
    }
  }
}
