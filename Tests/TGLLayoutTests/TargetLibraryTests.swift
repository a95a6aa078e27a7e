// The target library: one document laid out for TangramKit and for MyLayout, where their rules differ.

import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct TargetLibraryTests {
  static let source = TargetSamples.wrappedFrame()

  static func environment(_ library: TargetLibrary) -> Environment {
    var environment = Environment(canvas: Size(width: 375, height: 667), scale: 2)
    environment.library = library
    return environment
  }

  /// The frames are derived by hand in `TargetSamples.wrappedFrame`.
  @Test func eachLibraryHasItsOwnFrames() throws {
    let document = try #require(Lowering.lower(source: Self.source).documents.first)
    for library in [TargetLibrary.myLayout, .tangramKit] {
      let result = layout(document, in: Self.environment(library))
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
