// Go to definition, references, highlights and rename for view names.

import TGLIDE
import TGLSyntax
import Testing

@Suite struct NavigationTests {
  let source = """
    relative R {
        view A { left: 10 }
        view B { left: A.right + 8; top: A.bottom }
    }
    relative Other {
        view A {}
    }
    """

  func offset(of needle: String, after skip: Int = 0) -> Int {
    var searchFrom = source.startIndex
    for _ in 0..<skip { searchFrom = source.range(of: needle, range: searchFrom..<source.endIndex)!.upperBound }
    let found = source.range(of: needle, range: searchFrom..<source.endIndex)!
    return source.utf8.distance(from: source.startIndex, to: found.lowerBound)
  }

  @Test func definitionOfAReference() {
    let analysis = Analysis(text: source)
    let ranges = analysis.definition(at: offset(of: "A.right") + 1)
    #expect(ranges == [TextRange(start: offset(of: "A {"), end: offset(of: "A {") + 1)])
  }

  @Test func definitionOfParentIsTheEnclosingElement() {
    let (text, cursorOffset) = cursor("relative R {\n    view A { left: pa$0rent.left }\n}")
    #expect(texts(text, Analysis(text: text).definition(at: cursorOffset)) == ["R"])
  }

  @Test func referencesStayInTheirDocument() {
    let analysis = Analysis(text: source)
    let all = analysis.references(at: offset(of: "A {"), includeDeclaration: true)
    #expect(all.map(\.start) == [offset(of: "A {"), offset(of: "A.right"), offset(of: "A.bottom")])
    let uses = analysis.references(at: offset(of: "A.bottom"), includeDeclaration: false)
    #expect(uses.count == 2)
    let highlights = analysis.occurrences(at: offset(of: "A.right"))
    #expect(highlights.map(\.isDeclaration) == [true, false, false])
  }

  @Test func nothingOnAttributesOrKeywords() {
    let analysis = Analysis(text: source)
    #expect(analysis.definition(at: offset(of: "right")).isEmpty)
    #expect(analysis.occurrences(at: offset(of: "relative")).isEmpty)
    #expect(analysis.renameTarget(at: offset(of: "left")) == nil)
  }

  @Test func renameChangesTheDeclarationAndEveryReference() {
    #expect(
      renamed(
        "relative R {\n    view $0A { left: 10 }\n    view B { left: A.right }\n}\nrelative Q { view A {} }",
        to: "Title")
        == "relative R {\n    view Title { left: 10 }\n    view B { left: Title.right }\n}\nrelative Q { view A {} }")
  }

  @Test func renameToCJKAndEmojiNames() {
    #expect(
      renamed("relative R {\n    view A {}\n    view B { top: $0A.bottom }\n}", to: "标题")
        == "relative R {\n    view 标题 {}\n    view B { top: 标题.bottom }\n}")
    #expect(
      renamed("relative R {\n    view $0标题 {}\n    view B { top: 标题.bottom }\n}", to: "🙂")
        == "relative R {\n    view 🙂 {}\n    view B { top: 🙂.bottom }\n}")
  }

  @Test func renameRefusesClashesKeywordsAndNonNames() {
    let marked = "relative R {\n    view $0A {}\n    view B { top: A.bottom }\n}"
    #expect(renamed(marked, to: "B") == "error: a view named 'B' already exists in this document")
    #expect(renamed(marked, to: "parent") == "error: 'parent' is a keyword and cannot name a view")
    #expect(renamed(marked, to: "wrap") == "error: 'wrap' is a keyword and cannot name a view")
    #expect(
      renamed(marked, to: "2fast")
        == "error: '2fast' is not a valid name: use a letter or '_', then letters, digits or '_'")
    #expect(
      renamed(marked, to: "a b") == "error: 'a b' is not a valid name: use a letter or '_', then letters, digits or '_'"
    )
    #expect(
      renamed(marked, to: "") == "error: '' is not a valid name: use a letter or '_', then letters, digits or '_'")
    #expect(renamed(marked, to: "A") == "relative R {\n    view A {}\n    view B { top: A.bottom }\n}")
    #expect(renamed("relative $0{}", to: "X") == "error: there is no view name here to rename")
  }
}
