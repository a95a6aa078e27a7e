// A component whose constraints container cannot be satisfied, used in another file: the finding is the
// component's, and its fixes (edits of the component's file) are not offered as edits of the using file, whose text
// the constraint's range does not index (it crashed `tgl check` before).

import Foundation
import TGLTestSupport
import Testing

@Suite struct ComponentConstraintsCheckTests {
  @Test func anUnsatisfiableSetInAComponentIsReportedAtTheComponent() throws {
    let directory = try TemporaryDirectory(files: ["comp.tgl": Self.component, "screen.tgl": Self.screen])
    defer { directory.cleanUp() }
    let run = runTGL(["check", directory.path("screen.tgl")])
    #expect(run.status == 1)
    // Reported once, in the component's file, at the container (`box`: line 2, column 17); the member Auto Layout
    // breaks is named in the message.
    #expect(
      run.output.contains(
        "comp.tgl:2:17: error[unsatisfiable-constraints]: unable to simultaneously satisfy 4 required constraints; "
          + "Auto Layout breaks 'a.trailing == parent.trailing' to recover"))
    #expect(!run.error.contains("Fatal error"))
    // The members of the set are written in comp.tgl: their ranges in the expanded tree are the use's (line 4,
    // column 5), never an offset of comp.tgl's text read in screen.tgl.
    #expect(run.output.contains(directory.path("screen.tgl") + ":4:5: note: in the conflicting set\n"))
    #expect(run.output.contains(directory.path("screen.tgl") + ":4:5: note: used here\n"))
  }

  @Test func genSwiftReportsItInTheComponentsFile() throws {
    let directory = try TemporaryDirectory(files: ["comp.tgl": Self.component, "screen.tgl": Self.screen])
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift", directory.path("screen.tgl")])
    #expect(run.status == 1)
    // As `tgl check` reports it: in comp.tgl at `box` (line 2, column 17), the use's name `first` (line 4, column 8:
    // the container's width is the root's, placed by the use) and the use (column 5) related; screen.tgl has 5 lines.
    let screen = directory.path("screen.tgl")
    #expect(
      run.error == directory.path("comp.tgl")
        + ":2:17: error[unsatisfiable-constraints]: unable to simultaneously satisfy 4 required constraints; "
        + "Auto Layout breaks 'a.trailing == parent.trailing' to recover; lower the priority of the one that should "
        + "give way, or change one of them\n"
        + screen + ":4:8: note: in the conflicting set: the width of 'first'\n"
        + screen + ":4:5: note: in the conflicting set\n"
        + screen + ":4:5: note: in the conflicting set\n"
        + screen + ":4:5: note: used here\n"
        + "tgl gen swift: \(screen) generated nothing (1 error)\n")
  }

  /// The component and the screen that uses it, shared with `TGLIDETests.ComponentConstraintsFindingsTests`.
  static let folder = Fixtures.dataDirectory("program/component-constraints")
  static let component = Fixtures.read(folder.appendingPathComponent("comp.tgl")) ?? ""
  static let screen = Fixtures.read(folder.appendingPathComponent("screen.tgl")) ?? ""
}
