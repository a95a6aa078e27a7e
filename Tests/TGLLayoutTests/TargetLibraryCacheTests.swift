// The target library in the incremental cache: a subtree laid out for one library is not reused for the other.

import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct TargetLibraryCacheTests {
  static let source = TargetSamples.wrappedFrame()

  static func environment(_ library: TargetLibrary) -> Environment {
    var environment = Environment(canvas: Size(width: 375, height: 667), scale: 2)
    environment.library = library
    return environment
  }

  /// The frames are derived by hand in `TargetSamples.wrappedFrame`. The same cache lays the document out for one
  /// library, the other, and the first again: S's subtree has the same content each time, so only the library in the
  /// cache's key keeps the runs apart.
  @Test func theSameCacheLaysOutForEachLibraryInTurn() throws {
    let document = try #require(Lowering.lower(source: Self.source).documents.first)
    var cache = LayoutCache()
    for library in [TargetLibrary.myLayout, .tangramKit, .myLayout, .tangramKit] {
      let result = cache.layout(document, in: Self.environment(library))
      #expect(result == layout(document, in: Self.environment(library)), "\(library)")
      switch library {
      case .myLayout:
        expectFrame(result, "S", 0, 0, 80, 20)
        expectFrame(result, "A", 10, 0, 50, 10)
      case .tangramKit:
        expectFrame(result, "S", 0, 0, 30, 20)
        expectFrame(result, "A", 10, 0, 0, 10)
      }
    }
  }

  /// The document's `@target` is the default environment's library; the environment a tool builds may replace it.
  @Test func theDirectiveGivesTheDefaultEnvironmentItsLibrary() throws {
    let document = try #require(Lowering.lower(source: "@target mylayout\n" + Self.source).documents.first)
    let result = layout(document, in: Environment(document: document))
    expectFrame(result, "S", 0, 0, 80, 20)
    var environment = Environment(document: document)
    environment.library = .tangramKit
    expectFrame(layout(document, in: environment), "S", 0, 0, 30, 20)
  }
}
