// An in-memory transport: a test plays the client by sending bytes to the server and reading what it wrote.

import Foundation

/// Two in-memory pipes: client to server and server to client.
///
/// Every `send` is delivered to the server as one chunk, so messages sent together are read together.
public final class InMemoryTransport: Transport, @unchecked Sendable {
  private let condition = NSCondition()
  private var inbound: [[UInt8]] = []
  private var inboundClosed = false
  private var outbound: [UInt8] = []
  private var outboundClosed = false

  public init() {}

  // MARK: Client side

  /// Delivers `bytes` to the server as one chunk.
  public func send(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    condition.lock()
    defer { condition.unlock() }
    inbound.append(bytes)
    condition.broadcast()
  }

  /// Ends the server's input; its pending `read` returns nil once the chunks before are read.
  public func closeInput() {
    condition.lock()
    defer { condition.unlock() }
    inboundClosed = true
    condition.broadcast()
  }

  /// Marks the server's output as finished, so `takeOutput` stops waiting.
  public func closeOutput() {
    condition.lock()
    defer { condition.unlock() }
    outboundClosed = true
    condition.broadcast()
  }

  /// Removes and returns everything the server wrote, waiting until `deadline` for at least one byte.
  ///
  /// Returns an empty array at the deadline, or once the output is closed and drained.
  public func takeOutput(waitingUntil deadline: Date) -> [UInt8] {
    condition.lock()
    defer { condition.unlock() }
    while outbound.isEmpty && !outboundClosed {
      guard condition.wait(until: deadline) else { break }
    }
    let output = outbound
    outbound.removeAll()
    return output
  }

  // MARK: Server side

  public func read() -> [UInt8]? {
    condition.lock()
    defer { condition.unlock() }
    while inbound.isEmpty && !inboundClosed { condition.wait() }
    guard !inbound.isEmpty else { return nil }
    return inbound.removeFirst()
  }

  public func write(_ bytes: [UInt8]) {
    condition.lock()
    defer { condition.unlock() }
    outbound.append(contentsOf: bytes)
    condition.broadcast()
  }
}
