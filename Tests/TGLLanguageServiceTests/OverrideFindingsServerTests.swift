// A use's override of a child the child's kind lacks (issue 29, Deliver §1): the server publishes it at the override's
// name in the screen, as `tgl check` reports it, in UTF-16 positions after a CJK child's name.

import Foundation
import Testing

extension ProgramDiagnosticsTests {
  static let personCell = """
    component PersonCell(name: string) {
        linear cell (horz) {
            size: fill, wrap
            image avatar { size: 40, 40 }
            label 名前 { text: name; size: wrap, wrap }
        }
    }

    """
  static let people = """
    import PersonCell from "cells.tgl"

    linear list (vert) {
        size: 200, wrap
        PersonCell a (name: "A") { 名前.arrangedCount: 2; avatar.font: 17; 名前.lines: 2 }
    }

    """

  /// Line 4 of the screen: `名前` is two UTF-16 units at 31 (six bytes), so `arrangedCount` is at 34-47 and, after
  /// `: 2; avatar.`, `font` at 59-63; `名前.lines` is a label's own and reports nothing. In the cells, `avatar` is at
  /// 3:14-20 and `名前` at 4:14-16.
  @Test func anOverrideTheChildsKindLacksIsPublishedAtTheOverride() throws {
    let files = ["cells.tgl": Self.personCell, "screen.tgl": Self.people]
    let workspace = try workspace(files, open: ["screen.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let expected = [
      "unknown-property 4:34-4:47 the override of '名前' of 'PersonCell': a 'label' has no property 'arrangedCount';"
        + " it belongs to 'flow' elements [cells.tgl 4:14-4:16 '名前' is declared here]",
      "unknown-property 4:59-4:63 the override of 'avatar' of 'PersonCell': a 'image' has no property 'font'; it"
        + " belongs to 'label' and 'button' elements [cells.tgl 3:14-3:20 'avatar' is declared here]",
    ]
    #expect(pulled(workspace, "screen.tgl", id: 1).filter { $0.hasPrefix("unknown-property") } == expected)
    #expect(checked("screen.tgl", files).filter { $0.hasPrefix("unknown-property") } == expected)
  }
}
