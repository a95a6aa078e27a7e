// `tgl check` on a component whose children refer to each other, used twice from another file (design-whole-app.md
// §1.4): each use's references are its own, and a reference from the caller into a use is an error at the name.

import Foundation
import Testing

@Suite struct ComponentScopeCommandTests {
  static let files = [
    "pair.tgl": """
      component Pair() {
          relative r {
              size: 100, 40
              view a { size: 50, 40 }
              view b { size: 30, 20; left: a.right }
          }
      }

      """,
    "screen.tgl": """
      import "pair.tgl"

      linear S (horz) {
          size: wrap, wrap
          Pair first
          Pair second
      }

      """,
    "into.tgl": """
      import "pair.tgl"

      relative S {
          size: 300, 40
          Pair first
          view c { size: 10, 10; left: b.right }
      }

      """,
  ]

  @Test func twoUsesOfAComponentAreCleanAndPlaceTheirOwnChildren() throws {
    // The second use's b is 50 right of the second use's a (x 100 + 50 in S), as the first's is (x 0 + 50).
    let directory = try TemporaryDirectory(files: Self.files)
    defer { directory.cleanUp() }
    let check = runTGL(["check", directory.path("screen.tgl")])
    #expect(check.output == "checked 1 file: no problems\n")
    #expect(check.status == 0)
    let layout = runTGL(["layout", directory.path("screen.tgl")])
    #expect(layout.error == "")
    #expect(
      layout.output == """
        linear S (0, 0, 200, 40)
          relative first (0, 0, 100, 40) at (0, 0)
            view a (0, 0, 50, 40) at (0, 0)
            view b (50, 0, 30, 20) at (50, 0)
          relative second (100, 0, 100, 40) at (100, 0)
            view a (0, 0, 50, 40) at (100, 0)
            view b (50, 0, 30, 20) at (150, 0)

        """)
  }

  @Test func aReferenceIntoAUseIsAnErrorAtTheName() throws {
    // into.tgl line 6: `    view c { size: 10, 10; left: b.right }`, `b` at column 34.
    let directory = try TemporaryDirectory(files: Self.files)
    defer { directory.cleanUp() }
    let run = runTGL(["check", directory.path("into.tgl")])
    #expect(
      run.output.contains(
        "into.tgl:6:34: error[unknown-name]: 'b' is inside 'first', a use of 'Pair': a use is one element to its "
          + "caller; refer to 'first' or override the child with 'b.PROPERTY:' in the use"))
    #expect(run.status == 1)
  }
}
