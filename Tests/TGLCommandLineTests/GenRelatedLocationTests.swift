// `tgl gen swift` prints an error inside a component of another file at the component, each use a related location
// (issue 29), as `tgl check` does: each location in its own file's lines and columns, counted in the texts the
// program read (not in the disk's, which may differ), and the workspace root found in bytes, whatever the file's name.

import Foundation
import TGLSyntax
import Testing

@testable import TGLCommandLine

@Suite struct GenRelatedLocationTests {
  /// A component whose two views refer to each other: a cycle at every use, an error that stops generation.
  static let cells = """
    component Cell(title: string) {
        relative cell {
            size: 100, 40
            view p { size: 10, 10; left: q.right }
            view q { size: 10, 10; left: p.right }
        }
    }

    """

  static func screen(_ name: String) -> String {
    """
    import Cell from "cells.tgl"

    linear \(name) (vert) {
        size: 200, wrap

        Cell a (title: "A")
        Cell b (title: "B")
    }

    """
  }

  @Test(arguments: ["screen.tgl", "画面.tgl"])
  func aComponentsErrorIsPrintedAtTheComponentWithItsUsesAsNotes(fileName: String) throws {
    let directory = try TemporaryDirectory(files: ["cells.tgl": Self.cells, fileName: Self.screen("list")])
    defer { directory.cleanUp() }
    let root = directory.url.standardizedFileURL.path
    let output = try TemporaryDirectory(files: [:])
    defer { output.cleanUp() }
    let run = runTGL(["gen", "swift", directory.path(fileName), "-o", output.url.path])
    // The cycle (`p`, line 4 of cells.tgl, column 14) is the component's, at both uses: one error, at the component,
    // in the component's file, with the uses `a` and `b` (lines 6 and 7 of the screen, column 10) as its notes, as
    // `tgl check` prints it.
    #expect(
      run.error == """
        \(root)/cells.tgl:4:14: error[dependency-cycle]: dependency cycle: p.left refers to q.right, and q.left refers \
        to p.right; give one of them a value that does not refer back
        \(root)/\(fileName):6:10: note: q.left refers to p.right
        \(root)/\(fileName):6:10: note: used here
        \(root)/\(fileName):7:10: note: q.left refers to p.right
        \(root)/\(fileName):7:10: note: used here
        tgl gen swift: \(directory.path(fileName)) generated nothing (1 error)

        """)
    #expect(run.status == 1)
  }

  @Test func aNoteInAFileTheProgramReadButTheDiskHasNotIsPlacedInTheTextRead() throws {
    // The screen's text on disk is one line; the run read three more: a location in a file that the run's program
    // read is placed in that text.
    let directory = try TemporaryDirectory(files: [
      "cells.tgl": Self.cells, "screen.tgl": "// on disk\n", "notes.tgl": "// a\n// b\n",
    ])
    defer { directory.cleanUp() }
    let root = directory.url.standardizedFileURL.path
    let files = RunFiles(currentDirectory: root, relative: false)
    let read = Array(("// read\n// by the run\n" + Self.screen("list")).utf8)
    let lowered = ProgramLowering.lower(Parser.parse(bytes: read), bytes: read, path: root + "/screen.tgl")
    files.add(WorkspacePrograms(root: root, program: try #require(lowered.program)))
    // Byte 22 starts line 3 of the text read ("// read\n" is 8 bytes, "// by the run\n" 14); the disk's text is 11
    // bytes long.
    let screen = try #require(files.lineIndex(of: root + "/screen.tgl"))
    #expect(screen.humanPosition(of: 22) == (3, 1))
    // A file no program read is read from disk: byte 5 starts its line 2.
    let notes = try #require(files.lineIndex(of: root + "/notes.tgl"))
    #expect(notes.humanPosition(of: 5) == (2, 1))
    // `tgl check` reports other files' findings in a file it was not given in that file as it was read, likewise.
    #expect(files.bytesOfFileNotGiven(root + "/screen.tgl") == read)
    #expect(files.bytesOfFileNotGiven(root + "/notes.tgl") == Array("// a\n// b\n".utf8))
    #expect(files.bytesOfFileNotGiven(root + "/gone.tgl") == nil)
  }
}
