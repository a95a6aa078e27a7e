// Linear layouts after one child is edited (`LayoutDocument.modifyProperties`): the child that changed and the ones
// after it that move.

import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct EditedLinearTests {
  static let environment = Environment(canvas: Size(width: 320, height: 480), scale: 2)

  static func document(_ source: String) throws -> LayoutDocument {
    try #require(Lowering.lower(source: source).documents.first)
  }

  /// The layout of `document` with `edit` applied to the element at `path`.
  static func relayout(
    _ document: LayoutDocument, at path: [Int], _ edit: (inout Properties) -> Void
  ) -> LayoutResult {
    var edited = document
    edited.modifyProperties(at: path, edit)
    return layout(edited, in: environment)
  }

  @Test func aWiderChainMovesTheChainsAfterIt() throws {
    let document = try Self.document(
      """
      linear S (horz) {
          width: 300
          height: wrap
          linear A (vert) { width: wrap; height: wrap; padding: 1
              linear (horz) { width: wrap; height: wrap; padding: 1
                  view a { width: 10; height: 10 }
              }
          }
          linear B (vert) { width: wrap; height: wrap; padding: 1
              linear (horz) { width: wrap; height: wrap; padding: 1
                  view b { width: 10; height: 10 }
              }
          }
          linear C (vert) { width: wrap; height: wrap; padding: 1
              linear (horz) { width: wrap; height: wrap; padding: 1
                  view c { width: 10; height: 10 }
              }
          }
      }
      """)
    // Each chain is 10 + 2 × 2 padding = 14 square; b one wider makes B 15 wide, so C starts at 14 + 15.
    let result = Self.relayout(document, at: [1, 0, 0]) { $0.width = .number(11) }
    expectFrame(result, "A", 0, 0, 14, 14)
    expectFrame(result, "B", 14, 0, 15, 14)
    expectFrame(result, "C", 29, 0, 14, 14)
  }

  /// Five plain 100 × 20 views 4 apart in a vertical S 300 wide.
  static let column = """
    linear S (vert) {
        width: 300
        height: wrap
        vspace: 4
        view v1 { width: 100; height: 20 }
        view v2 { width: 100; height: 20 }
        view v3 { width: 100; height: 20 }
        view v4 { width: 100; height: 20 }
        view v5 { width: 100; height: 20 }
    }
    """

  @Test func aWiderViewInAColumnMovesNothing() throws {
    let result = Self.relayout(try Self.document(Self.column), at: [2]) {
      $0.width = .number(150)
    }
    // v3 keeps its place (2 × (20 + 4) down) and is 150 wide; S is still 5 × 20 + 4 × 4 high.
    expectFrame(result, "v3", 0, 48, 150, 20)
    expectFrame(result, "v4", 0, 72, 100, 20)
    expectFrame(result, "S", 0, 0, 300, 116)
  }

  @Test func aTallerViewMovesTheViewsAfterIt() throws {
    let result = Self.relayout(try Self.document(Self.column), at: [1]) { $0.height = .number(30) }
    // v2 is 10 taller: v3, v4 and v5 move down 10, and S grows by 10.
    expectFrame(result, "v1", 0, 0, 100, 20)
    expectFrame(result, "v2", 0, 24, 100, 30)
    expectFrame(result, "v3", 0, 58, 100, 20)
    expectFrame(result, "v5", 0, 106, 100, 20)
    expectFrame(result, "S", 0, 0, 300, 126)
  }

  /// Margins (children that are not plain), thirds of a point and a scale of 3: the positions add up with
  /// fractions, and each is rounded to a third of a point.
  @Test func marginsAndFractionsRoundOnce() throws {
    let document = try Self.document(
      """
      linear S (vert) {
          width: 300
          height: wrap
          vspace: 0.5
          view v1 { width: 100; height: 10.2; top: 1.1 }
          view v2 { width: 100; height: 10.2 }
          view v3 { width: 100; height: 10.2; top: 1.1; bottom: 0.7 }
          view v4 { width: 100; height: 10.2; top: 1.1 }
      }
      """)
    let environment = Environment(canvas: Size(width: 320, height: 480), scale: 3)
    var edited = document
    edited.modifyProperties(at: [1]) { $0.height = .number(10.45) }
    let result = layout(edited, in: environment)
    // v3 starts at 1.1 + 10.2 + 0.5 + 10.45 + 0.5 + 1.1 = 23.85, rounded to thirds: 71.55 / 3 → 72 / 3 = 24.
    expectFrame(result, "v3", 0, 24, 100, 31.0 / 3)
  }

  /// A horizontal S wraps its height: a child that grows across changes S's height; one that shrinks but is not the
  /// tallest leaves S as it was.
  @Test func aChildDecidesTheWrappedSizeAcrossOnlyWhenItIsTheTallest() throws {
    let document = try Self.document(
      """
      linear S (horz) {
          width: 300
          height: wrap
          view a { width: 10; height: 20 }
          view b { width: 10; height: 30 }
          view c { width: 10; height: 20 }
      }
      """)
    let taller = Self.relayout(document, at: [0]) { $0.height = .number(40) }
    expectFrame(taller, "S", 0, 0, 300, 40)
    let shorter = Self.relayout(document, at: [0]) { $0.height = .number(10) }
    expectFrame(shorter, "a", 0, 0, 10, 10)
    expectFrame(shorter, "S", 0, 0, 300, 30)
  }
}
