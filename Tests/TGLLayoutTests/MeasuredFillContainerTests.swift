// A container sized by `fill` is not a wrap cycle while its parent measures it (examples/table-cell.tgl).

import TGLLayout
import TGLSemantics
import Testing

@Suite struct MeasuredFillContainerTests {
  func layOut(_ source: String) -> LayoutResult? {
    guard let document = Lowering.lower(source: source).documents.first else { return nil }
    return layout(document, in: Environment(canvas: Size(width: 375, height: 667), scale: 2))
  }

  /// texts fills what `time` leaves on the row's main axis (200 - 40 = 160); its children fill texts' width.
  @Test func fillContainerWithFillChildrenIsNotACycle() throws {
    let result = try #require(layOut("""
      linear row (horz) {
          width: 200
          height: 50
          linear texts (vert) {
              width: fill
              height: wrap
              view title { width: fill; height: 20 }
          }
          view time { width: 40; height: 10 }
      }
      """))
    #expect(result.reports.isEmpty, "\(result.reports)")
    #expect(result.item(named: "texts")?.frame == Rect(x: 0, y: 0, width: 160, height: 20))
    #expect(result.item(named: "title")?.frame == Rect(x: 0, y: 0, width: 160, height: 20))
    #expect(result.item(named: "time")?.frame == Rect(x: 160, y: 0, width: 40, height: 10))
  }

  /// The same child in a container that wraps its width is a real cycle.
  @Test func wrapContainerWithFillChildIsACycle() throws {
    let result = try #require(layOut("""
      linear row (horz) {
          width: 200
          height: 50
          linear texts (vert) {
              width: wrap
              height: wrap
              view title { width: fill; height: 20 }
          }
      }
      """))
    #expect(result.reports.map(\.kind) == [.wrapCycle])
    #expect(result.reports.first?.members.map(\.path) == ["row/texts", "row/texts/title"])
  }
}
