// The closed set of events the main loop reacts to, and the queue that carries them to it.

import LSPProtocol
import Platform

/// Everything that can happen to the server.
enum Event: Sendable {
  /// A well-formed message from the client.
  case message(Message)
  /// A body that could not be read as a message; the response answers it (-32700 or -32600).
  case malformed(Response)
  /// Diagnostics computed off the main loop for one document version.
  case diagnosticsComputed(DiagnosticsResult)
  /// The client closed the input.
  case inputEnded
  /// A message a feature sends to the client (through `ClientChannel`).
  case outgoing(OutgoingMessage)
}

/// Diagnostics for one document version, tagged with the generation that asked for them.
struct DiagnosticsResult: Sendable {
  let uri: DocumentURI
  let version: Int
  let generation: Int
  let diagnostics: [Diagnostic]
}

/// A thread-safe FIFO of events; events pushed together are taken together.
final class EventQueue: @unchecked Sendable {
  private let condition = Condition()
  private var events: [Event] = []

  func push(_ newEvents: [Event]) {
    guard !newEvents.isEmpty else { return }
    condition.lock()
    events.append(contentsOf: newEvents)
    condition.unlock()
    // Signalled after unlocking: a waiter woken while the lock is still held blocks on the lock at once and must be
    // woken a second time (two futex round trips per request where one will do). No wake-up is lost: the waiter
    // looks at `events` under the lock before it waits.
    condition.signal()
  }

  /// Waits for at least one event, then takes every queued event.
  func waitAndTakeAll() -> [Event] {
    condition.lock()
    defer { condition.unlock() }
    while events.isEmpty { condition.wait() }
    return takeLocked()
  }

  /// Takes every queued event without waiting.
  func takeAll() -> [Event] {
    condition.lock()
    defer { condition.unlock() }
    return takeLocked()
  }

  private func takeLocked() -> [Event] {
    let taken = events
    events.removeAll(keepingCapacity: true)
    return taken
  }
}
