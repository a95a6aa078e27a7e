// Lowering of the sketch's shorthands: bare names as references, scaled arrays, short and named colours.

import TGLSemantics
import Testing

@Suite struct LoweringShorthandTests {
  func child(_ source: String, _ name: String) throws -> Element {
    let lowered = Lowering.lower(source: source)
    #expect(lowered.diagnostics.isEmpty, "\(lowered.diagnostics.map(\.message))")
    let root = try #require(lowered.documents.first?.root)
    return try #require(root.children.first { $0.name == name })
  }

  /// "name (bare name = the same attribute of that view)", language sketch §4.
  @Test func bareNameIsTheSameAttributeOfThatView() throws {
    let c = try child("relative R {\n    view B {}\n    view C { left: B + 4; width: parent; centerY: B }\n}\n", "C")
    #expect(c.properties.left == PositionValue(.reference(Reference(.element("B"), .left)), offset: 4))
    #expect(c.properties.width == SizeValue(.reference(Reference(.parent, .width))))
    #expect(c.properties.centerY == PositionValue(.reference(Reference(.element("B"), .centerY))))
  }

  @Test func keywordsStillWinOverNames() throws {
    let c = try child("linear L (vert) {\n    view C { width: fill; height: wrap }\n}\n", "C")
    #expect(c.properties.width == .fill)
    #expect(c.properties.height == .wrap)
  }

  @Test func arraysScaleAndShiftLikeAnySize() throws {
    let c = try child("relative R {\n    view B {}\n    view C { width: [B.width] * 2 - 10 }\n}\n", "C")
    #expect(c.properties.width == SizeValue(.array([Reference(.element("B"), .width)]), multiple: 2, increment: -10))
  }

  @Test func shortAndNamedColours() throws {
    let short = try child("frame F {\n    view C { background: #f80 }\n}\n", "C")
    #expect(short.properties.background == Color(red: 1, green: 136.0 / 255, blue: 0, alpha: 1))
    let withAlpha = try child("frame F {\n    view C { background: #0f08 }\n}\n", "C")
    #expect(withAlpha.properties.background == Color(red: 0, green: 1, blue: 0, alpha: 136.0 / 255))
    let named = try child("frame F {\n    view C { background: darkGray }\n}\n", "C")
    #expect(named.properties.background == Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1))
  }
}
