// The blueprint's labels never cover a label's text or another label: a name that does not fit beside the text
// inside its box goes on a tag outside it, with a leader line, or is left to the tooltip.

import Foundation
import TGLLayout
import TGLSemantics
import Testing

@testable import TGLRender

@Suite struct TagPlacementTests {
  @Test func aLabelFilledByItsTextIsNamedOnATagAboveIt() {
    // `welcome` is 200 × 34 at (20, 100), its text 28 pt bold, one line 33.9 high: no 9-px name fits beside it
    // inside. The tag goes above: "welcome 200×34" is 14 characters, 14 × 0.62 × 10 = 86.8 wide at 10 px, plus
    // 3 on each side: a badge 92.8 × 14 (10 × 1.2 + 2), its bottom a leader's length (6) above the box:
    // y = 100 − 6 − 14 = 80, the text's top 1 lower (81). The leader runs from the badge's bottom to the box's
    // top at the badge's centre, x = 20 + 92.8 / 2 = 66.4.
    let svg = renderSVG(
      """
      @canvas 300, 300
      frame F { width: fill; height: fill
          label welcome { left: 20; top: 100; width: 200; height: 34; text: "Welcome back"; font: 28, bold }
      }
      """)
    expectFragments(
      svg,
      [
        ##"<line class="leader" x1="66.4" y1="94" x2="66.4" y2="100" stroke="#4263EB"/>"##,
        ##"<rect class="badge" x="20" y="80" width="92.8" height="14" rx="2" fill="#4263EB"/>"##,
        // The baseline: the text's top + half a line (10 × 1.2 / 2) + a third of the size: 81 + 6 + 3.4.
        ##"<text class="tag" x="23" y="90.4" font-size="10">welcome <tspan class="size">200×34</tspan></text>"##,
      ])
  }

  @Test func aLabelWithRoomBesideItsTextKeepsItsNameInside() {
    // A 300 × 60 label whose 12-pt text is one line 14.5 high in the middle (top 22.7): the name and size fit in
    // a corner at 12 px (two lines, 28.8 high) only where they miss the text's line; the text's own line is
    // left alone.
    let source = """
      @canvas 400, 200
      frame F { width: fill; height: fill
          label roomy { left: 0; top: 0; width: 300; height: 60; text: "Hi"; font: 12 }
      }
      """
    let document = Lowering.lower(source: source).documents[0]
    let environment = Environment(document: document)
    let boxes = BoxList(document: document, environment: environment, result: layout(document, in: environment)).boxes
    let labels = LabelPlacement.labels(for: boxes, within: Rect(x: 0, y: 0, width: 400, height: 200))
    let label = try! #require(labels[1])
    #expect(!label.isTag)
    let text = boxes[1].text!.lineRects(in: boxes[1].frame)
    #expect(text.count == 1)
    #expect(!LabelPlacement.intersects(LabelPlacement.bounds(of: label), text[0]))
  }

  /// Every example in every declared size class: no label or tag covers any text line, no two labels meet, no
  /// label is smaller than 9 px, and every tag stays in the drawn area.
  @Test func noLabelCoversATextOrAnotherLabelInTheExamples() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("examples")
    let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".tgl") }
    #expect(files.count >= 12)
    var tags = 0
    for file in files.sorted() {
      let source = try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)
      for document in Lowering.lower(source: source).documents {
        for entry in declaredSizeClassEnvironments(of: document, base: Environment(document: document)) {
          let result = layout(document, in: entry.environment)
          let drawing = PanelDrawing(Panel(document: document, environment: entry.environment, result: result))
          let labels = LabelPlacement.labels(for: drawing.boxes, within: drawing.contentBounds)
          let texts = drawing.boxes.flatMap { box in box.text.map { $0.lineRects(in: box.frame) } ?? [] }
          var placed: [Rect] = []
          for (index, label) in labels.enumerated() {
            guard let label else { continue }
            let bounds = LabelPlacement.bounds(of: label)
            let name = "\(file) \(drawing.boxes[index].item.path)"
            #expect(label.fontSize >= 9, "\(name): \(label.fontSize) px")
            #expect(!texts.contains { LabelPlacement.intersects($0, bounds) }, "\(name) covers a text")
            #expect(!placed.contains { LabelPlacement.intersects($0, bounds) }, "\(name) covers a label")
            #expect(LabelPlacement.contains(drawing.contentBounds, bounds), "\(name) leaves the picture")
            if label.isTag { tags += 1 }
            placed.append(bounds)
          }
        }
      }
    }
    // login's welcome, signIn and the like are named outside their boxes.
    #expect(tags > 0)
  }
}
