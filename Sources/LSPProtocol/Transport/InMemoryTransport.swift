// An in-memory transport: a test plays the client by sending bytes to the server and reading what it wrote.

import Platform

/// Two in-memory pipes: client to server and server to client, each with its own lock so neither side wakes the other
/// needlessly.
///
/// Every `send` is delivered to the server as one chunk, so messages sent together are read together.
public final class InMemoryTransport: Transport, @unchecked Sendable {
  private let inboundCondition = Condition()
  private var inbound: [[UInt8]] = []
  private var inboundClosed = false
  private let outboundCondition = Condition()
  private var outbound: [UInt8] = []
  private var outboundClosed = false

  public init() {}

  // MARK: Client side

  /// Delivers `bytes` to the server as one chunk.
  public func send(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    inboundCondition.lock()
    defer { inboundCondition.unlock() }
    inbound.append(bytes)
    inboundCondition.signal()
  }

  /// Ends the server's input; its pending `read` returns nil once the chunks before are read.
  public func closeInput() {
    inboundCondition.lock()
    defer { inboundCondition.unlock() }
    inboundClosed = true
    inboundCondition.broadcast()
  }

  /// Marks the server's output as finished, so `takeOutput` stops waiting.
  public func closeOutput() {
    outboundCondition.lock()
    defer { outboundCondition.unlock() }
    outboundClosed = true
    outboundCondition.broadcast()
  }

  /// Removes and returns everything the server wrote, waiting until `deadline` for at least one byte.
  ///
  /// Returns an empty array at the deadline, or once the output is closed and drained.
  public func takeOutput(waitingUntil deadline: ContinuousClock.Instant) -> [UInt8] {
    outboundCondition.lock()
    defer { outboundCondition.unlock() }
    while outbound.isEmpty && !outboundClosed {
      guard outboundCondition.wait(until: deadline) else { break }
    }
    let output = outbound
    outbound.removeAll()
    return output
  }

  // MARK: Server side

  public func read() -> [UInt8]? {
    inboundCondition.lock()
    defer { inboundCondition.unlock() }
    while inbound.isEmpty && !inboundClosed { inboundCondition.wait() }
    guard !inbound.isEmpty else { return nil }
    return inbound.removeFirst()
  }

  public func write(_ bytes: UnsafeRawBufferPointer) {
    outboundCondition.lock()
    defer { outboundCondition.unlock() }
    outbound.append(contentsOf: bytes)
    outboundCondition.signal()
  }
}
