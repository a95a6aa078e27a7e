// The style walk's answer kept on a source's shared part (`ElementSource.sharedMarks`): an element of a component's
// tree reads whether its node's styles give its kind a property it lacks from the first element of the node that
// found it. The marks live with the program's trees, so a second screen of one program, and the same screen linted
// again, read what the first lint marked: the findings must be those of a program linted from nothing.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@testable import TGLLint

@Suite struct StyleSharedMarksTests {
  static let files: [String: String] = [
    "styles.tgl": "style Title { font: 17; lines: 1 }\nstyle Gap { hspace: 8 }\n",
    "cells.tgl": """
      import Title, Gap from "styles.tgl"

      component Cell(title: string, size: number = 17) {
          linear cell (vert) {
              style: Gap
              size: fill, wrap

              label heading { style: Title; text: title; size: fill, wrap }
              linear bar (horz) { style: Title; size: fill, wrap }
              linear sized (horz) { style: Title; font: size; size: fill, wrap }
          }
      }

      """,
    "a.tgl": """
      import Cell from "cells.tgl"

      linear root (vert) {
          size: fill, fill

          Cell first (title: "One")
          Cell second (title: "Two", size: 13)
      }

      """,
    "b.tgl": """
      import Cell from "cells.tgl"

      linear root (horz) {
          size: fill, fill

          Cell only (title: "Three")
      }

      """,
  ]

  /// `path` linted in `program` (as `tgl check` lints each file of a workspace in the one program).
  static func lint(_ path: String, in program: Program) -> ProgramFileLint {
    let parse = Parser.parse(bytes: Array((files[path] ?? "").utf8))
    return ProgramLint.lint(path, parse: parse, in: program, options: LintOptions())
  }

  static func load() -> Program {
    Program.load(entries: ["a.tgl", "b.tgl"], loader: InMemorySources(files), declare: FileDeclarations.parsing)
  }

  @Test func theFindingsOfAProgramsFilesAreTheSameWhateverTheMarksAlreadyHold() {
    let shared = Self.load()
    let aFirst = Self.lint("a.tgl", in: shared)
    let b = Self.lint("b.tgl", in: shared)
    let aAgain = Self.lint("a.tgl", in: shared)
    let aAlone = Self.lint("a.tgl", in: Self.load())
    let bAlone = Self.lint("b.tgl", in: Self.load())
    for (found, alone) in [(aFirst, aAlone), (aAgain, aAlone), (b, bAlone)] {
      #expect(found.diagnostics == alone.diagnostics)
      #expect(found.elsewhere == alone.elsewhere)
    }
    // At the style: 'font' on 'bar', and 'lines' on 'bar' and on 'sized' (whose font is the use's argument, so the
    // style's font is no finding there): the elements that read the marks report them as the first did.
    let atStyle = aAgain.elsewhere.filter { $0.file == "styles.tgl" && $0.diagnostic.rule == .unknownProperty }
    #expect(atStyle.map { $0.diagnostic.range.start } == [14, 24, 24])
  }
}
