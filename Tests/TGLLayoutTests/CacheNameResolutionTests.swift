// The incremental cache and names: a subtree whose references resolve differently must not be restored.

import TGLLayout
import TGLSemantics
import Testing

@Suite struct CacheNameResolutionTests {
  /// The inner `A` refers to `A.right`. Alone it means itself (a cycle); after an outer `A` earlier in the
  /// document it means the outer one (not a sibling). Found by fuzzing (`Tests/Data/fuzz-failures/layout/`).
  @Test func aDuplicateNameEarlierInTheDocumentIsNotRestoredFromTheCache() {
    func document(outerA: Bool) -> LayoutDocument {
      let inner = container(.relative, "g", [view("A") { $0.left = PositionValue(.reference(Reference(.element("A"), .right))) }])
      let outer = outerA ? [view("A"), inner] : [view("B"), inner]
      return LayoutDocument(root: container(.relative, nil, outer))
    }
    let environment = Environment()
    for (first, second) in [(false, true), (true, false)] {
      var cache = LayoutCache()
      _ = cache.layout(document(outerA: first), in: environment)
      let incremental = cache.layout(document(outerA: second), in: environment)
      #expect(incremental == layout(document(outerA: second), in: environment), "outer A first: \(first)")
    }
  }
}
