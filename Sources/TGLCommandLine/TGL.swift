// The `tgl` command: global options, help, version and the table of subcommands.

/// The entry point of the `tgl` executable, callable in-process from tests.
public enum TGL {
  public static let version = "0.1.0"

  /// One subcommand: its spec (for parsing and help) and what it does.
  struct Subcommand: Sendable {
    var spec: CommandSpec
    var run: @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> Int32
  }

  static let subcommands: [Subcommand] = [
    Subcommand(spec: CheckCommand.spec, run: { arguments, context throws(UsageError) in
      try CheckCommand.run(arguments, context)
    }),
    Subcommand(spec: ExplainCommand.spec, run: { arguments, context throws(UsageError) in
      try ExplainCommand.run(arguments, context)
    }),
    Subcommand(spec: FormatCommand.spec, run: { arguments, context throws(UsageError) in
      try FormatCommand.run(arguments, context)
    }),
    Subcommand(spec: GenCommand.spec, run: { arguments, context throws(UsageError) in
      try GenCommand.run(arguments, context)
    }),
    Subcommand(spec: LayoutCommand.spec, run: { arguments, context throws(UsageError) in
      try LayoutCommand.run(arguments, context)
    }),
    Subcommand(spec: LSPCommand.spec, run: { arguments, context throws(UsageError) in
      try LSPCommand.run(arguments, context)
    }),
    Subcommand(spec: ParseCommand.spec, run: { arguments, context throws(UsageError) in
      try ParseCommand.run(arguments, context)
    }),
    Subcommand(spec: PreviewCommand.spec, run: { arguments, context throws(UsageError) in
      try PreviewCommand.run(arguments, context)
    }),
    Subcommand(spec: RenderCommand.spec, run: { arguments, context throws(UsageError) in
      try RenderCommand.run(arguments, context)
    }),
    Subcommand(spec: RulesCommand.spec, run: { arguments, context throws(UsageError) in
      try RulesCommand.run(arguments, context)
    }),
    Subcommand(spec: CompletionsCommand.spec, run: { arguments, context throws(UsageError) in
      try CompletionsCommand.run(arguments, context)
    }),
  ]

  static var overview: String {
    var out = """
      tgl \(version): the toolkit for .tgl layouts (TangramKit and MyLayout)

      Usage: tgl COMMAND [options] [arguments]

      Commands:

      """
    let width = (subcommands.map(\.spec.name.count).max() ?? 0) + 2
    for command in subcommands {
      out += "  " + command.spec.name.padded(to: width) + command.spec.summary + "\n"
    }
    out += "  " + "help".padded(to: width) + "show the help of a command\n"
    out += """

      Options:
        --help     Show this help.
        --version  Show the version.

      Run 'tgl help COMMAND' for the options of a command.

      """
    return out
  }

  /// Runs `tgl` with `arguments` (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
    guard let first = arguments.first else {
      context.writeError(overview)
      return ExitCode.usage
    }
    switch first {
    case "--help", "-h":
      context.writeOutput(overview)
      return ExitCode.success
    case "--version", "-V":
      context.writeOutput("tgl \(version)\n")
      return ExitCode.success
    case "help":
      return help(Array(arguments.dropFirst()), context)
    default:
      break
    }
    guard let command = subcommands.first(where: { $0.spec.name == first }) else {
      let kind = first.hasPrefix("-") ? "option" : "command"
      context.writeError("tgl: unknown \(kind) '\(first)'; run 'tgl --help' for the list of commands\n")
      return ExitCode.usage
    }
    do {
      let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), spec: command.spec)
      if parsed.wantsHelp {
        context.writeOutput(command.spec.helpText)
        return ExitCode.success
      }
      return try command.run(parsed, context)
    } catch {
      context.writeError("tgl \(command.spec.name): \(error.message)\n")
      return ExitCode.usage
    }
  }

  static func help(_ arguments: [String], _ context: CommandContext) -> Int32 {
    guard let name = arguments.first else {
      context.writeOutput(overview)
      return ExitCode.success
    }
    guard let command = subcommands.first(where: { $0.spec.name == name }) else {
      context.writeError("tgl help: unknown command '\(name)'; run 'tgl --help' for the list of commands\n")
      return ExitCode.usage
    }
    context.writeOutput(command.spec.helpText)
    return ExitCode.success
  }
}
