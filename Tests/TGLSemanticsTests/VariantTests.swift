// Size-class variants: lowering of `when` blocks and TangramKit's most-specific-first resolution.

import TGLSemantics
import Testing

@Suite struct VariantTests {
  func element() -> Element {
    var base = Properties()
    base.topPadding = 0
    func variant(_ c: SizeClassCondition, _ padding: Double) -> Variant {
      var p = Properties()
      p.topPadding = padding
      return Variant(condition: c, overrides: p)
    }
    return Element(
      .linear, name: "S", properties: base,
      variants: [
        variant(SizeClassCondition(orientation: .landscape), 1),
        variant(SizeClassCondition(width: .compact), 2),
        variant(SizeClassCondition(width: .compact, height: .compact), 3),
        variant(SizeClassCondition(height: .regular), 4),
        variant(SizeClassCondition(width: .regular, orientation: .landscape), 5),
      ])
  }

  func padding(_ w: SizeClass, _ h: SizeClass, _ o: DeviceOrientation) -> Double? {
    element().resolvedProperties(in: Environment(widthClass: w, heightClass: h, orientation: o)).topPadding
  }

  @Test func mostSpecificVariantWins() {
    #expect(padding(.compact, .compact, .portrait) == 3)  // w|h
    #expect(padding(.compact, .regular, .portrait) == 4)  // h before w
    #expect(padding(.regular, .any, .landscape) == 5)  // w|o before o
    #expect(padding(.any, .any, .landscape) == 1)  // o
    #expect(padding(.any, .any, .portrait) == 0)  // no variant: the defaults
  }

  @Test func lookupOrderFollowsTangramKit() {
    let e = Environment(widthClass: .compact, heightClass: .regular, orientation: .portrait)
    #expect(
      e.sizeClassLookupOrder == [
        SizeClassCondition(width: .compact, height: .regular, orientation: .portrait),
        SizeClassCondition(width: .compact, height: .regular),
        SizeClassCondition(height: .regular, orientation: .portrait), SizeClassCondition(height: .regular),
        SizeClassCondition(width: .compact, orientation: .portrait), SizeClassCondition(width: .compact),
        SizeClassCondition(orientation: .portrait),
      ])
  }

  @Test func overridesKeepUnsetProperties() {
    var base = Properties()
    base.width = .number(100)
    base.visibility = .visible
    var o = Properties()
    o.visibility = .gone
    let merged = base.overlaid(by: o)
    #expect(merged.width == .number(100) && merged.visibility == .gone)
  }

  /// The fields an overlay leaves set: ours and the overrides' (found without a scan), or, where a padding moves a
  /// safe-area mark, what the marks come to (found by one).
  @Test func anOverlaysSetFieldsAreOursAndTheOverrides() throws {
    var base = Properties()
    base.width = .number(100)
    base.visibility = .visible
    var o = Properties()
    o.visibility = .gone
    o.height = .number(20)
    #expect(base.overlaid(by: o).setFields == [.width, .height, .visibility])
    // A number over a `safeArea` top padding clears the top's mark, and with it the marks' field.
    let (marked, _) = lowerOne("frame S { topPadding: safeArea }")
    let safeTop = try #require(marked?.properties)
    #expect(safeTop.setFields == [.topPadding, .safeAreaPaddings])
    var eight = Properties()
    eight.topPadding = 8
    let cleared = safeTop.overlaid(by: eight)
    #expect(cleared.safeAreaPaddings == nil && cleared.topPadding == 8)
    #expect(cleared.setFields == [.topPadding])
  }

  @Test func whenBlocksAreLowered() {
    let result = Lowering.lower(
      source:
        "linear S (vert) {\n when landscape { orientation: horz }\n when width: compact, height: regular { padding: 5 }\n}"
    )
    #expect(result.diagnostics.isEmpty)
    let variants = result.documents.first?.root.variants ?? []
    #expect(
      variants.map(\.condition) == [
        SizeClassCondition(orientation: .landscape), SizeClassCondition(width: .compact, height: .regular),
      ])
    #expect(variants.first?.overrides.orientation == .horizontal)
    #expect(variants.last?.overrides.leftPadding == 5)
  }

  @Test func elementsInsideWhenAreReported() {
    let result = Lowering.lower(source: "linear S (vert) {\n when landscape { view A {} }\n}")
    #expect(result.diagnostics.map(\.rule.rawValue) == ["invalid-value"])
  }
}
