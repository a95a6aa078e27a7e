// Hover on every token that means something: value words and numbers with the derivation of what they set, `when`
// and its conditions, directives, header arguments, and the value of a referenced attribute.

import TGLIDE
import TGLSemantics
import Testing

@Suite struct WordHoverTests {
  /// Spare height = 300 - 40 (A) - 2 × 10 (vspace) = 240; the weights add up to 100%, so B's 20% is 48.
  @Test func aWeightOnALinearMainAxisIsAShareOfTheFreeSpace() {
    checkHover(
      """
      linear S (vert) {
          width: 100
          height: 300
          vspace: 10
          view A { height: 40 }
          view B { height: $020% }
          view C { height: 80% }
      }
      """,
      """
      20% (height of view B)
      A weight: on a linear main axis a share of the free space, elsewhere a percentage of the parent's inner size.
      height = 20% of the free space of S (240) = 48
      """)
  }

  /// Weights of 20% and 30% share the spare 200 in proportion: B gets 30/50 of 200 = 120 (A got 80 first).
  @Test func weightsThatDoNotAddUpToAHundredShareInProportion() {
    checkHover(
      """
      linear S (vert) {
          width: 100
          height: 200
          view A { height: 20% }
          view B { height: 3$00% }
      }
      """,
      """
      30% (height of view B)
      A weight: on a linear main axis a share of the free space, elsewhere a percentage of the parent's inner size.
      height = 30% of the free space of S: 30/50 of 200 = 120
      """)
  }

  /// B: fill on the cross axis of S (inner width 100) less its left margin 40.
  @Test func aSizeKeywordSaysWhatItMeansAndWhatItGave() {
    checkHover(
      readme(at: "fill; height: 40 }\n    view C"),
      """
      fill (width of view B)
      fill: the space that is left: the rest of the line on a linear main axis, the parent's inner size minus the margins elsewhere.
      width = fill: 100 - 40 (left) = 60
      """)
    checkHover(
      readme(at: "fill; height: 40 }\n    view C"),
      """
      **`fill`** (width of view B)

      fill: the space that is left: the rest of the line on a linear main axis, the parent's inner size minus the margins elsewhere.

      - `width = fill: 100 - 40 (left) = 60`
      """, format: .markdown)
  }

  /// D: width 50% of 100 = 50, right margin 20, so its right edge is at 100 - 20 = 80.
  @Test func aNumberInAPositionShowsTheEdgeItSets() {
    checkHover(
      readme(at: "20; width: 50%"),
      """
      20 (right of view D)
      right: The right edge: a margin, a weight or a reference (`tg_right`).
      right = margin 20 → right edge = 80
      """)
    checkHover(
      readme(at: "100\n"),
      """
      100 (width of linear S)
      width: The width: a number, a weight, `wrap`, `fill`, `average` or a reference (`tg_width`).
      width = 100
      """)
  }

  @Test func gravityValues() {
    checkHover(
      "linear S (vert) {\n    gravity: vert.$0center, horz.fill\n}",
      "vert.center (gravity of linear S)\nvert.center: centred (vertically).")
    checkHover(
      "linear S (vert) {\n    gravity: $0vert.center\n}",
      "vert.center (gravity of linear S)\nvert.center: centred (vertically).")
    checkHover(
      "linear S (vert) {\n    gravity: $0between\n}",
      "between (gravity of linear S)\nbetween: spread: the spare space goes into the gaps between children, none at the ends (both axes)."
    )
    checkHover(
      "linear S (vert) {\n    view A { alignment: horz.$0right }\n}",
      "horz.right (alignment of view A)\nhorz.right: docked at the right (horizontally).")
  }

  @Test func keywordBooleanAndColourValues() {
    checkHover(
      "linear S (vert) {\n    view A { visibility: g$0one }\n}",
      "gone (visibility of view A)\ngone: takes no space and is not laid out.")
    checkHover(
      "linear S (vert) {\n    reverseLayout: $0true\n}",
      "true (reverseLayout of linear S)\nreverseLayout: Lays the children out in reverse order (`tg_reverseLayout`).")
    checkHover(
      "linear S (vert) {\n    view A { background: $0#FF8000 }\n}",
      "#FF8000 (background of view A)\nA colour for renders, rgb(255, 128, 0); no effect on layout.")
    checkHover(
      "linear S (vert) {\n    view A { background: r$0ed }\n}",
      "red (background of view A)\nred = #FF0000: a colour for renders.")
  }

  /// Bounds: the bound keyword, and the derivation line shows the bounds.
  @Test func boundKeywords() {
    checkHover(
      "linear S (vert) {\n    width: 100\n    view A { width: fill $0max 60; height: 10 }\n}",
      """
      max (width of view A)
      max: an upper bound on the value (a number, a reference or `wrap`).
      width = fill = 60 (max 60)
      """)
  }

  @Test func headerArguments() {
    checkHover(
      "linear S ($0vert) {}",
      "vert (header of linear S)\nvert: the children stack top to bottom (`tg_orientation = .vert`).")
    checkHover("flow F (vert, $03) {}", "3 (header of flow F)\narrangedCount 3: 3 children per line.")
    checkHover(
      "flow F (vert, $00) {}",
      "0 (header of flow F)\narrangedCount 0: a content flow; lines break where the next child does not fit.")
  }

  let whenScreen = """
    linear S (vert) {
        width: 100
        height: 50
        $1when $2landscape { width: 200 }
    }
    """

  func when(_ marker: String) -> String {
    whenScreen.replacingOccurrences(of: marker, with: "$0").replacingOccurrences(of: "$1", with: "")
      .replacingOccurrences(of: "$2", with: "")
  }

  /// The default environment is 375 × 667 portrait: the landscape block does not apply; in landscape the canvas
  /// turns to 667 × 375 and S is 200 wide.
  @Test func whenSaysWhetherItAppliesAndWhatItGives() {
    checkHover(
      when("$1"),
      """
      when landscape (linear S)
      when: overrides properties in the environments whose size classes and orientation match the condition.
      now: does not apply (375 × 667 @2x, portrait)
      linear S (667 × 375 @2x, landscape): (0, 0, 200, 50) on the canvas
      """)
    checkHover(
      when("$2"),
      """
      landscape (when landscape)
      landscape: the canvas is wider than it is tall.
      now: does not apply (375 × 667 @2x, portrait)
      linear S (667 × 375 @2x, landscape): (0, 0, 200, 50) on the canvas
      """)
    checkHover(
      when("$1"),
      """
      when landscape (linear S)
      when: overrides properties in the environments whose size classes and orientation match the condition.
      now: applies (844 × 390 @3x, landscape)
      linear S (844 × 390 @3x, landscape): (0, 0, 200, 50) on the canvas
      """, settings: LayoutSettings(canvas: Size(width: 844, height: 390), scale: 3))
  }

  /// In width compact and landscape, `when width: compact, landscape` is more specific than `when width: compact`.
  @Test func sizeClassWordsAndTheBlockThatWins() {
    let source = """
      linear S (vert) {
          width: 100
          height: 50
          when width: $0compact { width: 80 }
          when width: compact, landscape { width: 60 }
      }
      """
    let settings = LayoutSettings(canvas: Size(width: 844, height: 390), widthClass: .compact)
    checkHover(
      source,
      """
      compact (when width: compact)
      compact: the size class of a constrained dimension (an iPhone's width in portrait).
      now: does not apply; when width: compact, landscape does (844 × 390 @2x, landscape, width: compact)
      linear S (844 × 390 @2x, landscape, width: compact): (0, 0, 60, 50) on the canvas
      """, settings: settings)
  }

  /// The file's `@canvas` wins over an editor's canvas unless the settings say they override the file.
  @Test func directivesAndTheirPrecedenceOverSettings() {
    let source = "@$0canvas 390, 844\nlinear S (vert) { width: 100; height: 100 }\n"
    let expected = """
      @canvas 390, 844
      @canvas W, H: the canvas the file's documents are laid out on, in points.
      environment: 390 × 844 @2x, portrait
      """
    checkHover(source, expected)
    checkHover(source, expected, settings: LayoutSettings(canvas: Size(width: 320, height: 568)))
    var overriding = LayoutSettings(canvas: Size(width: 320, height: 568), scale: 3)
    overriding.overridesFile = true
    checkHover(
      source,
      """
      @canvas 390, 844
      @canvas W, H: the canvas the file's documents are laid out on, in points.
      environment: 320 × 568 @3x, portrait
      the editor's settings replace it (overrideFile)
      """, settings: overriding)
  }
}

@Suite struct AttributeHoverTests {
  let screen = """
    relative R {
        width: 200
        height: 100
        padding: 10
        view avatar { left: 12; top: 10; width: 40; height: 40 }
        view name { left: avatar.$1right + 8; top: avatar.$2top; width: parent.$3width; height: 20 }
        label 标题 { left: 0; top: 60; width: 30; height: 20 }
        view tag { left: 0; top: 80; width: 标题.$4width; height: 10 }
    }
    """

  func at(_ marker: String) -> String {
    var text = screen.replacingOccurrences(of: marker, with: "$0")
    for other in ["$1", "$2", "$3", "$4"] { text = text.replacingOccurrences(of: other, with: "") }
    return text
  }

  /// avatar: x = 10 (padding) + 12 = 22, width 40, so its right edge (in R) is 62.
  @Test func anEdgeTheViewDoesNotSetIsItsFramesArithmetic() {
    checkHover(
      at("$1"),
      """
      avatar.right = 62 (view avatar in relative R)
      right edge = x + width = 22 + 40 = 62
      left = margin 12 → x = 22
      width = 40
      """)
  }

  @Test func anEdgeTheViewSetsIsItsDerivation() {
    checkHover(
      at("$2"),
      """
      avatar.top = 20 (view avatar in relative R)
      top = margin 10 → y = 20
      """)
  }

  /// The parent's width as a child reads it: 200 less 10 of padding on each side.
  @Test func parentSizesAreInner() {
    checkHover(
      at("$3"),
      """
      parent.width = 180 (inside relative R)
      the inner width = 200 - 10 (padding) - 10 (padding) = 180
      """)
  }

  @Test func aCJKNamedView() {
    checkHover(
      at("$4"),
      """
      标题.width = 30 (label 标题 in relative R)
      width = 30
      """)
  }
}
