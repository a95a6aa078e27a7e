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
        "--rules-url", "URL",
        help:
          "Where diagnostics link their rule ids (default: the docs/rules.md installed with tgl, else of its release)."),
    ],
    details: """
      Speaks the Language Server Protocol (JSON-RPC with Content-Length framing) on standard input and output;
      logs go to standard error. Settings come from initializationOptions and workspace/didChangeConfiguration,
      as {"layout": {"canvas": "390,844", "scale": 3, "sizeClass": "w:compact,h:regular", "orientation": "portrait",
      "rtl": false}} (under "tgl" in didChangeConfiguration). The live preview starts with the command
      tgl.preview.start (workspace/executeCommand) or the setting {"preview": {"autoStart": true}}; see docs/preview.md.
      See docs/lsp.md.
      Exit codes: 0 after shutdown and exit, 1 when the input ends or exit comes without shutdown.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    guard arguments.positionals.isEmpty else { throw UsageError("tgl lsp takes no arguments") }
    let rules = arguments.value("--rules-url") ?? defaultRulesURL()
    let options = ServerOptions(name: "tgl", version: TGL.version, settingsSection: "tgl")
    return runServer(
      transport: StdioTransport(), features: .tglWithPreview(options: TGLFeatureOptions(rulesDocumentation: rules)),
      options: options)
  }

  /// An absolute URL of the `docs/rules.md` of this version: the checkout the executable was built in or the
  /// installed copy (`PREFIX/share/doc/tgl/rules.md` beside `PREFIX/bin/tgl`) as a `file://` URL, else the page of
  /// the release tagged with this version.
  static func defaultRulesURL() -> String {
    guard let executable = FileSystem.realPath(CommandLine.arguments.first ?? "") else { return "docs/rules.md" }
    var directory = Substring(executable)
    // Installed: PREFIX/bin/tgl beside PREFIX/share/doc/tgl/rules.md.
    if let bin = directory.lastIndex(of: "/"), let prefix = directory[..<bin].lastIndex(of: "/") {
      let installed = String(directory[..<prefix]) + "/share/doc/tgl/rules.md"
      if FileSystem.kind(of: installed) == .file { return "file://" + CheckOutput.uri(installed) }
    }
    while let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
      directory = directory[..<slash]
      if FileSystem.kind(of: directory + "/Package.swift") == .file, FileSystem.kind(of: directory + "/docs") == .directory {
        return "file://" + CheckOutput.uri(directory + "/docs/rules.md")
      }
    }
    return TGLFeatureOptions.rulesPage(version: TGL.version)
  }
}
