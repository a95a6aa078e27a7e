// `LayoutDocument` keeps its fields in one shared box: a copy changed (properties, directives, root) must leave the
// document it was copied from as it was.

import Testing

@testable import TGLSemantics

struct LayoutDocumentStorageTests {
  func sample() -> LayoutDocument {
    LayoutDocument(
      root: Element(.linear, name: "S", children: [Element(.view, name: "A")]), canvas: Size(width: 390, height: 844))
  }

  @Test func aCopyWhosePropertiesChangeLeavesTheOriginal() {
    let original = sample()
    var copy = original
    copy.modifyProperties(at: [0]) { $0.width = .number(120) }
    #expect(original.root.children[0].properties.width == nil)
    #expect(copy.root.children[0].properties.width == SizeValue.number(120))
    #expect(copy != original)
  }

  @Test func aCopyWhoseDirectivesChangeLeavesTheOriginal() {
    let original = sample()
    var copy = original
    #expect(copy == original)
    copy.canvas = Size(width: 844, height: 390)
    copy.scale = 3
    copy.fontMetrics = "metrics.json"
    copy.target = .myLayout
    #expect(original.canvas == Size(width: 390, height: 844))
    #expect(original.scale == nil && original.fontMetrics == nil && original.target == nil)
    #expect(copy.canvas == Size(width: 844, height: 390) && copy.scale == 3)
    #expect(copy.fontMetrics == "metrics.json" && copy.target == .myLayout)
  }

  @Test func aCopyGivenANewRootLeavesTheOriginal() {
    let original = sample()
    var copy = original
    copy.setRoot(Element(.frame, name: "T"))
    #expect(original.root.kind == .linear && original.root.children.map(\.path) == ["S/A"])
    #expect(copy.root.kind == .frame && copy.root.path == "T" && copy.root.children.isEmpty)
  }

  /// Documents built apart from equal parts are equal and hash alike (not only copies sharing a box).
  @Test func documentsBuiltApartFromEqualPartsAreEqual() {
    #expect(sample() == sample())
    #expect(sample().hashValue == sample().hashValue)
  }
}
