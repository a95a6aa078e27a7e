// The closed set of events the main loop reacts to, and the queue that carries them to it.

import LSPProtocol
import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// Open documents a feature says are stale (through `ClientChannel.analyseAgain`).
  case analyseAgain([DocumentURI])
  /// Every diagnostics computation scheduled so far is done (`DiagnosticsScheduler`).
  case diagnosticsIdle
}

/// Diagnostics for one document version, tagged with the generation that asked for them.
struct DiagnosticsResult: Sendable {
  let uri: DocumentURI
  let version: Int
  let generation: Int
  let diagnostics: [Diagnostic]
  /// What the diagnostics were computed from, for `Features.diagnosticsPublished`.
  let context: FeatureContext
}

/// A thread-safe FIFO of the events other threads (diagnostics, features through `ClientChannel`, the reading thread
/// of a transport that cannot be polled) hand to the main loop; events pushed together are taken together.
///
/// The main loop waits in `poll(2)` on the client's input and on `wakeDescriptor`, the read end of a pipe: a push
/// writes one byte to the pipe when the loop said it is going to sleep, and nothing otherwise, so the events that
/// arrive while the loop is busy cost no system call.
final class EventQueue: @unchecked Sendable {
  private let lock = Lock()
  private var events: [Event] = []
  /// The main loop found no event and is (about to be) waiting in `poll`: the next push must wake it.
  private var sleeping = false
  /// The wake-up pipe's ends, both non-blocking and closed on exec.
  let wakeDescriptor: Int32
  private let wakeWriter: Int32

  /// When the wake-up pipe cannot be made, `log` says so and the process exits.
  init(log: (String) -> Void) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      log("cannot create the main loop's wake-up pipe; exiting")
      exit(1)
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, fcntl(end, F_GETFD) | FD_CLOEXEC)
    }
    wakeDescriptor = ends[0]
    wakeWriter = ends[1]
  }

  deinit {
    close(wakeDescriptor)
    close(wakeWriter)
  }

  func push(_ newEvents: [Event]) {
    guard !newEvents.isEmpty else { return }
    lock.lock()
    events.append(contentsOf: newEvents)
    let wake = sleeping
    sleeping = false
    lock.unlock()
    // A full pipe (EAGAIN) already holds a wake-up; the loop drains it before it takes the events.
    if wake {
      var byte: UInt8 = 1
      _ = write(wakeWriter, &byte, 1)
    }
  }

  /// Takes every queued event. With `sleepingIfEmpty`, an empty queue records that the caller is going to wait in
  /// `poll` on `wakeDescriptor`, so the next push writes to the pipe; without it, the record is cleared.
  func takeAll(sleepingIfEmpty: Bool = false) -> [Event] {
    lock.lock()
    defer { lock.unlock() }
    sleeping = sleepingIfEmpty && events.isEmpty
    let taken = events
    events.removeAll(keepingCapacity: true)
    return taken
  }

  /// Empties the wake-up pipe after `poll` reported it readable (a byte may also be left by a push that raced with
  /// the end of a wait: it only causes one more look at the queue).
  func drainWakeUps() {
    var bytes = (UInt64(0), UInt64(0))
    while withUnsafeMutableBytes(of: &bytes, { read(wakeDescriptor, $0.baseAddress, $0.count) }) > 0 {}
  }
}
