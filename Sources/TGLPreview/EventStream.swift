// One Server-Sent Events client: a page's open stream. The render thread leaves the newest frame in a slot of one
// (an older frame not yet written is dropped); the client's own thread writes it. A slow or vanished browser
// blocks only that thread, and holds at most one frame and one cursor event in memory.

import Platform

/// One event in the wire format: `event: NAME`, one `data:` line per line of the payload, a blank line.
public func serverSentEvent(_ name: String, _ data: String) -> [UInt8] {
  var out = "event: \(name)\n"
  for line in data.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
    let text = String(String.UnicodeScalarView(line.last == "\r" ? line.dropLast() : line))
    out += "data: \(text)\n"
  }
  return Array((out + "\n").utf8)
}

/// The bounded outbox of one client.
public final class EventStream: @unchecked Sendable {
  /// The document the page shows and its environment overrides (from the stream's URL).
  public let documentKey: String
  public let overrides: EnvironmentOverrides
  /// For a gallery page: the devices and variants it shows (each frame is a gallery frame); nil for a page.
  public let gallery: GallerySet?
  private let condition = Condition()
  private var frame: [UInt8]?
  private var cursor: [UInt8]?
  private var closed = false
  /// How many frames were replaced before being written (for tests and logs).
  public var droppedFrames: Int { condition.withLock { dropped } }
  private var dropped = 0
  /// What the last frame delivered was made from, so the render thread does not make it twice.
  var renderedStamp: RenderStamp?
  /// The sequence number of the last gallery frame offered (render thread only).
  var offeredSequence: Int?

  /// True while a frame waits for the writer.
  var hasPendingFrame: Bool { condition.withLock { frame != nil } }

  public init(documentKey: String, overrides: EnvironmentOverrides, gallery: GallerySet? = nil) {
    self.documentKey = documentKey
    self.overrides = overrides
    self.gallery = gallery
  }

  /// Leaves `bytes` as the next frame to write, replacing one not written yet.
  public func offer(frame bytes: [UInt8]) {
    condition.lock()
    defer { condition.unlock() }
    if frame != nil { dropped += 1 }
    frame = bytes
    condition.signal()
  }

  public func offer(cursor bytes: [UInt8]) {
    condition.lock()
    defer { condition.unlock() }
    cursor = bytes
    condition.signal()
  }

  /// Ends the stream: the writer returns.
  public func close() {
    condition.lock()
    defer { condition.unlock() }
    closed = true
    condition.signal()
  }

  public var isClosed: Bool { condition.withLock { closed } }

  /// The next bytes to write, waiting up to `timeout` (an empty array: time for a keep-alive comment); nil once
  /// closed. A frame goes before a cursor event, so the highlight lands on the new picture.
  public func next(timeout: Double) -> [UInt8]? {
    condition.lock()
    defer { condition.unlock() }
    let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int(timeout * 1000)))
    while !closed && frame == nil && cursor == nil {
      if !condition.wait(until: deadline) { break }
    }
    if closed { return nil }
    var out: [UInt8] = []
    if let frame { out += frame }
    if let cursor { out += cursor }
    frame = nil
    cursor = nil
    return out
  }
}
