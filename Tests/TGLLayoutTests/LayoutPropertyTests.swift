// The layout properties on seeded random documents (`TGLLayoutProperties`; `scripts/soak.sh` runs many more), the
// documents they compare with, and the cases the properties found.

import TGLLayout
import TGLLayoutProperties
import TGLSemantics
import Testing

@Suite struct LayoutPropertyTests {
  static let seeds = Array(UInt64(1)...UInt64(100))

  @Test(arguments: seeds) func randomDocumentsHaveEveryProperty(_ seed: UInt64) throws {
    var generator = DocumentGenerator(seed: seed)
    let document = generator.document()
    try #require(document.lowered() != nil, "seed \(seed): the generated document does not lower:\n\(document.text)")
    for violation in PropertyChecks.check(document, seed: seed) {
      Issue.record("seed \(seed) (scripts/soak.sh --seed \(seed) --count 1):\n\(Minimizer.minimize(violation))")
    }
  }

  /// The seeds above compare enough layouts of each property to mean something.
  @Test func theSeedsCompareLayoutsForEveryProperty() {
    var tally = CheckTally()
    for seed in Self.seeds.prefix(40) {
      var generator = DocumentGenerator(seed: seed)
      _ = PropertyChecks.check(generator.document(), seed: seed, tally: &tally)
    }
    for property in LayoutProperty.allCases {
      #expect((tally.checks[property] ?? 0) >= (property == .wrap ? 10 : 40), "\(property): \(tally.checks)")
    }
  }

  /// Soak seed 427775 (issue 27): a wrapped relative layout whose child has a `centerX` and a bounded `right`. The
  /// wrap moves the centred child's negative leading to 0 (semantics §3.4) and a layout of fixed width does not, in
  /// TangramKit as in tgl, so wrap-is-fixed does not compare it (fixture `relative_wrap_centre_bound`).
  @Test func aCentredChildWithABoundIsNotComparedAtAFixedSize() {
    var generator = DocumentGenerator(seed: 427775)
    let document = generator.document()
    var tally = CheckTally()
    let violations = PropertyChecks.check(document, seed: 427775, tally: &tally)
    #expect(violations.isEmpty, "\(violations.map { Minimizer.minimize($0) })")
    let skipped = tally.wrapNotApplicable["a centred child that the wrap moves to 0", default: 0]
    #expect(skipped >= 1, "\(tally.wrapNotApplicable)")
  }

  /// Soak seed 911288: a wrapped horizontal linear layout with `gravity: horz.among` whose child has `width:
  /// self.height * 0.75` and both vertical margins: its height, and so its width and its siblings' places, come from
  /// the layout's height, so wrap-is-fixed does not compare it.
  @Test func aWidthFromAHeightFromTheLayoutIsNotComparedAtAFixedSize() {
    var generator = DocumentGenerator(seed: 911288)
    let document = generator.document()
    let violations = PropertyChecks.check(document, seed: 911288)
    #expect(violations.isEmpty, "\(violations.map { Minimizer.minimize($0) })")
  }

  // MARK: The documents the properties compare with

  static let sample = SpecDocument(
    root: SpecElement(
      .relative, "r", properties: [SpecProperty("width", "300"), SpecProperty("padding", "1, 2, 3, 4")],
      children: [
        SpecElement(.view, "a", properties: [SpecProperty("left", "10"), SpecProperty("width", "wrap min 20")]),
        SpecElement(
          .view, "b",
          properties: [SpecProperty("right", "a.left + 5"), SpecProperty("alignment", "horz.right, vert.top")],
          variants: [SpecVariant(condition: "landscape", properties: [SpecProperty("visibility", "visible")])]),
      ]),
    canvas: Size(width: 375, height: 667), scale: 2)

  @Test func leftAndRightAreExchangedEverywhere() {
    let swapped = Self.sample.swappingLeftAndRight().root
    #expect(swapped.value(of: "padding") == "1, 4, 3, 2")
    #expect(swapped.children[0].value(of: "right") == "10")
    #expect(swapped.children[0].value(of: "left") == nil)
    #expect(swapped.children[1].value(of: "left") == "a.right + 5")
    #expect(swapped.children[1].value(of: "alignment") == "horz.left, vert.top")
  }

  @Test func aGoneViewIsGoneInEveryEnvironmentAndARemovedOneIsAbsent() throws {
    let gone = try #require(Self.sample.makingGone("b")).root.children[1]
    #expect(gone.value(of: "visibility") == "gone")
    #expect(gone.variants.isEmpty)
    let removed = try #require(Self.sample.removing("b"))
    #expect(removed.root.children.map(\.name) == ["a"])
    #expect(Self.sample.removing("r") == nil)
  }

  @Test func aFixedSizeReplacesTheWrapEverywhere() throws {
    let fixed = try #require(Self.sample.fixing("a", "width", to: "23.5"))
    #expect(fixed.root.children[0].properties.filter { $0.name == "width" }.map(\.value) == ["23.5"])
    #expect(SpecNumber.exact(0.1 + 0.2) == "0.30000000000000004")
    #expect(SpecNumber.exact(1e-7) == nil, ".tgl numbers have no exponent")
  }

  @Test func documentsPrintAsTheyLower() throws {
    let document = try #require(Self.sample.lowered())
    #expect(document.root.name == "r")
    #expect(document.root.children.count == 2)
    #expect(document.root.children[1].variants.count == 1)
  }

  // MARK: What the properties found

  /// Right to left, a relative child's `fill` width reaching back from the parent's right edge put a float at
  /// x 375 where left to right (left and right exchanged) it is at -2.3; unrounded, its size came out as its edges'
  /// difference, 377.3 - 375 = 2.3000000000000114, and the float then found room for a weighted item beside a 2.3 wide
  /// one. Unrounded, a container keeps its working size.
  @Test func unroundedContainersKeepTheirSize() {
    let document = SpecDocument(
      root: SpecElement(
        .relative, "n1",
        children: [
          SpecElement(
            .float, "n6", header: "vert",
            properties: [
              SpecProperty("width", "fill min wrap"), SpecProperty("height", "142"),
              SpecProperty("left", "parent.right"),
            ],
            children: [
              SpecElement(.image, "n7", properties: [SpecProperty("width", "2.3"), SpecProperty("height", "84")]),
              SpecElement(.button, "n10", properties: [SpecProperty("width", "fill"), SpecProperty("height", "fill")]),
            ])
        ]),
      canvas: Size(width: 375, height: 667), scale: 2)
    let violation = PropertyChecks.mirror(document, Environment(canvas: document.canvas, scale: 2))
    #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
  }

  /// Soak seed 100308, minimised. At scale 3 the table's row starts at 14.5 and is 247 wide: its rounded edges are
  /// 44 and 785 thirds, 14.666… and 261.666…, so it is 741 thirds = 247 wide, exactly (their difference in doubles is
  /// 247.00000000000003). Its three `fill` cells share 247 - 2 x 5 - 2 x 10.25 = 216.5, and a hair more than 216.5 put
  /// the first share on the other side of half a pixel than the unrounded layout, a third of a point apart.
  @Test func aChildLayoutsRoundedSizeIsAWholeNumberOfPixels() throws {
    let cell = { (name: String) in SpecElement(.button, name, properties: [SpecProperty("width", "fill")]) }
    let document = SpecDocument(
      root: SpecElement(
        .frame, "S", properties: [SpecProperty("width", "300"), SpecProperty("height", "844")],
        children: [
          SpecElement(
            .table, "T", header: "vert",
            properties: [
              SpecProperty("width", "276"), SpecProperty("height", "29"), SpecProperty("left", "15"),
              SpecProperty("hspace", "10.25"), SpecProperty("padding", "14.5"),
            ],
            children: [
              SpecElement(
                .row, "R",
                properties: [
                  SpecProperty("height", "12"), SpecProperty("colWidth", "fill"), SpecProperty("padding", "5"),
                ],
                children: [cell("a"), cell("b"), SpecElement(.spacer, "c")])
            ])
        ]),
      canvas: Size(width: 390, height: 844), scale: 3)
    let environment = Environment(canvas: document.canvas, scale: 3)
    let result = layout(try #require(document.lowered()), in: environment)
    #expect(result.item(named: "R")?.frame.width == 247)
    let violation = PropertyChecks.rounding(document, environment)
    #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
  }

  /// Soak seed 90488, reduced by hand (a table row in the soak; a linear layout fails alike). At scale 3 the frame is
  /// 263.333… = 790 px wide and L's margins 6 and 4 make L 253.333… wide: 760 px exactly in the rounded layout (its
  /// edges are rounded) but 263.3333333333333 − 10 = 253.33333333333331 in the unrounded one. A's left margin, the only
  /// weight, takes the spare width 253.333… − 2 × 6.5 − 83.5 = 156.833… = 470.5 px, which came out as
  /// 470.49999999999994 px unrounded and rounded down to 470 px: A at 6.5 + 156.666… = 163.166…, against 6.5 + 157 =
  /// 163.5 → 491 px = 163.666… rounded, a pixel and a half apart. Within 1e-7 px of a half is a half: 471 px, 163.5.
  @Test func aShareJustShortOfHalfAPixelRoundsAsTheHalf() throws {
    let document = SpecDocument(
      root: SpecElement(
        .frame, "S", properties: [SpecProperty("width", "263.3333333333333"), SpecProperty("height", "60")],
        children: [
          SpecElement(
            .linear, "L", header: "horz",
            properties: [
              SpecProperty("height", "45"), SpecProperty("leading", "6"), SpecProperty("trailing", "4"),
              SpecProperty("padding", "6.5"),
            ],
            children: [
              SpecElement(
                .image, "A",
                properties: [SpecProperty("width", "83.5"), SpecProperty("height", "20"), SpecProperty("left", "8%")])
            ])
        ]),
      canvas: Size(width: 667, height: 375), scale: 3)
    let environment = Environment(canvas: document.canvas, scale: 3)
    let model = try #require(document.lowered())
    var unroundedEnvironment = environment
    unroundedEnvironment.roundsToPixels = false
    let unrounded = layout(model, in: unroundedEnvironment)
    #expect(unrounded.item(named: "L")?.frame.width == 263.3333333333333 - 10)
    #expect(unrounded.item(named: "A")?.frame.x == 163.5)
    #expect(layout(model, in: environment).item(named: "A")?.frame.x == 491.0 / 3)
    let violation = PropertyChecks.rounding(document, environment)
    #expect(violation == nil, "\(violation.map(String.init(describing:)) ?? "")")
  }
}
