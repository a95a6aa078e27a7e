// Text on the command line: `@fontMetrics` files, `--content-size` and `--pseudo-locale`.

import Foundation
import Testing

@Suite struct TextCommandTests {
  /// A font whose every character in 0x20...0x7E is 500 units of a 1000-unit em, lines 1 em high.
  static let metrics = """
    {"format": "tgl-font-metrics", "version": 1, "family": "Test", "unitsPerEm": 1000,
     "ascender": 800, "descender": -200, "lineGap": 0,
     "weights": {"regular": {"fallback": 500, "advances": [[32, [\(Array(repeating: "500", count: 95).joined(separator: ", "))]]]}}}
    """

  @Test func aFontMetricsFileMeasuresTheText() throws {
    // "abcd" at 20 pt: 4 * 500 / 1000 * 20 = 40 wide; one line of 1000 units = 20 high.
    let directory = try TemporaryDirectory(files: [
      "metrics/test.json": Self.metrics,
      "a.tgl": "@fontMetrics \"metrics/test.json\"\n\nlabel A { size: wrap, wrap; text: \"abcd\"; font: 20 }\n",
    ])
    defer { directory.cleanUp() }
    let run = runTGL(["layout", directory.url.appendingPathComponent("a.tgl").path])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("label A (0, 0, 40, 20)"), "\(run.output)")
  }

  @Test func anUnreadableFontMetricsFileIsAnErrorAtTheDirective() throws {
    let directory = try TemporaryDirectory(files: [
      "a.tgl": "@fontMetrics \"missing.json\"\n\nlabel A { size: wrap, wrap; text: \"abcd\" }\n",
      "bad.tgl": "@fontMetrics \"bad.json\"\n\nlabel A { size: wrap, wrap; text: \"abcd\" }\n",
      "bad.json": "{\"format\": \"something else\"}",
    ])
    defer { directory.cleanUp() }
    let missing = runTGL(["check", directory.url.appendingPathComponent("a.tgl").path])
    #expect(missing.status == 1)
    #expect(missing.output.contains("error[invalid-value]: cannot read the font metrics file 'missing.json'"))
    let bad = runTGL(["check", directory.url.appendingPathComponent("bad.tgl").path])
    #expect(bad.output.contains("the font metrics file 'bad.json' is not a tgl-font-metrics file of version 1"))
  }

  @Test func contentSizeAndPseudoLocaleChangeTheMeasurement() {
    // "swift" = 6468 Inter units: 39.05 pt at 17 (-> 39.5), 121.73 at 53 (-> 122, accessibility5);
    // pseudo-locale "swiftsw" adds s 1472 + w 2288: 10228 units * 17 / 2816 = 61.75 -> 62.
    let source = "label A { size: wrap, wrap; text: \"swift\" }\n"
    #expect(runTGL(["layout", "-"], input: source).output.contains("label A (0, 0, 39.5, 21)"))
    let large = runTGL(["layout", "-", "--content-size", "accessibility5"], input: source)
    #expect(large.output.contains("label A (0, 0, 122, 64.5)"), "\(large.output)")
    let pseudo = runTGL(["layout", "-", "--pseudo-locale"], input: source)
    #expect(pseudo.output.contains("label A (0, 0, 62, 21)"), "\(pseudo.output)")
    let bad = runTGL(["layout", "-", "--content-size", "huge"], input: source)
    #expect(bad.status == 2)
    #expect(bad.error.contains("--content-size expects one of xSmall, small"))
  }

  @Test func allSizeClassesChecksTheLargestContentSize() {
    // 30 pt hold one 17 pt line (20.57) but not one at 53 pt (64.14 -> 64.5).
    let source = "linear S (vert) {\n    width: 200\n\n    label A { width: fill; height: 30; text: \"Sign in\" }\n}\n"
    #expect(runTGL(["check", "-"], input: source).status == 0)
    let all = runTGL(["check", "-", "--all-size-classes"], input: source)
    #expect(all.output.contains("warning[truncated-text]"), "\(all.output)")
    #expect(all.output.contains("(in content size accessibility5)"))
  }
}
