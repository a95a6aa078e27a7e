// A lint run hands its own structures to `LintLeftovers` instead of freeing them: one for the file and one per
// document and environment checked, with the same diagnostics as a run that frees them itself.

import Foundation
import TGLDiagnostics
import TGLLayout
import TGLLint
import TGLSemantics
import TGLSyntax
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

  /// A file of a program (`ProgramLint.lint`, which `tgl check` leaves to the exit to free): the same findings, and the
  /// lint's input and the file's expansion kept beside the file's context and the one document's (4).
  @Test func programLintKeepsItsExpansion() {
    let files = [
      "rows.tgl": """
        style Caption { font: 13; lines: 1 }
        component Row(title: string) {
            linear row (horz) {
                width: fill
                height: wrap
                label name { style: Caption; text: title; width: fill; height: wrap }
            }
        }
        """,
      "screen.tgl": """
        import "rows.tgl"
        linear list (vert) {
            width: 320
            height: wrap
            view gap { size: -4, 10 }
            Row a (title: "A")
        }
        """,
    ]
    let loader = InMemorySources(files)
    let parse = Parser.parse(bytes: Array(files["screen.tgl"]!.utf8))
    let declarations = FileDeclarations(parse.sourceFile, syntaxErrorCount: parse.errors.count)
    let program = Program.load(entries: ["screen.tgl"], loader: loader) { file, text in
      file == "screen.tgl" ? declarations : FileDeclarations.parsing(file, text)
    }
    let freed = ProgramLint.lint("screen.tgl", parse: parse, in: program, options: LintOptions())
    let leftovers = LintLeftovers()
    let kept = ProgramLint.lint("screen.tgl", parse: parse, in: program, leftovers: leftovers) { _ in LintOptions() }
    #expect(!freed.diagnostics.isEmpty)
    #expect(kept.diagnostics == freed.diagnostics)
    #expect(kept.elsewhere.map(\.diagnostic) == freed.elsewhere.map(\.diagnostic))
    #expect(leftovers.count == 4)
  }
}
