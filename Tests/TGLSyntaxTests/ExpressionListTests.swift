// `ExpressionList` holds the first four expressions of a node inline and finds later ones by walking: both ways must
// give what `ValueSyntax.items` (an array) gives.

import TGLSyntax
import Testing

@Suite struct ExpressionListTests {
  func parseValue(_ text: String) -> ValueSyntax? {
    let file = Parser.parse("view A {\n  padding: \(text)\n}\n").sourceFile
    return file.elements.first?.block?.properties.first?.value
  }

  /// From none to seven items (past the four held inline), with bounds after them (not expressions), the list has the
  /// items of the array, in order.
  @Test func listsTheItemsOfTheArray() throws {
    let texts = ["1", "2 + 3", "B.width", "(4)", "-5", "[C.left, D.left]", "6"]
    for count in 1...texts.count {
      let value = try #require(parseValue(texts.prefix(count).joined(separator: ", ") + " min 2 max 9"))
      let list = value.itemList
      #expect(list.count == count)
      #expect(list.map(\.syntax) == value.items.map(\.syntax))
      #expect(list.map { $0.syntax.text } == Array(texts.prefix(count)))
      #expect(list.last?.syntax.text == texts[count - 1])
    }
  }

  @Test func aValueOfBoundsAloneHasNoItems() throws {
    let value = try #require(parseValue("min 2"))
    #expect(value.itemList.isEmpty)
    #expect(value.itemList.first == nil)
  }
}
