// A wrap container laid out at its own wrap size is its wrapped layout, whichever of its runs came last.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct WrapSizeTests {
  /// MyLayout's rules, by which the first test was worked out (a wrapped float without a max on one unbounded line;
  /// TangramKit's pre-pass would bound it by its widest item, code notes §3).
  static let environment: Environment = {
    var environment = Environment(canvas: Size(width: 320, height: 480), scale: 2)
    environment.library = .myLayout
    return environment
  }()

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
    var edited = document
    edited.modifyProperties(at: []) { $0.topPadding = 3 }
    let result = layout(edited, in: Self.environment)
    expectFrame(result, "F", 0, 0, 10, 20)
    expectFrame(result, "L", 0, 3, 10, 17)
    expectFrame(result, "a", 0, 0, 5, 17)
    expectFrame(result, "b", 0, 17, 20, 17)
  }

  /// Found by the layout properties (soak seed 19067, minimised). A root without a size takes the canvas (language
  /// reference §9.1): it does not wrap, so it is not asked for a wrapped run whose findings it would report. By hand,
  /// canvas 320 x 480: F is 0.25 x 320 = 80 wide and 111.25 high (111.5 rounded); a's `height: fill` in a float whose
  /// height is fixed is its inner height, 111.25 (rounded 111.5; a has no width). Nothing to report.
  @Test func aRootWithoutASizeReportsNothingOfAWrappedRun() throws {
    let source = """
      linear S (horz) {
          float F (vert) {
              width: parent.width * 0.25
              height: 111.25
              image a { height: fill }
          }
      }
      """
    let document = try #require(Lowering.lower(source: source).documents.first)
    let result = layout(document, in: Self.environment)
    #expect(result.reports.isEmpty, "\(result.reports.map(\.message))")
    expectFrame(result, "S", 0, 0, 320, 480)
    expectFrame(result, "F", 0, 0, 80, 111.5)
    expectFrame(result, "a", 0, 0, 0, 111.5)
  }

  /// A linear layout without a size, given one by its parent (margins on both sides of a frame layout), is asked for
  /// its wrapped runs first; F in them is a float measured wrapped, where a's `height: fill` is ignored (reported).
  /// Once a is 110 high, nothing is reported about a.
  @Test func aFindingOfAWrappedRunGoesWithItsCause() throws {
    let source = """
      frame R {
          linear L (horz) {
              left: 10
              right: 10
              top: 10
              bottom: 10
              float F (vert) {
                  width: parent.width * 0.25
                  height: 111.25
                  image a { height: fill }
              }
          }
      }
      """
    let document = try #require(Lowering.lower(source: source).documents.first)
    let before = layout(document, in: Self.environment)
    #expect(before.reports.contains { $0.members.map(\.path) == ["R/L/F/a"] })
    var edited = document
    edited.modifyProperties(at: [0, 0, 0]) { $0.height = .number(110) }
    let result = layout(edited, in: Self.environment)
    #expect(!result.reports.contains { $0.members.map(\.path) == ["R/L/F/a"] })
  }
}
