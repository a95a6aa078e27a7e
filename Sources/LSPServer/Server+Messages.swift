// How the main loop receives requests and notifications: lifecycle checks, then the dispatch table.

import LSPProtocol

extension Server {
  /// Answers a request at once (lifecycle, errors) or queues it with a snapshot of the current state.
  func receive(_ request: Request) {
    switch (lifecycle, request.method) {
    case (.uninitialized, InitializeParams.method):
      initialize(request)
    case (.uninitialized, _):
      reply(request.id, ResponseError(.serverNotInitialized, "the server is not initialized"))
    case (.running, InitializeParams.method):
      reply(request.id, ResponseError(.invalidRequest, "initialize was already received"))
    case (.running, Dispatch.shutdown):
      // Later requests are refused at once; the answer waits for the requests accepted before it.
      lifecycle = .shutDown
      pending.append(PendingRequest(id: request.id, method: request.method, job: { $0.null() }))
    case (.running, _):
      accept(request)
    case (.shutDown, _):
      reply(request.id, ResponseError(.invalidRequest, "the server is shut down"))
    }
  }

  func accept(_ request: Request) {
    do throws(ResponseError) {
      guard let job = try route(for: request.method)?(self, request.params) else {
        reply(request.id, ResponseError(.methodNotFound, "unknown method: \(request.method)"))
        return
      }
      pending.append(PendingRequest(id: request.id, method: request.method, job: job))
    } catch {
      reply(request.id, error)
    }
  }

  func route(for method: String) -> RequestRoute? {
    if let route = Dispatch.requests[method] { return route }
    if method == ExecuteCommandParams.method, !features.commands.isEmpty { return Self.executeCommand }
    guard let custom = features.customRequests[method] else { return nil }
    return { server, params in
      let workspace = server.workspaceSnapshot()
      return { $0.json(try custom(workspace, params)) }
    }
  }

  /// `workspace/executeCommand`: runs an advertised command against a snapshot of the workspace, then sends the
  /// client the requests the command asks for.
  static let executeCommand: RequestRoute = { server, json throws(ResponseError) in
    let params = try Dispatch.decode(ExecuteCommandParams.self, json)
    guard let command = server.features.commands[params.command] else {
      throw ResponseError.invalidParams("unknown command: \(params.command)")
    }
    let workspace = server.workspaceSnapshot()
    return { output in
      let outcome = try command(workspace, params.arguments)
      for request in outcome.clientRequests { server.sendRequest(request.method, request.params) }
      output.json(outcome.result)
    }
  }

  /// Sends the client a request; its answer is logged and otherwise ignored.
  func sendRequest(_ method: String, _ params: JSON) {
    sendToClient(.request(method: method, params: params))
  }

  /// Handles a notification; returns an exit code for `exit`. Unknown notifications are ignored.
  func receive(_ notification: Notification) -> Int32? {
    if notification.method == Dispatch.exit { return lifecycle == .shutDown ? 0 : 1 }
    guard lifecycle == .running else {
      options.log(
        "ignored \(notification.method): the server is \(lifecycle == .shutDown ? "shut down" : "not initialized")")
      return nil
    }
    guard let handler = Dispatch.notifications[notification.method] else {
      features.customNotifications[notification.method]?(workspaceSnapshot(), notification.params)
      return nil
    }
    do throws(ResponseError) {
      try handler(self, notification.params)
    } catch {
      options.log("ignored \(notification.method): \(error.message)")
    }
    return nil
  }

  /// Answers a request that has not run yet with -32800; a request already answered is left alone.
  func cancel(_ id: RequestID) {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
    let request = pending.remove(at: index)
    reply(request.id, ResponseError(.requestCancelled, "\(request.method) was cancelled"))
  }
}
