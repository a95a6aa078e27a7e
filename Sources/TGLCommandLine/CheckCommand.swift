// `tgl check`: runs the linter over files and directories, in parallel, and prints text, JSON or SARIF.

import Platform
import TGLDiagnostics
import TGLLint
import TGLSemantics
import TGLSyntax

enum CheckCommand {
  static let spec = CommandSpec(
    name: "check",
    summary: "find errors and likely mistakes in layouts",
    usage:
      "[PATH...|-] [--format text|json|sarif] [--canvas W,H] [--scale S] [--size-class w:C,h:C | --all-size-classes] [--content-size C] [--pseudo-locale] [--max-warnings N] [--rule ID=off|warning|error]...",
    options: EnvironmentOptions.specs + [
      .flag(
        "--all-size-classes",
        help: "Check every environment the 'when' blocks name, the default one, and the largest Dynamic Type size."),
      .value("--format", "F", help: "text (the default), json or sarif.", choices: ["text", "json", "sarif"]),
      .value("--max-warnings", "N", help: "Exit 1 when there are more than N warnings (default: no limit)."),
      .value("--rule", "ID=LEVEL", help: "Set a rule to off, warning or error (repeatable).", repeatable: true),
    ],
    details: """
      PATH is a file or a directory (every *.tgl below it); '-' reads standard input; no PATH means the current
      directory. Files are checked in parallel; the output is in the order of the paths.
      Exit codes: 0 no errors (and no more warnings than --max-warnings), 1 errors or too many warnings,
      2 usage or I/O error. 'tgl rules' lists the rules, 'tgl explain ID' explains one. JSON and SARIF are
      described in docs/cli.md.
      """)

  /// The result of checking one file.
  struct FileResult: Sendable {
    var path: String
    var bytes: [UInt8] = []
    var diagnostics: [Diagnostic] = []
    var ioError: String?
    /// The file's part of the output, rendered by the worker that checked it.
    var rendered = ""
    /// What expanding the file found in the files it imports (absolute paths), reported with those files.
    var elsewhere: [(path: String, diagnostic: Diagnostic)] = []
    /// The file linted as a file of its program (`ProgramLowering.lint`): its unused styles and constants (absolute
    /// keys), the declarations and files it reaches (relative to `root`).
    var linted: ProgramFileLint?
    /// The root of the workspace of a file linted as a file of its program, and the file's absolute path.
    var root = ""
    var absolute: String?
  }

  /// The stack of each of the pool's threads: deep files recurse deeply through parsing, lowering and layout (the
  /// size of the language server's diagnostics thread; reserved, not committed).
  static let workerStackSize = 16 << 20

  /// The output formats.
  enum Format: String {
    case text, json, sarif
  }

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    let formatName = arguments.value("--format") ?? "text"
    guard let format = Format(rawValue: formatName) else {
      throw UsageError("--format expects text, json or sarif, not '\(formatName)'")
    }
    let options = try lintOptions(arguments)
    var maxWarnings: Int?
    if let text = arguments.value("--max-warnings") {
      guard let n = Int(text), n >= 0 else { throw UsageError("--max-warnings expects a whole number, not '\(text)'") }
      maxWarnings = n
    }
    var trace = PhaseTrace(environment: context.environment, write: context.writeError)
    // Started before the files are listed, so that its threads are up when the first loop (reading and parsing)
    // begins; every parallel phase of the run uses it.
    let pool = WorkerPool(stackSize: workerStackSize)
    defer { pool.finish() }
    pool.measuresTail = trace.isOn
    let positionals = arguments.positionals.isEmpty ? ["."] : arguments.positionals
    var paths: [String] = []
    for path in positionals {
      paths += path == "-" ? ["-"] : try SourceFiles.expand([path])
    }
    trace.end("list files")
    let files = RunFiles(
      currentDirectory: context.currentDirectory,
      relative: positionals.contains { $0 != "-" && !$0.hasPrefix("/") })
    var results = check(
      paths, options: options, format: format, context: context, pool: pool, files: files, trace: &trace)
    results = reportElsewhere(results, format: format, context: context, pool: pool, files: files)
    trace.end("report elsewhere", tail: pool.lastTail)
    var errors = 0
    var warnings = 0
    var infos = 0
    for result in results {
      for d in result.diagnostics {
        switch d.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .information, .hint: infos += 1
        }
      }
    }
    switch format {
    case .json: context.writeOutput(CheckOutput.json(results, errors: errors, warnings: warnings, infos: infos) + "\n")
    case .sarif: context.writeOutput(CheckOutput.sarif(results) + "\n")
    case .text:
      context.writeOutput(results.map(\.rendered).joined())
      context.writeOutput(
        summary(files: results.count, errors: errors, warnings: warnings, infos: infos, maxWarnings: maxWarnings))
    }
    for result in results { if let problem = result.ioError { context.writeError("tgl check: \(problem)\n") } }
    trace.end("output")
    let ioError = results.contains { $0.ioError != nil }
    context.keepUntilExit(results)
    if ioError { return ExitCode.usage }
    if errors > 0 { return ExitCode.failure }
    if let maxWarnings, warnings > maxWarnings { return ExitCode.failure }
    return ExitCode.success
  }

  static func lintOptions(_ arguments: ParsedArguments) throws(UsageError) -> LintOptions {
    let environment = try EnvironmentOptions.parse(arguments)
    var options = LintOptions()
    options.device = environment.device
    options.canvas = environment.canvas
    options.scale = environment.scale
    options.widthClass = environment.widthClass
    options.heightClass = environment.heightClass
    options.orientation = environment.orientation
    options.rtl = environment.rtl
    options.contentSize = environment.contentSize
    options.pseudoLocale = environment.pseudoLocale
    options.library = environment.library
    options.allSizeClasses = arguments.flag("--all-size-classes")
    if options.allSizeClasses, arguments.value("--size-class") != nil || arguments.value("--orientation") != nil {
      throw UsageError("--all-size-classes checks every size class; leave out --size-class and --orientation")
    }
    for setting in arguments.allValues("--rule") {
      let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let level = RuleLevel(rawValue: parts[1]) else {
        throw UsageError("--rule expects ID=off, ID=warning or ID=error, not '\(setting)'")
      }
      let id = RuleID(parts[0])
      guard RuleRegistry.rule(id) != nil else {
        throw UsageError("unknown rule '\(parts[0])' in --rule; run 'tgl rules' for the list of rules")
      }
      options.ruleLevels[id] = level
    }
    return options
  }

  /// Checks every path on all cores; the results keep the order of `paths`. Every file is read and parsed first,
  /// then the files that import or declare are loaded as one program per workspace (`WorkspacePrograms`), then each
  /// file is checked.
  static func check(
    _ paths: [String], options: LintOptions, format: Format, context: CommandContext, pool: WorkerPool,
    files: RunFiles, trace: inout PhaseTrace
  ) -> [FileResult] {
    let read = ReadSlots(count: paths.count)
    let roots = WorkspaceRoots()
    pool.forEach(paths.count) { index in
      let path = paths[index]
      var result = FileResult(path: path == "-" ? "<stdin>" : path)
      var parse: ParseResult?
      var entry: ProgramEntry?
      do throws(UsageError) {
        result.bytes = path == "-" ? context.readInput() : try SourceFiles.read(path)
        let parsed = Parser.parse(bytes: result.bytes)
        parse = parsed
        // What the file imports and declares, read here on every core: the programs are loaded from them before
        // the files are checked.
        let declarations = FileDeclarations(parsed.sourceFile, syntaxErrorCount: parsed.errors.count)
        if declarations.isProgram, path != "-" {
          let absolute = FileSystem.standardized(path)
          entry = ProgramEntry(
            absolute: absolute, text: String(decoding: result.bytes, as: UTF8.self), declarations: declarations,
            root: roots.root(of: absolute))
        }
      } catch {
        result.ioError = error.message
      }
      read.set(index, (result, parse, entry))
    }
    let inputs = read.take()
    // The files of programs, for the related locations other files' findings have in them.
    for input in inputs {
      guard let entry = input.entry else { continue }
      files.add(absolute: entry.absolute, path: input.result.path, bytes: input.result.bytes)
    }
    trace.end("read and parse", tail: pool.lastTail)
    let shared = WorkspaceParses()
    let programs = WorkspacePrograms(
      entries: inputs.compactMap(\.entry), shared: shared, concurrently: { count, body in pool.forEach(count, body) })
    files.add(programs)
    trace.end("load programs", tail: pool.lastTail)
    let results = ResultSlots(count: paths.count)
    let color = context.usesColor
    // The largest files first: the last to start are small ones, so the cores run out of work at about the same time.
    // The sizes read once: a comparison that read `inputs[$0]` copied the whole read tuple (result, parse, entry).
    let sizes = inputs.map { $0.result.bytes.count }
    let largestFirst = sizes.indices.sorted { sizes[$0] > sizes[$1] }
    pool.forEach(paths.count) { position in
      let index = largestFirst[position]
      let path = paths[index]
      var result = inputs[index].result
      if let parse = inputs[index].parse {
        // The font metrics the file's first layout names, read beside the file.
        func fileOptions(_ lowering: LoweringResult) -> LintOptions {
          var fileOptions = options
          switch EnvironmentOptions.fontMetrics(named: lowering.documents.first?.fontMetrics, forFileAt: path) {
          case .success(let metrics)?: fileOptions.fontMetrics = metrics
          case .failure(let problem)?: fileOptions.fontMetricsProblem = problem.message
          case nil: break
          }
          return fileOptions
        }
        if let entry = inputs[index].entry {
          let linted = ProgramLowering.lint(
            parse, entry: entry, shared: shared, programs: programs, options: fileOptions)
          result.diagnostics = linted.diagnostics
          result.elsewhere = linted.elsewhere.map { ($0.file, $0.diagnostic) }
          result.linted = linted
          result.root = entry.root
          result.absolute = entry.absolute
        } else {
          // A file that neither imports nor declares, or standard input: lowered alone (`ProgramLowering.lower`).
          let input = LintInput(parse: parse, lowering: Lowering.lower(parse.sourceFile))
          result.diagnostics = Linter.lint(input, options: fileOptions(input.lowering))
        }
      }
      render(&result, format: format, color: color, files: files)
      results.set(index, result)
    }
    trace.end("check files", tail: pool.lastTail)
    // The trees, parses and programs are kept for the exit to free (`CommandContext.keepUntilExit`).
    context.keepUntilExit((inputs, programs, shared))
    return results.take()
  }

  static func render(_ result: inout FileResult, format: Format, color: Bool, files: RunFiles) {
    switch format {
    case .text: result.rendered = text(result, color: color, files: files)
    case .json: result.rendered = CheckOutput.fileJSON(result, files: files)
    case .sarif: result.rendered = CheckOutput.sarifResults(result, files: files).joined(separator: ", ")
    }
  }

  /// Whether a file linted in `results` imports the file at `path` (absolute), directly or not: `path` is the file's
  /// root, a slash and one of its imports (`ProgramFileLint.imports`, relative to the root).
  static func isImported(_ path: String, by results: [FileResult]) -> Bool {
    // The root's prefix made once per run of files with one root (most runs have one).
    var root: String?
    var relative: String?
    for i in results.indices where results[i].linted != nil {
      if results[i].root != root {
        root = results[i].root
        let prefix = results[i].root + "/"
        relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
      }
      if let relative, results[i].linted?.imports.contains(relative) == true { return true }
    }
    return false
  }

  /// Adds what expansion found in imported files to those files' results (a file not among the paths gets a result
  /// of its own): one finding in a component used by several files is reported once, with every use as related.
  static func reportElsewhere(
    _ results: [FileResult], format: Format, context: CommandContext, pool: WorkerPool, files: RunFiles
  ) -> [FileResult] {
    var results = results
    var indexByPath: [String: Int] = [:]
    // The results read by index, each field in place: a loop over them copied each file's whole result.
    for i in results.indices where results[i].path != "<stdin>" {
      indexByPath[results[i].absolute ?? FileSystem.standardized(results[i].path)] = i
    }
    var changed: Set<Int> = []
    // A style or constant is unused when no checked file's expansion reaches it: drop the findings another file
    // reaches, and those of a library no checked file imports (`ProgramFileLint.unusedToDrop`).
    // The files' reached declarations and imports are relative to their workspaces (a file of one may reach a file
    // another checks): their programs' numbers merged, then named by absolute key once (`ReachedDeclarations`).
    var reached = ReachedDeclarations()
    for i in results.indices where results[i].linted != nil { reached.add(results[i].linted!, root: results[i].root) }
    reached.finish()
    // Whether a checked file imports a library is asked only of the libraries with unused-name candidates (a few), each
    // looked up in the files' imports until one has it: the union of every file's imports, each path hashed again for
    // every file, is not made.
    var imported: Set<String> = []
    for i in results.indices where results[i].linted?.isLibrary == true {
      guard results[i].linted?.unusedCandidates.isEmpty == false else { continue }
      let path = results[i].absolute ?? FileSystem.standardized(results[i].path)
      if isImported(path, by: results) { imported.insert(path) }
    }
    for i in results.indices {
      guard let linted = results[i].linted, !linted.unusedCandidates.isEmpty else { continue }
      let drop = linted.unusedToDrop(
        reached: reached, imported: imported, path: results[i].absolute ?? FileSystem.standardized(results[i].path),
        root: results[i].root)
      guard !drop.isEmpty else { continue }
      results[i].diagnostics.removeAll { d in drop.contains { ProgramLint.sameFinding($0, d) } }
      changed.insert(i)
    }
    // Per file, what the other files found in it, in the order found: added at once (`ProgramLint.add(contentsOf:to:)`),
    // then sorted once.
    var found: [Int: [Diagnostic]] = [:]
    for source in results.indices {
      let elsewhere = results[source].elsewhere
      for (path, d) in elsewhere {
        let index: Int
        if let i = indexByPath[path] {
          index = i
        } else {
          guard let bytes = files.bytesOfFileNotGiven(path) else { continue }
          var added = FileResult(path: files.displayPath(of: path), bytes: bytes)
          added.absolute = path
          files.add(absolute: path, path: added.path, bytes: bytes)
          results.append(added)
          index = results.count - 1
          indexByPath[path] = index
        }
        found[index, default: []].append(d)
      }
    }
    changed.formUnion(found.keys)
    // Each changed file merged and rendered again on all cores: the files are independent.
    let indices = Array(changed)
    let before = results
    let merged = found
    let color = context.usesColor
    let updated = ResultSlots(count: indices.count)
    pool.forEach(indices.count) { k in
      var result = before[indices[k]]
      if let diagnostics = merged[indices[k]] {
        ProgramLint.add(contentsOf: diagnostics, to: &result.diagnostics)
        result.diagnostics.sort(by: Diagnostic.sourceOrder)
      }
      render(&result, format: format, color: color, files: files)
      updated.set(k, result)
    }
    for (k, result) in updated.take().enumerated() { results[indices[k]] = result }
    return results
  }

  static func text(_ result: FileResult, color: Bool, files: RunFiles) -> String {
    guard !result.diagnostics.isEmpty else { return "" }
    var renderer = DiagnosticRenderer(
      path: result.path, index: LineIndex(bytes: result.bytes), options: RenderOptions(color: color, excerpts: true))
    renderer.lineIndexOfFile = files.lineIndex(of:)
    renderer.pathOfFile = { files.displayPath(of: $0) }
    var out = ""
    for d in result.diagnostics { out += renderer.render(d) }
    return out
  }

  static func summary(files: Int, errors: Int, warnings: Int, infos: Int, maxWarnings: Int?) -> String {
    func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    var parts: [String] = []
    if errors > 0 { parts.append(count(errors, "error")) }
    if warnings > 0 { parts.append(count(warnings, "warning")) }
    if infos > 0 { parts.append("\(infos) info") }
    let checked = "checked \(count(files, "file"))"
    var out = parts.isEmpty ? "\(checked): no problems\n" : "\(checked): \(parts.joined(separator: ", "))\n"
    if let maxWarnings, warnings > maxWarnings {
      out += "too many warnings: \(warnings), more than --max-warnings \(maxWarnings)\n"
    }
    return out
  }
}

/// Per-index result storage shared by the threads of a `WorkerPool` loop.
final class ResultSlots: @unchecked Sendable {
  private var slots: [CheckCommand.FileResult?]
  private let lock = Lock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// Stores `result`, taken as its last use (a closure would capture a copy).
  func set(_ index: Int, _ result: consuming CheckCommand.FileResult) {
    lock.lock()
    slots[index] = result
    lock.unlock()
  }

  /// The results, in the order of their indices, moved out (the slots are left empty): a copy of a file's result
  /// retains each of its strings and arrays, and the slots are read once.
  func take() -> [CheckCommand.FileResult] {
    lock.withLock {
      var taken: [CheckCommand.FileResult] = []
      taken.reserveCapacity(slots.count)
      while let last = slots.popLast() {
        if let result = last { taken.append(result) }
      }
      taken.reverse()
      return taken
    }
  }
}

/// Per-index storage of the files read and parsed (with, for a file of a program, its entry), shared by the threads of a `WorkerPool` loop.
final class ReadSlots: @unchecked Sendable {
  private var slots: [(result: CheckCommand.FileResult, parse: ParseResult?, entry: ProgramEntry?)?]
  private let lock = Lock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  /// Stores `read`, taken as its last use (a closure would capture a copy).
  func set(
    _ index: Int, _ read: consuming (result: CheckCommand.FileResult, parse: ParseResult?, entry: ProgramEntry?)
  ) {
    lock.lock()
    slots[index] = read
    lock.unlock()
  }

  /// What was read, in the order of the indices, moved out (the slots are left empty), as `ResultSlots.take`.
  func take() -> [(result: CheckCommand.FileResult, parse: ParseResult?, entry: ProgramEntry?)] {
    lock.withLock {
      var taken: [(result: CheckCommand.FileResult, parse: ParseResult?, entry: ProgramEntry?)] = []
      taken.reserveCapacity(slots.count)
      while let last = slots.popLast() {
        if let read = last { taken.append(read) }
      }
      taken.reverse()
      return taken
    }
  }
}
