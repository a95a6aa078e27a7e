// A wrap container laid out at its own wrap size is its wrapped layout, whichever of its runs came last.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct WrapSizeTests {
  static let environment = Environment(canvas: Size(width: 320, height: 480), scale: 2)

  /// Seed 466 of the random edit sequences, minimised: a flow too narrow for the float in it, and a weighted item
  /// in the float. The float gives a weighted item a share of a bounded line but nothing of an unbounded one.
  static let source = """
    flow F (vert, 0) {
        width: 10
        height: wrap
        float L (vert) {
            width: wrap
            height: wrap
            view a { width: 50%; height: 17 }
            view b { width: 20; height: 17 }
        }
    }
    """

  /// By hand (TangramKit §3.7, §3.8, §7.2): F measures L wrapped. Unbounded, a's 50% of no span is 0 and b fits
  /// beside it: L wraps to 20 x 17. Measured again at that width (its own wrap width), L is its wrapped layout: 17
  /// high (not the 34 it would be as a float bounded at 20, where a takes 10 and pushes b below). The 20-wide L starts
  /// F's row and is shrunk to F's inner width 10; F wraps to 3 (top padding) + 17. L is then laid out at 10 x 17:
  /// a takes 50% of 10, b (20 wide) no longer fits beside a and goes below it, to y 17.
  @Test func aFloatPlacedNarrowerThanItsWrapWidthKeepsItsWrappedHeight() throws {
    let document = try #require(Lowering.lower(source: Self.source).documents.first)
    var cache = LayoutCache()
    _ = cache.layout(document, in: Self.environment)
    // Editing F in place lays F out again; L keeps its runs (and its size memo) from the first layout.
    var edited = document
    edited.modifyProperties(at: []) { $0.topPadding = 3 }
    let result = cache.layout(edited, in: Self.environment)
    #expect(cache.lastLayoutWasUpdate)
    #expect(result == layout(edited, in: Self.environment))
    expectFrame(result, "F", 0, 0, 10, 20)
    expectFrame(result, "L", 0, 3, 10, 17)
    expectFrame(result, "a", 0, 0, 5, 17)
    expectFrame(result, "b", 0, 17, 20, 17)
  }
}
