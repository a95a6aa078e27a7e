// Messages that features send to the client from any thread (a preview page's click becomes `window/showDocument`),
// and the hooks through which features observe the workspace as the main loop changes it.

import LSPProtocol

/// A message a feature asks the main loop to send to the client.
enum OutgoingMessage: Sendable {
  case request(method: String, params: JSON?)
  case notification(method: String, params: JSON?)
}

/// Sends requests and notifications to the client from any thread: each is queued as an event, so the main loop
/// writes it between two messages, never in the middle of one, and the caller never waits for the client.
public final class ClientChannel: Sendable {
  private let queue: EventQueue

  init(queue: EventQueue) {
    self.queue = queue
  }

  /// Sends a request to the client (its answer is logged when it is an error, otherwise ignored).
  public func request(_ method: String, _ params: JSON?) {
    queue.push([.outgoing(.request(method: method, params: params))])
  }

  public func notify(_ method: String, _ params: JSON?) {
    queue.push([.outgoing(.notification(method: method, params: params))])
  }

  /// Has the server analyse the open documents `uris` again and publish their diagnostics, as after a change of a file
  /// they read (`Features.watchedFilesChanged`): what their analyses read changed without an event of the client (the
  /// index of the workspace completed). A document that is not open is skipped.
  public func analyseAgain(_ uris: [DocumentURI]) {
    queue.push([.analyseAgain(uris)])
  }
}

/// What changed in the workspace: the documents opened, changed or closed, or the settings.
public struct WorkspaceChange: Sendable {
  public enum Kind: Sendable, Equatable { case opened, changed, closed, settings }
  public let kind: Kind
  /// The documents concerned (every open document for a settings change).
  public let uris: [DocumentURI]
  /// The workspace after the change.
  public let workspace: WorkspaceSnapshot
}

extension Server {
  /// Requests the server sends have ids of their own kind (`NAME-1`, `NAME-2`..., after `options.name`), so they never
  /// collide with numbers.
  func sendToClient(_ message: OutgoingMessage) {
    switch message {
    case .request(let method, let params):
      nextClientRequest += 1
      send(.request(Request(id: .string("\(options.name)-\(nextClientRequest)"), method: method, params: params)))
    case .notification(let method, let params):
      send(.notification(Notification(method: method, params: params)))
    }
  }

  /// Tells the features' observer what changed; it runs on the main loop and must return at once.
  func workspaceChanged(_ kind: WorkspaceChange.Kind, _ uris: [DocumentURI]) {
    guard let observer = features.workspaceChanged else { return }
    observer(WorkspaceChange(kind: kind, uris: uris, workspace: workspaceSnapshot()))
  }
}
