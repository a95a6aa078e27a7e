// Hand-computed checks of the text model: the Dynamic Type table, the pseudo-locale, line limits, truncation and
// the fallbacks for characters Inter lacks.

import TGLText
import Testing

@Suite struct TextModelTests {
  /// Inter Regular advances (font units, 2816 per em; from Inter-Regular.otf's hmtx): s 1472, w 2288, i 668,
  /// f 1016, t 1024, space 792. Line height (2728 + 680) / 2816 em.
  let regular = FontMetrics.inter.face(.regular)

  @Test func advancesAreInterRegular() {
    #expect(regular.advance(0x73) == 1472)
    #expect(regular.advance(0x77) == 2288)
    #expect(regular.advance(0x20) == 792)
    #expect(regular.advance(0x4E2D) == nil)
    #expect(FontMetrics.inter.unitsPerEm == 2816)
    // 17 * 3408 / 2816 = 20.5738...
    #expect(abs(FontMetrics.inter.lineHeight(17) - 17.0 * 3408 / 2816) < 1e-12)
  }

  @Test func dynamicTypeScalesByTheBodyStyle() {
    #expect(ContentSizeCategory.allCases.map(\.bodySize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(ContentSizeCategory.large.scaled(Font(size: 15)).size == 15)
    // 15 * 53 / 17 = 46.7647...
    #expect(abs(ContentSizeCategory.accessibility5.scaled(Font(size: 15)).size - 15.0 * 53 / 17) < 1e-12)
    #expect(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge") == .accessibility5)
    #expect(ContentSizeCategory(name: "xLarge") == .xLarge)
  }

  @Test func pseudoLocaleAddsFortyPercentPerWord() {
    // Save: 4 + ceil(1.6) = 6; Hello: 5 + ceil(2.0) = 7; in: 2 + ceil(0.8) = 3; 设置: 2 + ceil(0.8) = 3.
    #expect(PseudoLocale.expand("Save") == "SaveSa")
    #expect(PseudoLocale.expand("Sign in") == "SignSi ini")
    #expect(PseudoLocale.expand("Hello\nworld") == "HelloHe\nworldwo")
    #expect(PseudoLocale.expand("设置") == "设置设")
    #expect(PseudoLocale.expand("") == "")
  }

  @Test func emojiAndCJKAreOneEm() {
    // 😀 and 中 are one em each: 2 * 17 = 34 points.
    let text = PreparedText("😀中", font: Font(size: 17), metrics: .inter)
    #expect(text.naturalWidth == 34)
    // A family emoji (four people joined by ZWJ) is one glyph: 17 points.
    #expect(PreparedText("👨‍👩‍👧‍👦", font: Font(size: 17), metrics: .inter).naturalWidth == 17)
  }

  @Test func charactersInterLacksUseTheFallback() {
    // Hebrew alef: not in the table, not CJK or emoji: the mean of a-z in Inter Regular (the generator's fallback).
    let face = FontMetrics.inter.face(.regular)
    let text = PreparedText("\u{05D0}", font: Font(size: 2816), metrics: .inter)
    #expect(text.naturalWidth == face.fallback)
    // A combining acute accent after 'e' adds nothing it does not have in the font (Inter maps U+0301 to 0 width).
    let plain = PreparedText("e", font: Font(size: 2816), metrics: .inter).naturalWidth
    #expect(PreparedText("e\u{0301}", font: Font(size: 2816), metrics: .inter).naturalWidth == plain)
  }

  @Test func missingWeightsUseTheNearest() {
    let face = FontFace(ranges: [0x20...0x7E], advances: Array(repeating: 500, count: 95), fallback: 500)
    let bold = FontFace(ranges: [0x20...0x7E], advances: Array(repeating: 600, count: 95), fallback: 600)
    let metrics = FontMetrics(
      family: "Test", unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0, faces: [.regular: face, .bold: bold])
    #expect(metrics.face(.medium) == face)
    #expect(metrics.face(.semibold) == bold)
    #expect(metrics.face(.black) == bold)
    // "ab" at 10 points: 2 * 500 / 1000 * 10 = 10; one line is 10 points high.
    let box = TextBox(
      PreparedText("ab", font: Font(size: 10), metrics: metrics), shape: .init(lineLimit: 0, isButton: false, scale: 2))
    #expect(box.sizeThatFits(maxWidth: nil) == TextMeasurement(width: 10, height: 10, lineCount: 1, neededLines: 1))
  }

  @Test func truncation() {
    // 1000-unit em, every character 500 wide, 10 pt: 5 points a character, lines 10 points high.
    let face = FontFace(ranges: [0x20...0x7E], advances: Array(repeating: 500, count: 95), fallback: 500)
    let metrics = FontMetrics(
      family: "Test", unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0, faces: [.regular: face])
    let text = PreparedText("aaaa bbbb cccc", font: Font(size: 10), metrics: metrics)
    // At 50 wide: "aaaa bbbb" is 45, so two lines; "cccc" would make 70.
    let label = TextBox(text, shape: .init(lineLimit: 0, isButton: false, scale: 1))
    #expect(label.sizeThatFits(maxWidth: 50) == TextMeasurement(width: 45, height: 20, lineCount: 2, neededLines: 2))
    #expect(label.truncation(width: 50, height: 20) == nil)
    #expect(
      label.truncation(width: 50, height: 19)
        == Truncation(neededLines: 2, shownLines: 1, neededWidth: nil, neededHeight: 20, lineLimit: 0))
    // One line: the whole text is 70 wide.
    let single = TextBox(text, shape: .init(lineLimit: 1, isButton: false, scale: 1))
    #expect(single.sizeThatFits(maxWidth: 50).width == 50)
    #expect(
      single.truncation(width: 50, height: 10)
        == Truncation(neededLines: 1, shownLines: 1, neededWidth: 70, neededHeight: nil, lineLimit: 1))
    #expect(single.truncation(width: 70, height: 10) == nil)
    // Two lines at 30 wide: "aaaa", "bbbb", "cccc" need three.
    let two = TextBox(text, shape: .init(lineLimit: 2, isButton: false, scale: 1))
    #expect(two.sizeThatFits(maxWidth: 30) == TextMeasurement(width: 20, height: 20, lineCount: 2, neededLines: 3))
    #expect(two.truncation(width: 30, height: 20)?.neededLines == 3)
    // A button: the title gets the height less 12.
    let button = TextBox(
      PreparedText("ab", font: Font(size: 10), metrics: metrics), shape: .init(lineLimit: 1, isButton: true, scale: 1))
    #expect(button.sizeThatFits(maxWidth: nil) == TextMeasurement(width: 10, height: 22, lineCount: 1, neededLines: 1))
    #expect(button.truncation(width: 10, height: 22) == nil)
    #expect(button.truncation(width: 10, height: 21)?.shownLines == 0)
  }

  /// The line counts (`LineBreaks`) and the first line's width that checking a frame reads, without making the lines;
  /// and a truncation reads them from the `breaks` it is given.
  @Test func lineCountsWithoutLines() {
    // 5 points a character, as in `truncation`: "aaaa bbbb cccc" is 70 wide on one line; at 50, "aaaa bbbb" (45)
    // and "cccc"; at 30, each word on its own line.
    let face = FontFace(ranges: [0x20...0x7E], advances: Array(repeating: 500, count: 95), fallback: 500)
    let metrics = FontMetrics(
      family: "Test", unitsPerEm: 1000, ascender: 800, descender: -200, lineGap: 0, faces: [.regular: face])
    let text = PreparedText("aaaa bbbb cccc", font: Font(size: 10), metrics: metrics)
    #expect(text.lineCount(maxWidth: nil) == 1)
    #expect(text.lineCount(maxWidth: 50) == 2)
    #expect(text.lineCount(maxWidth: 30) == 3)
    #expect(text.lineCount(maxWidth: 0) == 1)
    #expect(text.firstLineWidth == 70)
    // Two lines by a line feed: the first, "ab", is 10 wide; the trailing line feed starts no line.
    let fed = PreparedText("ab\ncd e\n", font: Font(size: 10), metrics: metrics)
    #expect(fed.lineCount(maxWidth: nil) == 2)
    #expect(fed.firstLineWidth == 10)
    #expect(PreparedText("", font: Font(size: 10), metrics: metrics).lineCount(maxWidth: 20) == 0)
    #expect(PreparedText("", font: Font(size: 10), metrics: metrics).firstLineWidth == 0)

    /// Breaks that claim four lines at any width.
    struct Claimed: LineBreaks {
      func lineCount(maxWidth: Double?) -> Int { 4 }
    }
    // Two lines fit in 20 points: of the 4 claimed, 2 show, and 4 need 40 points.
    let label = TextBox(text, shape: .init(lineLimit: 0, isButton: false, scale: 1))
    #expect(
      label.truncation(width: 50, height: 20, breaks: Claimed())
        == Truncation(neededLines: 4, shownLines: 2, neededWidth: nil, neededHeight: 40, lineLimit: 0))
    // One line: 4 lines by line feeds show 1.
    let single = TextBox(text, shape: .init(lineLimit: 1, isButton: false, scale: 1))
    #expect(
      single.truncation(width: 100, height: 10, breaks: Claimed())
        == Truncation(neededLines: 4, shownLines: 1, neededWidth: nil, neededHeight: nil, lineLimit: 1))
  }

  @Test func emptyTextHasNoSize() {
    let box = TextBox(
      PreparedText("", font: Font(size: 17), metrics: .inter), shape: .init(lineLimit: 0, isButton: false, scale: 2))
    #expect(box.sizeThatFits(maxWidth: 100) == TextMeasurement(width: 0, height: 0, lineCount: 0, neededLines: 0))
  }
}
