// A lint run hands its own structures to `LintLeftovers` instead of freeing them: one for the file and one per
// document and environment checked, with the same diagnostics as a run that frees them itself.

import Foundation
import TGLDiagnostics
import TGLLayout
import TGLLint
import TGLSemantics
import TGLTestSupport
import Testing

@Suite struct LintLeftoversTests {
  /// Every lint fixture and example, in the default environment and in every size class: the same diagnostics, and
  /// the file's context plus one document context per layout the run asked for (one per document and environment).
  @Test(arguments: GivenLayoutsTests.files.map(\.path))
  func keepsTheFileAndEveryDocumentContext(_ path: String) throws {
    let text = try #require(Fixtures.read(URL(fileURLWithPath: path)))
    let input = LintInput(text: text)
    for allSizeClasses in [false, true] {
      var options = LintOptions()
      options.allSizeClasses = allSizeClasses
      let asked = GivenLayoutsTests.Asked()
      let leftovers = LintLeftovers()
      let kept = Linter.lint(input, options: options, leftovers: leftovers) { d, environment in
        asked.add(d)
        return layout(input.lowering.documents[d], in: environment)
      }
      #expect(kept == Linter.lint(input, options: options), "\(path), all size classes: \(allSizeClasses)")
      #expect(leftovers.count == 1 + asked.documents.count, "\(path), all size classes: \(allSizeClasses)")
      leftovers.release()
      #expect(leftovers.count == 0)
    }
  }

  /// Two documents, the second with a `when landscape` block and no text: the default check keeps the file and one
  /// context per document (3); every size class adds the landscape environment of the second (4).
  @Test func countsWorkedOutByHand() {
    let input = LintInput(
      text: """
        @canvas 390, 844
        view A { size: 10, 10 }
        view B {
            size: 20, 20
            when landscape { size: 30, 30 }
        }
        """)
    for (allSizeClasses, expected) in [(false, 3), (true, 4)] {
      var options = LintOptions()
      options.allSizeClasses = allSizeClasses
      let leftovers = LintLeftovers()
      _ = Linter.lint(input, options: options, leftovers: leftovers) { d, environment in
        layout(input.lowering.documents[d], in: environment)
      }
      #expect(leftovers.count == expected, "all size classes: \(allSizeClasses)")
    }
  }
}
