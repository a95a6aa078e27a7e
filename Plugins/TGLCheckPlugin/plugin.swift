// `swift package tgl-check`: `tgl check` over a package's .tgl files.

import Foundation
import PackagePlugin

/// Checks the `.tgl` files of the package's targets (or of `--target NAME`, repeatable) in every size class; other
/// arguments go to `tgl check` (`--max-warnings 0`, `--format sarif`, …).
@main
struct TGLCheckPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let names = extractor.extractOption(named: "target")
    let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
    let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { $0.sourceFiles.map(\.url) }
      .filter { $0.pathExtension == "tgl" }.map(\.path)
    guard !files.isEmpty else { return }
    try run(try context.tool(named: "tgl").url, ["check", "--all-size-classes"] + extractor.remainingArguments + files)
  }
}

/// Runs tgl; a failure is the plugin's failure, with tgl's own messages already printed.
func run(_ tool: URL, _ arguments: [String]) throws {
  let process = Process()
  process.executableURL = tool
  process.arguments = arguments
  try process.run()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    Diagnostics.error("tgl \(arguments.first ?? "") exited with \(process.terminationStatus)")
    throw ExitCode(process.terminationStatus)
  }
}

struct ExitCode: Error {
  let status: Int32
  init(_ status: Int32) { self.status = status }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension TGLCheckPlugin: XcodeCommandPlugin {
    /// From Xcode's File menu: the `.tgl` files of the chosen targets.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let names = Set(extractor.extractOption(named: "target"))
      let files = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        .flatMap(\.inputFiles).map(\.url).filter { $0.pathExtension == "tgl" }.map(\.path)
      guard !files.isEmpty else { return }
      try run(
        try context.tool(named: "tgl").url, ["check", "--all-size-classes"] + extractor.remainingArguments + files)
    }
  }
#endif
