// Text in the editor features: hover shows the measured text, completion offers weights, semantic tokens.

import TGLIDE
import TGLSemantics
import Testing

@Suite struct TextFeatureTests {
  /// At 100 wide the pangram is "The quick" 78.65 | "brown fox" 81.02 | "jumps over" 88.55 | "the lazy dog" 99.03
  /// (Inter, 17 pt): 4 lines, 99.03 -> 99.5 wide, 4 * 20.5739 = 82.30 -> 82.5 high.
  @Test func hoverShowsTheMeasuredText() {
    checkHover(
      """
      linear S (vert) {
          width: 100
          height: wrap

          label $0t { width: 100; height: wrap; text: "The quick brown fox jumps over the lazy dog" }
      }
      """,
      """
      label t in linear S
      (0, 0, 100, 82.5) in S, (0, 0, 100, 82.5) in the document
      width = 100
      height = wrap: its text "The quick brown fox jum…" (17 pt) = 82.5
      text: 4 lines, 99.5 × 82.5 at 100 wide, Inter 17 pt
      environment: 375 × 667 @2x, portrait
      laid out for TangramKit 1.4.2
      """)
  }

  /// One line of "The quick brown fox" needs 27240 units * 17 / 2816 = 164.45 -> 164.5 points; at
  /// accessibility5 the font is 53 pt: 27240 * 53 / 2816 = 512.68 -> 513 wide, and the line 3408 * 53 / 2816 = 64.14
  /// -> 64.5 high.
  @Test func hoverSaysWhatIsCutOffInTheSettingsEnvironment() {
    var settings = LayoutSettings()
    settings.contentSize = .accessibility5
    checkHover(
      """
      linear S (vert) {
          width: 100
          height: wrap

          label $0t { width: 100; height: 30; text: "The quick brown fox" }
      }
      """,
      """
      label t in linear S
      (0, 0, 100, 30) in S, (0, 0, 100, 30) in the document
      width = 100
      height = 30
      text: 1 line, 100 × 64.5 at 100 wide, Inter 53 pt; cut off: needs 513 wide
      environment: 375 × 667 @2x, portrait, content size accessibility5
      laid out for TangramKit 1.4.2
      """, settings: settings)
  }

  @Test func completionOffersWeightsAndFixedAfterAFontSize() {
    let labels = completionLabels(
      """
      label A { font: 17, $0 }
      """)
    #expect(labels.contains("bold"))
    #expect(labels.contains("ultralight"))
    #expect(labels.contains("fixed"))
  }

  @Test func completionOffersTextPropertiesOnLabelsOnly() {
    let onLabel = completionLabels("label A {\n    $0\n}")
    #expect(onLabel.contains("text") && onLabel.contains("font") && onLabel.contains("lines"))
    let onView = completionLabels("view A {\n    $0\n}")
    #expect(!onView.contains("text"))
  }
}
