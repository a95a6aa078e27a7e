// The rule of what wins between styles, the element's own block and `when` blocks (design-whole-app.md §1.3), with
// TangramKit's choice of one size-class entry used whole (code notes §8). Winners derived by hand in each comment.

import TGLSemantics
import TGLSyntax
import Testing

@Suite struct StyleMergeTests {
  static let landscape = SizeClassCondition(orientation: .landscape)
  static let heightCompact = SizeClassCondition(height: .compact)

  func at(_ start: Int) -> FileLocation { FileLocation(file: "styles.tgl", range: TextRange(start: start, end: start + 1)) }

  /// Style A { lines 1; vspace 2; topPadding 10; when landscape { lines 3; hspace 5 } },
  /// style B { lines 4; when landscape { vspace 6 } }, the element { topPadding 20; when height: compact { topPadding 30 } }.
  func merged() -> MergedProperties {
    var aOwn = Properties()
    aOwn.lines = 1
    aOwn.vspace = 2
    aOwn.topPadding = 10
    var aLand = Properties()
    aLand.lines = 3
    aLand.hspace = 5
    var bOwn = Properties()
    bOwn.lines = 4
    var bLand = Properties()
    bLand.vspace = 6
    var eOwn = Properties()
    eOwn.topPadding = 20
    var eCompact = Properties()
    eCompact.topPadding = 30
    let a = MergeLayer(
      properties: aOwn, origins: [.lines: .style(name: "A", at(1)), .vspace: .style(name: "A", at(2))],
      variants: [Variant(condition: Self.landscape, overrides: aLand, range: 100..<110)],
      variantOrigins: [[.lines: .style(name: "A", at(3)), .hspace: .style(name: "A", at(5))]])
    let b = MergeLayer(
      properties: bOwn, origins: [.lines: .style(name: "B", at(4))],
      variants: [Variant(condition: Self.landscape, overrides: bLand, range: 200..<210)],
      variantOrigins: [[.vspace: .style(name: "B", at(6))]])
    let own = FileLocation(file: "screen.tgl", range: TextRange(start: 20, end: 21))
    let e = MergeLayer(
      properties: eOwn, origins: [.topPadding: .own(own)],
      variants: [Variant(condition: Self.heightCompact, overrides: eCompact, range: 300..<310)])
    return StyleMerge.merge([a, b, e])
  }

  func element() -> Element {
    let m = merged()
    return Element(.label, name: "title", properties: m.properties, variants: m.variants)
  }

  @Test func withoutAMatchingBlockTheLastOwnBlockWins() {
    // Portrait: no `when` block matches. lines: A 1, then B 4 → 4. vspace: A 2. topPadding: A 10, then own 20 → 20.
    let p = element().resolvedProperties(in: Environment(orientation: .portrait))
    #expect(p.lines == 4)
    #expect(p.vspace == 2)
    #expect(p.topPadding == 20)
    #expect(p.hspace == nil)
  }

  @Test func aLaterStylesOwnBlockBeatsAnEarlierStylesWhenBlock() {
    // Landscape: A's block (lines 1), A's landscape block (lines 3, hspace 5), B's block (lines 4), B's landscape
    // block (vspace 6), the element's block (topPadding 20). Last of each: lines 4, hspace 5, vspace 6, topPadding 20.
    let p = element().resolvedProperties(in: Environment(orientation: .landscape))
    #expect(p.lines == 4)
    #expect(p.hspace == 5)
    #expect(p.vspace == 6)
    #expect(p.topPadding == 20)
  }

  @Test func theMostSpecificMatchingBlockIsUsedWhole() {
    // Landscape and height compact: TangramKit tries h|o (none), then h: the element's `height: compact` block,
    // used whole; the styles' landscape blocks do not apply. lines 4, vspace 2 (defaults), topPadding 30, no hspace.
    let p = element().resolvedProperties(in: Environment(heightClass: .compact, orientation: .landscape))
    #expect(p.lines == 4)
    #expect(p.vspace == 2)
    #expect(p.topPadding == 30)
    #expect(p.hspace == nil)
  }

  @Test func oneVariantPerConditionHoldingOnlyWhatWhenBlocksWrite() {
    let m = merged()
    #expect(m.variants.map(\.condition) == [Self.landscape, Self.heightCompact])
    let land = m.variants[0].overrides
    // The landscape blocks write lines (A), hspace (A) and vspace (B); B's own block then the element's decide
    // lines (4); topPadding is written by no landscape block, so the variant leaves it to the defaults.
    #expect(land.lines == 4)
    #expect(land.hspace == 5)
    #expect(land.vspace == 6)
    #expect(land.topPadding == nil)
    #expect(m.variants[0].range == 200..<210)
    #expect(m.variants[1].overrides.topPadding == 30)
  }

  @Test func originsNameTheWinningBlock() {
    let m = merged()
    #expect(m.origins[.lines] == .style(name: "B", at(4)))
    #expect(m.origins[.vspace] == .style(name: "A", at(2)))
    #expect(m.origins[.topPadding] == .own(FileLocation(file: "screen.tgl", range: TextRange(start: 20, end: 21))))
    let land = m.variantOrigins[Self.landscape] ?? [:]
    #expect(land[.lines] == .style(name: "B", at(4)))
    #expect(land[.hspace] == .style(name: "A", at(5)))
    #expect(land[.vspace] == .style(name: "B", at(6)))
    #expect(land[.topPadding] == nil)
  }

  @Test func keepingCarriesAPaddingsSafeAreaMark() {
    var p = Properties()
    p.topPadding = 0
    p.leftPadding = 4
    p.safeAreaPaddings = [.top]
    p.lines = 2
    let kept = p.keeping([.topPadding])
    #expect(kept.topPadding == 0)
    #expect(kept.safeAreaPaddings == [.top])
    #expect(kept.leftPadding == nil)
    #expect(kept.lines == nil)
    #expect(p.keeping([.leftPadding]).safeAreaPaddings == nil)
  }
}
