// `tgl lsp`: the language server over standard input and output.

import LSPProtocol
import Platform
import LSPServer
import TGLLanguageService

enum LSPCommand {
  static let spec = CommandSpec(
    name: "lsp",
    summary: "run the language server on standard input and output",
    usage: "[--stdio] [--rules-url URL] [--busy-poll MICROSECONDS]",
    options: [
      .flag("--stdio", help: "Talk over standard input and output (the default and only transport)."),
      .value(
        "--rules-url", "URL",
        help:
          "Where diagnostics link their rule ids (default: the docs/rules.md installed with tgl, else of its release)."),
      .value(
        "--busy-poll", "MICROSECONDS",
        help:
          "After answering a request, keep reading the input this long before sleeping, so that the editor's next "
          + "request is read without a wake-up (default: 250 with two or more cores, else 0; 0 turns it off)."),
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
    if let extra = arguments.positionals.first {
      throw UsageError(
        "unexpected argument '\(extra)': the server gets its documents from the editor over standard input "
          + "(see docs/lsp.md)")
    }
    let rules = arguments.value("--rules-url") ?? defaultRulesURL()
    var busyPoll = BusyPoll.standard(processorCount: Threads.processorCount)
    if let text = arguments.value("--busy-poll") {
      guard let microseconds = Int(text), (0...100_000).contains(microseconds) else {
        throw UsageError("--busy-poll expects a whole number of microseconds from 0 to 100000 such as 250, not '\(text)'")
      }
      busyPoll = BusyPoll(microseconds: microseconds)
    }
    let options = ServerOptions(name: "tgl", version: TGL.version, settingsSection: "tgl", busyPoll: busyPoll)
    return runServer(
      transport: StdioTransport(),
      // The one-time costs of a first analysis are paid on a core of their own when there is a second one.
      features: .tglWithPreview(
        options: TGLFeatureOptions(rulesDocumentation: rules, warmUp: Threads.processorCount >= 2)),
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
