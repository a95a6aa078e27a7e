// The build-tool plugin: the Swift of every .tgl file of a target, generated at build time (`tgl gen swift`).

import Foundation
import PackagePlugin

/// Adds to a target the Swift generated from each of its `.tgl` files: one build command per file, which runs only
/// when the file (or tgl) changes. The generated types are internal to the target (docs/codegen.md).
@main
struct TGLGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let documents = target.sourceFiles.map(\.url).filter { $0.pathExtension == "tgl" }
    let tool = try context.tool(named: "tgl").url
    return documents.map { command(for: $0, tool: tool, output: context.pluginWorkDirectoryURL) }
  }
}

/// `tgl gen swift FILE -o DIR`: DIR/FILE.tgl.swift (the names of a target's .tgl files must differ, as Swift files'
/// must).
func command(for document: URL, tool: URL, output directory: URL) -> Command {
  let output = directory.appendingPathComponent(document.lastPathComponent + ".swift")
  return .buildCommand(
    displayName: "Generating Swift for \(document.lastPathComponent)", executable: tool,
    arguments: ["gen", "swift", document.path, "-o", directory.path], inputFiles: [document], outputFiles: [output])
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension TGLGenPlugin: XcodeBuildToolPlugin {
    /// The same for an Xcode target that lists the plugin in its Build Phases ("Run Build Tool Plug-ins").
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let documents = target.inputFiles.map(\.url).filter { $0.pathExtension == "tgl" }
      let tool = try context.tool(named: "tgl").url
      return documents.map { command(for: $0, tool: tool, output: context.pluginWorkDirectoryURL) }
    }
  }
#endif
