// Every editor feature at every offset of constraints containers, whole and broken (issue 31): no trap.

import Foundation
import TGLIDE
import TGLTestSupport
import Testing

@Suite struct ConstraintRobustnessTests {
  static let texts = [
    try? String(
      contentsOf: Fixtures.repositoryRoot().appendingPathComponent("examples/constraints-card.tgl"), encoding: .utf8),
    "constraints C {\n    view a {}\n    a.top = parent.top\n    a.width == @750\n    a.left == parent.left @\n}",
    "constraints C {\n    label a { hugging: horz, vert 1001 }\n    a.\n    a.leading ==\n    == parent.top\n}",
    "linear L {\n    a.top == parent.top @high; a.b.c <= 2 * (3\n}",
    "constraints 制約 {\n    label 标题 { text: \"🙂\" }\n    标题.leading == parent.leading + 16\n}",
  ].compactMap { $0 }

  @Test(arguments: texts)
  func everyFeatureAtEveryOffset(_ text: String) {
    let analysis = Analysis(text: text)
    _ = analysis.diagnostics
    _ = analysis.inlayHints(in: .init(start: 0, end: text.utf8.count))
    _ = analysis.formattingEdits()
    for offset in 0...text.utf8.count { RobustnessTests.exercise(analysis, at: offset) }
  }

  /// A rename of a child reaches the constraints that name it.
  @Test func renamingAChildRenamesItInConstraints() {
    let text = "constraints C {\n    view box {}\n    box.top == parent.top\n    box.width == box.height\n}"
    #expect(
      renamed(text.replacingOccurrences(of: "view box", with: "view $0box"), to: "card")
        == "constraints C {\n    view card {}\n    card.top == parent.top\n    card.width == card.height\n}")
  }
}
