// The editor offers the fixes of the rules that catch what users reported (issue 27) as quick fixes, and applying
// one writes the layout both TangramKit and MyLayout read alike.

import TGLIDE
import Testing

@Suite struct ReportFixActionTests {
  /// MyLayout issue 78: the bottom edge goes, the height stays.
  @Test func edgesClearSizeDropsTheBottomEdge() {
    let source = """
      relative card {
          width: 320
          height: wrap

          view photo { left: 20; top: 10; bottom: 40; he$0ight: 60 }
      }
      """
    #expect(
      applying("remove 'bottom' and keep the height", source)
        == """
        relative card {
            width: 320
            height: wrap

            view photo { left: 20; top: 10; height: 60 }
        }
        """)
  }

  /// TangramKit issue 30: a tenth of the layout, 0.1 of its height.
  @Test func proportionalWeightOffersTheFractionOfTheLayout() {
    let source = """
      linear screen (vert) {
          width: 375
          height: 667

          linear banner (vert) { width: fill; height: 1$00% }
      }
      """
    #expect(codeActionTitles(source).contains("use 'parent.height * 0.1'"))
    #expect(
      applying("use 'parent.height * 0.1'", source)
        == """
        linear screen (vert) {
            width: 375
            height: 667

            linear banner (vert) { width: fill; height: parent.height * 0.1 }
        }
        """)
  }
}
