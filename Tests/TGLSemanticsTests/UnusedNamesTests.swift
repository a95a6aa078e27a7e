// Warnings for imports, styles, constants and parameters nothing uses (design-whole-app.md §1.1–§1.4), over an
// in-memory workspace; what is used is read from the files' text, so a library's component counts what it uses
// even where no layout uses the component.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct UnusedNamesTests {
  static let styles = """
    let gutter = 16
    let spare = 4
    style Title { lines: 1 }
    style Unused { lines: 3 }
    """
  static let cells = """
    import "styles.tgl"
    component Cell(name: string, extra: number = 0) {
        label title { style: Title; text: name; size: wrap, wrap; left: gutter }
    }
    """
  static let screen = """
    import "styles.tgl"
    import Cell, Other from "cells.tgl"
    linear S (vert) {
        size: 100, wrap
        Cell a (name: "a")
    }
    """

  func warnings(_ path: String) -> [Diagnostic] {
    let files = [
      "styles.tgl": Self.styles, "cells.tgl": Self.cells + "\ncomponent Other() { view o { size: 1, 1 } }",
      "screen.tgl": Self.screen,
    ]
    let program = Program.load(entries: ["screen.tgl"], loader: InMemorySources(files), declare: FileDeclarations.parsing)
    return program.unusedWarnings(in: path, reached: program.reachedNames()).map(\.diagnostic)
  }

  func range(_ needle: String, in text: String) -> TextRange {
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    for start in 0...(bytes.count - n.count) where Array(bytes[start..<start + n.count]) == n {
      return TextRange(start: start, end: start + n.count)
    }
    return .empty(at: -1)
  }

  @Test func anImportNothingUsesAndAListedNameNothingUses() {
    // screen.tgl uses nothing of styles.tgl, and of `Cell, Other` only Cell.
    let d = warnings("screen.tgl")
    #expect(d.map(\.message) == ["nothing imported from 'styles.tgl' is used", "'Other' is imported and never used"])
    #expect(d.map(\.rule) == [.unusedImport, .unusedImport])
    #expect(d[0].range == range("import \"styles.tgl\"", in: Self.screen))
    // The whole line goes, with its line break; the last listed name goes with the ", " before it.
    #expect(d[0].fixes[0].edits == [TextEdit(range: range("import \"styles.tgl\"\n", in: Self.screen), newText: "")])
    #expect(d[1].fixes[0].edits == [TextEdit(range: range(", Other", in: Self.screen), newText: "")])
  }

  @Test func stylesAndConstantsNoFileUses() {
    // Title and gutter are used by cells.tgl's component; spare and Unused by nothing.
    let d = warnings("styles.tgl")
    #expect(
      d.map(\.message) == [
        "the constant 'spare' is never used", "the style 'Unused' is never used",
      ])
    #expect(d.map(\.rule) == [.unusedConstant, .unusedStyle])
    #expect(d[1].fixes[0].edits == [TextEdit(range: range("style Unused { lines: 3 }", in: Self.styles), newText: "")])
  }

  @Test func aParameterTheComponentNeverNames() {
    let d = warnings("cells.tgl")
    #expect(d.map(\.message) == ["the parameter 'extra' of 'Cell' is never used"])
    #expect(d[0].range == range("extra", in: Self.cells))
    // The last parameter goes with the ", " before it.
    #expect(d[0].fixes[0].edits == [TextEdit(range: range(", extra: number = 0", in: Self.cells), newText: "")])
  }

  @Test func anEntryOfAProgramOfSeveralReachesWhatItReachesAlone() {
    let files = [
      "styles.tgl": Self.styles, "cells.tgl": Self.cells + "\ncomponent Other() { view o { size: 1, 1 } }",
      "screen.tgl": Self.screen,
    ]
    let loader = InMemorySources(files)
    let all = Program.load(
      entries: ["screen.tgl", "cells.tgl", "styles.tgl"], loader: loader, declare: FileDeclarations.parsing)
    #expect(all.reach(of: "screen.tgl") == ["screen.tgl", "styles.tgl", "cells.tgl"])
    #expect(all.reach(of: "styles.tgl") == ["styles.tgl"])
    for path in files.keys.sorted() {
      let alone = Program.load(entries: [path], loader: loader, declare: FileDeclarations.parsing)
      let expected = alone.unusedWarnings(in: path, reached: alone.reachedNames()).map(\.diagnostic)
      #expect(all.unusedWarnings(in: path, reached: all.reachedNames(from: path)).map(\.diagnostic) == expected)
    }
    // The entries' reached declarations together are every file's: screen.tgl uses `Title` (through the cell) and
    // `Cell`; cells.tgl reaches `Title` and `gutter`; nothing reaches `spare` or `Unused`.
    let reached = ["screen.tgl", "cells.tgl", "styles.tgl"].reduce(into: Set<String>()) {
      $0.formUnion(all.declarationKeys(all.reachedNames(from: $1).declarations))
    }
    #expect(reached == ["cells.tgl:Cell", "styles.tgl:Title", "styles.tgl:gutter"])
  }
}

