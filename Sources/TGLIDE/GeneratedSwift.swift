// The Swift that `tgl gen swift` writes for a file, linted first, for the command and for the editor's "Show
// generated Swift".

import TGLDiagnostics
import TGLGen
import TGLLint
import TGLSemantics
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
  ///
  /// A file of a program (it imports or declares) gives what `tgl gen swift` writes for the whole file in its
  /// program, whatever `index` (`generatedSwiftInProgram`).
  public func generatedSwift(ofDocument index: Int, fileName: String) -> SwiftGenerationResult {
    if let program = source.program { return generatedSwiftInProgram(program, fileName: fileName) }
    return SwiftGenerator.lintAndGenerate(
      LintInput(bytes: source.bytes), lineIndex: source.lineIndex, fileName: fileName, only: index)
  }

  /// What `tgl gen swift` writes for the file in `context`'s program, with its default prefixes: the expanded tree,
  /// with symbols (its layouts name the enums of other files' constants and styles, construct the components' types),
  /// its own enum and the types of the components it declares. The program's files are read as the context holds them
  /// (the editor's text of open files, the disk's of the rest).
  func generatedSwiftInProgram(_ context: ProgramContext, fileName: String) -> SwiftGenerationResult {
    let parse = Parser.parse(bytes: source.bytes)
    var expanded = context.program.expand(context.path, recordingSymbols: true)
    expanded.lowering.diagnostics += context.program.diagnostics(in: context.path)
    expanded.lowering.diagnostics.sort(by: Diagnostic.sourceOrder)
    let program = SwiftProgram(
      program: context.program, entry: context.path, sources: expanded.sources, declarationsPrefix: "",
      loader: ProgramFileSources(program: context.program))
    return SwiftGenerator.lintAndGenerate(
      LintInput(parse: parse, lowering: expanded.lowering), lineIndex: source.lineIndex, fileName: fileName,
      options: SwiftGenerationOptions(expanded: true), program: program)
  }
}

/// The files of a loaded program as a workspace, for the expansions of a component alone (its Swift type): every
/// file such an expansion reads (the component's file and what it imports) is one the program has loaded.
struct ProgramFileSources: SourceLoader {
  let program: Program

  func text(of path: String) -> String? { program.files[path]?.text }

  func tglFiles(in folder: String) -> [String] {
    program.files.keys.filter { WorkspacePath.folder(of: $0) == folder }.sorted()
  }
}
