// A document's edit history: which elements `modifyProperties` changed since a revision, and when that is not known.

import TGLSemantics
import Testing

@Suite struct EditHistoryTests {
  static func document() -> LayoutDocument {
    LayoutDocument(
      root: Element(.linear, name: "S", children: [Element(.view, name: "A"), Element(.view, name: "B")]))
  }

  @Test func editsSinceARevisionAreListedInOrder() {
    var document = Self.document()
    let start = document.revision
    #expect(document.editedPaths(since: start) == [])
    document.modifyProperties(at: [1]) { $0.width = .number(10) }
    let afterFirst = document.revision
    document.modifyProperties(at: []) { $0.vspace = 4 }
    document.modifyProperties(at: [1]) { $0.height = .number(5) }
    #expect(afterFirst !== start)
    #expect(document.editedPaths(since: start) == [[1], [], [1]])
    #expect(document.editedPaths(since: afterFirst) == [[], [1]])
    #expect(document.editedPaths(since: document.revision) == [])
  }

  @Test func aPathWithNoElementIsNotAnEdit() {
    var document = Self.document()
    let start = document.revision
    document.modifyProperties(at: [5]) { $0.width = .number(10) }
    document.modifyProperties(at: [0, 0]) { $0.width = .number(10) }
    #expect(document.revision === start)
    #expect(document == Self.document())
  }

  /// Two copies edited apart each know only their own edits: neither can be read as an edit of the other.
  @Test func copiesEditedApartDoNotShareRevisions() {
    let original = Self.document()
    var left = original
    var right = original
    left.modifyProperties(at: [0]) { $0.width = .number(1) }
    right.modifyProperties(at: [1]) { $0.width = .number(2) }
    #expect(left.editedPaths(since: original.revision) == [[0]])
    #expect(right.editedPaths(since: original.revision) == [[1]])
    #expect(right.editedPaths(since: left.revision) == nil)
  }

  @Test func aNewRootStartsANewHistory() {
    var document = Self.document()
    let start = document.revision
    document.modifyProperties(at: [0]) { $0.width = .number(1) }
    document.setRoot(Element(.frame, name: "F"))
    #expect(document.editedPaths(since: start) == nil)
  }

  /// Only the last edits are kept: a revision further back is no longer known.
  @Test func aRevisionBeyondTheKeptEditsIsNotKnown() {
    var document = Self.document()
    let start = document.revision
    var revisions = [start]
    for n in 0..<100 {
      document.modifyProperties(at: [n % 2]) { $0.width = .number(Double(n)) }
      revisions.append(document.revision)
    }
    #expect(document.editedPaths(since: start) == nil)
    #expect(document.editedPaths(since: revisions[99])?.count == 1)
    #expect(document.editedPaths(since: revisions[80])?.count == 20)
  }

  /// How a document came to be is not part of its value.
  @Test func equalityIgnoresTheHistory() {
    var edited = Self.document()
    edited.modifyProperties(at: [0]) { $0.width = .number(1) }
    var root = Self.document().root
    root.children[0].properties.width = .number(1)
    let built = LayoutDocument(root: root)
    #expect(edited == built)
    #expect(edited.hashValue == built.hashValue)
  }
}
