// The language server with the tgl features, driven in-process: no trap, no hang, every request answered once.

import Foundation
import LSPProtocol
import LSPServer
import TGLLanguageService

enum ServerCheck {
  /// How long a session may take before it counts as a hang.
  static let sessionTimeout: TimeInterval = 20
  static let initializeID = RequestID.string("tgl-fuzz-initialize-5f1b")
  static let shutdownID = RequestID.string("tgl-fuzz-shutdown-5f1b")

  /// Arbitrary bytes as the client's stream, split into chunks at points chosen from the input.
  static func bytesViolations(_ bytes: [UInt8]) -> [String] {
    var chunks: [[UInt8]] = []
    var start = 0
    for end in JSONRPCCheck.splitPoints(bytes) + [bytes.count] where end > start {
      chunks.append(Array(bytes[start..<end]))
      start = end
    }
    guard let session = Session.run(chunks, timeout: sessionTimeout) else {
      return ["the server did not exit within \(Int(sessionTimeout)) s of the end of its input"]
    }
    return session.outputViolations
  }

  /// Each line of the input is one message body, framed with a correct `Content-Length`, after `initialize`;
  /// `shutdown` and `exit` follow unless the input sent `exit` itself.
  static func messagesViolations(_ bytes: [UInt8]) -> [String] {
    var bodies: [[UInt8]] = [
      Message.request(Request(id: initializeID, method: "initialize", params: ["capabilities": [:]])).json.serialized(),
      Message.notification(Notification(method: "initialized", params: [:])).json.serialized(),
    ]
    var expected: [RequestID: Int] = [initializeID: 1]
    var exited = false
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
      let body = Array(line)
      bodies.append(body)
      guard let json = try? JSON.parse(body) else { continue }
      let message: Message
      switch Message.decode(json) {
      case .success(let decoded): message = decoded
      case .failure(let invalid):
        // An invalid message whose id can be read is answered with an error carrying that id.
        if let id = invalid.id { expected[id, default: 0] += 1 }
        continue
      }
      if case .request(let request) = message { expected[request.id, default: 0] += 1 }
      if case .notification(let notification) = message, notification.method == "exit" {
        exited = true
        break
      }
    }
    if !exited {
      bodies.append(Message.request(Request(id: shutdownID, method: "shutdown")).json.serialized())
      bodies.append(Message.notification(Notification(method: "exit")).json.serialized())
      expected[shutdownID, default: 0] += 1
    }
    guard let session = Session.run(bodies.map(Message.frame(body:)), timeout: sessionTimeout) else {
      return ["the server did not exit within \(Int(sessionTimeout)) s"]
    }
    var problems = session.outputViolations
    if session.answers != expected {
      let missing = expected.filter { session.answers[$0.key] != $0.value }.map { "\($0.key)" }.sorted()
      let extra = session.answers.filter { expected[$0.key] == nil }.map { "\($0.key)" }.sorted()
      problems.append("requests not answered exactly once: \(missing.prefix(5)); answers to no request: \(extra.prefix(5))")
    }
    return problems
  }
}

/// One run of the server over an in-memory transport, until it returns.
struct Session {
  var output: [Message] = []
  var outputViolations: [String] = []
  /// How many responses carry each id.
  var answers: [RequestID: Int] = [:]

  /// Runs a server, sends `chunks`, ends the input and waits; nil when the server is still running at `timeout`.
  static func run(
    _ chunks: [[UInt8]], timeout: TimeInterval, options: ServerOptions = ServerOptions(name: "tgl", log: { _ in })
  ) -> Session? {
    let transport = InMemoryTransport()
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      _ = runServer(transport: transport, features: .tgl(), options: options)
      transport.closeOutput()
      finished.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    for chunk in chunks { transport.send(chunk) }
    transport.closeInput()
    guard finished.wait(timeout: .now() + timeout) == .success else { return nil }
    var session = Session()
    var framer = MessageFramer()
    for output in framer.feed(transport.takeOutput(waitingUntil: .now)) {
      guard case .body(let body) = output else {
        session.outputViolations.append("the server wrote a broken frame: \(output)")
        continue
      }
      guard let json = try? JSON.parse(body), case .success(let message) = Message.decode(json) else {
        session.outputViolations.append("the server wrote a body that is not a message")
        continue
      }
      session.output.append(message)
      if case .response(let response) = message, let id = response.id { session.answers[id, default: 0] += 1 }
    }
    return session
  }
}
