// References are read from their tokens' bytes (`Attribute(spelling:)`, `SyntaxToken.spells`), not through `String`s:
// every attribute and target must read as `init(rawValue:)` and `==` on the text read them.

@testable import TGLSemantics
import TGLSyntax
import Testing

@Suite struct AttributeSpellingTests {
  /// `left: B.<attribute> + 4` for every attribute gives that attribute of B, offset 4.
  @Test func everyAttributeIsReadFromItsSpelling() {
    for attribute in Attribute.allCases {
      let (root, diagnostics) = lowerOne("view A {\n  left: B.\(attribute.rawValue) + 4\n}")
      #expect(diagnostics.isEmpty, "\(attribute)")
      #expect(root?.properties.left == PositionValue(.reference(Reference(.element("B"), attribute)), offset: 4))
    }
  }

  /// `parent` and `self` are the two special targets; a name that only starts or ends like them is a view's.
  @Test func parentAndSelfAreReadFromTheirSpelling() {
    let source = """
      view A {
        left: parent.left
        right: self.right
        top: parents.top
        bottom: sel.bottom
        centerX: Parent.centerX
      }
      """
    let (root, diagnostics) = lowerOne(source)
    #expect(diagnostics.isEmpty)
    #expect(root?.properties.left == .ref(.parent, .left))
    #expect(root?.properties.right == .ref(.this, .right))
    #expect(root?.properties.top == .ref(.element("parents"), .top))
    #expect(root?.properties.bottom == .ref(.element("sel"), .bottom))
    #expect(root?.properties.centerX == .ref(.element("Parent"), .centerX))
  }

  /// Words that share a length or a prefix with an attribute (`lef`, `widths`, `Width`) are no attribute, and the
  /// error quotes the word as written.
  @Test func otherWordsAreNoAttribute() {
    for word in ["lef", "widths", "Width", "centerx", "centerZ", "heigh", "x"] {
      let (root, diagnostics) = lowerOne("view A {\n  left: B.\(word)\n}")
      #expect(root?.properties.left == nil, "\(word)")
      #expect(diagnostics.map(\.message) == ["unknown attribute '\(word)'"], "\(word)")
    }
  }

  /// `B.` with nothing after the dot is not a reference.
  @Test func aDotWithoutAnAttributeIsReported() {
    let (_, diagnostics) = lowerOne("view A {\n  left: B.\n}")
    #expect(diagnostics.map(\.message).contains("expected a reference such as 'B.width'"))
  }
}
