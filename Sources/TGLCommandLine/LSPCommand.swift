// `tgl lsp`: the language server over standard input and output.

import Foundation
import LSPProtocol
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
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("share/doc/tgl/rules.md")
    if FileManager.default.fileExists(atPath: installed.path) { return installed.absoluteString }
    var directory = executable.deletingLastPathComponent()
    while directory.path != "/" && !directory.path.isEmpty {
      let docs = directory.appendingPathComponent("docs")
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path),
        FileManager.default.fileExists(atPath: docs.path)
      {
        return docs.appendingPathComponent("rules.md").absoluteString
      }
      directory = directory.deletingLastPathComponent()
    }
    return TGLFeatureOptions.rulesPage(version: TGL.version)
  }
}
