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
}
