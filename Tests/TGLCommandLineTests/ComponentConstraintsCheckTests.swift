// A component whose constraints container cannot be satisfied, used in another file: the finding is the
// component's, and its fixes (edits of the component's file) are not offered as edits of the using file, whose text
// the constraint's range does not index (it crashed `tgl check` before).

import Foundation
import Testing

@Suite struct ComponentConstraintsCheckTests {
  @Test func anUnsatisfiableSetInAComponentIsReportedAtTheComponent() throws {
    let component = """
      component Fx() {
          constraints box {
              width: 300
              height: 100
              view a

              a.leading == parent.leading
              a.top == parent.top
              a.height == 20
              a.width == 400
              a.trailing == parent.trailing
          }
      }

      """
    let screen = """
      import "comp.tgl"

      linear host (vert) {
          Fx first
      }

      """
    let directory = try TemporaryDirectory(files: ["comp.tgl": component, "screen.tgl": screen])
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
  }
}
