// The design mode: the screen as the device shows it. Text at the lines TGLText measured, in its font and colour,
// an ellipsis where tgl says the text is cut, backgrounds, image placeholders, the status bar and home indicator.

import Foundation
import TGLLayout
import TGLSemantics
import TGLText
import Testing

@testable import TGLRender

@Suite struct DesignModeTests {
  func design(_ source: String, environment: Environment? = nil) -> String {
    Picture(rows: panels(source, environment: environment), mode: .design).svg()
  }

  @Test func aLabelsTextIsDrawnAtItsMeasuredBaselineInItsFont() {
    // Inter (TGLText's metrics): 2816 units per em, ascender 2728, descender -680. At 17 pt a line is
    // (2728 + 680) / 2816 × 17 = 20.574 high and its baseline 2728 / 2816 × 17 = 16.469 below its top. The label is
    // 100 × 50 at (10, 20): one line, centred vertically as UILabel does, its top at (50 − 20.574) / 2 = 14.713, its
    // baseline at 14.713 + 16.469 = 31.18 in the label's own viewport (which starts at 10, 20 and clips to 100 × 50).
    let svg = design(
      """
      @canvas 200, 100
      frame F { width: fill; height: fill
          label hello { left: 10; top: 20; width: 100; height: 50; text: "Hello"; font: 17, semibold }
      }
      """)
    expectFragments(
      svg,
      [
        ##"<svg class="text" x="10" y="20" width="100" height="50" overflow="hidden">"##,
        ##"font-size: 17px; font-weight: 600" fill="#000000">"##,
        ##"<tspan x="0" y="31.18" xml:space="preserve">Hello</tspan>"##,
      ])
    // No blueprint on top: no name tag, no legend, no depth colours.
    #expect(!svg.contains("class=\"label"))
    #expect(!svg.contains("class=\"legend"))
    #expect(!svg.contains("#DBE4FF"))
    #expect(xmlError(svg) == nil)
  }

  @Test func linesBreakWhereTGLTextBreaksThem() {
    // "aaa bbb" at 17 pt does not fit in 40 points (seven characters of Inter at 17 pt are wider than 40), "aaa"
    // does: two lines, "aaa" and "bbb". The height wraps to 2 × 20.574 = 41.148, rounded up to the @2x grid: 41.5.
    // The block is centred: its top (41.5 − 41.1477) / 2 = 0.1761, baselines 0.1761 + 16.4688 = 16.6449 (16.64) and
    // 16.6449 + 20.5739 = 37.2188 (37.22).
    let svg = design(
      """
      @canvas 200, 100
      @scale 2
      frame F { width: fill; height: fill
          label two { left: 0; top: 0; width: 40; height: wrap; text: "aaa bbb"; font: 17 }
      }
      """)
    expectFragments(
      svg,
      [
        ##"<svg class="text" x="0" y="0" width="40" height="41.5" overflow="hidden">"##,
        ##"<tspan x="0" y="16.64" xml:space="preserve">aaa</tspan><tspan x="0" y="37.22" xml:space="preserve">bbb</tspan>"##,
      ])
  }

  @Test func aCutOffTextEndsInAnEllipsisThatFits() {
    // One line (`lines: 1`), 40 points wide: "Hello world" (about 85 points at 15 pt) is cut. The drawn line is the
    // longest start of the text that, followed by "…", still fits in 40 points.
    let svg = design(
      """
      @canvas 200, 100
      frame F { width: fill; height: fill
          label cut { left: 0; top: 0; width: 40; height: 20; lines: 1; text: "Hello world"; font: 15 }
      }
      """)
    let pattern = try! NSRegularExpression(pattern: "<tspan x=\"0\" y=\"[0-9.]+\" xml:space=\"preserve\">([^<]*)</tspan>")
    let match = pattern.firstMatch(in: svg, range: NSRange(svg.startIndex..., in: svg))
    let line = match.flatMap { Range($0.range(at: 1), in: svg) }.map { String(svg[$0]) } ?? ""
    #expect(line.hasSuffix("…"))
    let kept = String(line.dropLast())
    #expect("Hello world".hasPrefix(kept) && !kept.isEmpty)
    func width(_ text: String) -> Double {
      PreparedText(text, font: Font(size: 15, weight: .regular), metrics: .inter).naturalWidth
    }
    #expect(width(line) <= 40)
    let longer = String("Hello world".prefix(kept.count + 1))
    #expect(width(longer.trimmingCharacters(in: .whitespaces) + "…") > 40)
  }

  @Test func backgroundsImagesAndButtonsLookAsOnTheDevice() {
    // The frame's background is drawn in its colour; the image is a grey placeholder with its size in the middle
    // (11 px text, baseline at the centre + 11 × 0.34 = 3.74: 30 + 3.74 = 33.74); the button's title is in the
    // system tint; a view without a background draws nothing but its invisible hit rectangle.
    let svg = design(
      """
      @canvas 200, 100
      frame F { width: fill; height: fill; background: #FF0000
          image photo { left: 100; top: 0; width: 80; height: 60 }
          button go { left: 0; top: 60; width: 80; height: 30; text: "Go" }
          view plain { left: 0; top: 0; width: 10; height: 10 }
      }
      """)
    expectFragments(
      svg,
      [
        ##"<rect x="0" y="0" width="200" height="100" fill="#FF0000"/>"##,
        ##"<rect class="placeholder" x="100" y="0" width="80" height="60"/>"##,
        ##"<text class="placeholder-size" x="140" y="33.74" text-anchor="middle">80×60</text>"##,
        ##"fill="#007AFF" text-anchor="middle">"##,
        ##"<g data-path="F/plain"><title>"##,
        ##"<rect class="hit" x="0" y="0" width="10" height="10"/></g>"##,
      ])
  }

  @Test func theDevicesStatusBarAndHomeIndicatorAreDrawn() {
    // iPhone 15 in portrait: safe area 59 at the top, 34 at the bottom. The status bar's time sits in the top inset
    // (17 pt), the home indicator is 134 × 5, centred ((393 − 134) / 2 = 129.5), 8 above the bottom: 852 − 13 = 839.
    // The safe area's guide runs from (0, 59) to (393, 852 − 34).
    let source = "@device \"iPhone 15\"\nframe F { width: fill; height: fill }"
    let svg = design(source)
    expectFragments(
      svg,
      [
        ##"<g class="status-bar"><text x="31.44" y="38.5" font-size="17">9:41</text>"##,
        ##"<rect class="home-indicator" x="129.5" y="839" width="134" height="5" rx="2.5"/>"##,
        ##"<rect class="safe-area" x="0" y="59" width="393" height="759"/>"##,
      ])
    #expect(xmlError(svg) == nil)
  }
}
