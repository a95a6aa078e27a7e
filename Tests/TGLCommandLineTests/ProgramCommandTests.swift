// The commands on a file that imports (issue 29): its expanded tree is laid out, and a finding inside a component
// used by two files is reported once, at the component, with every use as a related location.

import Foundation
import Testing

@Suite struct ProgramCommandTests {
  static let files = [
    "styles.tgl": "style Title { lines: 1 }\n",
    "cells.tgl": """
      import "styles.tgl"

      component Cell(name: string) {
          label title { style: Title; text: name; size: wrap, wrap; weight: 2 }
      }

      component Box(size: number = 20) {
          view box { size: size, 10 }
      }

      """,
    "contacts.tgl": """
      import "cells.tgl"

      linear people (vert) {
          size: 100, wrap

          Cell a (name: "A")
          Cell b (name: "B")
      }

      """,
    "boxes.tgl": """
      import Box from "cells.tgl"

      linear people (vert) {
          size: 100, wrap

          Box a
          Box b (size: 30)
      }

      """,
  ]

  @Test func layoutOfAFileThatImports() throws {
    // Box a: the default size 20 x 10 at y 0; Box b: 30 x 10 below it; people wraps them: 20 high.
    let directory = try TemporaryDirectory(files: Self.files)
    defer { directory.cleanUp() }
    let run = runTGL(["layout", directory.path("boxes.tgl")])
    #expect(run.error == "")
    #expect(
      run.output == """
        linear people (0, 0, 100, 20)
          view a (0, 0, 20, 10) at (0, 0)
          view b (0, 10, 30, 10) at (0, 10)

        """)
    #expect(run.status == 0)
  }

  @Test func aFindingInAComponentIsReportedOnceWithItsUses() throws {
    let directory = try TemporaryDirectory(files: Self.files)
    defer { directory.cleanUp() }
    let root = FileManager.default.currentDirectoryPath.hasPrefix("/") ? directory.url.standardizedFileURL.path : ""
    let run = runTGL(["check", directory.path("contacts.tgl"), directory.path("cells.tgl")])
    // `weight` is column 63 of line 4 of cells.tgl; the uses are lines 6 and 7 of contacts.tgl, column 5.
    #expect(run.output.contains("cells.tgl:4:63: error[unknown-property]: unknown property 'weight'"))
    #expect(run.output.contains("\(root)/contacts.tgl:6:5: note: used here\n\(root)/contacts.tgl:7:5: note: used here"))
    #expect(run.output.components(separatedBy: "unknown property 'weight'").count == 2)
    #expect(run.output.hasSuffix("checked 2 files: 1 error\n"))
    #expect(run.status == 1)
  }

  /// The finding at the component and its related locations, the uses in contacts.tgl, of `tgl check` of contacts.tgl
  /// (given with a `./` in its path, which the output keeps) and cells.tgl in `format`.
  static func checkUses(format: String, in directory: TemporaryDirectory) throws -> (
    contacts: String, output: [String: Any]
  ) {
    let contacts = directory.url.standardizedFileURL.path + "/./contacts.tgl"
    let run = runTGL(["check", contacts, directory.path("cells.tgl"), "--format", format])
    #expect(run.status == 1)
    return (contacts, try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]))
  }

  @Test func jsonNamesTheFileOfARelatedLocationInAnotherFileAndCountsItsLines() throws {
    let directory = try TemporaryDirectory(files: Self.files)
    defer { directory.cleanUp() }
    let (contacts, object) = try Self.checkUses(format: "json", in: directory)
    let files = try #require(object["files"] as? [[String: Any]])
    let cells = try #require(files.first { ($0["path"] as? String)?.hasSuffix("/cells.tgl") == true })
    let diagnostics = try #require(cells["diagnostics"] as? [[String: Any]])
    let weight = try #require(diagnostics.first { $0["rule"] as? String == "unknown-property" })
    // The uses `Cell a (name: "A")` and `Cell b (name: "B")` are lines 5 and 6 (0-based) of contacts.tgl, columns 4
    // to 22; line 5 starts at byte 64 and line 6 at byte 87. Without the file, the ranges were counted in cells.tgl
    // (clamped to its end) and nothing said which file they were in.
    func position(_ line: Int, _ column: Int, _ offset: Int) -> [String: Int] {
      ["line": line, "utf16": column, "utf8": column, "offset": offset]
    }
    let related = try #require(weight["related"] as? [[String: Any]])
    #expect(related.count == 2)
    for (k, (line, start)) in [(5, 64), (6, 87)].enumerated() where k < related.count {
      #expect(related[k]["message"] as? String == "used here")
      #expect(related[k]["file"] as? String == contacts)
      let range = try #require(related[k]["range"] as? [String: [String: Int]])
      #expect(range == ["start": position(line, 4, start + 4), "end": position(line, 22, start + 22)])
    }
  }

  @Test func sarifPutsARelatedLocationInAnotherFileInThatFilesArtifact() throws {
    let directory = try TemporaryDirectory(files: Self.files)
    defer { directory.cleanUp() }
    let (contacts, object) = try Self.checkUses(format: "sarif", in: directory)
    let runs = try #require(object["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let weight = try #require(results.first { $0["ruleId"] as? String == "unknown-property" })
    let related = try #require(weight["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 2)
    for (k, (line, start)) in [(6, 64), (7, 87)].enumerated() where k < related.count {
      let physical = try #require(related[k]["physicalLocation"] as? [String: Any])
      let artifact = try #require(physical["artifactLocation"] as? [String: String])
      #expect(artifact == ["uri": "file://" + contacts])
      let region = try #require(physical["region"] as? [String: Int])
      #expect(
        region == [
          "startLine": line, "startColumn": 5, "endLine": line, "endColumn": 23, "byteOffset": start + 4,
          "byteLength": 18,
        ])
    }
  }

  @Test func textNamesTheFileOfARelatedLocationAsTheRunWasGivenIt() throws {
    let directory = try TemporaryDirectory(files: Self.files)
    defer { directory.cleanUp() }
    let contacts = directory.url.standardizedFileURL.path + "/./contacts.tgl"
    let run = runTGL(["check", contacts, directory.path("cells.tgl")])
    #expect(run.output.contains("\(contacts):6:5: note: used here\n\(contacts):7:5: note: used here\n"))
  }

  static let cellFiles = [
    "cells.tgl": """
      component Cell(title: string, w: number = 10) {
          linear cell (horz) {
              size: fill, wrap

              view dot { size: w, 10 }
              view gap { height: 10 }
              label text { text: title; size: wrap, wrap }
          }
      }

      """,
    "screen.tgl": """
      import Cell from "cells.tgl"

      linear list (vert) {
          size: 200, wrap

          Cell a (title: "A")
          Cell b (title: "B", w: -5)
      }

      """,
  ]

  @Test func aLintFindingInAComponentIsReportedOnceAndPerUseOnlyWhereTheUseCausesIt() throws {
    let directory = try TemporaryDirectory(files: Self.cellFiles)
    defer { directory.cleanUp() }
    let root = FileManager.default.currentDirectoryPath.hasPrefix("/") ? directory.url.standardizedFileURL.path : ""
    let run = runTGL([
      "check", "--rule", "outside-container=off", directory.path("screen.tgl"), directory.path("cells.tgl"),
    ])
    // `gap` (line 6 of cells.tgl, column 14) has no width whatever the use: once, at the component, the uses `a` and
    // `b` (lines 6 and 7 of screen.tgl, column 10) related. `dot`'s width is `b`'s argument -5: at `b` alone.
    #expect(
      run.output.contains(
        "cells.tgl:6:14: warning[missing-size]: 'gap' has no width and no intrinsic size, so it is 0 wide; give it a "
          + "width, or 'intrinsic' for 'wrap'\n"))
    #expect(run.output.contains("\(root)/screen.tgl:6:10: note: used here\n\(root)/screen.tgl:7:10: note: used here"))
    #expect(run.output.components(separatedBy: "warning[missing-size]").count == 2)
    #expect(
      run.output.contains(
        "screen.tgl:7:10: warning[negative-size]: the width of 'dot' comes out at -5 points ('b') and is drawn as 0; "
          + "make it larger or add 'min 0'\n"))
    #expect(run.output.components(separatedBy: "warning[negative-size]").count == 2)
    #expect(run.output.hasSuffix("checked 2 files: 2 warnings\n"))
  }

  @Test func theNewIdsTakeRuleLevels() throws {
    let files = [
      "styles.tgl": "style Title { lines: 1 }\nstyle Spare { lines: 2 }\n",
      "screen.tgl": "import \"styles.tgl\"\n\nlabel a { style: Title; text: \"A\"; size: wrap, wrap }\n",
    ]
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    // `Spare` is column 7 of line 2 of styles.tgl; screen.tgl applies only `Title`.
    let run = runTGL(["check", directory.path("screen.tgl"), directory.path("styles.tgl")])
    #expect(run.output.contains("styles.tgl:2:7: warning[unused-style]: the style 'Spare' is never used\n"))
    let raised = runTGL(["check", "--rule", "unused-style=error", directory.path("screen.tgl"), directory.path("styles.tgl")])
    #expect(raised.output.contains("styles.tgl:2:7: error[unused-style]: the style 'Spare' is never used\n"))
    #expect(raised.status == 1)
    let off = runTGL(["check", "--rule", "unused-style=off", directory.path("screen.tgl"), directory.path("styles.tgl")])
    #expect(!off.output.contains("unused-style"))
    let explain = runTGL(["explain", "unused-style"])
    #expect(explain.output.hasPrefix("# unused-style\n\nSeverity: warning. A style that no checked file applies.\n\n"))
  }

  @Test func aLibraryNoCheckedFileImportsSaysNothingAboutItsNames() throws {
    let files = [
      "styles.tgl": "let unusedGap = 4\nstyle Title { lines: 1 }\nstyle Spare { lines: 2 }\n",
      "screen.tgl": "import \"styles.tgl\"\n\nlet spare = 3\nlabel a { style: Title; text: \"A\"; size: wrap, wrap }\n",
    ]
    let directory = try TemporaryDirectory(files: files)
    defer { directory.cleanUp() }
    // Alone, styles.tgl has no importer in the run: only importers could use its names (docs/language.md §16.2).
    let alone = runTGL(["check", directory.path("styles.tgl")])
    #expect(alone.output == "checked 1 file: no problems\n")
    #expect(alone.status == 0)
    // A file with layouts is judged alone: `spare` is column 5 of line 3 of screen.tgl.
    let screen = runTGL(["check", directory.path("screen.tgl")])
    #expect(screen.output.contains("screen.tgl:3:5: warning[unused-constant]: the constant 'spare' is never used\n"))
    #expect(screen.output.hasSuffix("checked 1 file: 1 warning\n"))
    // With its importer in the run, the library's names are judged: `unusedGap` (1:5) and `Spare` (3:7).
    let both = runTGL(["check", directory.path("styles.tgl"), directory.path("screen.tgl")])
    #expect(both.output.contains("styles.tgl:1:5: warning[unused-constant]: the constant 'unusedGap' is never used\n"))
    #expect(both.output.contains("styles.tgl:3:7: warning[unused-style]: the style 'Spare' is never used\n"))
    #expect(both.output.hasSuffix("checked 2 files: 3 warnings\n"))
  }
}
