// `tgl gen swift`: writes the TangramKit code of .tgl files, or checks that the written code is current.

import LSPProtocol
import Platform
import TGLDiagnostics
import TGLGen
import TGLIDE
import TGLLint
import TGLSemantics
import TGLSyntax

enum GenCommand {
  static let spec = CommandSpec(
    name: "gen",
    summary: "generate the Swift code that builds the layouts with TangramKit",
    usage: "swift FILE|DIR...|- [-o DIR] [--check] [--type-prefix P] [--public]",
    options: [
      .value("-o", "DIR", help: "Write the Swift files into DIR (default: beside each .tgl file)."),
      .value("--output", "DIR", help: "The same as -o."),
      .flag("--check", help: "Write nothing; list the files that are missing or stale and exit 1 if there are any."),
      .value("--type-prefix", "P", help: "Start every generated type name with P."),
      .value(
        "--declarations-prefix", "P",
        help: "Start the names of the enums of constants and styles with P (default: the type prefix)."),
      .flag("--public", help: "Make the generated types and their members public."),
      .value(
        "--component-prefix", "P",
        help: "Start every component's type name with P (default: the type prefix); the same for every file of a program."),
    ],
    details: """
      'tgl gen swift login.tgl' writes login.tgl.swift: for each layout of the file a type named after its root
      ('login' gives LoginLayout) with a property per named element; see docs/codegen.md. A directory means every
      *.tgl file below it; '-' reads standard input and writes standard output. Files are written atomically and
      only when their contents change.
      A file with an error (as 'tgl check --all-size-classes' reports it) generates nothing: its errors are printed
      as path:line:col: error[rule]: message and the exit code is 1.
      Exit codes: 0 done, 1 errors or (with --check) stale files, 2 usage or I/O error.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    let declarationsPrefix = arguments.value("--declarations-prefix") ?? arguments.value("--type-prefix") ?? ""
    guard let language = arguments.positionals.first else {
      throw UsageError("tgl gen needs a language: 'tgl gen swift FILE...'; see 'tgl help gen'")
    }
    guard language == "swift" else {
      throw UsageError("tgl gen knows one language, swift, not '\(language)'")
    }
    let inputs = Array(arguments.positionals.dropFirst())
    guard !inputs.isEmpty else {
      throw UsageError("tgl gen swift needs files, directories or '-' for standard input; see 'tgl help gen'")
    }
    let options = SwiftGenerationOptions(
      typePrefix: arguments.value("--type-prefix") ?? "", isPublic: arguments.flag("--public"))
    let directory = arguments.value("-o") ?? arguments.value("--output")
    if arguments.value("-o") != nil && arguments.value("--output") != nil {
      throw UsageError("give the output directory once, with -o or --output")
    }
    let check = arguments.flag("--check")
    if inputs.contains("-") {
      guard inputs.count == 1 else { throw UsageError("'-' (standard input) cannot be mixed with files") }
      return standardInput(options: options, check: check, declarationsPrefix: declarationsPrefix, context)
    }
    let files = try SourceFiles.expand(inputs)
    var outputs: [String: String] = [:]
    for file in files {
      let output = outputPath(for: file, directory: directory)
      if let other = outputs[output] {
        throw UsageError(
          "\(other) and \(file) would both be generated as \(output); generate them into different directories")
      }
      outputs[output] = file
    }
    if let directory, !check {
      if case .failure(let error) = FileSystem.createDirectories(directory) {
        throw UsageError("cannot create \(directory): \(error.message)")
      }
    }
    var status = ExitCode.success
    var written = 0
    for file in files {
      let output = outputPath(for: file, directory: directory)
      let bytes: [UInt8]
      do {
        bytes = try SourceFiles.read(file)
      } catch {
        context.writeError("tgl gen swift: \(error.message)\n")
        status = max(status, ExitCode.usage)
        continue
      }
      guard
        let source = generate(
          bytes, path: file, options: options, declarationsPrefix: declarationsPrefix,
          componentPrefix: arguments.value("--component-prefix"), context)
      else {
        status = max(status, ExitCode.failure)
        continue
      }
      let new = Array(source.utf8)
      let old = try? FileSystem.read(output).get()
      guard old != new else { continue }
      if check {
        context.writeOutput(output + (old == nil ? " (missing)" : "") + "\n")
        status = max(status, ExitCode.failure)
        continue
      }
      do {
        try SourceFiles.writeAtomically(new, to: output)
        written += 1
      } catch {
        context.writeError("tgl gen swift: \(error.message)\n")
        status = max(status, ExitCode.usage)
      }
    }
    if written > 0 {
      context.writeError("tgl gen swift: wrote \(written) of \(files.count) file\(files.count == 1 ? "" : "s")\n")
    }
    return status
  }

  /// `DIR/NAME.tgl.swift`, or beside the source without a directory.
  static func outputPath(for file: String, directory: String?) -> String {
    // Beside the source: its absolute, standardised path (as Foundation's file URLs gave it).
    let absolute = FileSystem.standardized(file)
    let slash = absolute.lastIndex(of: "/")!
    let name = String(absolute[absolute.index(after: slash)...]) + ".swift"
    guard let directory else { return String(absolute[...slash]) + name }
    return (directory.hasSuffix("/") ? directory : directory + "/") + name
  }

  /// The file name at the end of `path`.
  static func lastPathComponent(_ path: String) -> String {
    var path = Substring(path)
    while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
    return String(path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path)
  }

  static func standardInput(
    options: SwiftGenerationOptions, check: Bool, declarationsPrefix: String, _ context: CommandContext
  ) -> Int32 {
    guard
      let source = generate(
        context.readInput(), path: "<stdin>", options: options, declarationsPrefix: declarationsPrefix, context)
    else {
      return ExitCode.failure
    }
    if !check { context.writeOutput(source) }
    return ExitCode.success
  }

  /// `findings` of the file, without those about an element of a component written in another file, and those
  /// rendered in that file, with their number once merged (issue 29: the finding is the component's, reported once
  /// for all its uses, as `tgl check` reports it).
  /// `root` is the workspace's root, `files` where the related locations are read (`relatedFiles`).
  static func relocated(
    _ findings: [TGLDiagnostics.Diagnostic], _ lowering: ProgramLowering, root: String, files: RunFiles
  ) -> (kept: [TGLDiagnostics.Diagnostic], elsewhere: String, elsewhereCount: Int) {
    guard let program = lowering.program, !findings.isEmpty else { return (findings, "", 0) }
    var (kept, moved) = ComponentFindings.relocate(
      findings, path: lowering.entry, lowering: lowering.lowering, sources: lowering.sources, program: program)
    // The generator's own findings name other files by workspace path (two files whose Swift types would clash).
    for k in kept.indices where kept[k].rule == .genSwift {
      for r in kept[k].related.indices {
        if let file = kept[k].related[r].file, !file.hasPrefix("/") { kept[k].related[r].file = root + "/" + file }
      }
    }
    var out = ""
    for m in moved {
      guard let text = program.files[m.file]?.text else { continue }
      var renderer = DiagnosticRenderer(
        path: root + "/" + m.file, index: LineIndex(bytes: Array(text.utf8)),
        options: RenderOptions(color: false, excerpts: false))
      renderer.lineIndexOfFile = files.lineIndex(of:)
      out += renderer.render(ProgramLowering.absoluteRelated(m.diagnostic, root))
    }
    return (kept, out, moved.count)
  }

  /// The workspace root of the file at `programPath`, lowered as `lowering`: its absolute path less the workspace path
  /// of the file (`lowering.entry`), in bytes (a count of characters is not one of bytes: `画面.tgl`).
  static func workspaceRoot(_ lowering: ProgramLowering, _ programPath: String) -> String {
    let absolute = FileSystem.standardized(programPath)
    return String(absolute.utf8.dropLast(lowering.entry.utf8.count + 1)) ?? WorkspacePath.folder(of: absolute)
  }

  /// The files the related locations of `lowering`'s findings are in, its workspace at `root`: read in its program's
  /// texts (standard input is `stdin.tgl`, which is on no disk), else on disk.
  static func relatedFiles(_ lowering: ProgramLowering, root: String) -> RunFiles {
    let files = RunFiles(currentDirectory: FileSystem.currentDirectory, relative: false)
    if let program = lowering.program { files.add(WorkspacePrograms(root: root, program: program)) }
    return files
  }

  /// The Swift source of a file, or nil after printing why there is none.
  static func generate(
    _ bytes: [UInt8], path: String, options: SwiftGenerationOptions, declarationsPrefix: String,
    componentPrefix: String? = nil,
    _ context: CommandContext
  ) -> String? {
    let index = LineIndex(bytes: bytes)
    let fileName = path == "<stdin>" ? "stdin.tgl" : lastPathComponent(path)
    // A file that imports or declares is generated from its expanded tree, with its constants and styles by name
    // and its components as Swift types (docs/codegen.md, "A program of several files"). Standard input is read as the file `stdin.tgl` of the
    // current folder: its imports are relative to that folder, whose workspace is found as for any file there.
    let parsed = Parser.parse(bytes: bytes)
    let programPath = path == "<stdin>" ? FileSystem.currentDirectory + "/stdin.tgl" : path
    let lowering = ProgramLowering.lower(parsed, bytes: bytes, path: programPath, symbols: true)
    var options = options
    options.expanded = FileDeclarations(parsed.sourceFile, syntaxErrorCount: parsed.errors.count).isProgram
    let program = lowering.program.map {
      SwiftProgram(
        program: $0, entry: lowering.entry, sources: lowering.sources, declarationsPrefix: declarationsPrefix,
        loader: lowering.loader, componentPrefix: componentPrefix)
    }
    let result = SwiftGenerator.lintAndGenerate(
      LintInput(parse: parsed, lowering: lowering.lowering), lineIndex: index, fileName: fileName, options: options,
      program: program)
    var renderer = DiagnosticRenderer(path: path, index: index, options: RenderOptions(color: false, excerpts: false))
    // One set of related files for every finding of the file: each file's line index is made once.
    let root = workspaceRoot(lowering, programPath)
    let files = relatedFiles(lowering, root: root)
    renderer.lineIndexOfFile = files.lineIndex(of:)
    let (warnings, movedWarnings, _) = relocated(result.warnings, lowering, root: root, files: files)
    if !warnings.isEmpty || !movedWarnings.isEmpty {
      context.writeError(warnings.map(renderer.render).joined() + movedWarnings)
    }
    if let source = result.source { return source }
    let (errors, movedErrors, movedCount) = relocated(result.errors, lowering, root: root, files: files)
    var report = errors.map(renderer.render).joined() + movedErrors
    // The errors as printed: one of a component's tree found at each use is one error.
    let count = errors.count + movedCount
    report += "tgl gen swift: \(path) generated nothing (\(count) error\(count == 1 ? "" : "s"))\n"
    context.writeError(report)
    return nil
  }
}
