// A use's override of a child's property that the child's container ignores (issue 29, language.md §16.5): the server
// publishes it at the override's name after the dot, as `tgl check` reports it, in UTF-16 positions after a CJK
// child's name, with the child's declaration related.

import Foundation
import Testing

extension ProgramDiagnosticsTests {
  static let textCell = """
    component PersonCell(name: string) {
        linear cell (horz) {
            size: fill, wrap
            linear 文字 (vert) {
                size: fill, wrap
                label 名前 { text: name; size: wrap, wrap }
            }
        }
    }

    """
  static let textPeople = """
    import PersonCell from "cells.tgl"

    linear list (vert) {
        size: 200, wrap
        PersonCell a (name: "A") { 名前.centerY: 0; 名前.centerX: 0 }
    }

    """

  /// Line 4 of the screen: "    PersonCell a (name: \"A\") { " is 4 + 10 + 2 + 8 + 4 + 3 = 31 UTF-16 units, `名前` two
  /// more and the dot one, so `centerY` is at 34-41 (its bytes start at 38: `名前` is six). '文字', a vertical linear layout, ignores a child's
  /// 'centerY' along its axis and reads its 'centerX'. In the cells, `名前` is at 5:18-20 (12 spaces and "label ").
  @Test func anOverrideTheChildsContainerIgnoresIsPublishedAtTheOverride() throws {
    let files = ["cells.tgl": Self.textCell, "screen.tgl": Self.textPeople]
    let workspace = try workspace(files, open: ["screen.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let expected = [
      "ignored-property 4:34-4:41 the override of '名前' of 'PersonCell': a vertical linear layout ignores 'centerY'"
        + " along its axis; use margins or the layout's gravity [cells.tgl 5:18-5:20 '名前' is declared here]"
    ]
    #expect(pulled(workspace, "screen.tgl", id: 1).filter { $0.hasPrefix("ignored-property") } == expected)
    #expect(checked("screen.tgl", files).filter { $0.hasPrefix("ignored-property") } == expected)
  }
}
