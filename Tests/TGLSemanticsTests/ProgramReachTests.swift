// What a file of a program reaches through its imports (`Program.reach(of:)`, made from its imports' reaches by the
// files' places in the program): the file and every file it imports, directly or not, as walking the imports finds.

import TGLSemantics
import Testing

@Suite struct ProgramReachTests {
  /// `files` (path → the paths it imports), each with a constant so that every import brings something.
  func program(_ files: [String: [String]], entries: [String]) -> Program {
    var texts: [String: String] = [:]
    for (path, imports) in files {
      let constant = "let c" + path.filter(\.isNumber) + " = 1\n"
      texts[path] = imports.map { "import \"\($0)\"\n" }.joined() + constant
    }
    return Program.load(entries: entries, loader: InMemorySources(texts), declare: FileDeclarations.parsing)
  }

  /// Each loaded file's reach is itself and what walking its imports finds.
  func expectWalked(_ program: Program) {
    for path in program.order {
      #expect(program.reach(of: path) == Set([path] + program.importsOf(path)), "\(path)")
    }
  }

  @Test func diamondsAndSharedFiles() {
    let program = program(
      [
        "a1.tgl": ["b2.tgl", "c3.tgl"], "b2.tgl": ["d4.tgl"], "c3.tgl": ["d4.tgl", "e5.tgl"], "d4.tgl": [],
        "e5.tgl": ["d4.tgl"], "f6.tgl": ["e5.tgl"],
      ], entries: ["a1.tgl", "f6.tgl"])
    #expect(program.reach(of: "a1.tgl") == ["a1.tgl", "b2.tgl", "c3.tgl", "d4.tgl", "e5.tgl"])
    #expect(program.reach(of: "f6.tgl") == ["f6.tgl", "e5.tgl", "d4.tgl"])
    #expect(program.reach(of: "missing.tgl") == ["missing.tgl"])
    expectWalked(program)
  }

  @Test func moreFilesThanOneWordHolds() {
    // A chain of 150 files, each importing the next: places beyond 64 and 128.
    var files: [String: [String]] = [:]
    for i in 0..<150 { files["f\(i).tgl"] = i + 1 < 150 ? ["f\(i + 1).tgl"] : [] }
    let program = program(files, entries: ["f0.tgl", "f100.tgl"])
    #expect(program.reach(of: "f0.tgl").count == 150)
    #expect(program.reach(of: "f100.tgl") == Set((100..<150).map { "f\($0).tgl" }))
    expectWalked(program)
  }
}
