// An override written in a component's tree in another file than the screen analysed (issue 29, Deliver §4): the
// screen's expansion finds it, and the server publishes it in the file that writes it when that file is open, as
// `tgl check` of the folder reports it there. Positions are UTF-16, after a CJK use name.

import Foundation
import Testing

extension ProgramDiagnosticsTests {
  /// `Row` uses `PersonCell` (`personCell`, `cells.tgl`) and overrides its image with a font.
  static let rows = """
    import PersonCell from "cells.tgl"

    component Row(who: string) {
        linear row (vert) {
            size: fill, wrap
            PersonCell 人 (name: who) { avatar.font: 17 }
        }
    }

    """
  static let rowScreen = """
    import Row from "rows.tgl"

    linear list (vert) {
        size: 200, wrap
        Row r (who: "A")
    }

    """

  /// Line 5 of the rows: eight spaces and `PersonCell ` end at 19, `人` is one UTF-16 unit (three bytes), and
  /// ` (name: who) { avatar.` is 22 more, so `font` is at 5:42-46 (5:44-48 in bytes). In the cells, `avatar` is at
  /// 3:14-20. The screen, which found it, does not report it.
  @Test func anOverrideWrittenInAnotherOpenFileIsPublishedThere() throws {
    let files = ["cells.tgl": Self.personCell, "rows.tgl": Self.rows, "screen.tgl": Self.rowScreen]
    let workspace = try workspace(files, open: ["screen.tgl", "rows.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let expected = [
      "unknown-property 5:42-5:46 the override of 'avatar' of 'PersonCell': a 'image' has no property 'font'; it"
        + " belongs to 'label' and 'button' elements [cells.tgl 3:14-3:20 'avatar' is declared here]"
    ]
    #expect(pulled(workspace, "rows.tgl", id: 1).filter { $0.hasPrefix("unknown-property") } == expected)
    #expect(checked("rows.tgl", files).filter { $0.hasPrefix("unknown-property") } == expected)
    #expect(pulled(workspace, "screen.tgl", id: 2).filter { $0.hasPrefix("unknown-property") } == [])
    #expect(checked("screen.tgl", files).filter { $0.hasPrefix("unknown-property") } == [])
  }

  /// The rows' file opened after the screen was analysed without it: the finding moves to the rows.
  @Test func anOverrideMovesToItsFileWhenThatFileOpens() throws {
    let files = ["cells.tgl": Self.personCell, "rows.tgl": Self.rows, "screen.tgl": Self.rowScreen]
    let workspace = try workspace(files, open: ["screen.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    #expect(pulled(workspace, "screen.tgl", id: 1).filter { $0.hasPrefix("unknown-property") } == [])
    workspace.server.open(workspace.uri("rows.tgl"), Self.rows)
    #expect(
      pulled(workspace, "rows.tgl", id: 2).filter { $0.hasPrefix("unknown-property") } == [
        "unknown-property 5:42-5:46 the override of 'avatar' of 'PersonCell': a 'image' has no property 'font'; it"
          + " belongs to 'label' and 'button' elements [cells.tgl 3:14-3:20 'avatar' is declared here]"
      ])
  }
}
