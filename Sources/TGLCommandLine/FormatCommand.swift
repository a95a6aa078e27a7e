// `tgl fmt`: formats files in place (atomically), checks them, or prints a diff.

import TGLFormat
import TGLSyntax

enum FormatCommand {
  static let spec = CommandSpec(
    name: "fmt",
    summary: "format .tgl files in the canonical style",
    usage: "[--check] [--diff] FILE|DIR...|-",
    options: [
      .flag("--check", help: "Change nothing; list the files that would change and exit 1 if there are any."),
      .flag("--diff", help: "Change nothing; print a unified diff of what would change."),
    ],
    details: """
      A directory means every *.tgl file below it. '-' reads standard input and writes standard output.
      Files are rewritten atomically (a temporary file renamed over the original) and only when they change.
      A file with syntax errors is never rewritten: its errors are printed as path:line:col: error: message,
      the file is left as it was, the other files are still formatted, and the exit code is 1.
      Exit codes: 0 done (or nothing to change), 1 syntax errors or files that would change, 2 usage or I/O error.
      The style is described in docs/formatting.md.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    let check = arguments.flag("--check")
    let diff = arguments.flag("--diff")
    guard !arguments.positionals.isEmpty else {
      throw UsageError("tgl fmt needs files, directories or '-' for standard input; see 'tgl help fmt'")
    }
    if arguments.positionals.contains("-") {
      guard arguments.positionals.count == 1 else { throw UsageError("'-' (standard input) cannot be mixed with files") }
      return formatStandardInput(check: check, diff: diff, context)
    }
    let files = try SourceFiles.expand(arguments.positionals)
    var status = ExitCode.success
    var reformatted = 0
    for path in files {
      let bytes: [UInt8]
      do {
        bytes = try SourceFiles.read(path)
      } catch {
        context.writeError("tgl fmt: \(error.message)\n")
        status = max(status, ExitCode.usage)
        continue
      }
      guard let formatted = formatOrReport(bytes, path: path, context) else {
        status = max(status, ExitCode.failure)
        continue
      }
      guard formatted != bytes else { continue }
      if check { context.writeOutput(path + "\n") }
      if diff {
        context.writeOutput(
          UnifiedDiff.diff(
            old: String(decoding: bytes, as: UTF8.self), new: String(decoding: formatted, as: UTF8.self),
            oldName: path, newName: path))
      }
      if check || diff {
        status = max(status, ExitCode.failure)
        continue
      }
      do {
        try SourceFiles.writeAtomically(formatted, to: path)
        reformatted += 1
      } catch {
        context.writeError("tgl fmt: \(error.message)\n")
        status = max(status, ExitCode.usage)
      }
    }
    if reformatted > 0 {
      context.writeError("tgl fmt: reformatted \(reformatted) of \(files.count) file\(files.count == 1 ? "" : "s")\n")
    }
    return status
  }

  static func formatStandardInput(check: Bool, diff: Bool, _ context: CommandContext) -> Int32 {
    let bytes = context.readInput()
    guard let formatted = formatOrReport(bytes, path: "<stdin>", context) else { return ExitCode.failure }
    guard check || diff else {
      context.writeOutputBytes(formatted)
      return ExitCode.success
    }
    guard formatted != bytes else { return ExitCode.success }
    if check { context.writeOutput("<stdin>\n") }
    if diff {
      context.writeOutput(
        UnifiedDiff.diff(
          old: String(decoding: bytes, as: UTF8.self), new: String(decoding: formatted, as: UTF8.self),
          oldName: "<stdin>", newName: "<stdin>"))
    }
    return ExitCode.failure
  }

  /// The formatted bytes, or nil after printing the syntax errors that stop formatting.
  static func formatOrReport(_ bytes: [UInt8], path: String, _ context: CommandContext) -> [UInt8]? {
    let result = Parser.parse(bytes: bytes)
    guard result.errors.isEmpty else {
      let index = LineIndex(bytes: bytes)
      var report = ""
      for error in result.errors {
        report += SyntaxErrorReport.line(path: path, error: error, index: index) + "\n"
      }
      report += "tgl fmt: \(path) has syntax errors and was left unchanged\n"
      context.writeError(report)
      return nil
    }
    // The bytes, not a String: invalid UTF-8 in comments and strings is kept as it is.
    return Formatter.formatUTF8(result.tree)
  }
}

/// One-line reports of syntax errors: `path:line:col: error: message`.
enum SyntaxErrorReport {
  static func line(path: String, error: SyntaxError, index: LineIndex) -> String {
    let (line, column) = index.humanPosition(of: error.range.start)
    return "\(path):\(line):\(column): error: \(error.message)"
  }
}
