// Expansion of a program's file (design-whole-app.md §1.2–§1.4, §2): each expanded file is compared with the file a
// person would write by hand without styles, constants or components (derived in each test's comment), and each
// error with its message and place.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct ExpansionTests {
  func expand(_ files: [String: String], _ entry: String = "screen.tgl") -> ExpandedFile {
    Program.load(entry, loader: InMemorySources(files)).expand(entry)
  }

  /// Expands each of `order` in one program loaded from them all, in that order, and expects of each what a program
  /// of that entry alone gives (sources, used names, diagnostics, documents, diagnostics in other files); the shared
  /// program's expansions, by entry.
  @discardableResult
  func expandEachAsAlone(
    _ files: [String: String], _ order: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) -> [String: ExpandedFile] {
    let loader = InMemorySources(files)
    let shared = Program.load(entries: order, loader: loader, declare: FileDeclarations.parsing)
    var out: [String: ExpandedFile] = [:]
    for entry in order {
      let expanded = shared.expand(entry)
      let alone = Program.load(entries: [entry], loader: loader, declare: FileDeclarations.parsing).expand(entry)
      #expect(expanded.sources == alone.sources, sourceLocation: sourceLocation)
      #expect(expanded.used == alone.used, sourceLocation: sourceLocation)
      #expect(expanded.lowering.diagnostics == alone.lowering.diagnostics, sourceLocation: sourceLocation)
      #expect(expanded.lowering.documents == alone.lowering.documents, sourceLocation: sourceLocation)
      #expect(expanded.elsewhere == alone.elsewhere, sourceLocation: sourceLocation)
      out[entry] = expanded
    }
    return out
  }

  /// Kind, name, properties and variants of every element in preorder (source ranges left out).
  func flattened(_ documents: [LayoutDocument]) -> [String] {
    var out: [String] = []
    func visit(_ e: Element) {
      let variants = e.variants.map { "\($0.condition) \($0.overrides.hashValue)" }
      out.append("\(e.path) \(e.kind) \(e.properties.hashValue) \(variants)")
      e.children.forEach(visit)
    }
    documents.forEach { visit($0.root) }
    return out
  }

  func expectSame(_ expanded: ExpandedFile, _ handWritten: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let written = Lowering.lower(source: handWritten)
    #expect(written.diagnostics.isEmpty, sourceLocation: sourceLocation)
    #expect(flattened(expanded.lowering.documents) == flattened(written.documents), sourceLocation: sourceLocation)
    var a: [Properties] = []
    var b: [Properties] = []
    func collect(_ e: Element, _ into: inout [Properties]) {
      into.append(e.properties)
      for v in e.variants { into.append(v.overrides) }
      for c in e.children { collect(c, &into) }
    }
    expanded.lowering.documents.forEach { collect($0.root, &a) }
    written.documents.forEach { collect($0.root, &b) }
    #expect(a == b, sourceLocation: sourceLocation)
  }

  /// The byte range of the `occurrence`-th (from 1) `needle` in `text`.
  func range(_ needle: String, in text: String, _ occurrence: Int = 1) -> TextRange {
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    var seen = 0
    for start in 0...(bytes.count - n.count) where Array(bytes[start..<start + n.count]) == n {
      seen += 1
      if seen == occurrence { return TextRange(start: start, end: start + n.count) }
    }
    return .empty(at: -1)
  }

  @Test func stylesAndConstantsExpandInOrder() {
    // Row: height 16 * 3 = 48, padding 16; Dense after it: padding 4, and 2 in landscape; the element's own width
    // 320 and its landscape height 40. One landscape variant: what the landscape blocks write (padding, height).
    let screen = """
      let gutter = 16
      let rowHeight = gutter * 3
      style Row { height: rowHeight; padding: gutter }
      style Dense {
          padding: 4
          when landscape { padding: 2 }
      }
      linear S (vert) {
          style: Row, Dense
          width: 320
          when landscape { height: 40 }
      }
      """
    let expanded = expand(["screen.tgl": screen])
    #expect(expanded.lowering.diagnostics.isEmpty)
    expectSame(
      expanded,
      """
      linear S (vert) {
          height: 48
          padding: 4
          width: 320
          when landscape { padding: 2; height: 40 }
      }
      """)
    let origins = expanded.sources["S"]?.origins ?? [:]
    #expect(origins[.height] == .style(name: "Row", FileLocation(file: "screen.tgl", range: range("height: rowHeight", in: screen))))
    #expect(origins[.topPadding] == .style(name: "Dense", FileLocation(file: "screen.tgl", range: range("padding: 4", in: screen))))
    #expect(origins[.width] == .own(FileLocation(file: "screen.tgl", range: range("width: 320", in: screen))))
  }

  @Test func importedConstantsAreFoundThroughTheImportThatBringsThem() {
    // The first import brings no constant (styles only), the second one constant by name, the third every name of a
    // file whose own constant reads one it imports: wide = 16 * 20 = 320, half = 16 / 2 = 8. 'gutter' reaches
    // more.tgl through its own import only, so a file that imports more.tgl does not see it.
    let files = [
      "styles.tgl": "style Title { font: 17, semibold }\n",
      "tokens.tgl": "let gutter = 16\nlet half = gutter / 2\n",
      "more.tgl": "import \"tokens.tgl\"\nlet wide = gutter * 20\n",
      "screen.tgl": """
        import "styles.tgl"
        import half from "tokens.tgl"
        import "more.tgl"
        linear S (vert) {
            width: wide
            padding: half
            label t { style: Title; text: "x"; width: fill; height: wrap }
        }
        """,
      "unseen.tgl": """
        import "styles.tgl"
        import "more.tgl"
        view V { width: gutter; height: 10 }
        """,
    ]
    let expanded = expandEachAsAlone(files, ["screen.tgl", "unseen.tgl"])
    #expect(expanded["screen.tgl"]?.lowering.diagnostics.isEmpty == true)
    if let screen = expanded["screen.tgl"] {
      expectSame(
        screen,
        """
        linear S (vert) {
            width: 320
            padding: 8
            label t { font: 17, semibold; text: "x"; width: fill; height: wrap }
        }
        """)
    }
    // Not a constant there, 'gutter' is what a word in a size is in a file without imports: another view's width.
    #expect(expanded["unseen.tgl"]?.lowering.diagnostics.isEmpty == true)
    if let unseen = expanded["unseen.tgl"] { expectSame(unseen, "view V { width: gutter; height: 10 }") }
  }

  static let cells = """
    let gap = 8
    component Cell(title: string, size: number = 44) {
        linear cell (horz) {
            width: fill
            height: wrap
            hspace: gap
            view avatar { size: size, size }
            label name { text: title; width: fill; height: wrap; lines: 1 }
        }
    }
    """

  @Test func aComponentIsACopyOfItsTreePerUse() {
    // alice: the default size 44; bob: size 56, its name's lines overridden to 2 and the root's top set to 8. The
    // gap comes from cells.tgl's constant, which screen.tgl does not see.
    let screen = """
      import "cells.tgl"
      linear people (vert) {
          width: 320
          height: wrap
          Cell alice (title: "Alice")
          Cell bob (title: "Bob", size: 56) { name.lines: 2; top: 8 }
      }
      """
    let expanded = expand(["screen.tgl": screen, "cells.tgl": Self.cells])
    #expect(expanded.lowering.diagnostics.isEmpty)
    #expect(expanded.elsewhere.isEmpty)
    expectSame(
      expanded,
      """
      linear people (vert) {
          width: 320
          height: wrap
          linear alice (horz) {
              width: fill
              height: wrap
              hspace: 8
              view avatar { size: 44, 44 }
              label name { text: "Alice"; width: fill; height: wrap; lines: 1 }
          }
          linear bob (horz) {
              width: fill
              height: wrap
              hspace: 8
              top: 8
              view avatar { size: 56, 56 }
              label name { text: "Bob"; width: fill; height: wrap; lines: 2 }
          }
      }
      """)
    let bobName = expanded.sources["people/bob/name"]
    #expect(bobName?.written == FileLocation(file: "cells.tgl", range: range("label name { text: title; width: fill; height: wrap; lines: 1 }", in: Self.cells)))
    #expect(bobName?.uses == [FileLocation(file: "screen.tgl", range: range("Cell bob (title: \"Bob\", size: 56) { name.lines: 2; top: 8 }", in: screen))])
    #expect(bobName?.origins[.lines] == .override(use: "bob", FileLocation(file: "screen.tgl", range: range("name.lines: 2", in: screen))))
    #expect(bobName?.origins[.text] == .argument(use: "bob", parameter: "title", FileLocation(file: "screen.tgl", range: range("title: \"Bob\"", in: screen))))
    #expect(expanded.sources["people/alice/avatar"]?.origins[.width] == .componentDefault(component: "Cell", parameter: "size", FileLocation(file: "cells.tgl", range: range("44", in: Self.cells))))
    #expect(expanded.sources["people/bob"]?.origins[.top] == .override(use: "bob", FileLocation(file: "screen.tgl", range: range("top: 8", in: screen))))
  }

  @Test func misusesOfAComponentAreReportedAtTheUse() {
    let screen = """
      import "cells.tgl"
      linear people (vert) {
          size: 320, wrap
          Cell c (titel: "x")
          Cell d (title: 5)
          Cell e (title: "x") { nme.lines: 2 }
      }
      """
    let d = expand(["screen.tgl": screen, "cells.tgl": Self.cells]).lowering.diagnostics
    #expect(
      d.map(\.message) == [
        "'Cell' needs the argument 'title'",
        "'Cell' has no parameter 'titel'; did you mean 'title'?",
        "'title' of 'Cell' is a string: expected a string such as \"Sign in\"",
        "'Cell' has no element 'nme'; did you mean 'name'?",
      ])
    #expect(
      d.map(\.range) == [
        range("Cell", in: screen), range("titel", in: screen), range("5", in: screen),
        range("nme", in: screen),
      ])
    // The missing argument's fix adds it with a placeholder of its type, after the arguments given.
    #expect(d[0].fixes.first?.edits == [TextEdit(range: .empty(at: range("(titel: \"x\")", in: screen).end - 1), newText: ", title: \"\"")])
  }

  @Test func unknownNamesOfferTheClosestAndAnImport() {
    let screen = """
      import "cells.tgl"
      style Title { lines: 1 }
      linear S (vert) {
          size: 320, wrap
          label a { style: Titel; text: "a"; size: wrap, wrap }
          Cel b (title: "b")
      }
      """
    let d = expand(["screen.tgl": screen, "cells.tgl": Self.cells]).lowering.diagnostics
    #expect(d.map(\.message) == ["unknown style 'Titel'; did you mean 'Title'?", "unknown element kind 'Cel'; did you mean 'Cell'?"])
    let cel = range("Cel b", in: screen).start
    #expect(d.map(\.range) == [range("Titel", in: screen), TextRange(start: cel, end: cel + 3)])
  }

  @Test func recursionBetweenComponentsAndStyleCyclesAreErrors() {
    let screen = """
      let wrap = 1
      style P { style: Q }
      style Q { lines: 2; style: P }
      component A() { linear r (vert) { B x } }
      component B() { linear r (vert) { A y } }
      linear S (vert) {
          size: 320, wrap
          A a
          label t { style: P; text: "t"; size: wrap, wrap }
      }
      """
    let d = expand(["screen.tgl": screen]).lowering.diagnostics
    #expect(
      d.map(\.message) == [
        "'wrap' is a keyword of values; a constant needs another name",
        "the style 'P' applies itself: P → Q → P",
        "the component 'A' uses itself: A → B → A",
      ])
    let p = range("style: P }", in: screen).start + 7
    let a = range("A y", in: screen).start
    #expect(
      d.map(\.range) == [
        range("wrap", in: screen), TextRange(start: p, end: p + 1), TextRange(start: a, end: a + 1),
      ])
  }
}
