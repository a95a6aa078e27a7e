// Paged count flows: the page is the parent's size, so results must follow the parent even where the flow's own
// input does not change; and the cases where no page can be known are reported.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct FlowPagingTests {
  static func document(_ source: String) throws -> LayoutDocument {
    try #require(Lowering.lower(source: source).documents.first)
  }

  /// A frame P of the given height holding a flow paged top to bottom (its width is fixed): 2 lines per page. P is
  /// a layout, not a paging scroll view, so each item is (P's height − top padding − 2 × 10) / 2 high (code notes §2).
  static func pagedInParent(height: Int) throws -> LayoutDocument {
    try document(
      """
      frame P {
          width: 100
          height: \(height)
          flow S (vert, 1) {
              width: 100
              height: wrap
              vspace: 10
              pagedCount: 2
              view a
              view b
          }
      }
      """)
  }

  /// The flow is offered the same size (100, wrap) in both documents; only its parent's height differs. Item
  /// heights: (100 − 0 − 20) / 2 = 40, then (160 − 0 − 20) / 2 = 70; b sits under a, 10 lower.
  @Test func itemsFollowTheParentsHeight() throws {
    let environment = Environment(canvas: Size(width: 375, height: 667), scale: 2)
    let first = layout(try Self.pagedInParent(height: 100), in: environment)
    expectFrame(first, "b", 0, 50, 100, 40)
    let second = layout(try Self.pagedInParent(height: 160), in: environment)
    expectFrame(second, "a", 0, 0, 100, 70)
    expectFrame(second, "b", 0, 80, 100, 70)
  }

  /// A flow whose width and height both wrap pages left to right, and its items would take their height from the
  /// flow's own height: a cycle through the flow alone. The items keep their heights (20); their widths come
  /// from the page: (375 − (2 − 1) × 0) / 2 = 187.5 of the canvas, the root's parent.
  @Test func itemHeightFromItsOwnWrappedHeightIsACycle() throws {
    let result = layout(
      try Self.document(
        """
        flow S (vert, 2) {
            width: wrap
            height: wrap
            pagedCount: 2
            view a { height: 20 }
            view b { height: 20 }
        }
        """), in: Environment(canvas: Size(width: 375, height: 667), scale: 2))
    #expect(result.reports.map(\.kind) == [.cycle])
    #expect(result.reports.map { $0.members.map(\.path) } == [["S"]])
    #expect(
      result.reports.first?.message
        == "dependency cycle in a paged flow whose items take their height from its own wrapped height: S")
    expectFrame(result, "a", 0, 0, 187.5, 20)
    expectFrame(result, "b", 187.5, 0, 187.5, 20)
  }

  /// The parent (not the root, so it wraps by default) wraps the direction the pages run in: the cycle names the
  /// parent, then the flow. (The root's parent is the canvas, which never wraps.)
  @Test func pageFromAWrappingParentIsACycle() throws {
    let result = layout(
      try Self.document(
        """
        frame R {
            frame P {
                flow S (vert, 2) {
                    width: wrap
                    height: 40
                    pagedCount: 2
                    view a { size: 10, 10 }
                }
            }
        }
        """), in: Environment())
    #expect(result.reports.map(\.kind) == [.cycle])
    #expect(result.reports.map { $0.members.map(\.path) } == [["R/P", "R/P/S"]])
    #expect(
      result.reports.first?.message
        == "dependency cycle in a paged flow whose page is the width of a parent that wraps it: P -> S")
  }
}
