// The SVG of known layouts: rectangles at their frames, padding, markings, labels, escaping and determinism.

import Foundation
import TGLLayout
import TGLSemantics
import Testing

@testable import TGLRender

@Suite struct PictureTests {
  @Test func readmeRectanglesSitAtTheirFrames() {
    let svg = renderSVG(readmeSource)
    expectFragments(
      svg,
      [
        ##"<rect class="canvas" x="0" y="0" width="100" height="200"/>"##,
        ##"<g data-path="S"><title>S: linear (0, 0, 100, 200) at (0, 0)</title>"##
          + ##"<rect x="0" y="0" width="100" height="200" fill="#F1F3F5" stroke="#868E96"/></g>"##,
        ##"<rect x="20" y="0" width="50" height="50" fill="#DBE4FF" stroke="#4263EB"/>"##,
        ##"<rect x="40" y="60" width="60" height="40" fill="#DBE4FF" stroke="#4263EB"/>"##,
        ##"<rect x="0" y="110" width="100" height="40" fill="#DBE4FF" stroke="#4263EB"/>"##,
        ##"<rect x="30" y="160" width="50" height="40" fill="#DBE4FF" stroke="#4263EB"/>"##,
        ##"<text class="title" x="0" y="15">S 100×200</text>"##,
        ##"<text class="subtitle" x="0" y="32">390×844 @2x · w:any h:any · portrait · drawn at the root&apos;s size</text>"##,
      ])
    #expect(xmlError(svg) == nil)
  }

  @Test func leavesAreLabelledWithNameAndSize() {
    let svg = renderSVG(readmeSource)
    expectFragments(
      svg,
      [
        ##"<text class="label" x="45" y="21.88" font-size="12" text-anchor="middle">A</text>"##,
        ##"<text class="label" x="45" y="36.28" font-size="12" text-anchor="middle"><tspan class="size">50×50</tspan></text>"##,
        ##"<text class="label" x="50" y="126.88" font-size="12" text-anchor="middle">C</text>"##,
      ])
  }

  @Test func nestedFramesAreDrawnInRootCoordinatesWithHatchedPadding() {
    let svg = renderSVG(
      """
      frame F {
          width: 200; height: 100
          padding: 10, 20, 10, 20
          linear L (horz) { left: 30; top: 40; width: 100; height: 50
              view V { left: 5; top: 6; width: 10; height: 10 }
          }
      }
      """)
    expectFragments(
      svg,
      [
        ##"<path class="padding" d="M0 0h200v100h-200zM20 10v80h160v-80z"/>"##,
        ##"<title>F/L/V: view (5, 6, 10, 10) at (55, 56)</title><rect x="55" y="56" width="10" height="10""##,
      ])
  }

  /// Right to left, `rightPadding` means leading as in the engine, so `leadingPadding` wins and sits on the right.
  @Test func rightToLeftPutsLeadingPaddingOnTheRight() {
    let source = "frame F { width: 100; height: 100; leadingPadding: 30; rightPadding: 5 }"
    let ltr = renderSVG(source, environment: Environment(canvas: Size(width: 100, height: 100)))
    let rtl = renderSVG(source, environment: Environment(canvas: Size(width: 100, height: 100), rtl: true))
    #expect(ltr.contains(##"d="M0 0h100v100h-100zM30 0v100h65v-100z""##))
    #expect(rtl.contains(##"d="M0 0h100v100h-100zM0 0v100h70v-100z""##))
    #expect(rtl.contains("· rtl</text>"))
  }

  @Test func backgroundsSpacersInvisibleGoneAndNoLayoutAreMarked() {
    let svg = renderSVG(
      """
      linear S (horz) {
          width: 300; height: 50
          view dark { width: 40; height: fill; background: #000000 }
          spacer
          view ghost { width: 40; height: fill; visibility: invisible }
          view removed { width: 40; height: fill; visibility: gone }
          view free { width: 40; height: fill; noLayout: true; background: #FF000080 }
      }
      """)
    expectFragments(
      svg,
      [
        ##"fill="#000000" stroke="#4263EB"/>"##,
        ##"<text class="label dark""##,
        ##"<g data-path="S/spacer[1]"><title>S/spacer[1]: spacer (40, 0, 180, 0) at (40, 0)</title>"##
          + ##"<rect x="40" y="0" width="180" height="50" class="spacer"/>"##,
        ##"<g data-path="S/ghost" class="faded">"##,
        "gone (not drawn): S/removed</text>",
        ##"fill="#FF0000" fill-opacity="0.5" stroke="#E03131" stroke-dasharray="3 2" stroke-width="1.5"/>"##,
        "free: view (",
        "noLayout (not applied)</text>",
        "invisible (faded)</text>",
      ])
    #expect(!svg.contains(##"data-path="S/removed""##))
    #expect(xmlError(svg) == nil)
  }

  @Test func namesAreEscapedAndWideTextIsMeasured() {
    let root = Element(
      .frame, "a<b>&\"c\"",
      children: [
        Element(.view, "视图") {
          $0.width = SizeValue(.number(100))
          $0.height = SizeValue(.number(40))
        }
      ]
    ) { _ in }
    let document = LayoutDocument(root: root)
    let environment = Environment(canvas: Size(width: 200, height: 100))
    let panel = Panel(document: document, environment: environment, result: layout(document, in: environment))
    let svg = Picture(rows: [[panel]]).svg()
    #expect(svg.contains("a&lt;b&gt;&amp;&quot;c&quot;"))
    #expect(!svg.contains("a<b"))
    #expect(svg.contains(">视图</text>"))
    #expect(xmlError(svg) == nil)
  }

  @Test func outputIsDeterministic() {
    let source = (try? String(contentsOfFile: examplePath("profile.tgl"), encoding: .utf8)) ?? readmeSource
    #expect(renderSVG(source) == renderSVG(source))
  }

  @Test func anEmptyFileGivesAPictureThatSaysSo() {
    let svg = Picture(rows: []).svg()
    #expect(svg.contains("nothing to draw"))
    #expect(xmlError(svg) == nil)
  }

  @Test func everyExampleIsWellFormedAndNoLabelLeavesItsBox() throws {
    let directory = examplePath("")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tgl") }.sorted()
    #expect(!files.isEmpty)
    for file in files {
      let source = try String(contentsOfFile: directory + file, encoding: .utf8)
      #expect(xmlError(renderSVG(source)) == nil, "\(file)")
      for row in panels(source) {
        for panel in row {
          let drawing = PanelDrawing(panel)
          let labels = LabelPlacement.labels(for: drawing.boxes, within: drawing.contentBounds)
          for (box, label) in zip(drawing.boxes, labels) {
            guard let label, !label.isTag else { continue }
            let bounds = LabelPlacement.bounds(of: label)
            #expect(
              LabelPlacement.contains(box.displayFrame, bounds), "\(file): the label of \(box.item.path) overflows")
          }
        }
      }
    }
  }
}

/// The path of a file in `examples/`.
func examplePath(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples").path + "/" + name
}
