// The layout fixtures of issue 12's soak findings with one property changed (`LayoutDocument.modifyProperties`): the
// frames of the edited documents, derived by hand from the fixtures' derivations.

import TGLLayout
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct EditedFixtureTests {
  /// The fixture's document and the environment its directives give.
  static func fixture(_ name: String) throws -> (LayoutDocument, Environment) {
    let url = Fixtures.dataDirectory("layout").appendingPathComponent(name + ".tgl")
    let source = try #require(Fixtures.read(url))
    let document = try #require(Lowering.lower(source: source).documents.first)
    return (document, Environment(document: document))
  }

  /// `relative_frame_sibling_reference` without its padding first: n3's centre is then 15.5 / 2 = 7.75 and n5 is at
  /// y 7.75 - 2.5 = 5.25. With the padding 6, n3's centre is 6 + 7.75 = 13.75, n5 at y 11.25, x 6.
  @Test func aFrameSiblingIsResolvedAgainAfterAnEdit() throws {
    let (fixture, environment) = try Self.fixture("relative_frame_sibling_reference")
    var bare = fixture
    bare.modifyProperties(at: []) {
      $0.topPadding = 0
      $0.bottomPadding = 0
      $0.leftPadding = 0
      $0.rightPadding = 0
    }
    let first = layout(bare, in: environment)
    expectFrame(first, "n5", 0, 5.25, 10, 5)
    var padded = bare
    padded.modifyProperties(at: []) {
      $0.topPadding = 6
      $0.bottomPadding = 6
      $0.leftPadding = 6
      $0.rightPadding = 6
    }
    let result = layout(padded, in: environment)
    expectFrame(result, "n5", 6, 11.25, 10, 5)
    expectFrame(result, "n3", 103, 214, 54, 15.5)
  }

  /// `relative_frame_sibling_wrapped` with big 120 wide instead of 100: R wraps to 120 x 10; f and n5 are resolved
  /// against the size before wrapping as before (f's left -3, n5 at x -3).
  @Test func aFrameSiblingInAWrappedLayoutAfterAnEdit() throws {
    let (document, environment) = try Self.fixture("relative_frame_sibling_wrapped")
    var edited = document
    edited.modifyProperties(at: [0, 0]) { $0.width = .number(120) }
    let result = layout(edited, in: environment)
    expectFrame(result, "R", 0, 0, 120, 10)
    expectFrame(result, "n5", -3, 0, 5, 5)
    expectFrame(result, "f", 1, 2, 3, 4)
  }

  /// `relative_array_gone_owner` with b visible first (b and c share 260: 130 each, b at x 0 and c at x 0), then made
  /// gone: b is 0 x 0 and c takes the 260 alone.
  @Test func makingAnArrayOwnerGone() throws {
    let (fixture, environment) = try Self.fixture("relative_array_gone_owner")
    var visible = fixture
    visible.modifyProperties(at: [1]) { $0.visibility = .visible }
    let first = layout(visible, in: environment)
    expectFrame(first, "b", 0, 0, 130, 30)
    expectFrame(first, "c", 0, 50, 130, 10)
    var gone = visible
    gone.modifyProperties(at: [1]) { $0.visibility = .gone }
    let result = layout(gone, in: environment)
    expectFrame(result, "b", 0, 0, 0, 0)
    expectFrame(result, "c", 0, 50, 260, 10)
  }

  /// `frame_wrap_both_margins_wrap_size` with n3 60 wide: n1 wraps to 60 and n2 keeps its width 0 at x 0.25; n4
  /// (fixed 51) still stretches n5 to 35.75.
  @Test func aWrappedFrameKeepsTheWrapSizeAfterAnEdit() throws {
    let (document, environment) = try Self.fixture("frame_wrap_both_margins_wrap_size")
    var edited = document
    edited.modifyProperties(at: [0, 1]) { $0.width = .number(60) }
    let result = layout(edited, in: environment)
    expectFrame(result, "n1", 0, 0, 60, 10)
    expectFrame(result, "n2", 0.25, 0, 0, 10)
    expectFrame(result, "n5", 0.25, 0, 35.75, 10)
  }

  /// `relative_wrap_head_on_parent_centre` with a 50 wide: W wraps to |4 + 50| + 4 = 58, and b stays where the size
  /// before wrapping puts it, (4, -4).
  @Test func aHeadOnTheParentsCentreAfterAnEdit() throws {
    let (document, environment) = try Self.fixture("relative_wrap_head_on_parent_centre")
    var edited = document
    edited.modifyProperties(at: [0, 0]) { $0.width = .number(50) }
    let result = layout(edited, in: environment)
    expectFrame(result, "W", 0, 0, 58, 28)
    expectFrame(result, "b", 4, -4, 10, 10)
  }
}
