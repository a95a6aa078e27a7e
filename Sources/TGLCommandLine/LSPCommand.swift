// `tgl lsp`: the language server over standard input and output.

import LSPProtocol
import Platform
import TGLServer

enum LSPCommand {
  static let spec = CommandSpec(
    name: "lsp",
    summary: "run the language server on standard input and output",
    usage: "[--stdio] [--rules-url URL]",
    options: [
      .flag("--stdio", help: "Talk over standard input and output (the default and only transport)."),
      .value(
        "--rules-url", "URL", help: "Where diagnostics link their rule ids (default: this checkout's docs/rules.md)."),
    ],
    details: """
      Speaks the Language Server Protocol (JSON-RPC with Content-Length framing) on standard input and output;
      logs go to standard error. Settings come from initializationOptions and workspace/didChangeConfiguration,
      as {"layout": {"canvas": "390,844", "scale": 3, "sizeClass": "w:compact,h:regular", "orientation": "portrait",
      "rtl": false}} (under "tgl" in didChangeConfiguration). See docs/lsp.md.
      Exit codes: 0 after shutdown and exit, 1 when the input ends or exit comes without shutdown.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    guard arguments.positionals.isEmpty else { throw UsageError("tgl lsp takes no arguments") }
    let rules = arguments.value("--rules-url") ?? defaultRulesURL()
    let options = ServerOptions(name: "tgl", version: TGL.version, settingsSection: "tgl")
    return runServer(
      transport: StdioTransport(), features: .tgl(options: TGLFeatureOptions(rulesDocumentation: rules)),
      options: options)
  }

  /// `file:///…/docs/rules.md` of the checkout the executable was built in, else the relative `docs/rules.md`.
  static func defaultRulesURL() -> String {
    guard let executable = FileSystem.realPath(CommandLine.arguments.first ?? "") else { return "docs/rules.md" }
    var directory = Substring(executable)
    while let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
      directory = directory[..<slash]
      if FileSystem.kind(of: directory + "/Package.swift") == .file, FileSystem.kind(of: directory + "/docs") == .directory {
        return "file://" + CheckOutput.uri(directory + "/docs/rules.md")
      }
    }
    return "docs/rules.md"
  }
}
