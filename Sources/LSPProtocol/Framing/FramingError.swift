// The problems the message framer reports while it recovers from broken input.

/// A problem in the framing of the byte stream; the framer has already skipped the offending bytes.
public enum FramingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A header block without a usable `Content-Length` line; the block was skipped.
  case missingContentLength(header: String)
  /// A `Content-Length` whose value is not a non-negative decimal integer; the header block was skipped.
  case invalidContentLength(value: String)
  /// Bytes before a `Content-Length` line that are not a header; they were skipped.
  case skippedGarbage(String)
  /// No end of headers (`\r\n\r\n`) within the limit; the bytes read so far were skipped.
  case headerTooLarge(limit: Int)
  /// A message longer than the limit; its body is skipped without being buffered.
  case messageTooLarge(length: Int, limit: Int)

  public var description: String {
    switch self {
    case .missingContentLength(let header): return "skipped a header without Content-Length: \(header.debugDescription)"
    case .invalidContentLength(let value):
      return "skipped a header with an invalid Content-Length: \(value.debugDescription)"
    case .skippedGarbage(let text): return "skipped bytes that are not a header: \(text.debugDescription)"
    case .headerTooLarge(let limit): return "skipped a header longer than \(limit) bytes"
    case .messageTooLarge(let length, let limit):
      return "skipped a message of \(length) bytes, larger than the limit of \(limit) bytes"
    }
  }
}
