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
/// must). Its inputs are the file and the files it imports, directly or not: a screen's Swift is its expanded tree
/// (docs/codegen.md, "A program of several files"), which changes when a style or component it imports does.
func command(for document: URL, tool: URL, output directory: URL) -> Command {
  let output = directory.appendingPathComponent(document.lastPathComponent + ".swift")
  return .buildCommand(
    displayName: "Generating Swift for \(document.lastPathComponent)", executable: tool,
    arguments: ["gen", "swift", document.path, "-o", directory.path], inputFiles: [document] + imports(of: document),
    outputFiles: [output])
}

/// The files `document` imports, directly or not, that exist: the paths of its `import … "path.tgl"` lines,
/// relative to the importing file's folder. A plugin cannot use tgl's parser, so the lines are read as text; a
/// line read wrongly costs at most a needless regeneration or a missed input, which `tgl gen swift --check` in CI
/// would report.
func imports(of document: URL) -> [URL] {
  var found: [URL] = []
  var seen: Set<String> = [document.standardizedFileURL.path]
  var pending = [document]
  while let file = pending.popLast() {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
    for line in text.split(whereSeparator: \.isNewline) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard trimmed.hasPrefix("import "), let open = trimmed.firstIndex(of: "\"") else { continue }
      let rest = trimmed[trimmed.index(after: open)...]
      guard let close = rest.firstIndex(of: "\"") else { continue }
      let path = String(rest[..<close])
      guard path.hasSuffix(".tgl"), !path.hasPrefix("/") else { continue }
      let target = file.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
      guard FileManager.default.fileExists(atPath: target.path), seen.insert(target.path).inserted else { continue }
      found.append(target)
      pending.append(target)
    }
  }
  return found
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
