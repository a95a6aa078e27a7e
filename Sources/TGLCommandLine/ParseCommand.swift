// `tgl parse`: reports syntax errors, and dumps the syntax tree for debugging.

import TGLSyntax

enum ParseCommand {
  static let spec = CommandSpec(
    name: "parse",
    summary: "parse .tgl files and report syntax errors (or dump the syntax tree)",
    usage: "[--dump] FILE|DIR...|-",
    options: [.flag("--dump", help: "Print the lossless syntax tree of each file.")],
    details: "Exit codes: 0 no syntax errors, 1 syntax errors, 2 usage or I/O error.")

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    guard !arguments.positionals.isEmpty else {
      throw UsageError("tgl parse needs files, directories or '-' for standard input")
    }
    var inputs: [(String, [UInt8])] = []
    if arguments.positionals == ["-"] {
      inputs.append(("<stdin>", context.readInput()))
    } else {
      for path in try SourceFiles.expand(arguments.positionals) { inputs.append((path, try SourceFiles.read(path))) }
    }
    var status = ExitCode.success
    for (path, bytes) in inputs {
      let result = Parser.parse(bytes: bytes)
      if arguments.flag("--dump") { context.writeOutput(result.root.dump()) }
      let index = LineIndex(bytes: bytes)
      for error in result.errors {
        context.writeError(SyntaxErrorReport.line(path: path, error: error, index: index) + "\n")
        status = ExitCode.failure
      }
    }
    return status
  }
}
