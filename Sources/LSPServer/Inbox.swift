// Where the main loop's events come from: the client's input, read and parsed on the main loop itself when the
// transport can be polled, and the queue other threads push to.

import LSPProtocol

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The main loop's source of events; used by the main loop alone.
///
/// With a `PollableTransport` (standard input) a request is read, parsed, answered and written on one thread: the
/// loop waits in `poll(2)` on the input and on the queue's wake-up pipe. Handing each request over from a reading
/// thread cost a futex wake-up and a second thread's scheduling per round trip. Any other transport (the in-memory
/// one of the tests) is read by a `Reader` thread that pushes to the queue, and the loop polls the wake-up pipe only.
final class Inbox {
  let queue: EventQueue
  private let input: (any PollableTransport)?
  private var framer: MessageFramer
  private let log: @Sendable (String) -> Void
  private var inputEnded = false
  private var busyPoller: BusyPoller

  init(transport: any Transport, queue: EventQueue, options: ServerOptions) {
    self.queue = queue
    self.log = options.log
    busyPoller = BusyPoller(options.busyPoll)
    framer = MessageFramer(maximumMessageSize: options.maximumMessageSize)
    if let pollable = transport as? any PollableTransport {
      input = pollable
    } else {
      input = nil
      Reader(
        transport: transport, queue: queue, log: options.log, maximumMessageSize: options.maximumMessageSize,
        name: options.name
      ).start()
    }
  }

  /// Takes every event that has arrived, without waiting: what other threads queued, then what the input holds.
  func takeAll() -> [Event] {
    var events = queue.takeAll()
    if let input, !inputEnded, input.hasStashedInput || Inbox.isReadable(input.pollDescriptor) {
      read(input, into: &events)
    }
    return events
  }

  /// Waits for at least one event, then takes every event that has arrived. After a request was answered
  /// (`justAnswered`), the input is polled without sleeping for `options.busyPoll`'s window first.
  func waitAndTakeAll(justAnswered: Bool = false) -> [Event] {
    var busyPolling = justAnswered
    var events: [Event] = []
    if let input, !inputEnded, input.hasStashedInput { read(input, into: &events) }
    while true {
      // Queued events first: they were pushed before the input was read.
      events.insert(contentsOf: queue.takeAll(sleepingIfEmpty: events.isEmpty), at: 0)
      if !events.isEmpty { return events }
      let inputDescriptor = inputEnded ? -1 : input?.pollDescriptor ?? -1
      var descriptors = [
        pollfd(fd: queue.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      // After the busy window the loop sleeps; a descriptor the window found ready makes the poll return at once.
      if busyPolling {
        busyPolling = false
        _ = busyPoller.wait(&descriptors)
      }
      if poll(&descriptors, 2, -1) < 0 {
        guard errno == EINTR else {
          log("poll failed (errno \(errno)); exiting")
          return [.inputEnded]
        }
        continue
      }
      if descriptors[0].revents != 0 { queue.drainWakeUps() }
      // POLLHUP and POLLERR too: the read then reports the end of input.
      if descriptors[1].revents != 0, let input { read(input, into: &events) }
    }
  }

  /// Reads what the input holds and turns the messages it completes into events; the end of input becomes
  /// `.inputEnded`, once.
  private func read(_ input: any PollableTransport, into events: inout [Event]) {
    var outputs: [MessageFramer.Output] = []
    let outcome = input.readReady { bytes in outputs = framer.feed(bytes) }
    for output in outputs {
      if let event = Reader.event(for: output, log: log) { events.append(event) }
    }
    if outcome == .ended {
      inputEnded = true
      events.append(.inputEnded)
    }
  }

  /// Whether `descriptor` has input (or its end) to read now.
  private static func isReadable(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&entry, 1, 0)
      if ready >= 0 { return ready > 0 }
      if errno != EINTR { return true }
    }
  }
}
