// The server's state and main loop: events are handled one at a time, in order, on one thread.

import LSPProtocol

/// Where the server is in the LSP lifecycle.
enum Lifecycle {
  case uninitialized
  case running
  case shutDown
}

/// A request accepted but not yet run; its job holds the snapshot taken when the request arrived.
struct PendingRequest {
  let id: RequestID
  let method: String
  let job: () throws -> JSON
}

/// The state the main loop owns; nothing else touches it.
final class Server {
  let transport: any Transport
  let queue: EventQueue
  let features: Features
  let options: ServerOptions
  var lifecycle = Lifecycle.uninitialized
  var documents = DocumentStore()
  var settings = JSON.null
  var client = ClientCapabilities()
  var rootURI: DocumentURI?
  /// Accepted requests in arrival order; `$/cancelRequest` removes them before they run.
  var pending: [PendingRequest] = []
  /// The requests sent to the client so far (their ids are `tgl-1`, `tgl-2`, …).
  var nextClientRequest = 0
  let diagnostics: DiagnosticsScheduler

  init(transport: any Transport, queue: EventQueue, features: Features, options: ServerOptions) {
    self.transport = transport
    self.queue = queue
    self.features = features
    self.options = options
    self.diagnostics = DiagnosticsScheduler(queue: queue)
  }

  /// Handles events until `exit` or the end of input; returns the exit code.
  ///
  /// Between two requests it takes every event that has arrived, so a cancellation is seen before the request runs
  /// and document changes are applied in order (each request keeps the snapshot of its arrival).
  func run() -> Int32 {
    while true {
      let events = pending.isEmpty ? queue.waitAndTakeAll() : queue.takeAll()
      for event in events {
        guard let exitCode = handle(event) else { continue }
        // Requests accepted before `exit` (and `shutdown`, whose answer waits for them) are still answered.
        while !pending.isEmpty { runNextRequest() }
        return exitCode
      }
      runNextRequest()
    }
  }

  /// Handles one event; returns an exit code when the server must stop.
  func handle(_ event: Event) -> Int32? {
    switch event {
    case .message(.request(let request)):
      receive(request)
    case .message(.notification(let notification)):
      return receive(notification)
    case .message(.response(let response)):
      options.log("ignored a response to request \(response.id?.description ?? "null")")
    case .malformed(let response):
      send(.response(response))
    case .diagnosticsComputed(let result):
      publishIfCurrent(result)
    case .inputEnded:
      options.log("input ended without exit")
      return 1
    case .outgoing(let message):
      sendToClient(message)
    }
    return nil
  }

  func runNextRequest() {
    guard !pending.isEmpty else { return }
    let request = pending.removeFirst()
    let result: Result<JSON, ResponseError>
    do {
      result = .success(try request.job())
    } catch let error as ResponseError {
      result = .failure(error)
    } catch let error as JSONDecodingError {
      result = .failure(.invalidParams(error.description))
    } catch {
      options.log("\(request.method) failed: \(error)")
      result = .failure(ResponseError(.internalError, "\(request.method) failed: \(error)"))
    }
    send(.response(Response(id: request.id, result: result)))
  }

  func send(_ message: Message) {
    transport.write(message.framed())
  }

  func reply(_ id: RequestID, _ error: ResponseError) {
    send(.response(Response(id: id, error: error)))
  }

  /// A snapshot of the workspace as it is now.
  func workspaceSnapshot() -> WorkspaceSnapshot {
    WorkspaceSnapshot(documents: documents.documents, settings: settings, client: client, rootURI: rootURI)
  }

  /// The context for a request about `uri`; fails when the document is not open.
  func context(for uri: DocumentURI) throws(ResponseError) -> FeatureContext {
    guard let document = documents[uri] else { throw ResponseError(.requestFailed, "document is not open: \(uri)") }
    return FeatureContext(document: document, workspace: workspaceSnapshot())
  }
}
