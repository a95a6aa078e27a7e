// `tgl gen swift` on a file of a program (issue 29): the expanded tree is generated, with what wins between styles
// and the element's own values, constants and arguments as their values, and markers and doc comments that point
// into the generated file's own source.

import Foundation
import Testing

@Suite struct GenProgramTests {
  let theme = """
    // Shared constants, styles and a component.
    let gutter = 16

    style Title { font: 17, semibold; lines: 1; width: fill; height: wrap }
    style Detail { font: 15; lines: 2 }
    style Tall {
        height: 40
        when landscape { height: 30 }
    }

    component Box(w: number = 10) {
        linear box (vert) {
            style: Tall
            width: w
            view inner { width: 5; height: 5 }
        }
    }

    """

  let screen = """
    import "theme.tgl"

    linear screen (vert) {
        /// The first box.
        Box first (w: 20)
        Box second
        label note {
            style: Title, Detail
            left: gutter
            lines: 0
            text: "Note"
        }
    }

    """

  @Test func generatesTheExpandedTreeWithStylesInOrder() throws {
    let directory = try TemporaryDirectory(files: ["theme.tgl": theme, "screen.tgl": screen])
    defer { directory.cleanUp() }
    let run = runTGL(["gen", "swift", directory.path("screen.tgl")])
    #expect(run.status == 0)
    let swift = try #require(directory.read("screen.tgl.swift"))
    // Detail's font (15, regular) wins over Title's (17, semibold): the later style, called last (the styles'
    // functions set the font, the label does not set it again); the label's own `lines: 0` wins over both styles'
    // lines, which are each element's to write; `gutter` is theme.tgl's constant.
    #expect(swift.contains("    Theme.title(note)\n    Theme.detail(note)\n"))
    #expect(!swift.contains("note.font"))
    #expect(swift.contains("    note.numberOfLines = 0\n"))
    #expect(!swift.contains("numberOfLines = 2"))
    #expect(swift.contains("    note.tg_left.equal(Theme.gutter)\n"))
    // The argument at the first use, the default at the second: the root's size is the use's to write.
    #expect(swift.contains("    first.root.tg_width.equal(20)\n"))
    #expect(swift.contains("    second.root.tg_width.equal(10)\n"))
  }

  @Test func markersAndDocCommentsPointIntoTheGeneratedFile() throws {
    let directory = try TemporaryDirectory(files: ["theme.tgl": theme, "screen.tgl": screen])
    defer { directory.cleanUp() }
    #expect(runTGL(["gen", "swift", directory.path("screen.tgl")]).status == 0)
    let swift = try #require(directory.read("screen.tgl.swift"))
    // The uses are on lines 5 and 6 of screen.tgl: each use's statements and its size classes are marked with its
    // line; Tall's `when landscape` is in Box's type, in theme.tgl.swift.
    #expect(swift.contains("    // line 5: Box first\n    first.root.tg_width.equal(20)\n"))
    #expect(swift.contains("    // line 6: second, its size classes\n    second.applySizeClasses()\n"))
    #expect(!swift.contains("when landscape"))
    // The use's comment documents the use's property, not the views of its tree.
    #expect(swift.components(separatedBy: "/// The first box.").count == 2)
    #expect(swift.contains("  /// `Box first`, line 5.\n  ///\n  /// The first box.\n  let first: Box\n"))
  }
}
