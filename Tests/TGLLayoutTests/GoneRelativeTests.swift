// A relative layout made gone by a `when` block still lays out its children (language reference §9.5).

import TGLLayout
import TGLSemantics
import Testing

@Suite struct GoneRelativeTests {
  /// Found by the layout properties (soak seed 19039, minimised). By hand, canvas 320 x 480 at scale 3, landscape and height regular: n3 is gone (0 x 0, §9.5), and its children
  /// are laid out in it all the same. F spans between its edges, top 4 and bottom max(5, 30% of 0) = 5: 0 - 5 - 4 < 0,
  /// so its `min 23` gives 23. T is 30% of that, 6.9, and R (`colHeight: fill`) as high as T's inner height: both
  /// 6.9, 7 rounded (6.9 x 3 = 20.7, 21 thirds).
  @Test func theChildrenOfAGoneRelativeAreLaidOut() throws {
    let source = """
      flow S (vert, 4) {
          view a {}
          relative n3 {
              height: fill
              when portrait { height: 113 min 17 max 84 }
              when height: regular { visibility: gone }
              button b { width: wrap + 10 }
              float F (vert) {
                  width: fill
                  height: wrap min 23 max 65
                  top: 4
                  bottom: 30% min 5
                  table T (horz) {
                      height: parent.height * 0.3
                      row R { colHeight: fill }
                  }
                  frame c { height: 194 }
              }
          }
      }
      """
    let document = try #require(Lowering.lower(source: source).documents.first)
    let landscape = Environment(
      canvas: Size(width: 320, height: 480), scale: 3, heightClass: .regular, orientation: .landscape)
    let result = layout(document, in: landscape)
    expectFrame(result, "F", 0, 4, 0, 23)
    expectFrame(result, "T", 0, 0, 0, 7)
    expectFrame(result, "R", 0, 0, 0, 7)
  }
}
