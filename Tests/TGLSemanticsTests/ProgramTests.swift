// A program of several files: import paths, missing files, cycles, diamonds and names brought twice
// (design-whole-app.md §1.1), over an in-memory workspace. The files' declarations are read by a toy reader (one
// declaration per line) so that these tests hold whatever the parser does; the expected ranges are byte offsets
// counted by hand in each file's text.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

/// Reads lines `import "p"`, `import A, B from "p"`, `style N`, `let N`, `component N`, and `!` (a syntax error).
func toyDeclarations(_ path: String, _ text: String) -> FileDeclarations {
  var result = FileDeclarations()
  var offset = 0
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    defer { offset += line.utf8.count + 1 }
    let words = line.split(separator: " ")
    let range = TextRange(start: offset, end: offset + line.utf8.count)
    func rangeOf(_ part: Substring) -> TextRange {
      let start = offset + line.utf8.distance(from: line.startIndex, to: part.startIndex)
      return TextRange(start: start, end: start + part.utf8.count)
    }
    switch words.first {
    case "import":
      let quote = line.firstIndex(of: "\"")!
      let pathPart = line[quote...]
      let path = String(pathPart.dropFirst().dropLast())
      var names: [NamedRange]?
      if line.contains(" from ") {
        names = words.dropFirst().prefix { $0 != "from" }.map { word in
          let name = word.hasSuffix(",") ? word.dropLast() : word
          return NamedRange(String(name), rangeOf(name))
        }
      }
      result.imports.append(ImportDeclaration(path: path, pathRange: rangeOf(pathPart), names: names, range: range))
    case "style", "let", "component":
      let kind: DeclarationKind = words[0] == "style" ? .style : words[0] == "let" ? .constant : .component
      result.declarations.append(Declaration(kind, NamedRange(String(words[1]), rangeOf(words[1])), range: range))
    case "!": result.syntaxErrorCount += 1
    default: break
    }
  }
  return result
}

@Suite struct ProgramTests {
  func load(_ files: [String: String], _ entries: [String]) -> Program {
    Program.load(entries: entries, loader: InMemorySources(files), declare: toyDeclarations)
  }

  @Test func pathsAreRelativeToTheImportingFolder() {
    #expect(WorkspacePath.resolve("../shared/styles.tgl", from: "screens/a.tgl") == .success("shared/styles.tgl"))
    #expect(WorkspacePath.resolve("./cells.tgl", from: "screens/a.tgl") == .success("screens/cells.tgl"))
    #expect(WorkspacePath.resolve("x//y.tgl", from: "a.tgl") == .success("x/y.tgl"))
    #expect(WorkspacePath.resolve("/abs/y.tgl", from: "a.tgl") == .failure(.absolute))
    #expect(WorkspacePath.resolve("x\\y.tgl", from: "a.tgl") == .failure(.backslash))
    #expect(WorkspacePath.resolve("styles.swift", from: "a.tgl") == .failure(.notTGL))
    #expect(WorkspacePath.resolve("../up.tgl", from: "a.tgl") == .failure(.outsideRoot))
    #expect(WorkspacePath.resolve("", from: "a.tgl") == .failure(.empty))
    #expect(WorkspacePath.relative(to: "shared/styles.tgl", from: "screens/a.tgl") == "../shared/styles.tgl")
    #expect(WorkspacePath.relative(to: "screens/cells.tgl", from: "screens/a.tgl") == "cells.tgl")
  }

  @Test func namesComeFromImportsAndTheFileItself() {
    let program = load(
      [
        "screens/a.tgl": "import \"../shared/styles.tgl\"\nimport Cell from \"../shared/cells.tgl\"\nlet gutter",
        "shared/styles.tgl": "style Title\nlet brand",
        "shared/cells.tgl": "component Cell\ncomponent Row",
      ], ["screens/a.tgl"])
    #expect(program.diagnostics.isEmpty)
    #expect(program.order == ["screens/a.tgl", "shared/styles.tgl", "shared/cells.tgl"])
    let scope = program.files["screens/a.tgl"]!.scope
    #expect(scope.keys.sorted() == ["Cell", "Title", "brand", "gutter"])
    #expect(scope["Title"]?.file == "shared/styles.tgl")
    #expect(scope["Title"]?.importIndex == 0)
    #expect(scope["Cell"]?.importIndex == 1)
    #expect(scope["gutter"]?.importIndex == nil)
    #expect(program.files["screens/a.tgl"]!.imports.map(\.names) == [["Title", "brand"], ["Cell"]])
  }

  @Test func aMissingFileOffersTheClosestNamesInItsFolder() {
    // `import "shared/style.tgl"`: the string spans bytes 7..<25.
    let program = load(
      ["a.tgl": "import \"shared/style.tgl\"", "shared/styles.tgl": "style T", "shared/cells.tgl": ""], ["a.tgl"])
    let d = program.diagnostics(in: "a.tgl")
    #expect(d.count == 1)
    #expect(d[0].rule == .unresolvedImport)
    #expect(d[0].range == TextRange(start: 7, end: 25))
    #expect(d[0].message == "no file 'shared/style.tgl'; did you mean 'styles.tgl'?")
    #expect(d[0].fixes.map(\.edits) == [[TextEdit(range: TextRange(start: 7, end: 25), newText: "\"shared/styles.tgl\"")]])
    #expect(program.files["a.tgl"]!.imports[0].target == nil)
  }

  @Test func aCycleIsReportedOnceAtTheImportThatClosesItWithEveryImportOnIt() {
    // a → b → c → a: c's import (bytes 7..<14 of c) closes it; a's and b's imports (7..<14) are related.
    let program = load(
      [
        "a.tgl": "import \"b.tgl\"\nstyle A",
        "b.tgl": "import \"c.tgl\"\nstyle B",
        "c.tgl": "import \"a.tgl\"\nstyle C",
      ], ["a.tgl"])
    #expect(program.diagnostics.count == 1)
    let d = program.diagnostics[0]
    #expect(d.file == "c.tgl")
    #expect(d.diagnostic.rule == .importCycle)
    #expect(d.diagnostic.range == TextRange(start: 7, end: 14))
    #expect(d.diagnostic.message == "this import closes a cycle: a.tgl → b.tgl → c.tgl → a.tgl; it brings no names")
    #expect(
      d.diagnostic.related == [
        RelatedLocation(range: TextRange(start: 7, end: 14), message: "imported here", file: "a.tgl"),
        RelatedLocation(range: TextRange(start: 7, end: 14), message: "imported here", file: "b.tgl"),
      ])
    // Broken at the closing import: c sees no names of a; the other imports still bring theirs.
    #expect(program.files["c.tgl"]!.scope.keys.sorted() == ["C"])
    #expect(program.files["a.tgl"]!.scope.keys.sorted() == ["A", "B"])
    #expect(program.files["b.tgl"]!.scope.keys.sorted() == ["B", "C"])
  }

  @Test func aDiamondIsOneFile() {
    let program = load(
      [
        "a.tgl": "import \"b.tgl\"\nimport \"c.tgl\"\nimport \"d.tgl\"\nimport \"./d.tgl\"",
        "b.tgl": "import \"d.tgl\"\nstyle B",
        "c.tgl": "import \"d.tgl\"\nstyle C",
        "d.tgl": "style D",
      ], ["a.tgl"])
    #expect(program.diagnostics.isEmpty)
    #expect(program.order == ["a.tgl", "b.tgl", "d.tgl", "c.tgl"])
    #expect(program.files["a.tgl"]!.scope.keys.sorted() == ["B", "C", "D"])
    #expect(program.importsOf("a.tgl").sorted() == ["b.tgl", "c.tgl", "d.tgl"])
  }

  @Test func aNameBroughtByTwoFilesIsAnErrorWithBothImports() {
    // a: `import "b.tgl"` is bytes 0..<14, `import "c.tgl"` 15..<29.
    let program = load(
      ["a.tgl": "import \"b.tgl\"\nimport \"c.tgl\"", "b.tgl": "style Title", "c.tgl": "style Title\nlet x"],
      ["a.tgl"])
    let d = program.diagnostics(in: "a.tgl")
    #expect(d.count == 1)
    #expect(d[0].rule == .duplicateDeclaration)
    #expect(d[0].range == TextRange(start: 15, end: 29))
    #expect(d[0].message == "'Title' is brought by 'c.tgl' and also by 'b.tgl'")
    #expect(d[0].related == [RelatedLocation(range: TextRange(start: 0, end: 14), message: "brought here by 'b.tgl'")])
    #expect(program.files["a.tgl"]!.scope["Title"]?.file == "b.tgl")
    #expect(program.files["a.tgl"]!.scope["x"]?.file == "c.tgl")
  }

  @Test func aNameDeclaredTwiceInAFile() {
    // `style T` at 0..<7 (name 6..<7), again at 8..<15 (name 14..<15).
    let program = load(["a.tgl": "style T\nstyle T"], ["a.tgl"])
    let d = program.diagnostics(in: "a.tgl")
    #expect(d.map(\.message) == ["'T' is already declared in this file"])
    #expect(d[0].range == TextRange(start: 14, end: 15))
    #expect(d[0].related == [RelatedLocation(range: TextRange(start: 6, end: 7), message: "first declared here")])
  }

  @Test func aListedNameTheFileDoesNotDeclare() {
    // `import Titel from "b.tgl"`: the name is bytes 7..<12.
    let program = load(["a.tgl": "import Titel from \"b.tgl\"", "b.tgl": "style Title\nstyle Body"], ["a.tgl"])
    let d = program.diagnostics(in: "a.tgl")
    #expect(d.map(\.message) == ["'b.tgl' declares no 'Titel'; did you mean 'Title'?"])
    #expect(d[0].range == TextRange(start: 7, end: 12))
    #expect(d[0].fixes.first?.edits == [TextEdit(range: TextRange(start: 7, end: 12), newText: "Title")])
    #expect(program.files["a.tgl"]!.scope.isEmpty)
  }

  @Test func aFileWithSyntaxErrorsIsReportedAtTheImportAndItsNamesStillCount() {
    let program = load(["a.tgl": "import \"b.tgl\"", "b.tgl": "style T\n!\n!"], ["a.tgl"])
    #expect(program.diagnostics(in: "a.tgl").map(\.message) == ["'b.tgl' has 2 syntax errors; the names it still declares are used"])
    #expect(program.files["a.tgl"]!.scope.keys.sorted() == ["T"])
  }

  @Test func badPathsAreReportedAtThePath() {
    let program = load(["a.tgl": "import \"../x.tgl\"\nimport \"b.swift\""], ["a.tgl"])
    #expect(
      program.diagnostics(in: "a.tgl").map(\.message) == [
        "the import leaves the workspace's folder", "an import names a '.tgl' file",
      ])
  }
}

/// Joining import paths (`WorkspacePath.join`): a plain path is joined as it is, anything else is normalised part by
/// part; both give what the parts say.
@Suite struct WorkspacePathJoinTests {
  @Test func plainPathsAreJoinedAsWritten() {
    #expect(WorkspacePath.join("", "a.tgl") == "a.tgl")
    #expect(WorkspacePath.join("screens", "cells.tgl") == "screens/cells.tgl")
    #expect(WorkspacePath.join("app/screens", "shared/tokens_00.tgl") == "app/screens/shared/tokens_00.tgl")
    #expect(WorkspacePath.join("画面", "セル.tgl") == "画面/セル.tgl")
  }

  @Test func pathsWithDotsOrEmptyPartsAreNormalised() {
    #expect(WorkspacePath.join("screens", "../shared/styles.tgl") == "shared/styles.tgl")
    #expect(WorkspacePath.join("screens", "./cells.tgl") == "screens/cells.tgl")
    #expect(WorkspacePath.join("screens/", "x//y.tgl") == "screens/x/y.tgl")
    #expect(WorkspacePath.join("", "../x.tgl") == nil)
    // A part that starts with a dot but is neither `.` nor `..` is kept.
    #expect(WorkspacePath.join("screens", ".hidden/x.tgl") == "screens/.hidden/x.tgl")
    #expect(WorkspacePath.join("a/b", "..") == "a")
  }
}

extension ProgramTests {
  @Test func scopesMadeInAnyOrderGiveTheSameProgram() {
    // Two files whose scopes report: a name brought twice (a.tgl) and a name declared twice (c.tgl).
    let files = [
      "a.tgl": "import \"b.tgl\"\nimport \"c.tgl\"", "b.tgl": "style Title", "c.tgl": "style Title\nlet x\nlet x",
    ]
    let serial = load(files, ["a.tgl"])
    let reversed = Program.load(
      entries: ["a.tgl"], loader: InMemorySources(files), declare: toyDeclarations,
      concurrently: { count, body in for index in (0..<count).reversed() { body(index) } })
    #expect(serial.diagnostics.map(\.diagnostic.message) == [
      "'Title' is brought by 'c.tgl' and also by 'b.tgl'", "'x' is already declared in this file",
    ])
    #expect(reversed.diagnostics == serial.diagnostics)
    #expect(reversed.order == serial.order)
    for path in serial.order {
      #expect(reversed.files[path]?.scope == serial.files[path]?.scope)
      #expect(reversed.files[path]?.imports == serial.files[path]?.imports)
    }
  }
}

extension ProgramTests {
  @Test func theSamePathWrittenInTwoFoldersNamesTwoFiles() {
    let program = load(
      [
        "screens/a.tgl": "import \"cells.tgl\"", "screens/cells.tgl": "component Row", "b.tgl": "import \"cells.tgl\"",
        "cells.tgl": "component Cell", "screens/c.tgl": "import \"cells.tgl\"",
      ], ["screens/a.tgl", "b.tgl", "screens/c.tgl"])
    #expect(program.diagnostics.isEmpty)
    #expect(program.files["screens/a.tgl"]!.imports.map(\.target) == ["screens/cells.tgl"])
    #expect(program.files["b.tgl"]!.imports.map(\.target) == ["cells.tgl"])
    #expect(program.files["screens/c.tgl"]!.imports.map(\.target) == ["screens/cells.tgl"])
    #expect(program.files["b.tgl"]!.scope.keys.sorted() == ["Cell"])
  }
}
