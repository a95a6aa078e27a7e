// The Swift that `tgl gen swift` writes for a file, linted first, for the command and for the editor's "Show
// generated Swift".

import TGLGen
import TGLLint
import TGLSyntax

extension SwiftGenerator {
  /// Lints `input` in every size class its `when` blocks name and generates Swift for every document of the file
  /// (or for document `only`); a file with an error (in any environment) generates nothing. The decision is made
  /// here, above both the linter and the generator, for `tgl gen swift` (which the SwiftPM plugin runs) and the
  /// editor alike.
  public static func lintAndGenerate(
    _ input: LintInput, lineIndex: LineIndex, fileName: String, options: SwiftGenerationOptions = .init(),
    only: Int? = nil, program: SwiftProgram? = nil
  ) -> SwiftGenerationResult {
    var lintOptions = LintOptions()
    lintOptions.allSizeClasses = true
    // The generated code is TangramKit's, so the file is checked as TangramKit lays it out, whatever its `@target`.
    lintOptions.library = .tangramKit
    let diagnostics = Linter.lint(input, options: lintOptions)
    var result = generate(
      input.lowering.documents, diagnostics: diagnostics, lineIndex: lineIndex, fileName: fileName, options: options,
      only: only, documentation: documentation(of: input.parse.sourceFile), program: program)
    result.warnings = targetWarnings(input.parse.sourceFile)
    return result
  }
}

extension Analysis {
  /// The Swift of document `index` alone, generated as `tgl gen swift` does (the whole file is linted in every size
  /// class first, so an error anywhere in it generates nothing). `fileName` goes into the header.
  public func generatedSwift(ofDocument index: Int, fileName: String) -> SwiftGenerationResult {
    SwiftGenerator.lintAndGenerate(
      LintInput(bytes: source.bytes), lineIndex: source.lineIndex, fileName: fileName, only: index)
  }
}
