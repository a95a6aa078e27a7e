// The name table the lowering and the lint look property names up in: the answers of a dictionary.

import TGLSemantics
import Testing

@Suite struct NameTableTests {
  /// 307 names (ASCII, CJK, an emoji, the empty name) found with their values; names that are not in the table, a
  /// byte shorter or longer or in another case, are not found.
  @Test func answersAsADictionaryWould() {
    let names = (0..<300).map { "name\($0)" } + ["width", "height", "size", "标题", "👍🏽", "a", ""]
    let table = SpellingTable(names.enumerated().map { (name: $0.element, value: $0.offset) })
    let dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })
    for name in names { #expect(table[name] == dictionary[name], "\(name)") }
    for missing in ["name300", "name", "widt", "widths", "Width", "标", "标题x", " width", "👍"] {
      #expect(table[missing] == nil, "\(missing)")
    }
    #expect(Set(table.names) == Set(names))
  }

  /// A name given twice keeps its last value; an empty table finds nothing.
  @Test func theLastValueOfANameWins() {
    let table = SpellingTable([(name: "left", value: 1), (name: "right", value: 2), (name: "left", value: 3)])
    #expect(table["left"] == 3)
    #expect(table["right"] == 2)
    #expect(table.names.count == 2)
    #expect(SpellingTable<Int>([])["left"] == nil)
  }
}
