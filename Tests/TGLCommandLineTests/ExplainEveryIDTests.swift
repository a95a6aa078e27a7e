// `tgl explain` knows every id a command can print: the rules, the engine's reports that `tgl layout` prints, the
// lowering's limit and the generator's refusal.

import TGLDiagnostics
import TGLGen
import TGLLayout
import TGLLint
import TGLSemantics
import Testing

@testable import TGLCommandLine

@Suite struct ExplainEveryIDTests {
  /// Every id a command prints: the lint's rules (`tgl check`, `tgl lsp`), each engine report as `tgl layout` turns
  /// it into a diagnostic (cycles are left to the lint), `too-many-elements` and `gen-swift`.
  static var printedIDs: [String] {
    var ids = RuleRegistry.all.map(\.id)
    for kind in LayoutReport.Kind.allCases {
      let report = LayoutReport(kind: kind, members: [], message: "m")
      if let diagnostic = LayoutCommand.report(for: report, ranges: [:]) { ids.append(diagnostic.rule) }
    }
    ids += [.tooManyElements, .genSwift]
    var seen = Set<RuleID>()
    return ids.filter { seen.insert($0).inserted }.map(\.rawValue)
  }

  @Test func theEngineReportsAreAmongThem() {
    #expect(Self.printedIDs.contains("ignored-value"))
    #expect(Self.printedIDs.contains("unresolved-reference"))
    #expect(!Self.printedIDs.contains("wrap-cycle"))
  }

  @Test(arguments: printedIDs)
  func explainKnowsIt(_ id: String) {
    let run = runTGL(["explain", id])
    #expect(run.status == 0, "tgl explain \(id): \(run.error)")
    #expect(run.output.hasPrefix("# \(id)\n\nSeverity: "))
  }

  @Test func ignoredValueIsExplained() {
    let run = runTGL(["explain", "ignored-value"])
    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix(
        "# ignored-value\n\nSeverity: warning. A value the container gives no meaning, reported by the layout engine.\n\n"
      ))
  }

  /// `--rule` still takes rules only: an engine id is not something `tgl check` can turn off.
  @Test func checkDoesNotTakeAnEngineIDAsARule() {
    let run = runTGL(["check", "--rule", "ignored-value=off", "-"], input: "frame S { width: 1; height: 1 }\n")
    #expect(run.status == 2)
  }
}
