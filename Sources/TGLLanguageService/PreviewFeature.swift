// The live preview inside `tgl lsp`: `workspace/executeCommand` `tgl.preview.start` (or the setting
// `preview.autoStart`) starts the HTTP server of `TGLPreview`; every open, change and close of a document feeds it
// the unsaved text; `tgl/cursor` notifications highlight the element at the editor's cursor; a click on a box comes
// back as `window/showDocument`. This file only translates between LSP and the preview (UTF-16 positions, URIs).

import LSPProtocol
import LSPServer
import Platform
import TGLIDE
import TGLPreview
import TGLSyntax

extension Features {
  /// The tgl features plus the live preview, sharing one analysis host (the preview reuses the diagnostics' work).
  public static func tglWithPreview(options: TGLFeatureOptions = TGLFeatureOptions()) -> Features {
    let handlers = TGLHandlers(host: AnalysisHost(), options: options)
    var features = Features.tgl(handlers: handlers)
    let preview = PreviewController(handlers: handlers)
    features.commands[PreviewController.startCommand] = { workspace, arguments in
      CommandOutcome(result: try preview.start(workspace, arguments.first))
    }
    features.commands[PreviewController.stopCommand] = { _, _ in
      preview.stop()
      return CommandOutcome(result: .null)
    }
    features.customNotifications[PreviewController.cursorNotification] = { workspace, params in
      preview.cursor(workspace, params)
    }
    features.workspaceChanged = { change in preview.changed(change) }
    features.serverStarted = { channel in
      handlers.serverStarted(channel)
      preview.attach(channel)
    }
    features.serverStopped = { preview.stop() }
    return features
  }
}

/// The preview server of one language server session, started on demand and stopped with the session.
final class PreviewController: @unchecked Sendable {
  static let startCommand = "tgl.preview.start"
  static let stopCommand = "tgl.preview.stop"
  static let cursorNotification = "tgl/cursor"

  /// The language service's handlers: their analysis host and the settings they analyse a document under.
  private let handlers: TGLHandlers
  private var host: AnalysisHost { handlers.host }
  private let lock = Lock()
  private var server: PreviewServer?
  private var channel: ClientChannel?
  private var rootPath: String?

  init(handlers: TGLHandlers) {
    self.handlers = handlers
  }

  func attach(_ channel: ClientChannel) {
    lock.withLock { self.channel = channel }
  }

  /// Starts the server (once; later calls return the same addresses) and answers
  /// `{"url", "port", "token", "page", "gallery"}`, `page` and `gallery` being the page and the gallery (every
  /// device of the default set in both orientations) of the `uri` argument when there is one.
  /// Arguments: `{"uri": "file:///…/a.tgl", "port": 0}` (both optional).
  func start(_ workspace: WorkspaceSnapshot, _ argument: JSON?) throws -> JSON {
    let server = try running(workspace, port: argument?["port"]?.intValue)
    var result: JSONObject = [
      "url": .string(server.url()), "port": .int(Int(server.port)), "token": .string(server.token.value),
    ]
    if let uri = argument?["uri"]?.stringValue {
      guard let key = key(for: uri) else {
        throw ResponseError(.invalidParams, "\(uri) is outside the workspace; the preview shows only its files")
      }
      result["page"] = .string(server.url(for: key))
      result["gallery"] = .string(server.galleryURL(for: key))
    }
    return .object(result)
  }

  private func running(_ workspace: WorkspaceSnapshot, port: Int?) throws -> PreviewServer {
    if let server = lock.withLock({ self.server }) { return server }
    guard (0...65535).contains(port ?? 0) else { throw ResponseError(.invalidParams, "port must be 0 to 65535") }
    let renderer = handlers.previewRenderer
    let hub = PreviewHub(renderer: renderer, log: StandardError.write)
    let server: PreviewServer
    do {
      server = try PreviewServer(
        hub: hub, port: UInt16(port ?? 0), log: StandardError.write,
        reveal: { [weak self] document, range in self?.reveal(document, range) ?? false })
    } catch {
      hub.stop()
      throw ResponseError(.requestFailed, "the preview could not start: \(error.description)")
    }
    lock.withLock {
      self.server = server
      rootPath = workspace.rootURI.flatMap(PathConfinement.filePath(ofURI:))
    }
    StandardError.write("preview: \(server.url())")
    for uri in workspace.documents.keys.sorted() { feed(workspace, uri) }
    return server
  }

  func stop() {
    let server = lock.withLock { () -> PreviewServer? in
      defer { self.server = nil }
      return self.server
    }
    server?.stop()
  }

  /// Runs on the main loop: stores the new text (the render thread does the rest).
  func changed(_ change: WorkspaceChange) {
    if change.kind == .settings || change.kind == .opened, lock.withLock({ server == nil }),
      change.workspace.settings["preview"]?["autoStart"]?.boolValue == true
    {
      _ = try? running(change.workspace, port: change.workspace.settings["preview"]?["port"]?.intValue)
      return
    }
    guard let server = lock.withLock({ self.server }) else { return }
    for uri in change.uris {
      if change.kind == .closed {
        if let key = key(for: uri) { server.hub.remove(key: key) }
      } else {
        feed(change.workspace, uri)
      }
    }
  }

  private func feed(_ workspace: WorkspaceSnapshot, _ uri: DocumentURI) {
    guard let server = lock.withLock({ self.server }), let document = workspace.documents[uri],
      let key = key(for: uri)
    else { return }
    server.hub.update(
      PreviewDocument(
        key: key, uri: uri, version: document.version, bytes: document.bytes, settings: workspace.settings))
  }

  /// `tgl/cursor` `{"textDocument": {"uri"}, "position": {"line", "character"}}` (UTF-16, as LSP positions are).
  func cursor(_ workspace: WorkspaceSnapshot, _ params: JSON?) {
    guard let server = lock.withLock({ self.server }), let uri = params?["textDocument"]?["uri"]?.stringValue,
      let document = workspace.documents[uri], let key = key(for: uri), let json = params?["position"],
      let position = try? Position(json: json)
    else { return }
    server.hub.cursor(key: key, offset: document.utf8Offset(of: position))
  }

  /// A click on a box: the editor shows the element's name, selected.
  private func reveal(_ document: PreviewDocument, _ range: TextRange) -> Bool {
    guard let channel = lock.withLock({ self.channel }) else { return false }
    let selection = UTF16LineIndex(bytes: document.bytes).range(ofUTF8: range.start..<range.end)
    channel.request(
      "window/showDocument",
      ["uri": .string(document.uri), "selection": selection.json, "takeFocus": true, "external": false])
    return true
  }

  /// How pages name a document: its path inside the workspace root; nil for a file outside it. A document that
  /// is no file (`untitled:`) is named by its URI; without a root, a file by its absolute path.
  func key(for uri: DocumentURI) -> String? {
    guard let path = PathConfinement.filePath(ofURI: uri) else {
      return uri.hasPrefix("file:") ? nil : uri
    }
    guard let root = lock.withLock({ rootPath }) else { return PathConfinement.standardized(path) }
    return PathConfinement.relativePath(of: path, under: root)
  }
}

/// Reads settings JSON as the language server does, for `tgl preview` outside a language server session.
public func layoutSettings(fromJSON json: JSON) -> LayoutSettings {
  LayoutSettings(json: json)
}

extension TGLHandlers {
  /// The preview's renderer: a document's pictures from the analysis the handlers make of it, under the same settings
  /// (its `@fontMetrics` file included), so that the page measures text as the diagnostics and hover do.
  var previewRenderer: PreviewRenderer {
    PreviewRenderer(
      host: host,
      makeSettings: { [self] document, json in
        settings(json, uri: document.uri, version: document.version, bytes: document.bytes)
      })
  }
}
