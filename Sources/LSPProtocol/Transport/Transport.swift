// The byte transport a server reads from and writes to, so tests can drive a server in-process.

import TGLJSON

/// A duplex byte stream.
///
/// `read` is called from one reading thread and `write` from one writing thread, possibly a different one.
public protocol Transport: AnyObject, Sendable {
  /// Blocks until input is available and returns it (never empty), or returns nil at the end of input.
  func read() -> [UInt8]?
  /// Writes all of `bytes`; errors (a closed pipe) are ignored, the end of input will follow.
  ///
  /// Raw bytes, so that a message written after room left for its header goes out without a copy (`JSONWriter`).
  func write(_ bytes: UnsafeRawBufferPointer)
}

extension Transport {
  public func write(_ bytes: [UInt8]) { bytes.withUnsafeBytes { write($0) } }
}

/// What `PollableTransport.readReady` found.
public enum ReadyInput: Equatable, Sendable {
  /// Bytes were handed to the consumer.
  case read
  /// Nothing to read now (a spurious wake-up, or a descriptor in non-blocking mode with no data).
  case none
  /// The input is closed (or broken); nothing more will come.
  case ended
}

/// A transport whose input is a descriptor that `poll(2)` can watch, so the thread that writes can also read: the
/// server's main loop then reads, answers and writes a request on one thread, without handing it over from a
/// reading thread (a futex wake-up per request).
///
/// A user calls either `read` (from a reading thread) or `readReady` (from the writing thread), never both.
public protocol PollableTransport: Transport {
  /// The descriptor to poll for input (`POLLIN`).
  var pollDescriptor: Int32 { get }
  /// Whether input read during a `write` waits to be handed out by `readReady`: the caller must not wait on `poll`
  /// then, since the descriptor may have nothing more to say.
  var hasStashedInput: Bool { get }
  /// Reads what is available without waiting for more (call it after `poll` reported the descriptor readable) and
  /// gives it to `consume`, whose buffer is valid only during the call. Input read while a `write` waited for the
  /// client to take its output comes first.
  func readReady(_ consume: (UnsafeRawBufferPointer) -> Void) -> ReadyInput
}
