// The expression each expanded value was computed from (`ElementSource.symbols`, issue 29 §3): constants by name and
// declaring file, parameters with their arguments, arithmetic as written; a value written without a name has none.

import TGLSemantics
import Testing

@Suite struct SymbolicValueTests {
  func expand(_ files: [String: String], _ entry: String = "screen.tgl") -> ExpandedFile {
    Program.load(entry, loader: InMemorySources(files)).expand(entry, recordingSymbols: true)
  }

  /// Each key's symbol of the element at `path`, as tgl text, sorted by key name.
  func symbols(_ file: ExpandedFile, _ path: String) -> [String] {
    (file.sources[path]?.symbols ?? [:]).map { "\($0.key): \($0.value)" }.sorted()
  }

  @Test func onlyTheGeneratorsExpansionRecordsSymbols() {
    // `tgl check`, the layout and the server read no symbols: their expansion records none (nor the applied styles),
    // and the same program then expanded for the generator has them, not layers the memo kept without them.
    let screen = """
      let gutter = 16
      style Box { padding: gutter }
      relative root {
          view box { style: Box; width: gutter }
      }
      """
    let program = Program.load("screen.tgl", loader: InMemorySources(["screen.tgl": screen]))
    let plain = program.expand("screen.tgl")
    #expect(plain.sources["root/box"]?.symbols.isEmpty == true)
    #expect(plain.sources["root/box"]?.styles.isEmpty == true)
    let generated = program.expand("screen.tgl", recordingSymbols: true)
    #expect(
      symbols(generated, "root/box") == [
        "bottomPadding: gutter", "leftPadding: gutter", "rightPadding: gutter", "topPadding: gutter", "width: gutter",
      ])
    #expect(generated.sources["root/box"]?.styles.map(\.name) == ["Box"])
  }

  @Test func constantsOfTwoFilesAndArithmetic() {
    // `rowHeight` is the screen's, `gutter` the theme's: height is `rowHeight` (not its value 48), padding's four
    // keys are `gutter`, left is `(gutter + 4) * 2` with the parentheses its order needs, width 320 has none.
    let theme = "let gutter = 16\nlet brand = #0A84FF\n"
    let screen = """
      import "theme.tgl"
      let rowHeight = gutter * 3
      relative root {
          view box { width: 320; height: rowHeight; padding: gutter; left: (gutter + 4) * 2; background: brand }
      }
      """
    let file = expand(["theme.tgl": theme, "screen.tgl": screen])
    #expect(file.lowering.diagnostics.isEmpty)
    #expect(
      symbols(file, "root/box") == [
        "background: brand", "bottomPadding: gutter", "height: rowHeight", "left: (gutter + 4) * 2",
        "leftPadding: gutter", "rightPadding: gutter", "topPadding: gutter",
      ])
    let source = file.sources["root/box"]
    #expect(source?.symbols[.height] == .constant(name: "rowHeight", file: "screen.tgl"))
    #expect(source?.symbols[.background] == .constant(name: "brand", file: "theme.tgl"))
    #expect(
      source?.symbols[.left]
        == .binary(
          .binary(.constant(name: "gutter", file: "theme.tgl"), .add, .number(4)), .multiply, .number(2)))
  }

  @Test func aLaterLiteralRemovesTheSymbolAndItemsMapToTheirKeys() {
    // `padding: gutter` then `topPadding: 2`: the top is 2, written as a value; the other three stay `gutter`.
    // `size: gutter, 44`: only the width has a name. `padding: 4, gutter`: left and right.
    let screen = """
      let gutter = 16
      linear root (vert) {
          view a { padding: gutter; topPadding: 2; size: gutter, 44 }
          linear b (vert) { padding: 4, gutter; space: gutter - 1 }
      }
      """
    let file = expand(["screen.tgl": screen])
    #expect(file.lowering.diagnostics.isEmpty)
    #expect(symbols(file, "root/a") == ["bottomPadding: gutter", "leftPadding: gutter", "rightPadding: gutter", "width: gutter"])
    #expect(
      symbols(file, "root/b") == [
        "hspace: gutter - 1", "leftPadding: gutter", "rightPadding: gutter", "vspace: gutter - 1",
      ])
  }

  @Test func stylesAndWhenBlocksKeepTheirSymbols() {
    // Card's padding is `gutter`; its landscape block `gutter / 2`; the element's own height `gutter * 3` wins
    // over Card's `height: 10` (a literal). The landscape variant holds what the blocks write: padding.
    let screen = """
      let gutter = 16
      style Card { padding: gutter; height: 10; when landscape { padding: gutter / 2 } }
      relative root { view box { style: Card; height: gutter * 3 } }
      """
    let file = expand(["screen.tgl": screen])
    #expect(file.lowering.diagnostics.isEmpty)
    #expect(
      symbols(file, "root/box") == [
        "bottomPadding: gutter", "height: gutter * 3", "leftPadding: gutter", "rightPadding: gutter",
        "topPadding: gutter",
      ])
    let landscape = file.sources["root/box"]?.variantSymbols.values.first ?? [:]
    #expect(file.sources["root/box"]?.variantSymbols.count == 1)
    #expect(landscape.mapValues(\.description) == [
      .topPadding: "gutter / 2", .leftPadding: "gutter / 2", .bottomPadding: "gutter / 2", .rightPadding: "gutter / 2",
    ])
  }

  @Test func parametersCarryTheirArguments() {
    // Inside the cell, `size: avatarSize, avatarSize` is the parameter; bob's argument is `rowHeight` (a constant of
    // the screen), alice's the default `gutter * 2` (a constant of the cells' file); `text: name` is a parameter whose
    // string argument has no expression. The use's override `title.lines: maxLines` is the screen's constant.
    let cells = """
      let gutter = 16
      component Cell(name: string, avatarSize: number = gutter * 2) {
          linear cell (horz) {
              image avatar { size: avatarSize, avatarSize }
              label title { text: name }
          }
      }
      """
    let screen = """
      import "cells.tgl"
      let rowHeight = 48
      let maxLines = 2
      linear people (vert) {
          Cell alice (name: "Alice")
          Cell bob (name: "Bob", avatarSize: rowHeight) { title.lines: maxLines }
      }
      """
    let file = expand(["cells.tgl": cells, "screen.tgl": screen])
    #expect(file.lowering.diagnostics.isEmpty)
    let gutter = SymbolicValue.constant(name: "gutter", file: "cells.tgl")
    let aliceAvatar = SymbolicValue.parameter(
      name: "avatarSize", component: "Cell", argument: .binary(gutter, .multiply, .number(2)))
    #expect(file.sources["people/alice/avatar"]?.symbols == [.width: aliceAvatar, .height: aliceAvatar])
    #expect(aliceAvatar.resolvingParameters?.description == "gutter * 2")
    let bobAvatar = file.sources["people/bob/avatar"]?.symbols[.width]
    #expect(
      bobAvatar
        == .parameter(
          name: "avatarSize", component: "Cell", argument: .constant(name: "rowHeight", file: "screen.tgl")))
    #expect(bobAvatar?.resolvingParameters == .constant(name: "rowHeight", file: "screen.tgl"))
    let text = file.sources["people/bob/title"]?.symbols[.text]
    #expect(text == .parameter(name: "name", component: "Cell", argument: nil))
    #expect(text?.resolvingParameters == nil)
    #expect(file.sources["people/bob/title"]?.symbols[.lines] == .constant(name: "maxLines", file: "screen.tgl"))
    #expect(file.sources["people/alice/title"]?.symbols[.lines] == nil)
  }

  @Test func writtenWithTheParenthesesTheOrderNeeds() {
    let a = SymbolicValue.constant(name: "a", file: "f.tgl")
    let b = SymbolicValue.constant(name: "b", file: "f.tgl")
    // a - (b - 1): the right operand of the same precedence keeps its parentheses; (a * b) + 1 needs none.
    #expect(SymbolicValue.binary(a, .subtract, .binary(b, .subtract, .number(1))).description == "a - (b - 1)")
    #expect(SymbolicValue.binary(.binary(a, .multiply, b), .add, .number(1)).description == "a * b + 1")
    #expect(SymbolicValue.binary(a, .divide, .binary(b, .multiply, .number(2))).description == "a / (b * 2)")
    #expect(SymbolicValue.negate(.binary(a, .add, .number(0.5))).description == "-(a + 0.5)")
    #expect(SymbolicValue.binary(a, .multiply, .number(2)).usesNames)
    #expect(!SymbolicValue.binary(.number(1), .multiply, .number(2)).usesNames)
  }

  @Test func aFontOfASizeAndAWeightHasItsSizes() {
    // `font: bodySize, semibold`: the font key's symbol is its size's; `font: 17, bold` has none.
    let screen = """
      let bodySize = 15
      relative root {
          label a { text: "A"; font: bodySize, semibold }
          label b { text: "B"; font: 17, bold }
      }
      """
    let file = expand(["screen.tgl": screen])
    #expect(file.lowering.diagnostics.isEmpty)
    #expect(symbols(file, "root/a") == ["font: bodySize"])
    #expect(symbols(file, "root/b") == [])
  }

  @Test func boundsKeepTheirSymbols() {
    // `height: wrap min rowHeight max 100`: the min is `rowHeight`, the max a literal (none); `left: 4 min gutter`
    // bounds a position; `height: 30` at b has no bound. In landscape, a's own height (a later block) beats Tall's
    // `when` block, so its variant's min is `rowHeight` too; c, with no height of its own, has Tall's `rowHeight / 2`.
    let screen = """
      let rowHeight = 44
      let gutter = 8
      style Tall { when landscape { height: wrap min rowHeight / 2 } }
      relative root {
          view a { style: Tall; height: wrap min rowHeight max 100; left: 4 min gutter; intrinsic: 10, 10 }
          view b { height: 30; width: 10 }
          view c { style: Tall; width: 10; intrinsic: 10, 10 }
      }
      """
    let file = expand(["screen.tgl": screen])
    #expect(file.lowering.diagnostics.isEmpty)
    let a = file.sources["root/a"]
    #expect(a?.boundSymbols[.height] == BoundSymbols(min: .constant(name: "rowHeight", file: "screen.tgl")))
    #expect(a?.boundSymbols[.left] == BoundSymbols(min: .constant(name: "gutter", file: "screen.tgl")))
    #expect(a?.variantBoundSymbols.values.first?[.height]?.min?.description == "rowHeight")
    #expect(file.sources["root/c"]?.variantBoundSymbols.values.first?[.height]?.min?.description == "rowHeight / 2")
    #expect(file.sources["root/b"]?.boundSymbols == [:])
  }

  @Test func aFileWithoutNamesHasNoSymbols() {
    let file = expand(["screen.tgl": "let unused = 1\nrelative root { view a { width: 10 + 2 } }\n"])
    #expect(file.sources["root/a"]?.symbols == [:])
  }
}
