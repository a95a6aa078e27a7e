// A file that imports or declares (issue 29) is checked, laid out, rendered and generated as its expanded tree:
// its imports read from disk, inside its workspace (the nearest folder above it with a Package.swift, else its own
// folder). Any other file is lowered exactly as before.

import Platform
import TGLDiagnostics
import TGLLint
import TGLSemantics
import TGLSyntax

/// The `.tgl` files of a workspace folder on disk, by workspace path; the file being checked is given as read.
struct DiskSources: SourceLoader {
  let root: String
  let given: [String: String]
  /// Texts already read by the command, by absolute path (the files `tgl check` checks in other workspaces): a file
  /// of this workspace among them is not read again.
  var known: [String: String] = [:]

  func text(of path: String) -> String? {
    if let text = given[path] { return text }
    let absolute = absolute(path)
    if let text = known[absolute] { return text }
    guard case .success(let bytes) = FileSystem.read(absolute) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  func tglFiles(in folder: String) -> [String] {
    let names = FileSystem.entries(of: absolute(folder))?.map(\.name).filter { $0.hasSuffix(".tgl") } ?? []
    return names.map { folder.isEmpty ? $0 : folder + "/" + $0 }.sorted()
  }

  func absolute(_ path: String) -> String { path.isEmpty ? root : root + "/" + path }
}

/// The files one command has parsed, by absolute path, shared by the files it lowers: `tgl check DIR` checks
/// hundreds of screens that import the same shared files, and each shared file is parsed once, not once per importer.
/// A file is parsed again when its text differs from the one parsed (an edited file, a file given on standard input).
final class WorkspaceParses: @unchecked Sendable {
  private let lock = Lock()
  private var byPath: [String: (text: String, declarations: FileDeclarations)] = [:]

  init() {}

  /// The declarations of `text`, the file at `absolute`; parsed only when not already parsed with the same text.
  func declarations(of absolute: String, _ text: String, parse: () -> FileDeclarations) -> FileDeclarations {
    if let hit = lock.withLock({ byPath[absolute] }), hit.text == text { return hit.declarations }
    let declarations = parse()
    lock.withLock { byPath[absolute] = (text, declarations) }
    return declarations
  }
}

/// A file lowered as one of a program: its expanded tree, and what expansion found in other files.
struct ProgramLowering {
  var lowering: LoweringResult
  /// Diagnostics in the files it imports (a component's body, a style's value), with their absolute paths.
  var elsewhere: [(path: String, diagnostic: Diagnostic)]
  /// The program, the file's workspace path in it and where each expanded value comes from (for `gen swift`); nil
  /// for a file lowered alone.
  var program: Program?
  var entry = ""
  var sources = ElementSources()
  /// The workspace's reader, for the expansions of a component alone (`tgl gen swift`).
  var loader: (any SourceLoader)?

  /// Lowers the parsed file at `path` (`-` for standard input: not part of any workspace).
  /// `parsed` shares the parses of the workspace's files between the files of one command; `symbols` keeps the
  /// expressions values were written with, for the generator (`Program.expand(_:recordingSymbols:)`).
  static func lower(
    _ parsed: ParseResult, bytes: [UInt8], path: String, shared: WorkspaceParses = WorkspaceParses(),
    symbols: Bool = false
  ) -> ProgramLowering {
    let declarations = FileDeclarations(parsed.sourceFile, syntaxErrorCount: parsed.errors.count)
    guard declarations.isProgram, path != "-" else {
      return ProgramLowering(lowering: Lowering.lower(parsed.sourceFile), elsewhere: [])
    }
    let absolute = FileSystem.standardized(path)
    let root = workspaceRoot(of: absolute)
    let entry = String(absolute.dropFirst(root.count + 1))
    let entryText = String(decoding: bytes, as: UTF8.self)
    let loader = DiskSources(root: root, given: [entry: entryText])
    _ = shared.declarations(of: absolute, entryText) { declarations }
    let program = Program.load(entries: [entry], loader: loader) { file, text in
      file == entry ? declarations : shared.declarations(of: root + "/" + file, text) { FileDeclarations.parsing(file, text) }
    }
    var expanded = program.expand(entry, recordingSymbols: symbols)
    expanded.lowering.diagnostics += program.diagnostics(in: entry)
    expanded.lowering.diagnostics = expanded.lowering.diagnostics.map { absoluteRelated($0, root) }
    expanded.lowering.diagnostics.sort(by: Diagnostic.sourceOrder)
    let elsewhere = expanded.elsewhere.map { (root + "/" + $0.file, absoluteRelated($0.diagnostic, root)) }
    let reached = program.reachedNames()
    var result = ProgramLowering(lowering: expanded.lowering, elsewhere: elsewhere)
    result.program = program
    result.entry = entry
    result.sources = expanded.sources
    result.loader = loader
    // An unused style or constant is reported only where no other file can reach it (a declaration's warning is a
    // candidate that only `tgl check`, which reads every file, decides: `CheckCommand.reportElsewhere`).
    for warning in program.unusedWarnings(in: entry, reached: reached)
    where warning.declaration.flatMap(program.declarationKey) == nil {
      result.lowering.diagnostics.append(warning.diagnostic)
    }
    result.lowering.diagnostics.sort(by: Diagnostic.sourceOrder)
    return result
  }

  /// Lints the parsed file `entry` (one that imports or declares, not standard input) as a file of its program
  /// (`ProgramLint`), with the paths of its findings and unused candidates absolute; its `reached` declarations and
  /// `imports` stay relative to its workspace's root (`entry.root`), made absolute once the run's files are merged.
  /// The file is read from the run's program of its workspace when `programs` holds one, else from a program loaded
  /// from it alone.
  static func lint(
    _ parsed: ParseResult, entry file: ProgramEntry, shared: WorkspaceParses = WorkspaceParses(),
    programs: WorkspacePrograms = WorkspacePrograms(), options: (LoweringResult) -> LintOptions
  ) -> ProgramFileLint {
    let root = file.root
    let entry = String(file.absolute.dropFirst(root.count + 1))
    let entryText = file.text
    let declarations = file.declarations
    let program =
      programs.program(root: root, entry: entry, text: entryText)
      ?? {
        let loader = DiskSources(root: root, given: [entry: entryText])
        _ = shared.declarations(of: file.absolute, entryText) { declarations }
        return Program.load(entries: [entry], loader: loader) { file, text in
          file == entry
            ? declarations : shared.declarations(of: root + "/" + file, text) { FileDeclarations.parsing(file, text) }
        }
      }()
    var linted = ProgramLint.lint(entry, parse: parsed, in: program, options: options)
    linted.diagnostics = linted.diagnostics.map { absoluteRelated($0, root) }
    linted.elsewhere = linted.elsewhere.map {
      ProgramDiagnostic(file: root + "/" + $0.file, diagnostic: absoluteRelated($0.diagnostic, root))
    }
    // The candidates' keys stay the program's (`ReachedDeclarations` reads them per workspace).
    linted.unusedCandidates = linted.unusedCandidates.map { ($0.key, absoluteRelated($0.diagnostic, root)) }
    return linted
  }

  /// Related locations in other files named by absolute path, which the renderer reads.
  static func absoluteRelated(_ d: Diagnostic, _ root: String) -> Diagnostic {
    var d = d
    for i in d.related.indices { if let file = d.related[i].file { d.related[i].file = root + "/" + file } }
    return d
  }

  /// The nearest folder above `absolute` with a `Package.swift`, else the file's own folder.
  static func workspaceRoot(of absolute: String) -> String {
    let folder = WorkspacePath.folder(of: absolute)
    var candidate = folder
    while !candidate.isEmpty {
      if FileSystem.kind(of: candidate + "/Package.swift") != nil { return candidate }
      candidate = WorkspacePath.folder(of: candidate)
    }
    return folder
  }
}
