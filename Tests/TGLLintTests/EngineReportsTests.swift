// The lint leaves the engine's wrap cycles to the dependency-cycle rule by their kind, not by their wording.

import TGLLayout
@testable import TGLLint
import TGLSemantics
import Testing

@Suite struct EngineReportsTests {
  static let members = [ElementID("S"), ElementID("S/A")]

  /// A wrap cycle is left to the rules whatever its message says; a cycle of another kind is passed on even when
  /// its message reads like a wrap cycle's. Matching on the message prefix would fail both.
  @Test func wrapCyclesAreToldApartByKind() {
    let reworded = LayoutReport(kind: .wrapCycle, members: Self.members, message: "S wraps A, which fills S")
    let lookalike = LayoutReport(
      kind: .cycle, members: Self.members, message: "dependency cycle in a wrapped frame layout: S -> A")
    #expect(EngineReports.passedOn([reworded, lookalike]) == [lookalike])
  }

  /// The engine gives wrapped containers whose child fills them the wrap-cycle kind.
  @Test func engineReportsWrappedContainersAsWrapCycles() throws {
    let document = try #require(
      Lowering.lower(
        source: """
          frame R {
              frame S {
                  view A { width: fill; height: 10 }
              }
          }
          """
      ).documents.first)
    let reports = layout(document, in: Environment()).reports
    #expect(reports.map(\.kind) == [.wrapCycle])
    #expect(EngineReports.passedOn(reports).isEmpty)
  }
}
