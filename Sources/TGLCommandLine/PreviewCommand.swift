// `tgl preview FILE|DIR`: the live preview without an editor. Serves the `.tgl` files inside the directory (or the
// one file) on 127.0.0.1 and repaints every open page when a file is saved.

import LSPProtocol
import Platform
import TGLIDE
import TGLFontFiles
import TGLPreview
import TGLText
import TGLLanguageService

enum PreviewCommand {
  static let spec = CommandSpec(
    name: "preview",
    summary: "show live pictures of .tgl files in a browser",
    usage: "FILE|DIR [--port N] [--gallery] [--device NAME] [--canvas W,H] [--scale S] [--size-class w:C,h:C] [--orientation O] [--rtl]",
    options: [
      .value("--port", "N", help: "Listen on 127.0.0.1:N (default: a free port)."),
      .flag("--gallery", help: "Print each file's gallery address: every device of a set, in both orientations."),
    ] + EnvironmentOptions.specs,
    details: """
      Starts a web server on 127.0.0.1 only and prints one address per file; each page shows the file's
      picture and repaints when the file is saved (checked every 100 ms). Pages have device presets,
      orientation, size classes, RTL, scale and text size controls, show an element's frame and derivation on
      hover and draw problems on their boxes. The file's @device, @canvas and @scale are the pages' defaults;
      --device, --canvas and --scale replace them, as in render and layout, and so does a control changed on
      the page. Every address carries a random token; requests without it are refused (403). Only .tgl files inside FILE's directory or DIR are served.
      With --gallery, each address is the file's gallery instead: the file on iPhone SE, iPhone 15, iPhone 15 Pro
      Max and iPad, each in portrait and landscape, side by side, each panel headed by its problems; the page
      chooses other devices and adds the largest text size and RTL. Every page links to its gallery.
      Runs until interrupted (Ctrl-C). Inside an editor, the language server offers the same preview, following
      unsaved text: see docs/preview.md.
      Exit codes: 0 never (it runs until stopped), 2 usage or I/O error.
      """)

  static let pollInterval = 0.1
  static let maximumFiles = 2000

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> Int32 {
    guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
      throw UsageError("tgl preview takes one FILE or DIR")
    }
    var port: UInt16 = 0
    if let text = arguments.value("--port") {
      guard let value = UInt16(text) else { throw UsageError("--port expects a number from 0 to 65535, not '\(text)'") }
      port = value
    }
    let options = try EnvironmentOptions.parse(arguments)
    let absolute = target.hasPrefix("/") ? target : context.currentDirectory + "/" + target
    guard let kind = FileSystem.kind(of: absolute) else { throw UsageError("no such file or directory: \(target)") }
    let isDirectory = kind == .directory
    guard let resolved = FileSystem.realPath(absolute) else { throw UsageError("cannot resolve \(target)") }
    let root = isDirectory ? resolved : resolved.lastIndex(of: "/").map { $0 == resolved.startIndex ? "/" : String(resolved[..<$0]) } ?? "."
    let single = isDirectory ? nil : resolved
    if let single, !single.hasSuffix(".tgl") { throw UsageError("\(target) is not a .tgl file") }

    let metrics = DocumentFontMetrics()
    let renderer = PreviewRenderer(
      host: AnalysisHost(),
      makeSettings: { document, json in
        var settings = layoutSettings(fromJSON: json)
        switch metrics.of(document) {
        case .success(let fonts)?: settings.fonts = fonts
        case .failure(let problem)?: settings.fontMetricsProblem = problem.message
        case nil: break
        }
        return settings
      })
    let hub = PreviewHub(renderer: renderer)
    let watcher = FileWatcher(root: root, single: single, settings: settingsJSON(options), hub: hub)
    watcher.scan()
    let server: PreviewServer
    do {
      server = try PreviewServer(hub: hub, port: port, log: { context.writeError("tgl preview: \($0)\n") })
    } catch {
      throw UsageError(error.description)
    }
    var lines = "tgl preview: serving \(root) on 127.0.0.1:\(server.port) (Ctrl-C stops)\n"
    let gallery = arguments.flag("--gallery")
    for key in hub.documentKeys {
      lines += "\(key): \(gallery ? server.galleryURL(for: key) : server.url(for: key))\n"
    }
    lines += "all files: \(server.url())\n"
    context.writeOutput(lines)
    while true {
      Threads.sleep(seconds: pollInterval)
      watcher.scan()
    }
  }

  /// The environment options as the settings JSON the language server reads.
  static func settingsJSON(_ options: EnvironmentOptions) -> JSON {
    var layout = JSONObject()
    if let device = options.device {
      // As on the other commands, `--device` replaces the file's `@device`, `@canvas` and `@scale`.
      layout["device"] = .string(device.name)
      layout["overrideFile"] = true
    }
    if let canvas = options.canvas { layout["canvas"] = .array([.double(canvas.width), .double(canvas.height)]) }
    if let scale = options.scale { layout["scale"] = .double(scale) }
    // `--canvas` and `--scale` replace the file's `@canvas` and `@scale` too, as in `render` and `layout`.
    if options.canvas != nil || options.scale != nil { layout["overrideFile"] = true }
    var classes: [String] = []
    if let width = options.widthClass { classes.append("w:\(width.rawValue)") }
    if let height = options.heightClass { classes.append("h:\(height.rawValue)") }
    if !classes.isEmpty { layout["sizeClass"] = .string(classes.joined(separator: ",")) }
    if let orientation = options.orientation { layout["orientation"] = .string(orientation.rawValue) }
    if options.rtl { layout["rtl"] = true }
    if let library = options.library { layout["target"] = .string(library.rawValue) }
    return ["layout": .object(layout)]
  }

  static func realPath(_ path: String) -> String? { FileSystem.realPath(path) }
}

/// Finds the `.tgl` files inside the root (symbolic links that lead outside it are skipped) and feeds the hub each
/// file whose modification time or size changed.
/// The metrics each document's `@fontMetrics` names, read relative to the document as `tgl layout` reads them, once
/// per version of the document: every panel of every frame asks, and the analysis host reuses its work only for the
/// same settings.
final class DocumentFontMetrics: @unchecked Sendable {
  private let lock = Lock()
  private var known: [String: (version: Int, result: Result<FontMetrics, FontMetricsFile.Problem>?)] = [:]

  func of(_ document: PreviewDocument) -> Result<FontMetrics, FontMetricsFile.Problem>? {
    if let entry = lock.withLock({ known[document.uri] }), entry.version == document.version { return entry.result }
    let path = FileURI.path(of: document.uri) ?? document.uri
    let result = EnvironmentOptions.fontMetrics(named: FontMetricsDirective.path(in: document.bytes), forFileAt: path)
    lock.withLock { known[document.uri] = (document.version, result) }
    return result
  }
}

final class FileWatcher {
  let root: String
  let single: String?
  let settings: JSON
  let hub: PreviewHub
  private var seen: [String: (stamp: [Double], version: Int)] = [:]
  private var scans = 0

  init(root: String, single: String?, settings: JSON, hub: PreviewHub) {
    self.root = root
    self.single = single
    self.settings = settings
    self.hub = hub
  }

  private var files: [String] = []

  func scan() {
    // The directory is listed again every second (new files); the known files are checked every time.
    if scans % 10 == 0 {
      let candidates = single.map { [$0] } ?? Array(SourceFiles.tglFiles(under: root).prefix(PreviewCommand.maximumFiles))
      files = candidates.compactMap { path in
        guard let real = PreviewCommand.realPath(path), PathConfinement.relativePath(of: real, under: root) != nil
        else { return nil }
        return path
      }
    }
    scans += 1
    for path in files {
      guard let status = FileSystem.status(of: path), let key = PathConfinement.relativePath(of: path, under: root)
      else { continue }
      let stamp = [status.modified, Double(status.size)]
      if let previous = seen[path], previous.stamp == stamp { continue }
      guard case .success(let data) = FileSystem.read(path) else { continue }
      let version = (seen[path]?.version ?? 0) + 1
      seen[path] = (stamp, version)
      hub.update(
        PreviewDocument(
          key: key, uri: FileURI.uri(forPath: FileSystem.standardized(path)), version: version,
          bytes: data, settings: settings))
    }
  }
}
