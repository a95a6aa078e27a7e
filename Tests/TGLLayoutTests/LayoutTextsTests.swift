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
}
