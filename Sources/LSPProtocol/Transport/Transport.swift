// The byte transport a server reads from and writes to, so tests can drive a server in-process.

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
