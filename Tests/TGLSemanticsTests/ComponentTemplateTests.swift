// A component's tree is lowered once per program and each use is a copy with its own arguments and overrides
// (`ComponentTemplate.swift`): no use's arguments, overrides or diagnostics may reach another use, in one screen or in
// the next screen of the same program. Each expanded file is compared with the file a person would write by hand.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct ComponentTemplateTests {
  let helper = ExpansionTests()

  // `mark` writes a property no element has (`colour`): a finding of the component's body, reported once with every
  // use that shows it.
  static let cells = """
    component Cell(title: string, count: number = 1) {
        linear cell (horz) {
            width: fill
            height: wrap
            label name { text: title; width: fill; height: wrap; lines: count }
            view mark { size: 4, 4; colour: 1 }
        }
    }
    """

  static let screen = """
    import "cells.tgl"
    linear list (vert) {
        width: 320
        height: wrap
        Cell a (title: "A", count: 2) { name.lines: 3 }
        Cell b (title: "B", count: "many")
        Cell c (title: "C") { mark.width: 8; when landscape { name.lines: 5 } }
        Cell d (title: "D", count: 4)
    }
    """

  func range(_ needle: String, in text: String) -> TextRange {
    let bytes = Array(text.utf8)
    let n = Array(needle.utf8)
    for start in 0...(bytes.count - n.count) where Array(bytes[start..<start + n.count]) == n {
      return TextRange(start: start, end: start + n.count)
    }
    return TextRange(start: 0, end: 0)
  }

  @Test func usesOfOneComponentKeepTheirOwnArgumentsAndOverrides() {
    // a: `name.lines: 3` beats its argument 2. b: its count is no number, so `lines: count` finds no parameter and
    // no constant: the bare word fails as a number, and b's name has no lines. c: the default count 1, mark's width 8
    // over its own 4, and name's landscape entry holds 5. d: its argument 4; nothing of a, b or c.
    let expanded = helper.expand(["screen.tgl": Self.screen, "cells.tgl": Self.cells])
    helper.expectSame(
      expanded,
      """
      linear list (vert) {
          width: 320
          height: wrap
          linear a (horz) {
              width: fill
              height: wrap
              label name { text: "A"; width: fill; height: wrap; lines: 3 }
              view mark { size: 4, 4 }
          }
          linear b (horz) {
              width: fill
              height: wrap
              label name { text: "B"; width: fill; height: wrap }
              view mark { size: 4, 4 }
          }
          linear c (horz) {
              width: fill
              height: wrap
              label name { text: "C"; width: fill; height: wrap; lines: 1; when landscape { lines: 5 } }
              view mark { size: 8, 4 }
          }
          linear d (horz) {
              width: fill
              height: wrap
              label name { text: "D"; width: fill; height: wrap; lines: 4 }
              view mark { size: 4, 4 }
          }
      }
      """)
    // The screen's own finding: b's argument, at the string.
    #expect(
      expanded.lowering.diagnostics.map { "\($0.range) \($0.message)" } == [
        "\(range("\"many\"", in: Self.screen)) 'count' of 'Cell' is a number: expected a number, a weight, a keyword or a reference"
      ])
    // The component's: `colour` once, with the four uses; `count` failing only at b.
    let uses = [
      "Cell a (title: \"A\", count: 2) { name.lines: 3 }", "Cell b (title: \"B\", count: \"many\")",
      "Cell c (title: \"C\") { mark.width: 8; when landscape { name.lines: 5 } }", "Cell d (title: \"D\", count: 4)",
    ].map { range($0, in: Self.screen) }
    let countRead = range("lines: count", in: Self.cells)
    #expect(
      expanded.elsewhere.map { "\($0.file) \($0.diagnostic.range) \($0.diagnostic.message)" } == [
        "cells.tgl \(range("colour", in: Self.cells)) unknown property 'colour'",
        "cells.tgl \(TextRange(start: countRead.start + 7, end: countRead.end)) expected a number",
      ])
    #expect(expanded.elsewhere.first?.diagnostic.related.map(\.range) == uses)
    #expect(expanded.elsewhere.last?.diagnostic.related.map(\.range) == [uses[1]])
    // Each value's origin is its own use's.
    let argument = { (use: String, value: String) in
      ValueOrigin.argument(
        use: use, parameter: "title", FileLocation(file: "screen.tgl", range: self.range(value, in: Self.screen)))
    }
    #expect(expanded.sources["list/a/name"]?.origins[.text] == argument("a", "title: \"A\""))
    #expect(expanded.sources["list/b/name"]?.origins[.text] == argument("b", "title: \"B\""))
    #expect(expanded.sources["list/d/name"]?.origins[.text] == argument("d", "title: \"D\""))
    #expect(
      expanded.sources["list/c/name"]?.origins[.lines]
        == .componentDefault(
          component: "Cell", parameter: "count", FileLocation(file: "cells.tgl", range: range("1", in: Self.cells))))
    #expect(expanded.sources["list/d/name"]?.uses == [FileLocation(file: "screen.tgl", range: uses[3])])
  }

  static let nested = """
    component Badge(side: number) {
        view badge { size: side, side }
    }

    component Card(w: number, badge: number = 10) {
        linear card (horz) {
            width: w
            height: wrap
            Badge mark (side: badge * 2)
            view rest { width: fill; height: badge }
        }
    }
    """

  @Test func aNestedUseTakesItsArgumentFromEachOuterUse() {
    // Badge's side is twice the Card's badge at each Card: one 20 (the default 10), two 30, three 20 with the
    // override of its `mark`'s top.
    let screen = """
      import "cards.tgl"
      linear list (vert) {
          width: 300
          height: wrap
          Card one (w: 100)
          Card two (w: 150, badge: 15)
          Card three (w: 80) { mark.top: 4 }
      }
      """
    let expanded = helper.expand(["screen.tgl": screen, "cards.tgl": Self.nested])
    #expect(expanded.lowering.diagnostics.isEmpty)
    #expect(expanded.elsewhere.isEmpty)
    helper.expectSame(
      expanded,
      """
      linear list (vert) {
          width: 300
          height: wrap
          linear one (horz) {
              width: 100
              height: wrap
              view mark { size: 20, 20 }
              view rest { width: fill; height: 10 }
          }
          linear two (horz) {
              width: 150
              height: wrap
              view mark { size: 30, 30 }
              view rest { width: fill; height: 15 }
          }
          linear three (horz) {
              width: 80
              height: wrap
              view mark { size: 20, 20; top: 4 }
              view rest { width: fill; height: 10 }
          }
      }
      """)
  }

  @Test(arguments: [["first.tgl", "second.tgl"], ["second.tgl", "first.tgl"]])
  func aScreenExpandedAfterAnotherIsWhatItsOwnProgramGives(_ order: [String]) {
    // The second screen's uses are copies of templates the first made (same program): what it gives, diagnostics,
    // origins and used names included, is what a program of that screen alone gives.
    let first = """
      import "cells.tgl"
      linear list (vert) {
          width: 320
          height: wrap
          Cell a (title: "A", count: 2) { name.lines: 3 }
          Cell b (title: "B")
      }
      """
    helper.expandEachAsAlone(["first.tgl": first, "second.tgl": Self.screen, "cells.tgl": Self.cells], order)
  }
}
