// The server's state and main loop: events are handled one at a time, in order, on one thread.

import LSPProtocol

/// Where the server is in the LSP lifecycle.
enum Lifecycle {
  case uninitialized
  case running
  case shutDown
}

/// A request accepted but not yet run; its job holds the snapshot taken when the request arrived and writes the
/// result's JSON straight into the response.
struct PendingRequest {
  let id: RequestID
  let method: String
  let job: (inout JSONWriter) throws -> Void
}

/// The state the main loop owns; nothing else touches it.
final class Server {
  let transport: any Transport
  let inbox: Inbox
  let features: Features
  let options: ServerOptions
  var lifecycle = Lifecycle.uninitialized
  var documents = DocumentStore()
  var settings = JSON.null
  var client = ClientCapabilities()
  var rootURI: DocumentURI?
  var workspaceFolders: [DocumentURI] = []
  /// The id of the next request the server sends to the client.
  var nextOutgoingID = 1
  /// Requests sent to the client whose answers have not come yet (their answers are not needed).
  var outgoing: Set<RequestID> = []
  /// Accepted requests in arrival order; `$/cancelRequest` removes them before they run.
  var pending: [PendingRequest] = []
  /// The requests sent to the client so far (their ids are `NAME-1`, `NAME-2`, …, after `options.name`).
  var nextClientRequest = 0
  let diagnostics: DiagnosticsScheduler
  /// The documents whose diagnostics were published since the diagnostics threads were last idle, with what they were
  /// computed from (`diagnosticsAllPublished`).
  var published: [DocumentURI: FeatureContext] = [:]
  /// The buffer every response is written to, reused so that answering allocates nothing once it has grown.
  var output = JSONWriter(capacity: 1 << 16)

  init(transport: any Transport, inbox: Inbox, features: Features, options: ServerOptions) {
    self.transport = transport
    self.inbox = inbox
    self.features = features
    self.options = options
    self.diagnostics = DiagnosticsScheduler(queue: inbox.queue, options: options)
  }

  /// Handles events until `exit` or the end of input; returns the exit code.
  ///
  /// Between two requests it takes every event that has arrived, so a cancellation is seen before the request runs
  /// and document changes are applied in order (each request keeps the snapshot of its arrival).
  func run() -> Int32 {
    var answered = false
    while true {
      let events = pending.isEmpty ? inbox.waitAndTakeAll(justAnswered: answered) : inbox.takeAll()
      for event in events {
        guard let exitCode = handle(event) else { continue }
        // Requests accepted before `exit` (and `shutdown`, whose answer waits for them) are still answered.
        while !pending.isEmpty { runNextRequest() }
        return exitCode
      }
      answered = runNextRequest()
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
      if let id = response.id, outgoing.remove(id) != nil {
        if case .failure(let error) = response.result {
          options.log("the client refused request \(id): \(error.message)")
        }
      } else {
        options.log("ignored a response to request \(response.id?.description ?? "null")")
      }
    case .malformed(let response):
      send(.response(response))
    case .diagnosticsComputed(let result):
      publishIfCurrent(result)
    case .inputEnded:
      options.log("input ended without exit")
      return 1
    case .outgoing(let message):
      sendToClient(message)
    case .analyseAgain(let uris):
      filesChanged(readBy: uris.filter { documents[$0] != nil })
    case .diagnosticsIdle:
      diagnosticsAllPublished()
    }
    return nil
  }

  /// Runs the oldest accepted request and answers it: the result is written straight after the response's first
  /// members (what `Message.response(…).framed()` would give, without a tree of the result), in one write. False
  /// when no request was pending.
  @discardableResult
  func runNextRequest() -> Bool {
    guard !pending.isEmpty else { return false }
    let request = pending.removeFirst()
    output.beginFrame()
    output.raw("{\"jsonrpc\":\"2.0\",\"id\":")
    output.json(request.id.json)
    let resultStart = output.count
    output.raw(",\"result\":")
    let failure: ResponseError?
    do {
      try request.job(&output)
      failure = nil
    } catch let error as ResponseError {
      failure = error
    } catch let error as JSONDecodingError {
      failure = .invalidParams(error.description)
    } catch {
      options.log("\(request.method) failed: \(error)")
      failure = ResponseError(.internalError, "\(request.method) failed: \(error)")
    }
    if let failure {
      output.truncate(to: resultStart)
      output.raw(",\"error\":")
      output.json(failure.json)
    }
    output.byte(UInt8(ascii: "}"))
    output.withFrame { transport.write($0) }
    return true
  }

  func send(_ message: Message) {
    transport.write(message.framed())
  }

  /// Sends a request to the client (`client/registerCapability`, `workspace/diagnostic/refresh`).
  func sendRequest(_ method: String, _ params: JSON?) {
    let id = RequestID.number(nextOutgoingID)
    nextOutgoingID += 1
    outgoing.insert(id)
    send(.request(Request(id: id, method: method, params: params)))
  }

  func reply(_ id: RequestID, _ error: ResponseError) {
    send(.response(Response(id: id, error: error)))
  }

  /// A snapshot of the workspace as it is now.
  func workspaceSnapshot() -> WorkspaceSnapshot {
    WorkspaceSnapshot(
      documents: documents.documents, settings: settings, client: client, rootURI: rootURI,
      workspaceFolders: workspaceFolders)
  }

  /// The context for a request about `uri`; fails when the document is not open.
  func context(for uri: DocumentURI) throws(ResponseError) -> FeatureContext {
    guard let document = documents[uri] else { throw ResponseError(.requestFailed, "document is not open: \(uri)") }
    return FeatureContext(document: document, workspace: workspaceSnapshot())
  }
}
