// The hover says where TangramKit reads a view's current bounds and the app's next layout pass would change the
// frame tgl shows (issue 27, item 7): a size taken from a wrapped relative layout, a gravity along a wrapped axis.

import TGLIDE
import Testing

@Suite struct SecondPassHoverTests {
  /// The lines of the plain-text hover at `$0`.
  func hoverLines(_ marked: String) -> [String] {
    let (source, offset) = cursor(marked)
    let text = Analysis(text: source).hover(at: offset, format: .plainText)?.text ?? ""
    return text.split(separator: "\n").map(String.init)
  }

  /// The cell wraps the text: 8 + 30 = 38. The line is computed against 0 and keeps it; the next pass gives 38.
  @Test func aSizeFromAWrappedRelativeLayoutSaysTheNextPassMovesIt() {
    let lines = hoverLines(
      """
      relative Cell {
          width: 320
          height: wrap

          view $0line { left: 20; width: 2; height: parent.height }
          label text { left: 40; top: 8; width: 200; height: 30 }
      }
      """)
    #expect(
      lines.contains(
        "TangramKit: the height is read before 'Cell' wraps its height (0 for a new view) and nothing asks for a second pass: 0 here; the app's next layout pass starts from the wrapped height and makes it 38"
      ), "\(lines)")
  }

  /// Across: the badge's width is the wrapped height, 38, after the next pass.
  @Test func aSizeFromTheOtherWrappedAxisToo() {
    let lines = hoverLines(
      """
      relative Cell {
          width: 320
          height: wrap

          label text { left: 0; top: 8; width: 200; height: 30 }
          view $0badge { left: 210; top: 0; height: 20; width: parent.height }
      }
      """)
    #expect(
      lines.contains(
        "TangramKit: the width is read before 'Cell' wraps its height (0 for a new view) and nothing asks for a second pass: 0 here; the app's next layout pass starts from the wrapped height and makes it 38"
      ), "\(lines)")
  }

  @Test func aGravityAlongAWrappedAxisKeepsTheCurrentSize() {
    let lines = hoverLines(
      """
      linear $0Panel (vert) {
          width: 320
          height: wrap min 200
          gravity: vert.center

          view box { width: fill; height: 20 }
      }
      """)
    #expect(
      lines.contains(
        "TangramKit: a gravity along a layout that wraps that axis keeps the layout's current height (0 for a new view); tgl shows the wrapped height, and the app's next layout pass keeps whatever height the layout has then"
      ), "\(lines)")
  }

  /// Where a child asks for the second pass (the pin's bottom), or the layout does not wrap, there is no such line.
  @Test func noLineWhereTheFrameIsFinal() {
    for marked in [
      """
      relative Cell {
          width: 320
          height: wrap

          view $0line { left: 20; width: 2; height: parent.height }
          label text { left: 40; top: 8; width: 200; height: 30 }
          view pin { left: 300; width: 1; height: 1; bottom: 0 }
      }
      """,
      """
      relative Cell {
          width: 320
          height: 38

          view $0line { left: 20; width: 2; height: parent.height }
      }
      """,
    ] {
      #expect(!hoverLines(marked).contains { $0.hasPrefix("TangramKit:") }, "\(hoverLines(marked))")
    }
  }

  /// A content flow that wraps its width: TangramKit keeps the current width, 0 for a new view (code notes §2), so A
  /// and B each take a line, 0 wide; MyLayout lines them up (40 + 30), and then the hover says nothing.
  @Test func aContentFlowThatWrapsItsLineSaysTangramKitKeepsItsWidth() {
    let source = """
      flow $0F (vert) {
          width: wrap
          height: wrap
          view A { size: 40, 20 }
          view B { size: 30, 20 }
      }
      """
    let note =
      "TangramKit: a content flow does not compute a wrapped width along its lines; it keeps its current width (0 for a new view), so each item starts a line of its own, shrunk to it; give the flow a width, or lay the file out for MyLayout 2.0 (`@target mylayout`), which lines the items up"
    let lines = hoverLines(source)
    #expect(lines.first == "flow F")
    #expect(lines.contains("(0, 0, 0, 40) on the canvas"), "\(lines)")
    #expect(lines.contains(note), "\(lines)")
    let myLayout = hoverLines("@target mylayout\n" + source)
    #expect(myLayout.contains("(0, 0, 70, 20) on the canvas"), "\(myLayout)")
    #expect(!myLayout.contains(note))
  }
}
