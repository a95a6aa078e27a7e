// `LayoutDocument.childPath`: an element's path written byte by byte (parent, '/', name or kind[index]).

import Testing

@testable import TGLSemantics

struct ElementPathTests {
  @Test func rootPathsAreTheNameOrTheKindAndIndex() {
    #expect(LayoutDocument.childPath(nil, "S", kind: .linear, index: 1) == "S")
    #expect(LayoutDocument.childPath(nil, nil, kind: .linear, index: 1) == "linear[1]")
  }

  @Test func childPathsJoinTheParentWithASlash() {
    #expect(LayoutDocument.childPath("S", "A", kind: .view, index: 3) == "S/A")
    #expect(LayoutDocument.childPath("S/linear[2]", nil, kind: .view, index: 1) == "S/linear[2]/view[1]")
    // A non-ASCII name keeps its bytes.
    #expect(LayoutDocument.childPath("Écran", "Bouton·1", kind: .button, index: 1) == "Écran/Bouton·1")
  }

  /// The digits are written most significant first; 8 digits fit the fast path, 9 and more take the fallback.
  @Test func indicesOfEveryWidthAreWrittenInOrder() {
    #expect(LayoutDocument.childPath("S", nil, kind: .label, index: 10) == "S/label[10]")
    #expect(LayoutDocument.childPath("S", nil, kind: .label, index: 907) == "S/label[907]")
    #expect(LayoutDocument.childPath("S", nil, kind: .label, index: 12_345_678) == "S/label[12345678]")
    #expect(LayoutDocument.childPath("S", nil, kind: .label, index: 123_456_789) == "S/label[123456789]")
    #expect(LayoutDocument.childPath(nil, nil, kind: .row, index: 1_000_000_000) == "row[1000000000]")
  }

  /// A document's paths, each written from its parent's bytes (`assignPaths(children:parent:)`): unnamed elements are
  /// numbered per kind among their siblings (the second `view` is `view[2]` though it is the third child), a name
  /// replaces the kind and index, and every element's id is its path.
  @Test func aDocumentsElementsGetTheirPathsFromTheirParents() {
    let document = LayoutDocument(
      root: Element(
        .linear, name: "S",
        children: [
          Element(.view), Element(.label, name: "名前"), Element(.view),
          Element(.linear, children: [Element(.view), Element(.button, name: "OK")]),
        ]))
    let paths = document.elements.map(\.path)
    #expect(
      paths == ["S", "S/view[1]", "S/名前", "S/view[2]", "S/linear[1]", "S/linear[1]/view[1]", "S/linear[1]/OK"])
    #expect(document.elements.map(\.id.path) == paths)
  }

  /// A document made without paths (`assigningPaths: false`): each element's path made from its place
  /// (`path(from:down:)`, `forEachChildPath`) is the one the document would have assigned.
  @Test func aPathMadeFromItsPlaceIsThePathADocumentAssigns() {
    let root = Element(
      .linear, name: "S",
      children: [
        Element(.view), Element(.label, name: "名前"), Element(.view),
        Element(.linear, children: [Element(.view), Element(.button, name: "OK"), Element(.view)]),
      ])
    let assigned = LayoutDocument(root: root).elements.map(\.path)
    let pathless = LayoutDocument(root: root, assigningPaths: false)
    #expect(pathless.root.children[2].path == "view")
    // Each element's steps from the root, the last step first.
    let steps: [[Int]] = [[], [0], [1], [2], [3], [0, 3], [1, 3], [2, 3]]
    let made = steps.map { steps in
      var steps = steps
      return withUnsafePointer(to: pathless.root) { LayoutDocument.path(from: $0, down: &steps) }
    }
    #expect(made == assigned)
    var beyond = [7]
    #expect(withUnsafePointer(to: pathless.root) { LayoutDocument.path(from: $0, down: &beyond) } == "")
    var children: [String] = []
    pathless.root.children[3].children.withUnsafeBufferPointer { buffer in
      LayoutDocument.forEachChildPath(in: buffer, parent: "S/linear[1]") { k, path in children.append("\(k) \(path)") }
    }
    #expect(children == ["0 S/linear[1]/view[1]", "1 S/linear[1]/OK", "2 S/linear[1]/view[2]"])
  }
}
