// One document in environments that differ only in safe area or orientation: the root's padding takes the insets
// (code notes §10, TangramKit).

import TGLLayout
import TGLSemantics
import Testing

@Suite struct SafeAreaFringeTests {
  /// iPhone 15: B docked right in the 852-point landscape canvas. The insets are left and right 59. With the fringe
  /// rule the right one is dropped in landscape only: x = 852 - 50 = 802; kept (the same insets, portrait): 852 - 59 -
  /// 50 = 743. A docked left is at 59 in both; without insets (zero) at 0.
  @Test func theInsetsAndTheFringeRuleFollowTheEnvironment() throws {
    let source = """
      frame S {
          insetLandscapeFringePadding: true
          view A { left: 0; top: 0; size: 50, 20 }
          view B { right: 0; top: 0; size: 50, 20 }
      }
      """
    let document = try #require(Lowering.lower(source: source).documents.first)
    var landscape = Environment(canvas: Size(width: 852, height: 393), scale: 3, orientation: .landscape)
    landscape.safeArea = SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59)
    var portrait = landscape
    portrait.orientation = .portrait
    var bare = landscape
    bare.safeArea = .zero
    for (environment, a, b) in [(bare, 0.0, 802.0), (landscape, 59, 802), (portrait, 59, 743)] {
      let result = layout(document, in: environment)
      #expect(result.item(atPath: "S/A")?.frame.x == a)
      #expect(result.item(atPath: "S/B")?.frame.x == b)
    }
  }
}
