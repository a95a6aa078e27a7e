// Hover: frames in the current environment and in each size class, derivations, documentation, markup.

import Foundation
import TGLIDE
import TGLSemantics
import Testing

@Suite struct HoverTests {
  @Test func fillWidthShowsTheArithmetic() {
    checkHover(
      readme(at: "B {"),
      """
      view B in linear S
      (40, 60, 60, 40) in S, (40, 60, 60, 40) in the document
      width = fill: 100 - 40 (left) = 60
      height = 40
      environment: 375 × 667 @2x, portrait
      laid out for TangramKit 1.4.2
      """)
  }

  @Test func weightedMarginsGiveTheWidthAndAReferenceTheHeight() {
    checkHover(
      readme(at: "A {"),
      """
      view A in linear S
      (20, 0, 50, 50) in S, (20, 0, 50, 50) in the document
      width = 100 - 20 (left 20%) - 30 (right 30%) = 50
      height = A.width = 50
      environment: 375 × 667 @2x, portrait
      laid out for TangramKit 1.4.2
      """)
  }

  @Test func theRootIsOnTheCanvasAndWrapsItsChildren() {
    checkHover(
      readme(at: "S (vert)"),
      """
      linear S
      (0, 0, 100, 200) on the canvas
      width = 100
      height = wrap: fits its children = 200
      environment: 375 × 667 @2x, portrait
      laid out for TangramKit 1.4.2
      """)
  }

  @Test func markdownWhenTheClientAcceptsIt() {
    checkHover(
      readme(at: "D {"),
      """
      **view D** in `linear S`

      `(30, 160, 50, 40)` in S · `(30, 160, 50, 40)` in the document  
      *375 × 667 @2x, portrait*  
      *laid out for TangramKit 1.4.2*

      - `width = 50% of 100 = 50`
      - `height = 40`
      """, format: .markdown)
  }

  @Test func hoverOnAPropertyExplainsItAndItsAxisOnly() {
    checkHover(
      readme(at: "width: fill; height: 40 }\n    view C"),
      """
      view B in linear S
      width: The width: a number, a weight, `wrap`, `fill`, `average` or a reference (`tg_width`).
      (40, 60, 60, 40) in S, (40, 60, 60, 40) in the document
      width = fill: 100 - 40 (left) = 60
      environment: 375 × 667 @2x, portrait
      laid out for TangramKit 1.4.2
      """)
  }

  @Test func hoverOnAReferenceShowsTheViewItNames() {
    checkHover(
      readme(at: "A.width"),
      """
      view A in linear S
      (20, 0, 50, 50) in S, (20, 0, 50, 50) in the document
      width = 100 - 20 (left 20%) - 30 (right 30%) = 50
      height = A.width = 50
      environment: 375 × 667 @2x, portrait
      laid out for TangramKit 1.4.2
      """)
  }

  @Test func framesForEverySizeClassTheDocumentDeclares() {
    checkHover(
      """
      @canvas 390, 844
      linear root (vert) {
          padding: 10
          when landscape { orientation: horz }
          when width: compact, height: compact { padding: 5 }

          view $0a { width: 100; height: 40 }
          view b { width: 100; height: 40 }
      }
      """,
      """
      view a in linear root
      (10, 10, 100, 40) in root, (10, 10, 100, 40) in the document
      width = 100
      height = 40
      environment: 390 × 844 @2x, portrait
      laid out for TangramKit 1.4.2
      when landscape (844 × 390 @2x, landscape): (10, 10, 100, 40) in root, (10, 10, 100, 40) in the document
      when width: compact, height: compact (390 × 844 @2x, portrait, width: compact, height: compact): (5, 5, 100, 40) in root, (5, 5, 100, 40) in the document
      """)
  }

  @Test func settingsChangeTheEnvironment() {
    let settings = LayoutSettings(canvas: Size(width: 200, height: 300), scale: 3, widthClass: .compact)
    checkHover(
      "linear $0S (vert) { view A { width: fill; height: 10 } }",
      """
      linear S
      (0, 0, 200, 300) on the canvas
      width = not set: the canvas width = 200
      height = not set: the canvas height = 300
      environment: 200 × 300 @3x, portrait, width: compact
      laid out for TangramKit 1.4.2
      """, settings: settings)
  }

  @Test func documentationCommentsAreShown() {
    checkHover(
      """
      linear S (vert) {
          /// The title of the screen.
          /// Two lines.
          label $0标题 { width: wrap; height: wrap; intrinsic: 120, 20 }
      }
      """,
      """
      label 标题 in linear S
      The title of the screen.
      Two lines.
      (0, 0, 120, 20) in S, (0, 0, 120, 20) in the document
      width = wrap: intrinsic 120 = 120
      height = wrap: intrinsic 20 = 20
      environment: 375 × 667 @2x, portrait
      laid out for TangramKit 1.4.2
      """)
  }

  @Test func unnamedElementsGoByTheirPath() {
    checkHover(
      "linear S (vert) { width: 80\n    $0view { width: fill; height: 10 } }",
      """
      view S/view[1] in linear S
      (0, 0, 80, 10) in S, (0, 0, 80, 10) in the document
      width = fill: 80 = 80
      height = 10
      environment: 375 × 667 @2x, portrait
      laid out for TangramKit 1.4.2
      """)
  }

  @Test func nothingOnPunctuation() {
    checkHover(readme(at: "{"), nil)
    checkHover(readme(at: " {\n    width"), nil)
  }

  @Test func anElementThatWasNotLaidOutSaysSo() {
    checkHover(
      "linear S (vert) { $0gizmo G { width: 10 } }",
      """
      gizmo G
      not laid out: the element has errors or an unknown kind
      """)
  }
}

@Suite struct PositionHoverTests {
  let screen = """
    relative R {
        width: 200
        height: 100
        view A { left: 20%; top: 10; width: 40; height: 40 }
        view B { left: A.right + 8; top: A.top; width: 40; height: 40 }
        view C { right: 10; width: 30; height: 30 }
    }
    """

  func hoverLine(at needle: String, _ index: Int = 2) -> String? {
    guard let range = screen.range(of: needle) else { return nil }
    let marked = screen.replacingCharacters(in: range, with: "$0" + needle)
    let (source, offset) = cursor(marked)
    let lines = Analysis(text: source).hover(at: offset, format: .plainText)?.text.split(separator: "\n")
    return lines.flatMap { index < $0.count ? String($0[index]) : nil }
  }

  @Test func weightsMarginsAndSiblingReferences() {
    #expect(hoverLine(at: "left: 20%") == "(40, 10, 40, 40) in R, (40, 10, 40, 40) in the document")
    #expect(hoverLine(at: "left: 20%", 3) == "left = 20% of 200 = 40 → x = 40")
    #expect(hoverLine(at: "left: A.right", 3) == "left = A.right + 8 = 88 → x = 88")
    #expect(hoverLine(at: "top: A.top", 3) == "top = A.top = 10 → y = 10")
    #expect(hoverLine(at: "right: 10", 3) == "right = margin 10 → right edge = 190")
  }
}
