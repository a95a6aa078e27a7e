// `Linter.lint(_:options:layout:)`, which the language server calls so that it keeps the lint's layouts, reports
// exactly what `Linter.lint(_:options:)` reports, and asks for the layouts the linter would have computed.

import Foundation
import TGLDiagnostics
import TGLLayout
import TGLLint
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct GivenLayoutsTests {
  static let files =
    Fixtures.files(in: Fixtures.dataDirectory("lint"), withSuffix: ".tgl")
    + Fixtures.files(in: Fixtures.repositoryRoot().appendingPathComponent("examples"), withSuffix: ".tgl")

  /// Every lint fixture and example, in the default environment and in every size class: the same diagnostics, and
  /// one layout asked for per document and environment checked.
  @Test(arguments: files.map(\.path))
  func sameDiagnosticsWithTheCallersLayouts(_ path: String) throws {
    let text = try #require(Fixtures.read(URL(fileURLWithPath: path)))
    let input = LintInput(text: text)
    for allSizeClasses in [false, true] {
      var options = LintOptions()
      options.allSizeClasses = allSizeClasses
      let asked = Asked()
      let given = Linter.lint(input, options: options) { d, environment in
        asked.add(d)
        return layout(input.lowering.documents[d], in: environment)
      }
      #expect(given == Linter.lint(input, options: options), "\(path), all size classes: \(allSizeClasses)")
      // Each document is laid out at least once (its default environment), and no document that is not there.
      #expect(Set(asked.documents) == Set(input.lowering.documents.indices), "\(path)")
    }
  }

  final class Asked: @unchecked Sendable {
    var documents: [Int] = []
    func add(_ d: Int) { documents.append(d) }
  }
}
