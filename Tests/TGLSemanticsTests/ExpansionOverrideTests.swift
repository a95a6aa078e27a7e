// Overrides of a component's children (docs/language.md §16.4) where they were lost or misplaced: in a `when`
// block of the use, on a use nested in the component's tree, and the origin of a style's value that happens to be
// spelled like a parameter. Each expanded file is compared with the file a person would write by hand.

import TGLDiagnostics
import TGLSemantics
import TGLSyntax
import Testing

@Suite struct ExpansionOverrideTests {
  let helper = ExpansionTests()

  static let bars = """
    component Cell(title: string) {
        linear cell (horz) {
            width: fill
            height: wrap
            view bar {
                width: 10
                height: 2
                when landscape { height: 8; width: 12 }
            }
            label name { text: title; width: fill; height: wrap }
        }
    }
    """

  @Test func anOverrideInAWhenBlockOfTheUseReachesTheChild() {
    // a: the landscape block sets the root's top 4 and bar's height 6. bar's landscape entry holds what its own
    // block's and the override's landscape blocks write (height, width): height 6 (the override's) over its own 8,
    // width its own 12. b: a plain override of bar's height 4 beats bar's own landscape height 8 too (the child's
    // `when` < the override), so bar's landscape entry is height 4, width 12.
    let screen = """
      import "cells.tgl"
      linear list (vert) {
          width: 320
          height: wrap
          Cell a (title: "A") {
              when landscape { top: 4; bar.height: 6 }
          }
          Cell b (title: "B") { bar.height: 4 }
      }
      """
    let expanded = helper.expand(["screen.tgl": screen, "cells.tgl": Self.bars])
    #expect(expanded.lowering.diagnostics.isEmpty)
    helper.expectSame(
      expanded,
      """
      linear list (vert) {
          width: 320
          height: wrap
          linear a (horz) {
              width: fill
              height: wrap
              when landscape { top: 4 }
              view bar {
                  width: 10
                  height: 2
                  when landscape { height: 6; width: 12 }
              }
              label name { text: "A"; width: fill; height: wrap }
          }
          linear b (horz) {
              width: fill
              height: wrap
              view bar {
                  width: 10
                  height: 4
                  when landscape { height: 4; width: 12 }
              }
              label name { text: "B"; width: fill; height: wrap }
          }
      }
      """)
  }

  @Test func aChildOnlyInAWhenBlockOfTheUseMustExist() {
    let screen = """
      import "cells.tgl"
      linear list (vert) {
          size: 320, wrap
          Cell a (title: "A") { when landscape { bra.height: 6 } }
      }
      """
    let d = helper.expand(["screen.tgl": screen, "cells.tgl": Self.bars]).lowering.diagnostics
    #expect(d.map(\.message) == ["'Cell' has no element 'bra'; did you mean 'bar'?"])
    #expect(d.map(\.range) == [helper.range("bra", in: screen)])
  }

  static let lines = """
    component Meter() {
        view bar { width: 10; height: 2 }
    }
    component Line() {
        linear row (horz) {
            width: fill
            height: wrap
            Meter meter { width: 20 }
        }
    }
    """

  @Test func aUseInsideAComponentIsOneOfItsElements() {
    // l: the override of `meter` sets the use's own height 4 and its width 30 over Line's 20 (and Meter's 10).
    let screen = """
      import "lines.tgl"
      linear list (vert) {
          width: 320
          height: wrap
          Line l { meter.height: 4; meter.width: 30 }
      }
      """
    let expanded = helper.expand(["screen.tgl": screen, "lines.tgl": Self.lines])
    #expect(expanded.lowering.diagnostics.isEmpty)
    helper.expectSame(
      expanded,
      """
      linear list (vert) {
          width: 320
          height: wrap
          linear l (horz) {
              width: fill
              height: wrap
              view meter { width: 30; height: 4 }
          }
      }
      """)
    #expect(
      expanded.sources["list/l/meter"]?.origins[.height]
        == .override(use: "l", FileLocation(file: "screen.tgl", range: helper.range("meter.height: 4", in: screen))))
    #expect(
      expanded.sources["list/l/meter"]?.origins[.width]
        == .override(use: "l", FileLocation(file: "screen.tgl", range: helper.range("meter.width: 30", in: screen))))
  }

  @Test func anElementInsideANestedUseIsNotTheOuterComponents() {
    let screen = """
      import "lines.tgl"
      linear list (vert) {
          size: 320, wrap
          Line l { bar.height: 4 }
      }
      """
    let d = helper.expand(["screen.tgl": screen, "lines.tgl": Self.lines]).lowering.diagnostics
    #expect(d.map(\.message) == ["'Line' has no element 'bar': 'bar' is inside 'meter', a use of 'Meter'"])
    #expect(d.map(\.range) == [helper.range("bar", in: screen)])
  }

  @Test func aStyleValueSpelledLikeAParameterComesFromTheStyle() {
    // Wide's `pad` is padded.tgl's constant 30, wherever the style is applied; the box's height is the argument 5.
    let padded = """
      let pad = 30
      style Wide { width: pad }
      component Padded(pad: number) {
          view box { style: Wide; height: pad }
      }
      """
    let screen = """
      import "padded.tgl"
      linear list (vert) {
          size: 320, wrap
          Padded p (pad: 5)
      }
      """
    let expanded = helper.expand(["screen.tgl": screen, "padded.tgl": padded])
    #expect(expanded.lowering.diagnostics.isEmpty)
    helper.expectSame(
      expanded,
      """
      linear list (vert) {
          size: 320, wrap
          view p { width: 30; height: 5 }
      }
      """)
    let origins = expanded.sources["list/p"]?.origins ?? [:]
    #expect(
      origins[.width] == .style(name: "Wide", FileLocation(file: "padded.tgl", range: helper.range("width: pad", in: padded))))
    #expect(
      origins[.height]
        == .argument(use: "p", parameter: "pad", FileLocation(file: "screen.tgl", range: helper.range("pad: 5", in: screen))))
  }
}
