// A content flow's autoArrange runs TangramKit's exponential line search; inputs that would take it for ever (or,
// in TangramKit, loop for ever) finish with the answer stated below.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct AutoArrangeTests {
  func layOut(_ source: String) throws -> LayoutResult {
    let document = try #require(Lowering.lower(source: source).documents.first)
    return layout(document, in: Environment(canvas: Size(width: 375, height: 667), scale: 2))
  }

  /// 40 items 9 wide with 1 between them in a room of 95.5: no line fits exactly, and every 9 items make the
  /// largest line (9 · 9 + 8 = 89), so the search would try every choice of up to 9 of the remaining items. It
  /// stops after its budget; the first line it found is already the best (the first 9 in order), so the items
  /// keep their order: lines of 9, with item 9 starting line 2 at y 10 + 1.
  @Test func searchBudgetKeepsTheBestLineFound() throws {
    let items = (0..<40).map { "    view v\($0) { size: 9, 10 }" }.joined(separator: "\n")
    let result = try layOut(
      """
      flow S (vert, 0) {
          width: 95.5
          space: 1
          autoArrange: true
      \(items)
      }
      """)
    #expect(result.reports.map(\.kind) == [.ignoredValue])
    #expect(result.reports.first?.message.hasPrefix("autoArrange stopped searching for the best line") == true)
    expectFrame(result, "v8", 80, 0, 9, 10)
    expectFrame(result, "v9", 0, 11, 9, 10)
    expectFrame(result, "v39", 30, 44, 9, 10)
  }

  /// Items with no extent: no line is strictly closer to the room than an empty one, where TangramKit would search
  /// again for ever. They keep their order and all fit on one line.
  @Test func itemsWithoutExtentKeepTheirOrder() throws {
    let result = try layOut(
      """
      flow S (vert, 0) {
          width: 100
          height: wrap
          autoArrange: true
          view a { size: 0, 10 }
          view b { size: 0, 20 }
      }
      """)
    #expect(result.reports.isEmpty)
    expectFrame(result, "a", 0, 0, 0, 10)
    expectFrame(result, "b", 0, 0, 0, 20)
    expectFrame(result, "S", 0, 0, 100, 20)
  }
}
