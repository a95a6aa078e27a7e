// A state machine that splits a byte stream into `Content-Length` framed bodies and skips what it cannot read.

/// Turns chunks of bytes, split anywhere, into complete message bodies.
///
/// Headers are ASCII lines ending in `\r\n`, closed by an empty line; only `Content-Length` is read, other headers
/// (such as `Content-Type`) are ignored. Broken headers are reported and skipped, never fatal.
public struct MessageFramer: Sendable {
  /// What one call to `feed` produced, in stream order.
  public enum Output: Hashable, Sendable {
    case body([UInt8])
    case error(FramingError)
  }

  public static let defaultMaximumMessageSize = 64 << 20
  public static let defaultMaximumHeaderSize = 8 << 10

  public let maximumMessageSize: Int
  public let maximumHeaderSize: Int

  enum State: Sendable {
    case header
    case body(length: Int)
    case skipping(remaining: Int)
  }

  var state = State.header
  /// Unconsumed input; bytes before `start` are consumed.
  var buffer: [UInt8] = []
  var start = 0
  /// Where to resume searching for the end of the headers.
  var scanFrom = 0

  public init(
    maximumMessageSize: Int = MessageFramer.defaultMaximumMessageSize,
    maximumHeaderSize: Int = MessageFramer.defaultMaximumHeaderSize
  ) {
    self.maximumMessageSize = maximumMessageSize
    self.maximumHeaderSize = maximumHeaderSize
  }

  /// Consumes `chunk` and returns every body and error completed by it.
  public mutating func feed(_ chunk: some Collection<UInt8>) -> [Output] {
    if let outputs = chunk.withContiguousStorageIfAvailable({ feed(UnsafeRawBufferPointer($0)) }) { return outputs }
    return Array(chunk).withUnsafeBytes { feed($0) }
  }

  /// Consumes `chunk` and returns every body and error completed by it. Bytes, not a generic collection: through the
  /// generic path, appending a message to the buffer went unspecialized, through witness tables.
  public mutating func feed(_ chunk: UnsafeRawBufferPointer) -> [Output] {
    var outputs: [Output] = []
    var chunkIndex = 0
    if case .skipping(let remaining) = state {
      let skipped = min(remaining, chunk.count)
      chunkIndex = skipped
      state = remaining == skipped ? .header : .skipping(remaining: remaining - skipped)
    }
    buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[chunkIndex...]))
    while step(&outputs) {}
    if start > 0 {
      buffer.removeSubrange(0..<start)
      scanFrom -= start
      start = 0
    }
    return outputs
  }

  /// Advances the state machine once; false when it needs more input.
  mutating func step(_ outputs: inout [Output]) -> Bool {
    switch state {
    case .header:
      return readHeader(&outputs)
    case .body(let length):
      guard buffer.count - start >= length else { return false }
      outputs.append(.body(Array(buffer[start..<start + length])))
      start += length
      scanFrom = start
      state = .header
      return true
    case .skipping(let remaining):
      let skipped = min(remaining, buffer.count - start)
      start += skipped
      scanFrom = start
      state = remaining == skipped ? .header : .skipping(remaining: remaining - skipped)
      return remaining == skipped
    }
  }

  mutating func readHeader(_ outputs: inout [Output]) -> Bool {
    guard let end = findHeaderEnd() else {
      if buffer.count - start > maximumHeaderSize {
        outputs.append(.error(.headerTooLarge(limit: maximumHeaderSize)))
        // Keep three bytes: they may begin the `\r\n\r\n` that ends the header being skipped.
        start = buffer.count - 3
        scanFrom = start
      }
      return false
    }
    let length: Int?
    if let plain = HeaderBlock.plainContentLength(buffer[start..<end]) {
      length = plain
    } else {
      length = HeaderBlock.contentLength(in: String(decoding: buffer[start..<end], as: UTF8.self), errors: &outputs)
    }
    start = end + 4
    scanFrom = start
    switch length {
    case nil:
      return true
    case let length? where length > maximumMessageSize:
      outputs.append(.error(.messageTooLarge(length: length, limit: maximumMessageSize)))
      state = .skipping(remaining: length)
    case let length?:
      state = .body(length: length)
    }
    return true
  }

  /// The index of the `\r\n\r\n` that ends the current header, if it has arrived.
  mutating func findHeaderEnd() -> Int? {
    var index = max(start, scanFrom)
    while index + 3 < buffer.count {
      if buffer[index] == 0x0D && buffer[index + 1] == 0x0A && buffer[index + 2] == 0x0D && buffer[index + 3] == 0x0A {
        return index
      }
      index += 1
    }
    scanFrom = max(start, buffer.count - 3)
    return nil
  }
}

/// Reading `Content-Length` out of one header block.
enum HeaderBlock {
  static let maximumShownLength = 80

  /// The content length, or nil after reporting why the block is unusable.
  ///
  /// Lines shaped like `Name: value` are headers; anything else before `Content-Length` is reported as garbage.
  static func contentLength(in header: String, errors: inout [MessageFramer.Output]) -> Int? {
    let lines = header.split(separator: "\r\n", omittingEmptySubsequences: true)
    guard
      let lineNumber = lines.lastIndex(where: { contentLengthName(in: $0) != nil }),
      let nameRange = contentLengthName(in: lines[lineNumber])
    else {
      errors.append(.error(.missingContentLength(header: shown(header))))
      return nil
    }
    let line = lines[lineNumber]
    var garbage = lines[..<lineNumber].filter { !isHeaderLine($0) }
    if nameRange.lowerBound != line.startIndex { garbage.append(line[..<nameRange.lowerBound]) }
    if !garbage.isEmpty { errors.append(.error(.skippedGarbage(shown(garbage.joined(separator: "\r\n"))))) }
    let value = trimmingBlanks(line[nameRange.upperBound...])
    guard !value.isEmpty, value.utf8.count <= 18, value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      let length = Int(value)
    else {
      errors.append(.error(.invalidContentLength(value: shown(value))))
      return nil
    }
    return length
  }

  static let contentLengthBytes = Array("content-length:".utf8)

  /// The length of a header block that is a single `Content-Length: N` line (what clients send), read from its bytes;
  /// nil for anything else, which `contentLength(in:errors:)` reads and reports on. Splitting every message's block
  /// into strings was a large part of framing it.
  static func plainContentLength(_ header: ArraySlice<UInt8>) -> Int? {
    let name = contentLengthBytes
    guard header.count > name.count else { return nil }
    var index = header.startIndex
    for expected in name {
      let byte = expected >= 0x61 ? header[index] | 0x20 : header[index]
      guard byte == expected else { return nil }
      index += 1
    }
    while index < header.endIndex, header[index] == 0x20 || header[index] == 0x09 { index += 1 }
    var length = 0
    var digits = 0
    while index < header.endIndex, header[index] >= 0x30, header[index] <= 0x39 {
      // More than 18 digits could overflow; the general path reports them.
      guard digits < 18 else { return nil }
      length = length * 10 + Int(header[index] - 0x30)
      digits += 1
      index += 1
    }
    while index < header.endIndex, header[index] == 0x20 || header[index] == 0x09 { index += 1 }
    return digits > 0 && index == header.endIndex ? length : nil
  }

  /// Where `content-length:` first occurs in `line`, in any case (ASCII).
  static func contentLengthName(in line: Substring) -> Range<String.Index>? {
    let utf8 = line.utf8
    let name = contentLengthBytes
    var start = utf8.startIndex
    while utf8.distance(from: start, to: utf8.endIndex) >= name.count {
      var end = start
      var matched = true
      for expected in name {
        // Letters (the name's lowercase bytes) compare in either case; `-` and `:` exactly.
        let byte = expected >= 0x61 ? utf8[end] | 0x20 : utf8[end]
        if byte != expected {
          matched = false
          break
        }
        end = utf8.index(after: end)
      }
      if matched { return start..<end }
      start = utf8.index(after: start)
    }
    return nil
  }

  /// `text` without leading and trailing spaces and tabs.
  static func trimmingBlanks(_ text: Substring) -> Substring {
    var out = text
    while let first = out.utf8.first, first == 0x20 || first == 0x09 { out = out.dropFirst() }
    while let last = out.utf8.last, last == 0x20 || last == 0x09 { out = out.dropLast() }
    return out
  }

  /// Whether `line` is shaped like a header: a name of letters, digits and dashes, then a colon.
  static func isHeaderLine(_ line: Substring) -> Bool {
    guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else { return false }
    return line[..<colon].utf8.allSatisfy { byte in
      (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
    }
  }

  static func shown(_ text: some StringProtocol) -> String {
    text.count <= maximumShownLength ? String(text) : String(text.prefix(maximumShownLength)) + "…"
  }
}
