// The names a whole app declares, across three in-memory files: every place each is written, resolved through the
// files' scopes (imports of a whole file and of names), components' parameters inside the body and at the uses.

import TGLIDE
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct WorkspaceNamesTests {
  static let files = [
    "shared/styles.tgl": "let gutter = 16\n\nstyle Title {\n    font: 17, semibold\n}\n",
    "shared/cells.tgl": """
      import "styles.tgl"

      component Cell(name: string, size: number = gutter) {
          label title { style: Title; text: name; width: size; height: wrap }
      }

      """,
    "screen.tgl": """
      import Cell from "shared/cells.tgl"
      import gutter from "shared/styles.tgl"

      linear screen (vert) {
          padding: gutter

          Cell a (name: "A")
          Cell b (name: "B", size: 20)
      }

      """,
  ]

  static func names() -> WorkspaceNames {
    var sources: [String: SourceFileSyntax] = [:]
    let program = Program.load(entries: files.keys.sorted(), loader: InMemorySources(files)) { path, text in
      let parsed = Parser.parse(text)
      sources[path] = parsed.sourceFile
      return FileDeclarations(parsed.sourceFile, syntaxErrorCount: parsed.errors.count)
    }
    return WorkspaceNames(program: program, sources: sources)
  }

  /// The range of the `occurrence`-th (from 0) `word` in `file`, as the test reads it off the text.
  static func range(_ file: String, _ word: String, _ occurrence: Int = 0) -> TextRange {
    let bytes = Array(files[file]!.utf8)
    let key = Array(word.utf8)
    var found = -1
    for start in 0...(bytes.count - key.count) where Array(bytes[start..<start + key.count]) == key {
      found += 1
      if found == occurrence { return TextRange(start: start, end: start + key.count) }
    }
    fatalError("no \(word) #\(occurrence) in \(file)")
  }

  func site(_ file: String, _ word: String, _ occurrence: Int = 0, declaration: Bool = false) -> NameSite {
    NameSite(file: file, range: Self.range(file, word, occurrence), isDeclaration: declaration)
  }

  @Test func aComponentIsFoundAtItsDeclarationItsImportAndItsUses() {
    let names = Self.names()
    let cell = DeclaredName(kind: .component, name: "Cell", file: "shared/cells.tgl")
    #expect(names.name(at: Self.range("screen.tgl", "Cell", 1).start, in: "screen.tgl") == cell)
    #expect(names.definition(of: cell) == site("shared/cells.tgl", "Cell", declaration: true))
    #expect(
      names.occurrences(of: cell) == [
        site("shared/cells.tgl", "Cell", declaration: true), site("screen.tgl", "Cell", 0),
        site("screen.tgl", "Cell", 1), site("screen.tgl", "Cell", 2),
      ])
  }

  /// `name` is declared in the parameter list, used in the body's `text: name`, and given at both uses; the `name`
  /// of `name: string` is the first `name` of cells.tgl, `text: name` the second.
  @Test func aParameterIsFoundInTheBodyAndAtTheUsesArguments() {
    let names = Self.names()
    let parameter = DeclaredName(kind: .parameter, name: "name", file: "shared/cells.tgl", component: "Cell")
    #expect(names.name(at: Self.range("screen.tgl", "name", 1).start, in: "screen.tgl") == parameter)
    #expect(
      names.occurrences(of: parameter) == [
        site("shared/cells.tgl", "name", 0, declaration: true), site("screen.tgl", "name", 0),
        site("screen.tgl", "name", 1), site("shared/cells.tgl", "name", 1),
      ])
  }

  /// `gutter`: declared in styles.tgl, a parameter's default in cells.tgl (imported with the whole file), listed in
  /// screen.tgl's second import and used in its padding.
  @Test func aConstantIsFoundInEveryFileThatSeesIt() {
    let names = Self.names()
    let gutter = DeclaredName(kind: .constant, name: "gutter", file: "shared/styles.tgl")
    #expect(
      names.occurrences(of: gutter) == [
        site("shared/styles.tgl", "gutter", declaration: true), site("screen.tgl", "gutter", 0),
        site("screen.tgl", "gutter", 1), site("shared/cells.tgl", "gutter", 0),
      ])
  }

  @Test func renameEditsEveryFileAndRefusesATakenName() throws {
    let names = Self.names()
    let title = DeclaredName(kind: .style, name: "Title", file: "shared/styles.tgl")
    let edits = try names.rename(title, to: "Heading").get()
    #expect(
      edits == [
        "shared/styles.tgl": [TextEdit(range: Self.range("shared/styles.tgl", "Title"), newText: "Heading")],
        "shared/cells.tgl": [TextEdit(range: Self.range("shared/cells.tgl", "Title"), newText: "Heading")],
      ])
    let size = DeclaredName(kind: .parameter, name: "size", file: "shared/cells.tgl", component: "Cell")
    #expect(names.rename(size, to: "name").failure?.message == "'name' is already the parameter 'name' in screen.tgl")
    #expect(names.rename(title, to: "when").failure != nil)
  }

  @Test func declarationsAreListedByFile() {
    #expect(
      Self.names().declarations.map { "\($0.name.file) \($0.name.kind.rawValue) \($0.name.name)" } == [
        "shared/cells.tgl component Cell", "shared/styles.tgl constant gutter", "shared/styles.tgl style Title",
      ])
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
