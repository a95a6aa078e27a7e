// The safe area in generated Swift (code notes §10, TangramKit): the edge set, the fringe rule and paddings of
// `TGLayoutPos.tg_safeAreaMargin`.

import Foundation
import TGLGen
import Testing

@Suite struct SwiftSafeAreaTests {
  @Test func theRootsSafeAreaPropertiesAndPaddingsAreWrittenOut() throws {
    let source = """
      @device "iPhone 15", landscape
      linear screen (vert) {
          insetsPaddingFromSafeArea: right, top, left
          insetLandscapeFringePadding: true
          padding: 8, 12, safeArea, 12
          linear inner (vert) { insetsPaddingFromSafeArea: all; leadingPadding: safeArea }
          frame none { insetsPaddingFromSafeArea: none }
          when landscape { insetsPaddingFromSafeArea: all }
      }

      """
    let swift = try #require(generate(source).source)
    let lines = Set(swift.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    for line in [
      // UIRectEdge in top, left, bottom, right order, whatever the written order.
      "root.tg_insetsPaddingFromSafeArea = [.top, .left, .right]",
      "root.tg_insetLandscapeFringePadding = true",
      "root.tg_padding = UIEdgeInsets(top: 8, left: 12, bottom: TGLayoutPos.tg_safeAreaMargin, right: 12)",
      "inner.tg_insetsPaddingFromSafeArea = .all",
      "inner.tg_leadingPadding = TGLayoutPos.tg_safeAreaMargin",
      "none.tg_insetsPaddingFromSafeArea = []",
      "// not generated: the safe-area properties in a size class (TangramKit keeps them on the layout)",
    ] {
      #expect(lines.contains(line), "missing: \(line)")
    }
  }

  /// Four paddings past 120 columns are broken as swift-format breaks a call (`SwiftArguments`): after the opening
  /// parenthesis, the arguments on the next lines two spaces further in, as many as fit. `root.tg_padding =
  /// UIEdgeInsets(` (31 columns), the four sides of `TGLayoutPos.tg_safeAreaMargin` (34 to 37 each) and `)` make
  /// 4 + 180 columns; `top:`, `left:` and `bottom:` fit on 6 + 111, `right:` goes on the next line.
  @Test func fourSafeAreaPaddingsPast120ColumnsAreBrokenAsACall() throws {
    let source = """
      linear screen (vert) {
          padding: safeArea
      }

      """
    let swift = try #require(generate(source).source)
    #expect(
      swift.contains(
        """
            root.tg_padding = UIEdgeInsets(
              top: TGLayoutPos.tg_safeAreaMargin, left: TGLayoutPos.tg_safeAreaMargin, bottom: TGLayoutPos.tg_safeAreaMargin,
              right: TGLayoutPos.tg_safeAreaMargin)

        """))
  }
}
