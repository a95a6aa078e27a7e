// What the picture says at a glance: kinds, curves, shadows, problems, a root drawn at its own size, the legend.

import Foundation
import TGLLayout
import TGLSemantics
import Testing

@testable import TGLRender

@Suite struct PictureLookTests {
  @Test func aRootSmallerThanTheCanvasIsDrawnAtItsOwnSize() {
    // S is 100 wide and wraps its height: A 50 + 10 + B 40 + 10 + C 40 + 10 + D 40 = 200 (see readmeSource).
    let svg = renderSVG(readmeSource)
    expectFragments(
      svg,
      [
        ##"<rect class="canvas" x="0" y="0" width="100" height="200"/>"##,
        ##"<text class="subtitle" x="0" y="32">390×844 @2x · w:any h:any · portrait · drawn at the root&apos;s size</text>"##,
      ])
    // A root that fills the canvas keeps the whole canvas and says nothing more.
    let full = renderSVG("@canvas 390, 844\nframe F { width: fill; height: fill }")
    #expect(full.contains(##"<rect class="canvas" x="0" y="0" width="390" height="844"/>"##))
    #expect(!full.contains("drawn at the root's size"))
  }

  @Test func kindsLookDifferent() {
    let source = """
      @canvas 200, 100
      frame F {
          width: fill
          height: fill
          label L { left: 0; top: 0; width: 60; height: 20 }
          image I { left: 100; top: 0; width: 40; height: 30 }
          button B { left: 0; top: 50; width: 56; height: 20 }
      }
      """
    let svg = renderSVG(source)
    expectFragments(
      svg,
      [
        // The label: a white face and a 3-wide bar at its leading side.
        ##"<rect class="kind-label" x="0" y="0" width="60" height="20" stroke="#4263EB"/>"##
          + ##"<rect x="0" y="0" width="3" height="20" fill="#4263EB" fill-opacity="0.55"/>"##,
        // The image: corner to corner, both ways.
        ##"<path class="kind-image" d="M100 0L140 30M140 0L100 30" stroke="#4263EB"/>"##,
        // The button: rounded by min(8, 56 / 4, 20 / 4) = 5.
        ##"<rect x="0" y="50" width="56" height="20" rx="5" fill="#DBE4FF""##,
      ])
    #expect(xmlError(svg) == nil)
  }

  @Test func aPathShowsItsCurveAndASiblingOverItCastsAShadow() {
    // A ring 100×100 at (50, 0) in F, origin at its centre, r = 40: the curve starts at θ = 0, at (50 + 50 + 40,
    // 0 + 50) = (140, 50), and at θ = 90° (sample 45 of 180) is at (100, 90). `close` (30×30, centred in F:
    // (85, 35)) lies over the ring, which does not contain it: a shadow 2 right and 3 down.
    let source = """
      @canvas 200, 100
      frame F {
          width: fill
          height: fill
          path ring {
              left: 50
              top: 0
              width: 100
              height: 100
              origin: 0.5, 0.5
              polar: 40
              view a { width: 10; height: 10 }
          }
          view close { centerX: 0; centerY: 0; width: 30; height: 30 }
      }
      """
    let svg = renderSVG(source)
    #expect(svg.contains(##"<path class="curve" d="M140 50L"##))
    #expect(svg.contains("L100 90L"))
    #expect(svg.contains(##"<rect class="lift" x="87" y="38" width="30" height="30"/>"##))
    let drawing = PanelDrawing(panels(source)[0][0])
    #expect(KindDrawing.lifted(drawing.boxes).map { drawing.boxes[$0].item.path } == ["F/close"])
  }

  @Test func problemsAreDrawnOnTheirBoxes() {
    var panel = panels(readmeSource)[0][0]
    panel.marks = [
      PanelMark(path: "S/B", isError: false, message: "first"), PanelMark(path: "S/B", isError: true, message: "second"),
      PanelMark(path: "S/B/gone", isError: true, message: "on the nearest drawn ancestor"),
    ]
    let svg = Picture(rows: [[panel]]).svg()
    // B is (40, 60, 60, 40): the badge's centre is 8 in from its top-right corner, at (92, 68).
    expectFragments(
      svg,
      [
        ##"<g class="mark error" data-path="S/B"><title>error: second"##
          + "&#10;error: on the nearest drawn ancestor&#10;warning: first</title>"
          + ##"<rect x="40" y="60" width="60" height="40" fill="none" stroke="#E03131" stroke-width="2"/>"##
          + ##"<circle cx="92" cy="68" r="7" fill="#E03131"/>"##
          + ##"<text class="mark-count" x="92" y="71.5" text-anchor="middle">3</text></g>"##,
        ">error</text>", ">warning</text>",
      ])
    #expect(xmlError(svg) == nil)
  }

  @Test func theLegendNamesEveryMarkingInUse() {
    let drawing = PanelDrawing(panels(readmeSource)[0][0])
    // S is depth 0 and its views depth 1: two depth colours, nothing else.
    #expect(Legend.entries(for: [drawing]) == [.canvas, .depths(1)])
    let source = "frame F {\n    width: 100\n    height: 100\n    padding: 4\n    label L { width: 20; height: 20 }\n}"
    #expect(Legend.entries(for: [PanelDrawing(panels(source)[0][0])]) == [.canvas, .depths(1), .label, .padding])
  }

  @Test func containerNamesGoOnlyInTheirTopLeftCorner() {
    #expect(LabelPlacement.placements(false) == [.topLeft])
    // Every example: no container's label is a badge (only a leaf's name goes on a tag, outside its box).
    for file in ["profile.tgl", "settings-form.tgl", "toolbar.tgl", "table-cell.tgl"] {
      let source = (try? String(contentsOfFile: examplePath(file), encoding: .utf8)) ?? ""
      for row in panels(source) {
        for panel in row {
          let drawing = PanelDrawing(panel)
          let labels = LabelPlacement.labels(for: drawing.boxes, within: drawing.contentBounds)
          #expect(!zip(drawing.boxes, labels).contains { !$0.0.isLeaf && $0.1?.isTag == true }, "\(file)")
        }
      }
    }
  }

  @Test func cjkTextFallsBackToACJKFont() {
    #expect(Picture.defs.contains("'Noto Sans Mono CJK SC', 'Noto Sans CJK SC', 'PingFang SC'"))
  }
}
