// A path's sampling is bounded where TangramKit's is not (code notes §1, placement step 4: an equation that never
// yields a value loops for ever); each bound that is reached is reported, and the layout still finishes.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct PathBudgetTests {
  func layOut(_ source: String) throws -> LayoutResult {
    let document = try #require(Lowering.lower(source: source).documents.first)
    return layout(document, in: Environment(canvas: Size(width: 375, height: 667), scale: 2))
  }

  /// sqrt of a negative number has no value anywhere: the placing pass gives up after its budget and the child is
  /// centred on (0, 0) of the layout.
  @Test func equationWithoutValuesFinishesAndIsReported() throws {
    let result = try layOut(
      """
      path S {
          width: 100
          height: 100
          rectangular: sqrt(0 - 1 - x * x)
          view A { size: 10, 10 }
      }
      """)
    #expect(result.reports.map(\.kind) == [.ignoredValue])
    #expect(
      result.reports.first?.message
        == "the path's equation has no value in its first 20000 samples (TangramKit would sample for ever); "
        + "its children are placed at (0, 0)")
    expectFrame(result, "A", -5, -5, 10, 10)
  }

  /// end 100000 is 100001 samples from start: the measuring pass stops after 20000 (x = 0 ... 19999, length
  /// 19999), which becomes the spacing of two children; the second is placed at x = 19999.
  @Test func longRangeIsMeasuredOverTheBudget() throws {
    let result = try layOut(
      """
      path S {
          width: 100
          height: 100
          rectangular: 0
          start: 0
          end: 100000
          view A { size: 10, 10 }
          view B { size: 10, 10 }
      }
      """)
    #expect(result.reports.count == 1)
    #expect(result.reports.first?.message.hasPrefix("the path from start to end is longer than 20000 samples") == true)
    expectFrame(result, "A", -5, -5, 10, 10)
    expectFrame(result, "B", 19994, -5, 10, 10)
  }

  /// fixed(100000) along a line: the second child would be 100000 samples on; the pass stops after 20000.
  @Test func spacingBeyondTheBudgetLeavesChildrenWithoutAPoint() throws {
    let result = try layOut(
      """
      path S {
          width: 100
          height: 100
          origin: 0, 0.5
          rectangular: 0
          spaceType: fixed(100000)
          view A { size: 10, 10 }
          view B { size: 10, 10 }
      }
      """)
    #expect(
      result.reports.map(\.message) == [
        "only 1 of 2 children find a point in the first 20000 samples of the path (TangramKit samples on); "
          + "the others are placed at (0, 0)"
      ])
    expectFrame(result, "A", -5, 45, 10, 10)
    expectFrame(result, "B", -5, -5, 10, 10)
  }

  /// At 1e300 adding 1 leaves the argument where it was, so the measuring pass would never pass `end`; the budget
  /// ends it. Both children land on the one point there is (x is clamped when written).
  @Test func argumentThatCannotAdvanceFinishes() throws {
    let result = try layOut(
      """
      path S {
          width: 100
          height: 100
          rectangular: 0
          start: 1e300
          end: 1e300
          view A { size: 10, 10 }
          view B { size: 10, 10 }
      }
      """)
    #expect(result.reports.map(\.kind) == [.ignoredValue])
    let a = try #require(result.item(named: "A")).frame
    let b = try #require(result.item(named: "B")).frame
    #expect(a == b)
  }
}
