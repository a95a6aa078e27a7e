// A component's whole tree instantiated at a use from its elements' templates (`ComponentTree.swift`): the first use
// of a component in a program makes its elements' templates, later uses without overrides copy the tree. No use's
// arguments, overrides, name or scope may reach another, in one screen or in the next screen of the same program;
// each expanded file is compared with the file a person would write by hand.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct ComponentTreeTests {
  let helper = ExpansionTests()

  static let rows = """
    let pad = 8
    style Caption { font: 13; lines: 1 }
    component Row(title: string, side: number = 20) {
        linear row (horz) {
            width: fill
            height: wrap
            padding: pad
            view icon { size: side, side }
            label name { style: Caption; text: title; width: fill; height: wrap }
        }
    }
    """

  // a makes the templates; b, d and e copy the tree; c overrides `name` in a `when` block (element by element); d
  // sets its root's `top`.
  static let screen = """
    import "rows.tgl"
    linear list (vert) {
        width: 320
        height: wrap
        Row a (title: "A")
        Row b (title: "B", side: 30)
        Row c (title: "C") { when landscape { name.lines: 5 } }
        Row d (title: "A") { top: 2 }
        Row e (title: "E", side: 30)
    }
    """

  func range(_ needle: String, in text: String) -> TextRange { ComponentTemplateTests().range(needle, in: text) }

  /// The first `needle` in `text` after the start of `anchor`.
  func range(_ needle: String, in text: String, after anchor: String) -> TextRange {
    let start = range(anchor, in: text).start
    let suffix = String(decoding: Array(text.utf8)[start...], as: UTF8.self)
    let found = range(needle, in: suffix)
    return TextRange(start: found.start + start, end: found.end + start)
  }

  @Test func usesCopiedFromTheTreeKeepTheirOwnArgumentsOverridesAndNames() {
    // Every row: padding 8 (`pad`), name's font 13 and lines 1 (`Caption`). a: side 20 (the default), text A. b and
    // e: side 30. c: name's landscape lines 5, nobody else's. d: text A like a, and top 2 on its root alone.
    let expanded = helper.expand(["screen.tgl": Self.screen, "rows.tgl": Self.rows])
    #expect(expanded.lowering.diagnostics.isEmpty)
    #expect(expanded.elsewhere.isEmpty)
    helper.expectSame(
      expanded,
      """
      linear list (vert) {
          width: 320
          height: wrap
          linear a (horz) {
              width: fill
              height: wrap
              padding: 8
              view icon { size: 20, 20 }
              label name { font: 13; lines: 1; text: "A"; width: fill; height: wrap }
          }
          linear b (horz) {
              width: fill
              height: wrap
              padding: 8
              view icon { size: 30, 30 }
              label name { font: 13; lines: 1; text: "B"; width: fill; height: wrap }
          }
          linear c (horz) {
              width: fill
              height: wrap
              padding: 8
              view icon { size: 20, 20 }
              label name { font: 13; lines: 1; text: "C"; width: fill; height: wrap; when landscape { lines: 5 } }
          }
          linear d (horz) {
              width: fill
              height: wrap
              padding: 8
              top: 2
              view icon { size: 20, 20 }
              label name { font: 13; lines: 1; text: "A"; width: fill; height: wrap }
          }
          linear e (horz) {
              width: fill
              height: wrap
              padding: 8
              view icon { size: 30, 30 }
              label name { font: 13; lines: 1; text: "E"; width: fill; height: wrap }
          }
      }
      """)
    // Each value's origin is its own use's: the argument where one is given, else the component's default.
    let uses = [
      "Row a (title: \"A\")", "Row b (title: \"B\", side: 30)",
      "Row c (title: \"C\") { when landscape { name.lines: 5 } }", "Row d (title: \"A\") { top: 2 }",
      "Row e (title: \"E\", side: 30)",
    ].map { range($0, in: Self.screen) }
    let argument = { (use: String, parameter: String, written: String) in
      ValueOrigin.argument(
        use: use, parameter: parameter, FileLocation(file: "screen.tgl", range: self.range(written, in: Self.screen)))
    }
    let sideDefault = ValueOrigin.componentDefault(
      component: "Row", parameter: "side", FileLocation(file: "rows.tgl", range: range("20", in: Self.rows)))
    #expect(expanded.sources["list/a/name"]?.origins[.text] == argument("a", "title", "title: \"A\""))
    #expect(expanded.sources["list/b/name"]?.origins[.text] == argument("b", "title", "title: \"B\""))
    #expect(
      expanded.sources["list/d/name"]?.origins[.text]
        == .argument(
          use: "d", parameter: "title",
          FileLocation(file: "screen.tgl", range: range("title: \"A\"", in: Self.screen, after: "Row d"))))
    #expect(expanded.sources["list/e/name"]?.origins[.text] == argument("e", "title", "title: \"E\""))
    #expect(expanded.sources["list/a/icon"]?.origins[.width] == sideDefault)
    #expect(
      expanded.sources["list/b/icon"]?.origins[.width]
        == .argument(
          use: "b", parameter: "side",
          FileLocation(file: "screen.tgl", range: range("side: 30", in: Self.screen, after: "Row b"))))
    #expect(expanded.sources["list/d/icon"]?.origins[.height] == sideDefault)
    #expect(
      expanded.sources["list/e/icon"]?.origins[.height]
        == .argument(
          use: "e", parameter: "side",
          FileLocation(file: "screen.tgl", range: range("side: 30", in: Self.screen, after: "Row e"))))
    #expect(
      expanded.sources["list/e/name"]?.origins[.font]
        == .style(name: "Caption", FileLocation(file: "rows.tgl", range: range("font: 13", in: Self.rows))))
    #expect(
      expanded.sources["list/d"]?.origins[.top]
        == .override(use: "d", FileLocation(file: "screen.tgl", range: range("top: 2", in: Self.screen))))
    #expect(expanded.sources["list/e"]?.origins[.top] == nil)
    // Where each element is written and the uses it was expanded through.
    for (index, use) in ["a", "b", "c", "d", "e"].enumerated() {
      #expect(expanded.sources["list/\(use)/name"]?.uses == [FileLocation(file: "screen.tgl", range: uses[index])])
      #expect(
        expanded.sources["list/\(use)/icon"]?.written
          == FileLocation(file: "rows.tgl", range: range("view icon { size: side, side }", in: Self.rows)))
    }
    // Each use's insides are a scope of names of their own, numbered in order; the use is one element of scope 0; each
    // element of a use is found in the screen at its use.
    let rows = expanded.lowering.documents[0].root.children
    #expect(rows.map(\.scope) == [0, 0, 0, 0, 0])
    #expect(rows.map { $0.children.map(\.scope) } == [[1, 1], [2, 2], [3, 3], [4, 4], [5, 5]])
    #expect(rows.map { $0.children.map(\.range) } == uses.map { [$0.start..<$0.end, $0.start..<$0.end] })
    #expect(rows.map(\.name) == ["a", "b", "c", "d", "e"])
    #expect(expanded.used["rows.tgl"] == ["pad", "Caption"])
    #expect(expanded.used["screen.tgl"] == ["Row"])
  }

  @Test func anElementsOriginsReadOneKeyAtATimeAreItsWholeMap() {
    // The tree's elements read the origins of their properties made of parameters in their use's arguments
    // (`ArgumentOrigins`): one key, the keys and the whole map agree, for a use's argument (a CJK one included), a
    // default, a style's value and an override; a copy's change is its own.
    let screen = Self.screen.replacing("Row e (title: \"E\"", with: "Row 名前 (title: \"名前\"")
    let expanded = helper.expand(["screen.tgl": screen, "rows.tgl": Self.rows])
    #expect(expanded.lowering.diagnostics.isEmpty)
    #expect(expanded.sources.count == 16)
    var styled = 0
    for index in 0..<expanded.sources.count {
      guard let source = expanded.sources[index] else { continue }
      // The keys a style gives, as the linter asks for them (`styleOriginKeys`), are those whose origin is a style's.
      let styleKeys = source.origins.filter { if case .style = $0.value.written { true } else { false } }.keys
      #expect(source.styleOriginKeys(among: PropertyKeySet(PropertyKey.allCases)) == styleKeys, "element \(index)")
      #expect(source.styleOriginKeys(among: [.text, .top]) == styleKeys.intersection([.text, .top]), "element \(index)")
      if !styleKeys.isEmpty { styled += 1 }
      for key in PropertyKey.allCases {
        #expect(source.origin(of: key) == source.origins[key], "element \(index) \(key)")
      }
    }
    #expect(styled > 0)
    let name = expanded.sources["list/名前/name"]
    #expect(
      name?.origin(of: .text)
        == .argument(
          use: "名前", parameter: "title",
          FileLocation(file: "screen.tgl", range: range("title: \"名前\"", in: screen))))
    #expect(name?.origin(of: .font) == expanded.sources["list/a/name"]?.origin(of: .font))
    var copy = name
    copy?.origins[.text] = .own(FileLocation(file: "screen.tgl", range: TextRange(start: 0, end: 1)))
    #expect(copy?.origin(of: .text) == .own(FileLocation(file: "screen.tgl", range: TextRange(start: 0, end: 1))))
    #expect(name?.origin(of: .text) == expanded.sources["list/名前/name"]?.origins[.text])
    #expect(copy != name)
    #expect(expanded.sources["list/a/name"] != expanded.sources["list/b/name"])
  }

  static let cards = """
    import "rows.tgl"
    component Card(w: number, label: string = "card") {
        linear card (vert) {
            width: w
            height: wrap
            Row inner (title: label, side: w / 10)
        }
    }
    """

  @Test func aTreeUsedInsideAnotherUseTakesItsArgumentsFromThatUse() {
    // Row's tree is copied at the plain uses and at the uses inside each Card, whose title and side come from the
    // Card's arguments: one's inner row has side 10 and text "card" (the default), two's 20 and "two". The rows
    // outside have their own.
    let screen = """
      import "rows.tgl"
      import "cards.tgl"
      linear list (vert) {
          width: 320
          height: wrap
          Row a (title: "A")
          Card one (w: 100)
          Row b (title: "B", side: 30)
          Card two (w: 200, label: "two")
          Row c (title: "C")
      }
      """
    let expanded = helper.expand(["screen.tgl": screen, "rows.tgl": Self.rows, "cards.tgl": Self.cards])
    #expect(expanded.lowering.diagnostics.isEmpty)
    #expect(expanded.elsewhere.isEmpty)
    let row = { (name: String, side: Int, text: String) in
      """
          linear \(name) (horz) {
              width: fill
              height: wrap
              padding: 8
              view icon { size: \(side), \(side) }
              label name { font: 13; lines: 1; text: "\(text)"; width: fill; height: wrap }
          }
      """
    }
    helper.expectSame(
      expanded,
      """
      linear list (vert) {
          width: 320
          height: wrap
      \(row("a", 20, "A"))
          linear one (vert) {
              width: 100
              height: wrap
      \(row("inner", 10, "card"))
          }
      \(row("b", 30, "B"))
          linear two (vert) {
              width: 200
              height: wrap
      \(row("inner", 20, "two"))
          }
      \(row("c", 20, "C"))
      }
      """)
    // The inner row's elements were expanded through the Card's use, then the Row's inside it.
    let inner = range("Row inner (title: label, side: w / 10)", in: Self.cards)
    #expect(
      expanded.sources["list/two/inner/name"]?.uses == [
        FileLocation(file: "screen.tgl", range: range("Card two (w: 200, label: \"two\")", in: screen)),
        FileLocation(file: "cards.tgl", range: inner),
      ])
    #expect(
      expanded.sources["list/two/inner/name"]?.origins[.text]
        == .argument(use: "inner", parameter: "title", FileLocation(file: "cards.tgl", range: range("title: label", in: Self.cards))))
  }

  @Test(arguments: [["first.tgl", "second.tgl"], ["second.tgl", "first.tgl"]])
  func aScreenCopyingTreesMadeForAnotherIsWhatItsOwnProgramGives(_ order: [String]) {
    // The second screen expanded copies the trees the first made (same program): what it gives, origins, scopes and
    // the names it used (the style and the constant the tree's templates read) included, is what a program of that
    // screen alone gives.
    let first = """
      import "rows.tgl"
      linear list (vert) {
          width: 320
          height: wrap
          Row a (title: "A")
          Row b (title: "B")
      }
      """
    let expanded = helper.expandEachAsAlone(
      ["first.tgl": first, "second.tgl": Self.screen, "rows.tgl": Self.rows], order)
    #expect(expanded.mapValues { $0.used["rows.tgl"] } == ["first.tgl": ["pad", "Caption"], "second.tgl": ["pad", "Caption"]])
  }

  @Test(arguments: [["first.tgl", "second.tgl"], ["second.tgl", "first.tgl"]])
  func aStyleFlattenedInsideAnotherAfterItWasCachedRecordsItsConstants(_ order: [String]) {
    // first applies Inner (which reads `size`) before Outer (which applies Inner): Outer is flattened with Inner
    // already flattened in that expansion. second applies Outer alone, from the program's memo when first went
    // before: it must still record `size` as used (an edit of `size` changes second's layout).
    let styles = """
      let size = 15
      style Inner { font: size }
      style Outer { style: Inner; lines: 2 }
      """
    let first = """
      import "styles.tgl"
      linear list (vert) {
          label a { style: Inner; text: "a" }
          label b { style: Outer; text: "b" }
      }
      """
    let second = """
      import "styles.tgl"
      linear list (vert) {
          label c { style: Outer; text: "c" }
      }
      """
    let expanded = helper.expandEachAsAlone(["first.tgl": first, "second.tgl": second, "styles.tgl": styles], order)
    #expect(expanded.mapValues { $0.used["styles.tgl"] } == ["first.tgl": ["size", "Inner"], "second.tgl": ["size", "Inner"]])
  }

  static let tokens = """
    let base = 10
    let big = base * 2
    let body = 15
    """

  // `side`'s default reads a constant that names another; `caption`'s style applies a style that reads a constant.
  static let tiles = """
    import "tokens.tgl"
    style Base { font: body }
    style Label { style: Base; lines: 1 }
    component Tile(title: string, side: number = big) {
        linear tile (horz) {
            width: fill
            height: wrap
            view icon { size: side, side }
            label caption { style: Label; text: title; width: fill; height: wrap }
        }
    }
    """

  @Test(arguments: [["first.tgl", "second.tgl"], ["second.tgl", "first.tgl"]])
  func aTreeCopiedFromAnotherScreenKeepsItsDefaultsStylesAndNamesPerUse(_ order: [String]) {
    // first makes Tile's templates when it goes first; second's uses then copy the tree, take `side`'s default as the
    // program evaluated it and read `Label` again without flattening it. Each screen records what it alone records:
    // `big` and `base` (through `big`) and `body` (through `Label`, through `Base`), read through tiles.tgl's import.
    // second's `icon.width` names an element inside its first use `a`, whose scope of names is the tree's.
    let first = """
      import "tiles.tgl"
      linear list (vert) {
          Tile x (title: "X")
      }
      """
    let second = """
      import "tiles.tgl"
      linear list (vert) {
          width: 320
          height: wrap
          Tile a (title: "A")
          Tile b (title: "B", side: 30)
          label note { text: "n"; width: icon.width; height: wrap }
      }
      """
    let expanded = helper.expandEachAsAlone(
      ["first.tgl": first, "second.tgl": second, "tiles.tgl": Self.tiles, "tokens.tgl": Self.tokens], order)
    for entry in order {
      #expect(expanded[entry]?.used["tokens.tgl"] == ["big", "base", "body"])
      // The imported constants count in the importing file too (its import is used).
      #expect(expanded[entry]?.used["tiles.tgl"] == ["Label", "Base", "big", "body"])
    }
    let tile = { (name: String, side: Int, text: String) in
      """
          linear \(name) (horz) {
              width: fill
              height: wrap
              view icon { size: \(side), \(side) }
              label caption { font: 15; lines: 1; text: "\(text)"; width: fill; height: wrap }
          }
      """
    }
    guard let screen = expanded["second.tgl"] else { return }
    helper.expectSame(
      screen,
      """
      linear list (vert) {
          width: 320
          height: wrap
      \(tile("a", 20, "A"))
      \(tile("b", 30, "B"))
          label note { text: "n"; width: icon.width; height: wrap }
      }
      """)
    #expect(
      screen.lowering.diagnostics == [
        Diagnostic(
          rule: .unknownName, severity: .error, range: range("icon", in: second, after: "width: icon"),
          message: "'icon' is inside 'a', a use of 'Tile': a use is one element to its caller; refer to 'a' or "
            + "override the child with 'icon.PROPERTY:' in the use")
      ])
    #expect(
      screen.sources["list/a/icon"]?.origins[.width]
        == .componentDefault(
          component: "Tile", parameter: "side", FileLocation(file: "tiles.tgl", range: range("big", in: Self.tiles))))
    #expect(
      screen.sources["list/b/icon"]?.origins[.width]
        == .argument(
          use: "b", parameter: "side",
          FileLocation(file: "second.tgl", range: range("side: 30", in: second))))
  }

  @Test(arguments: [["first.tgl", "nested.tgl"], ["nested.tgl", "first.tgl"]])
  func aNestedUseCopiedFromAnotherScreenIsWhatItsOwnProgramGives(_ order: [String]) {
    // nested's Row uses inside two Cards (their title and side from each Card's arguments) and beside them, and one
    // overriding a child in a `when` block: copied from the trees first made, or made here, each is what a program of
    // that screen alone gives.
    let first = """
      import "rows.tgl"
      linear list (vert) {
          Row a (title: "A", side: 12)
      }
      """
    let nested = """
      import "rows.tgl"
      import "cards.tgl"
      linear list (vert) {
          width: 320
          height: wrap
          Card one (w: 100)
          Row b (title: "B", side: 30) { when landscape { name.lines: 3 } }
          Card two (w: 200, label: "two")
          Row c (title: "C")
      }
      """
    let expanded = helper.expandEachAsAlone(
      ["first.tgl": first, "nested.tgl": nested, "rows.tgl": Self.rows, "cards.tgl": Self.cards], order)
    guard let screen = expanded["nested.tgl"] else { return }
    let names = screen.lowering.documents[0].root.children.map { $0.children.map(\.scope) }
    // Scopes: one 1 (its inner row 2), b 3, two 4 (its inner row 5), c 6.
    #expect(names == [[1], [3, 3], [4], [6, 6]])
    #expect(screen.lowering.documents[0].root.children[2].children[0].children.map(\.scope) == [5, 5])
    #expect(screen.sources["list/b/name"]?.variantOrigins.count == 1)
    #expect(screen.sources["list/c/name"]?.variantOrigins.isEmpty == true)
    #expect(
      screen.sources["list/two/inner/icon"]?.origins[.width]
        == .argument(
          use: "inner", parameter: "side",
          FileLocation(file: "cards.tgl", range: range("side: w / 10", in: Self.cards))))
  }

  /// Two parameters of one name are one parameter to a use, at the first's place (`ComponentShape.slotOfParameter`):
  /// an argument of that name gives it, and without one each default is evaluated in order, the last one kept.
  @Test func twoParametersOfOneNameShareTheFirstsPlace() {
    let box = """
      component Box(side: number = 10, side: number = 20) {
          view box { size: side, side }
      }
      """
    let screen = """
      import "box.tgl"
      linear list (vert) {
          width: 320
          height: wrap
          Box a
          Box b (side: 30)
      }
      """
    let expanded = helper.expand(["screen.tgl": screen, "box.tgl": box])
    helper.expectSame(
      expanded,
      """
      linear list (vert) {
          width: 320
          height: wrap
          view a { size: 20, 20 }
          view b { size: 30, 30 }
      }
      """)
  }
}
