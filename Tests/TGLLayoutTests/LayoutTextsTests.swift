// The text boxes the engine hands on with a layout (`layoutWithTexts`), which the linter's text rules read instead of
// preparing each label's text again.

import TGLLayout
import TGLSemantics
import TGLText
import Testing

@Suite struct LayoutTextsTests {
  /// Per element in document order: S (a container, no text), a (label, "Hi"), b (label whose `when landscape` block
  /// gives "Wide"), c (label with `intrinsic`, which stands in for its text: none), d (button, "Go"), e (a view), f
  /// (label with the same written block as a, so the engine shares its property set). In landscape with the
  /// pseudo-locale, every text is the pseudo-locale's expansion of the text that applies, b's being "Wide"; a label's
  /// wrapped height gives `lines` 0, a button has UIKit's 1; fonts and scale are those `Properties.textBox` gives.
  @Test func theBoxesAreThoseOfTheElementsPropertiesInTheEnvironment() throws {
    let source = """
      linear S (vert) {
          label a { text: "Hi"; height: wrap }
          label b {
              text: "Narrow"
              lines: 2
              when landscape { text: "Wide" }
          }
          label c { text: "Hidden"; intrinsic: 40, 20 }
          button d { text: "Go" }
          view e { width: 10; height: 10 }
          label f { text: "Hi"; height: wrap }
      }
      """
    let document = try #require(Lowering.lower(source: source).documents.first)
    var environment = Environment(
      canvas: Size(width: 480, height: 320), scale: 3, orientation: .landscape)
    environment.pseudoLocale = true
    environment.contentSize = .accessibility5
    let (result, texts) = layoutWithTexts(document, in: environment)
    #expect(texts.count == 7)
    #expect(result == layout(document, in: environment))
    var elements: [Element] = []
    func visit(_ element: Element) {
      elements.append(element)
      for child in element.children { visit(child) }
    }
    visit(document.root)
    #expect(elements.map { $0.name ?? "" } == ["S", "a", "b", "c", "d", "e", "f"])
    #expect((0..<7).map { texts.box($0) == nil } == [true, false, false, true, false, true, false])
    #expect(texts.box(2)?.prepared.text == PseudoLocale.expand("Wide"))
    #expect(texts.box(1)?.prepared.text == PseudoLocale.expand("Hi"))
    #expect(texts.box(1)?.lineLimit == 0)
    #expect(texts.box(2)?.lineLimit == 2)
    #expect(texts.box(4)?.isButton == true)
    #expect(texts.box(4)?.lineLimit == 1)
    #expect(texts.box(7) == nil)
    for (i, element) in elements.enumerated() {
      let own = element.resolvedProperties(in: environment).textBox(kind: element.kind, in: environment)
      let engine = texts.box(i)
      #expect(engine?.prepared.text == own?.prepared.text, "\(i)")
      #expect(engine?.prepared.font.description == own?.prepared.font.description, "\(i)")
      #expect(engine?.lineLimit == own?.lineLimit, "\(i)")
      #expect(engine?.isButton == own?.isButton, "\(i)")
      #expect(engine?.scale == own?.scale, "\(i)")
    }
  }

  /// A layout's truncations (`LayoutTexts.truncation`) count lines from the measurements the layouts kept, and are
  /// the boxes' own. "swift swift" in Inter Regular at 17 points: "swift" is 1472 + 2288 + 668 + 1016 + 1024 = 6468
  /// units, the space 792, so the text is 13728 / 2816 × 17 = 82.875 points on one line, and at 60 wide it takes two
  /// lines ("swift " and "swift") of 17 × 3408 / 2816 = 20.574 points. At scale 1: a (one line, as a label whose
  /// height does not wrap) needs 83 points of width; e (`lines: 0`) shows 1 of its 2 lines in 21 points and needs
  /// 42; b's height wraps to its two lines, so it shows whole.
  @Test func truncationsCountTheLayoutsLines() throws {
    let source = """
      linear S (vert) {
          width: 300
          label a { text: "swift swift"; width: 60; height: 21 }
          label b { text: "swift swift"; width: 60; height: wrap }
          label c { text: "swift swift"; lines: 1; width: wrap; height: wrap }
          button d { text: "swift swift"; width: 60 }
          label e { text: "swift swift"; lines: 0; width: 60; height: 21 }
      }
      """
    let document = try #require(Lowering.lower(source: source).documents.first)
    let environment = Environment(canvas: Size(width: 390, height: 844), scale: 1)
    let (result, texts) = layoutWithTexts(document, in: environment)
    let frames = result.items.map(\.frame)
    #expect(frames.count == 6)
    #expect(texts.truncation(1, width: 60, height: 21)
      == Truncation(neededLines: 1, shownLines: 1, neededWidth: 83, neededHeight: nil, lineLimit: 1))
    #expect(texts.truncation(5, width: 60, height: 21)
      == Truncation(neededLines: 2, shownLines: 1, neededWidth: nil, neededHeight: 42, lineLimit: 0))
    #expect(texts.truncation(2, width: frames[2].width, height: frames[2].height) == nil)
    #expect(texts.truncation(0, width: 60, height: 21) == nil)
    #expect(texts.truncation(6, width: 60, height: 21) == nil)
    // Asked twice (the second time from what the first kept), at the frame and at other sizes: the box's own answer.
    for i in 1..<6 {
      let box = try #require(texts.box(i))
      let sizes = [(frames[i].width, frames[i].height), (60, 21), (60, 41), (100, 21), (30, 100), (0, 50), (45.5, 20)]
      for _ in 0..<2 {
        for (w, h) in sizes {
          #expect(texts.truncation(i, width: w, height: h) == box.truncation(width: w, height: h), "\(i) at \(w) × \(h)")
        }
      }
    }
  }
}
