// The entry point: run a language server over a transport until `exit` or the end of input.

import LSPProtocol

/// Runs the server until the client sends `exit` or closes the input, and returns the process exit code.
///
/// Exit codes: 0 after `shutdown` then `exit`; 1 after `exit` without `shutdown`, or at the end of input.
/// The calling thread runs the main loop, which also reads a `PollableTransport` (standard input); another transport
/// is read by a thread of its own. Further threads (one per core, at most four) compute diagnostics.
/// - Parameters:
///   - transport: `StdioTransport()` for a server on standard input, `InMemoryTransport()` in tests.
///   - features: the language features to offer; see `Features`.
///   - options: server name, version, settings section and logging.
public func runServer(transport: some Transport, features: Features, options: ServerOptions) -> Int32 {
  let queue = EventQueue(log: options.log)
  let inbox = Inbox(transport: transport, queue: queue, options: options)
  let server = Server(transport: transport, inbox: inbox, features: features, options: options)
  features.serverStarted?(ClientChannel(queue: queue))
  let code = server.run()
  server.diagnostics.stop()
  features.serverStopped?()
  options.log("exiting with code \(code)")
  return code
}
