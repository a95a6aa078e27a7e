// The `gen` fuzz target's input: a program of several files joined at `//# file: NAME` lines, each generated as
// `tgl gen swift` generates it in that program (the seeds of `Fuzz/make-seeds.py gen`).

import Foundation
import TGLSemantics
import TGLTestSupport
import Testing

@testable import TGLFuzzChecks

@Suite struct GenFuzzTargetTests {
  @Test func anInputIsSplitIntoFilesAtTheMarkers() {
    let input = "\n//# file: a.tgl\nlet x = 1\n//# file: ../b\nimport \"a.tgl\"\n//# file: a.tgl\nlet y = 2"
    let files = GenSwiftCheck.files(input)
    // The blank line before the first marker is no file; `../b` is `b.tgl` of the workspace; a second `a.tgl` is
    // dropped.
    #expect(files.map(\.path) == ["a.tgl", "b.tgl"])
    #expect(files.map(\.text) == ["let x = 1", "import \"a.tgl\""])
    let alone = GenSwiftCheck.files("linear a (vert) {\n}\n")
    #expect(alone.map(\.path) == ["main.tgl"])
    #expect(alone.map(\.text) == ["linear a (vert) {\n}\n"])
  }

  /// The example app as the seed joins it: every file generates Swift in the program of the four (the screens
  /// construct the cells' types and call the styles' functions, found through the imports), and the target's
  /// checks hold.
  @Test func theExampleAppGeneratesEveryFile() throws {
    let folder = Fixtures.repositoryRoot().appendingPathComponent("examples/app")
    var input = ""
    for name in ["cells.tgl", "contacts.tgl", "settings.tgl", "styles.tgl"] {
      input += "//# file: \(name)\n" + (try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
    let files = GenSwiftCheck.files(input)
    #expect(files.map(\.path) == ["cells.tgl", "contacts.tgl", "settings.tgl", "styles.tgl"])
    let sources = InMemorySources(Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
    for (path, text) in files {
      let result = GenSwiftCheck.generate(path, text, sources: sources)
      #expect(result.errors.isEmpty, "\(path): \(result.errors.map(\.message))")
      #expect(result.source?.contains("import TangramKit") == true, "\(path)")
    }
    let contacts = GenSwiftCheck.generate("contacts.tgl", files[1].text, sources: sources).source ?? ""
    #expect(contacts.contains("PersonCell("))
    #expect(FuzzTarget.gen.violations(Array(input.utf8)) == [])
  }
}
