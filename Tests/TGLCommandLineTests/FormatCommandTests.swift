// `tgl fmt`: in-place rewriting, --check, --diff, standard input, syntax errors and usage errors.

import Foundation
import Testing

@Suite struct FormatCommandTests {
  let messy = "view A {width:10;height:20}\n"
  let tidy = "view A { width: 10; height: 20 }\n"

  @Test func rewritesChangedFilesAndLeavesTidyOnes() throws {
    let directory = try TemporaryDirectory(files: ["a.tgl": messy, "sub/b.tgl": tidy, "notes.txt": messy])
    defer { directory.cleanUp() }
    let run = runTGL(["fmt", directory.url.path])
    #expect(run.status == 0)
    #expect(run.output == "")
    #expect(run.error == "tgl fmt: reformatted 1 of 2 files\n")
    #expect(directory.read("a.tgl") == tidy)
    #expect(directory.read("sub/b.tgl") == tidy)
    #expect(directory.read("notes.txt") == messy)
  }

  @Test func checkListsFilesAndChangesNothing() throws {
    let directory = try TemporaryDirectory(files: ["a.tgl": messy, "b.tgl": tidy])
    defer { directory.cleanUp() }
    let run = runTGL(["fmt", "--check", directory.path("a.tgl"), directory.path("b.tgl")])
    #expect(run.status == 1)
    #expect(run.output == directory.path("a.tgl") + "\n")
    #expect(directory.read("a.tgl") == messy)
  }

  @Test func checkPassesOnTidyFiles() throws {
    let directory = try TemporaryDirectory(files: ["b.tgl": tidy])
    defer { directory.cleanUp() }
    let run = runTGL(["fmt", "--check", directory.url.path])
    #expect(run.status == 0)
    #expect(run.output == "")
  }

  @Test func diffPrintsAUnifiedDiff() throws {
    let directory = try TemporaryDirectory(files: ["a.tgl": messy])
    defer { directory.cleanUp() }
    let path = directory.path("a.tgl")
    let run = runTGL(["fmt", "--diff", path])
    #expect(run.status == 1)
    #expect(run.output == "--- \(path)\n+++ \(path)\n@@ -1,1 +1,1 @@\n-view A {width:10;height:20}\n+view A { width: 10; height: 20 }\n")
    #expect(directory.read("a.tgl") == messy)
  }

  @Test func standardInputToStandardOutput() {
    let run = runTGL(["fmt", "-"], input: messy)
    #expect(run.status == 0)
    #expect(run.output == tidy)
  }

  /// Invalid UTF-8 in a comment is no syntax error, and formatting changes only blanks: standard output carries the
  /// byte order mark and the byte 0xFF exactly as they came in (it was U+FFFD once), and so does a formatted file.
  @Test func invalidUTF8InCommentsAndTheByteOrderMarkSurviveFormatting() throws {
    let input: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("// ".utf8) + [0xFF] + Array("\nview   A { width: 1 }\n".utf8)
    let expected: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("// ".utf8) + [0xFF] + Array("\nview A { width: 1 }\n".utf8)
    let run = runTGL(["fmt", "-"], inputBytes: input)
    #expect(run.status == 0)
    #expect(run.outputBytes == expected)

    let directory = try TemporaryDirectory(files: [:])
    defer { directory.cleanUp() }
    try Data(input).write(to: URL(fileURLWithPath: directory.path("a.tgl")))
    #expect(runTGL(["fmt", directory.path("a.tgl")]).status == 0)
    #expect(FileManager.default.contents(atPath: directory.path("a.tgl")).map { Array($0) } == expected)
  }

  @Test func fileWithSyntaxErrorsIsLeftAloneAndOthersAreFormatted() throws {
    let broken = "view A {\n    width 10\n}\n"
    let directory = try TemporaryDirectory(files: ["a.tgl": messy, "broken.tgl": broken])
    defer { directory.cleanUp() }
    let run = runTGL(["fmt", directory.url.path])
    #expect(run.status == 1)
    let path = directory.path("broken.tgl")
    #expect(run.error == """
      \(path):2:10: error: expected ':' after 'width'
      tgl fmt: \(path) has syntax errors and was left unchanged
      tgl fmt: reformatted 1 of 2 files

      """)
    #expect(directory.read("broken.tgl") == broken)
    #expect(directory.read("a.tgl") == tidy)
  }

  @Test func missingFileIsAUsageError() {
    let run = runTGL(["fmt", "/nonexistent/x.tgl"])
    #expect(run.status == 2)
    #expect(run.error == "tgl fmt: no such file or directory: /nonexistent/x.tgl\n")
  }

  @Test func noInputIsAUsageError() {
    let run = runTGL(["fmt"])
    #expect(run.status == 2)
    #expect(run.error == "tgl fmt: tgl fmt needs files, directories or '-' for standard input; see 'tgl help fmt'\n")
  }

  @Test func unknownOptionIsAUsageError() {
    let run = runTGL(["fmt", "--frobnicate", "x.tgl"])
    #expect(run.status == 2)
    #expect(run.error == "tgl fmt: unknown option '--frobnicate' for 'tgl fmt'; see 'tgl help fmt'\n")
  }

  @Test func atomicWriteKeepsPermissions() throws {
    let directory = try TemporaryDirectory(files: ["a.tgl": messy])
    defer { directory.cleanUp() }
    let path = directory.path("a.tgl")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    #expect(runTGL(["fmt", path]).status == 0)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
    #expect(mode?.intValue == 0o600)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty)
  }
}

@Suite struct GlobalCommandTests {
  @Test func versionAndHelp() {
    #expect(runTGL(["--version"]).output == "tgl 0.1.0\n")
    let help = runTGL(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("  fmt          format .tgl files in the canonical style\n"))
    #expect(runTGL(["help", "fmt"]).output.hasPrefix("tgl fmt: format .tgl files in the canonical style\n\nUsage: tgl fmt [--check] [--diff] FILE|DIR...|-\n"))
    #expect(runTGL(["fmt", "--help"]).output == runTGL(["help", "fmt"]).output)
  }

  @Test func unknownCommandAndOption() {
    let command = runTGL(["frob"])
    #expect(command.status == 2)
    #expect(command.error == "tgl: unknown command 'frob'; run 'tgl --help' for the list of commands\n")
    let option = runTGL(["--frob"])
    #expect(option.status == 2)
    #expect(option.error == "tgl: unknown option '--frob'; run 'tgl --help' for the list of commands\n")
    let help = runTGL(["help", "frob"])
    #expect(help.status == 2)
    #expect(help.error == "tgl help: unknown command 'frob'; run 'tgl --help' for the list of commands\n")
  }

  @Test func noArgumentsPrintsTheOverviewAndFails() {
    let run = runTGL([])
    #expect(run.status == 2)
    #expect(run.error.hasPrefix("tgl 0.1.0: the toolkit for .tgl layouts"))
  }

  @Test func parseReportsSyntaxErrors() {
    let run = runTGL(["parse", "-"], input: "view A {\n  width: 12px\n}\n")
    #expect(run.status == 1)
    #expect(
      run.error == "<stdin>:2:10: error: '12px': numbers have no units in tgl (every length is in points); write 12\n")
  }
}
