// A server running in-process on an in-memory transport, driven by scripted messages like a client would.

import Foundation
import LSPProtocol
import LSPServer

/// Runs `runServer` on its own thread; the test sends messages and reads what the server writes.
public final class TestServer: @unchecked Sendable {
  public let transport = InMemoryTransport()
  private var framer = MessageFramer()
  private var received: [JSON] = []
  private var notifications: [JSON] = []
  private let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var code: Int32?
  private var logLines: [String] = []

  /// `options` name the server `toy` unless given: the toy language service's server.
  public init(
    features: Features = Features(), options: ServerOptions = ServerOptions(name: "toy"), initialize: Bool = true
  ) {
    var configured = options
    configured.log = { [weak self] line in self?.appendLog(line) }
    let options = configured
    let transport = transport
    let thread = Thread { [self] in
      let exitCode = runServer(transport: transport, features: features, options: options)
      lock.withLock { code = exitCode }
      transport.closeOutput()
      finished.signal()
    }
    thread.start()
    if initialize { _ = self.initialize() }
  }

  deinit { transport.closeInput() }

  // MARK: Sending

  /// Sends several messages in one chunk, so the server reads them together.
  public func send(_ messages: JSON...) {
    transport.send(messages.flatMap { Message.frame(body: $0.serialized()) })
  }

  public func sendRaw(_ text: String) {
    transport.send(Array(text.utf8))
  }

  /// Sends a request and returns the next response (notifications are kept for `nextNotification`).
  public func request(_ id: Int, _ method: String, _ params: JSON = [:]) -> JSON? {
    send(TestServer.request(id, method, params))
    return nextResponse()
  }

  public func initialize(_ params: JSON = ["capabilities": [:]]) -> JSON? {
    let response = request(0, "initialize", params)
    send(TestServer.notification("initialized", [:]))
    return response
  }

  public func open(_ uri: String, _ text: String, version: Int = 1) {
    send(
      TestServer.notification(
        "textDocument/didOpen",
        ["textDocument": ["uri": .string(uri), "languageId": "toy", "version": .int(version), "text": .string(text)]]))
  }

  public static func request(_ id: Int, _ method: String, _ params: JSON = [:]) -> JSON {
    ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]
  }

  public static func notification(_ method: String, _ params: JSON = [:]) -> JSON {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }

  // MARK: Receiving

  /// The next message the server writes, or nil when none comes within `timeout` seconds.
  public func next(timeout: TimeInterval = 5) -> JSON? {
    let deadline = ContinuousClock.now + .seconds(timeout)
    while received.isEmpty {
      let bytes = transport.takeOutput(waitingUntil: deadline)
      if bytes.isEmpty { return nil }
      for output in framer.feed(bytes) {
        if case .body(let body) = output, let json = try? JSON.parse(body) { received.append(json) }
      }
    }
    return received.removeFirst()
  }

  /// Sends a request and returns the body of its response byte for byte, as the server wrote it (other messages are
  /// kept for `next`).
  public func rawResponse(_ id: Int, _ method: String, _ params: JSON = [:], timeout: TimeInterval = 5) -> [UInt8]? {
    send(TestServer.request(id, method, params))
    return rawBody(timeout: timeout) { $0["id"] == .int(id) && $0["method"] == nil }
  }

  /// The body of the next notification of `method` byte for byte, as the server wrote it (other messages are kept for
  /// `next`).
  public func rawNotification(_ method: String, timeout: TimeInterval = 5) -> [UInt8]? {
    rawBody(timeout: timeout) { $0["method"] == .string(method) && $0["id"] == nil }
  }

  /// The body of the next message that `matches`, as written; the messages read on the way are kept for `next`.
  public func rawBody(timeout: TimeInterval, matching matches: (JSON) -> Bool) -> [UInt8]? {
    let deadline = ContinuousClock.now + .seconds(timeout)
    var found: [UInt8]?
    while found == nil {
      let bytes = transport.takeOutput(waitingUntil: deadline)
      if bytes.isEmpty { return nil }
      for output in framer.feed(bytes) {
        guard case .body(let body) = output, let json = try? JSON.parse(body) else { continue }
        if found == nil && matches(json) {
          found = body
        } else {
          received.append(json)
        }
      }
    }
    return found
  }

  /// The next response, keeping notifications that come before it for `nextNotification`.
  public func nextResponse(timeout: TimeInterval = 5) -> JSON? {
    while let message = next(timeout: timeout) {
      // A request from the server (`client/registerCapability`) has an id too, and a method.
      if message["id"] != nil && message["method"] == nil { return message }
      notifications.append(message)
    }
    return nil
  }

  /// The next notification, including those skipped by `nextResponse`.
  public func nextNotification(timeout: TimeInterval = 5) -> JSON? {
    if !notifications.isEmpty { return notifications.removeFirst() }
    return next(timeout: timeout)
  }

  /// Every message written within `timeout` seconds.
  public func drain(timeout: TimeInterval = 0.2) -> [JSON] {
    var messages: [JSON] = []
    while let message = next(timeout: timeout) { messages.append(message) }
    return messages
  }

  /// Waits for the server to return and gives its exit code; nil when it is still running after `timeout`.
  public func exitCode(timeout: TimeInterval = 5) -> Int32? {
    guard finished.wait(timeout: .now() + timeout) == .success else { return nil }
    finished.signal()
    return lock.withLock { code }
  }

  /// Ends the input and returns the exit code.
  public func finish() -> Int32? {
    transport.closeInput()
    return exitCode()
  }

  public var logs: [String] { lock.withLock { logLines } }

  private func appendLog(_ line: String) {
    lock.withLock { logLines.append(line) }
  }
}

/// A successful response as the server writes it.
public func result(_ id: Int, _ value: JSON) -> JSON {
  ["jsonrpc": "2.0", "id": .int(id), "result": value]
}

/// An error response as the server writes it.
public func error(_ id: JSON, _ code: Int, _ message: String) -> JSON {
  ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]]
}
