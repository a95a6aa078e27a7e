// Bytes from the transport -> framed bodies -> parsed messages -> events; and the reading thread of a transport
// the main loop cannot poll (`Inbox`).

import LSPProtocol
import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the transport on a thread of its own until its end, turning each chunk into events for the queue.
struct Reader: Sendable {
  let transport: any Transport
  let queue: EventQueue
  let log: @Sendable (String) -> Void
  let maximumMessageSize: Int
  /// The server's name, which names the thread.
  let name: String

  /// Starts the reading thread, with a stack large enough for the JSON depth limit.
  func start() {
    if !Threads.detach(name: name + "-lsp-reader", stackSize: 8 << 20, { self.run() }) {
      log("cannot start the reading thread; exiting")
      exit(1)
    }
  }

  func run() {
    var framer = MessageFramer(maximumMessageSize: maximumMessageSize)
    while let chunk = transport.read() {
      queue.push(framer.feed(chunk).compactMap { Reader.event(for: $0, log: log) })
    }
    queue.push([.inputEnded])
  }

  static func event(for output: MessageFramer.Output, log: (String) -> Void) -> Event? {
    switch output {
    case .error(let error):
      log(error.description)
      return nil
    case .body(let body):
      return Reader.event(forBody: body, log: log)
    }
  }

  static func event(forBody body: [UInt8], log: (String) -> Void) -> Event {
    // A hover request of the shape editors send is read from its bytes; any other body, and any hover request the scan
    // is not sure of, goes to the JSON parser (docs/dev/performance-journal.md, "the hover request scanned").
    if let message = Message.scanHoverRequest(body) { return .message(message) }
    let json: JSON
    do {
      json = try JSON.parse(body)
    } catch {
      log("invalid JSON: \(error)")
      return .malformed(Response(id: nil, error: ResponseError(.parseError, "invalid JSON: \(error)")))
    }
    switch Message.decode(json) {
    case .success(let message):
      return .message(message)
    case .failure(let invalid):
      log("invalid message: \(invalid.message)")
      return .malformed(invalid.response)
    }
  }
}
