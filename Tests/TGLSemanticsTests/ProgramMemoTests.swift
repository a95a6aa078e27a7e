// What a program computes once for all its expansions (`ProgramMemo`): a style flattened for one screen is what the
// next screen gets, except where it depends on where it is expanded; each screen expanded from a program of several
// entries is the screen expanded from its own program.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct ProgramMemoTests {
  static let styles = """
    let pad = 4
    style Box { width: pad; height: 10 }

    """
  static let cells = """
    import "styles.tgl"

    component Plain() {
        view v { style: Box }
    }

    component Padded(pad: number = 30) {
        view v { style: Box; top: pad }
    }

    """
  static let first = """
    import "cells.tgl"

    linear S (vert) {
        size: 100, wrap

        Plain a
    }

    """
  static let second = """
    import "cells.tgl"

    linear S (vert) {
        size: 100, wrap

        Padded b
        Padded c (pad: 8)
    }

    """
  static let files = [
    "styles.tgl": styles, "cells.tgl": cells, "first.tgl": first, "second.tgl": second,
  ]

  func range(_ needle: String, in text: String) -> TextRange {
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    for start in 0...(bytes.count - n.count) where Array(bytes[start..<start + n.count]) == n {
      return TextRange(start: start, end: start + n.count)
    }
    return TextRange(start: 0, end: 0)
  }

  /// Loads `files` as one program of `entries` and expects each entry's expansion from it to be the entry's expansion
  /// from a program of its own (sources, used names, diagnostics and documents); returns the shared program.
  func expandsEachScreenAsItsOwnProgram(_ files: [String: String], entries: [String]) -> Program {
    let loader = InMemorySources(files)
    let shared = Program.load(entries: entries, loader: loader, declare: FileDeclarations.parsing)
    for entry in entries {
      let expanded = shared.expand(entry)
      let alone = Program.load(entries: [entry], loader: loader, declare: FileDeclarations.parsing).expand(entry)
      #expect(expanded.sources == alone.sources, "\(entry)")
      #expect(expanded.used == alone.used, "\(entry)")
      #expect(expanded.lowering.diagnostics == alone.lowering.diagnostics, "\(entry)")
      #expect(expanded.lowering.documents == alone.lowering.documents, "\(entry)")
    }
    return shared
  }

  @Test(arguments: [["first.tgl", "second.tgl"], ["second.tgl", "first.tgl"]])
  func eachScreenIsWhatItsOwnProgramGives(_ order: [String]) {
    let shared = expandsEachScreenAsItsOwnProgram(Self.files, entries: order)
    // Box's `width: pad` is lowered in styles.tgl, where `pad` is 4, in both screens: its origin is the style's under
    // `Plain` and under `Padded` alike, though `Padded` has a parameter of that name (a style's value is never a
    // parameter's). `Padded`'s own `top: pad` is the parameter's, its default 30 at `b`, the first use. A use is one
    // element, named by the use.
    let firstSources = shared.expand("first.tgl").sources
    let secondSources = shared.expand("second.tgl").sources
    let box = ValueOrigin.style(name: "Box", FileLocation(file: "styles.tgl", range: range("width: pad", in: Self.styles)))
    #expect(firstSources["S/a"]?.origins[.width] == box)
    #expect(secondSources["S/b"]?.origins[.width] == box)
    #expect(
      secondSources["S/b"]?.origins[.top]
        == .componentDefault(
          component: "Padded", parameter: "pad", FileLocation(file: "cells.tgl", range: range("30", in: Self.cells))))
  }

  /// Two files each declaring a style `Title` and a component `Card` that applies it: the expansion's caches and the
  /// program's memo key a style or component by its declaration (its number in the program), so the screen that
  /// imports one file never gets the other's, whichever screen is expanded first.
  @Test(arguments: [["one.tgl", "two.tgl"], ["two.tgl", "one.tgl"]])
  func sameNamesInTwoFilesAreTwoDeclarations(_ order: [String]) {
    let a = """
      style Title { width: 10 }
      component Card() {
          view v { style: Title }
      }

      """
    let b = """
      let wide = 20
      style Title { width: wide }
      component Card() {
          view v { style: Title; height: 5 }
      }

      """
    let one = """
      import "a.tgl"

      linear S (vert) {
          size: 100, wrap

          view t { style: Title }
          Card c
      }

      """
    let two = """
      import "b.tgl"

      linear S (vert) {
          size: 100, wrap

          view t { style: Title }
          Card c
      }

      """
    let files = ["a.tgl": a, "b.tgl": b, "one.tgl": one, "two.tgl": two]
    let shared = expandsEachScreenAsItsOwnProgram(files, entries: order)
    let fromA = shared.expand("one.tgl").sources
    let fromB = shared.expand("two.tgl").sources
    #expect(fromA["S/t"]?.origins[.width] == .style(name: "Title", FileLocation(file: "a.tgl", range: range("width: 10", in: a))))
    #expect(fromB["S/t"]?.origins[.width] == .style(name: "Title", FileLocation(file: "b.tgl", range: range("width: wide", in: b))))
    #expect(fromA["S/c"]?.origins[.width] == .style(name: "Title", FileLocation(file: "a.tgl", range: range("width: 10", in: a))))
    #expect(fromA["S/c"]?.origins[.height] == nil)
    #expect(fromB["S/c"]?.origins[.height] == .own(FileLocation(file: "b.tgl", range: range("height: 5", in: b))))
  }
}
