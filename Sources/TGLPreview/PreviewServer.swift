// The preview's HTTP server: a listener on 127.0.0.1, one short-lived thread per request and one per open event
// stream. Nothing here blocks whoever updates the hub.

import Platform
import TGLJSON
import TGLSyntax

public final class PreviewServer: @unchecked Sendable {
  public let hub: PreviewHub
  public let token: AccessToken
  public let port: UInt16
  /// Moves the editor to a range of a document (the language server sends `window/showDocument`); false when it
  /// cannot (`tgl preview` without an editor).
  private let reveal: @Sendable (PreviewDocument, TextRange) -> Bool
  private let listener: LoopbackListener
  private let log: @Sendable (String) -> Void
  private let lock = Lock()
  private var connections = 0
  private var isStopped = false

  /// Connections served at once; more are answered 503 and closed.
  public static let maximumConnections = 64
  /// How long a stream may stay silent before a keep-alive comment, in seconds.
  static let keepAlive: Double = 15
  /// A write that takes longer than this drops the client.
  static let writeTimeout = 5

  /// Starts listening on 127.0.0.1:`port` (0: a free port) and accepting on a thread of its own.
  public init(
    hub: PreviewHub, port: UInt16 = 0, token: AccessToken = .random(),
    log: @escaping @Sendable (String) -> Void = { _ in },
    reveal: @escaping @Sendable (PreviewDocument, TextRange) -> Bool = { _, _ in false }
  ) throws(ListenerError) {
    self.hub = hub
    self.token = token
    self.log = log
    self.reveal = reveal
    listener = try LoopbackListener(port: port)
    self.port = listener.port
    Threads.detach(name: "tgl-preview-accept", stackSize: 1 << 20) { [self] in acceptLoop() }
  }

  /// The address of the page of `key` (or of the list of documents).
  public func url(for key: String? = nil) -> String {
    let base = "http://127.0.0.1:\(port)"
    guard let key else { return base + "/?token=" + token.value }
    return base + "/view?doc=" + Self.queryEscaped(key) + "&token=" + token.value
  }

  /// The address of the gallery of `key`: every device of `gallery` in both orientations.
  public func galleryURL(for key: String, gallery: GallerySet = GallerySet()) -> String {
    var url = "http://127.0.0.1:\(port)/gallery?doc=" + Self.queryEscaped(key)
    for (name, value) in gallery.queryItems { url += "&" + name + "=" + Self.queryEscaped(value) }
    return url + "&token=" + token.value
  }

  static func queryEscaped(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let safe =
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        || "-_./~".utf8.contains(byte)
      let hex = Array("0123456789ABCDEF".utf8)
      out += safe ? String(UnicodeScalar(byte)) : "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
    }
    return out
  }

  /// Stops accepting, ends every stream and the render thread.
  public func stop() {
    lock.withLock { isStopped = true }
    listener.close()
    hub.stop()
  }

  private func acceptLoop() {
    while let fd = listener.accept() {
      let accepted = lock.withLock { () -> Bool in
        guard !isStopped, connections < Self.maximumConnections else { return false }
        connections += 1
        return true
      }
      guard accepted else {
        _ = SocketIO.write(fd, HTTPResponse(status: 503, text: "busy\n").serialized())
        SocketIO.close(fd)
        continue
      }
      // The stack Foundation's threads had (the process's default, 8 MB, reserved and not committed).
      let started = Threads.detach(name: "tgl-preview-connection", stackSize: 8 << 20) { [self] in
        serve(fd)
        SocketIO.close(fd)
        lock.withLock { connections -= 1 }
      }
      if !started {
        SocketIO.close(fd)
        lock.withLock { connections -= 1 }
      }
    }
  }

  private func serve(_ fd: Int32) {
    SocketIO.setTimeouts(fd, seconds: Self.writeTimeout)
    let head = SocketIO.readHead(fd)
    let request: HTTPRequest
    switch HTTPRequest.parse(head) {
    case .success(let parsed): request = parsed
    case .failure(.tooLarge):
      _ = SocketIO.write(fd, HTTPResponse(status: 413, text: "request too large\n").serialized())
      return
    case .failure:
      _ = SocketIO.write(fd, HTTPResponse(status: 400, text: "bad request\n").serialized())
      return
    }
    switch PreviewRoute.route(request, token: token, port: port) {
    case .rejected(let response):
      _ = SocketIO.write(fd, response.serialized())
    case .index:
      _ = SocketIO.write(fd, html(PreviewPage.index(documents: hub.documentKeys, token: token.value)).serialized())
    case .page(let key):
      guard hub.document(key) != nil else { return notFound(fd, "no open document \(key)") }
      let page = PreviewPage.page(document: key, token: token.value, fonts: PreviewFonts.installed)
      _ = SocketIO.write(fd, html(page).serialized())
    case .font(let weight):
      guard let (bytes, type) = PreviewFonts.installed.file(weight: weight) else {
        return notFound(fd, "Inter is not installed (Debian: apt-get install fonts-inter)")
      }
      _ = SocketIO.write(fd, HTTPResponse(status: 200, contentType: type, body: bytes).serialized())
    case .events(let key, let overrides):
      guard let stream = hub.subscribe(key, overrides: overrides) else { return notFound(fd, "no document \(key)") }
      writeEvents(fd, stream)
    case .gallery(let key, let gallery):
      guard hub.document(key) != nil else { return notFound(fd, "no open document \(key)") }
      _ = SocketIO.write(fd, html(GalleryPage.page(document: key, gallery: gallery)).serialized())
    case .galleryEvents(let key, let gallery, let overrides):
      guard let stream = hub.subscribe(key, overrides: overrides, gallery: gallery) else {
        return notFound(fd, "no document \(key)")
      }
      writeEvents(fd, stream)
    case .info(let key, let panel, let path, let overrides):
      guard let info = hub.info(key: key, overrides: overrides, panel: panel, path: path) else {
        return notFound(fd, "no element \(path)")
      }
      _ = SocketIO.write(fd, json(info).serialized())
    case .reveal(let key, let panel, let path):
      guard let (document, range) = hub.selection(key: key, panel: panel, path: path) else {
        return notFound(fd, "no element \(path)")
      }
      let moved = reveal(document, range)
      _ = SocketIO.write(fd, json(["revealed": .bool(moved)]).serialized())
    }
  }

  /// Writes the stream's events until the page goes away, a write times out, or the server stops.
  private func writeEvents(_ fd: Int32, _ stream: EventStream) {
    defer { hub.unsubscribe(stream) }
    guard SocketIO.write(fd, HTTPResponse.streamHead) else { return }
    // Tell the browser to reconnect quickly if the stream breaks.
    guard SocketIO.write(fd, Array("retry: 500\n\n".utf8)) else { return }
    while let bytes = stream.next(timeout: Self.keepAlive) {
      guard SocketIO.write(fd, bytes.isEmpty ? Array(": keep-alive\n\n".utf8) : bytes) else {
        log("preview: a page stopped reading; its stream is closed")
        return
      }
    }
  }

  private func notFound(_ fd: Int32, _ message: String) {
    _ = SocketIO.write(fd, HTTPResponse(status: 404, text: message + "\n").serialized())
  }

  private func html(_ text: String) -> HTTPResponse {
    HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(text.utf8))
  }

  private func json(_ value: JSON) -> HTTPResponse {
    HTTPResponse(status: 200, contentType: "application/json", body: value.serialized())
  }
}
