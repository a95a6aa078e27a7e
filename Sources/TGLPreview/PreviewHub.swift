// The preview's state: the documents (the editor's unsaved text), the open streams, and the render thread that
// turns a change into one frame per stream. Whoever reports a change (the language server's main loop, the file
// watcher) only stores it and signals; rendering and writing happen on other threads.

import Platform
import TGLJSON
import TGLSyntax

public final class PreviewHub: @unchecked Sendable {
  public let renderer: PreviewRenderer
  private let condition = Condition()
  private var documents: [String: PreviewDocument] = [:]
  private var streams: [ObjectIdentifier: EventStream] = [:]
  private var dirty = false
  private var stopped = false
  private var frameCounter = 0
  private let log: @Sendable (String) -> Void
  /// `TGL_PREVIEW_TIMING=1` logs how long each frame takes to make.
  static let logsTiming = ProcessEnvironment.all()["TGL_PREVIEW_TIMING"] == "1"

  public init(renderer: PreviewRenderer, log: @escaping @Sendable (String) -> Void = { _ in }) {
    self.renderer = renderer
    self.log = log
    // Deeply nested files recurse in the parser and the engine, as on the language server's diagnostics thread.
    Threads.detach(name: "tgl-preview-render", stackSize: 16 << 20) { [self] in renderLoop() }
  }

  // MARK: Documents

  /// Stores the newest text or settings of a document; the render thread makes the frames.
  public func update(_ document: PreviewDocument) {
    condition.withLock {
      documents[document.key] = document
      dirty = true
      condition.broadcast()
    }
  }

  /// Forgets a closed document; its pages keep their last picture.
  public func remove(key: String) {
    condition.withLock { _ = documents.removeValue(forKey: key) }
  }

  public func document(_ key: String) -> PreviewDocument? {
    condition.withLock { documents[key] }
  }

  public var documentKeys: [String] {
    condition.withLock { documents.keys.sorted() }
  }

  // MARK: Streams

  /// A new stream for `key`, which gets its first frame at once; nil when the document is not known.
  /// With `gallery`, the stream gets gallery frames: one panel per device, orientation and variant.
  public func subscribe(_ key: String, overrides: EnvironmentOverrides, gallery: GallerySet? = nil) -> EventStream? {
    condition.withLock {
      guard documents[key] != nil, !stopped else { return nil }
      let stream = EventStream(documentKey: key, overrides: overrides, gallery: gallery)
      streams[ObjectIdentifier(stream)] = stream
      dirty = true
      condition.broadcast()
      return stream
    }
  }

  public func unsubscribe(_ stream: EventStream) {
    stream.close()
    condition.withLock { _ = streams.removeValue(forKey: ObjectIdentifier(stream)) }
  }

  public var streamCount: Int { condition.withLock { streams.count } }

  /// Highlights, on every page of `key`, the element the editor's cursor (a UTF-8 offset) is in.
  public func cursor(key: String, offset: Int) {
    guard let document = document(key) else { return }
    // The element is found from the editor's own settings: the same text whatever environment a page shows.
    let found = renderer.element(document, settings: document.settings, at: offset)
    let data: JSON = [
      "version": .int(document.version), "panel": found.map { .int($0.panel) } ?? .null,
      "path": found.map { .string($0.path) } ?? .null,
    ]
    let bytes = serverSentEvent("cursor", data.serializedString)
    for stream in condition.withLock({ streams.values.filter { $0.documentKey == key } }) {
      stream.offer(cursor: bytes)
    }
  }

  /// Ends every stream and the render thread.
  public func stop() {
    let open = condition.withLock { () -> [EventStream] in
      stopped = true
      condition.broadcast()
      return Array(streams.values)
    }
    open.forEach { $0.close() }
  }

  // MARK: Rendering

  private func renderLoop() {
    while true {
      let work = condition.withLock { () -> [(EventStream, PreviewDocument)]? in
        while !dirty && !stopped { condition.wait() }
        if stopped { return nil }
        dirty = false
        return streams.values.compactMap { stream in documents[stream.documentKey].map { (stream, $0) } }
      }
      guard let work else { return }
      // One frame per document and environment, however many pages show it.
      var made: [RenderStamp: [UInt8]] = [:]
      var galleries: [RenderStamp: GalleryFrameBytes] = [:]
      for (stream, document) in work {
        let settings = stream.overrides.applied(to: document.settings)
        let stamp = RenderStamp(version: document.version, settings: settings, gallery: stream.gallery)
        guard stream.renderedStamp != stamp else { continue }
        if stream.gallery != nil {
          offerGallery(stream, document, stamp: stamp, made: &galleries)
          continue
        }
        if made[stamp] == nil {
          let started = ContinuousClock.now
          var frame = renderer.frame(document, settings: settings)
          logTime("frame", document, since: started)
          frameCounter += 1
          if case .object(var object) = frame {
            object["key"] = .string(document.key)
            object["sequence"] = .int(frameCounter)
            frame = .object(object)
          }
          made[stamp] = serverSentEvent("frame", frame.serializedString)
        }
        stream.renderedStamp = stamp
        stream.offer(frame: made[stamp]!)
      }
      // The last gallery frames of sets no page shows any more are forgotten.
      let shown = Set(
        work.compactMap { stream, document in
          stream.gallery.map { GalleryLineage(key: document.key, settings: stream.overrides, gallery: $0) }
        })
      lastGalleries = lastGalleries.filter { shown.contains($0.key) }
    }
  }

  private func logTime(_ what: String, _ document: PreviewDocument, since started: ContinuousClock.Instant) {
    guard Self.logsTiming else { return }
    let elapsed = started.duration(to: .now).components
    let milliseconds = elapsed.seconds * 1000 + elapsed.attoseconds / 1_000_000_000_000_000
    log("preview: \(what) of \(document.key) v\(document.version) in \(milliseconds) ms")
  }

  // MARK: Galleries (render thread only)

  /// The last gallery frame made for each document, page environment and set: the next frame of that set leaves
  /// out the pictures that did not change (a gallery of a long file is hundreds of pictures, megabytes).
  private var lastGalleries: [GalleryLineage: (sequence: Int, frame: JSON)] = [:]

  /// Makes the gallery frame of `stamp` (once per pass) and offers it to `stream`: without the unchanged
  /// pictures when the stream's last frame is the one they are unchanged from and has been taken by its writer
  /// (a frame still waiting would be replaced, and its pictures lost), else in full.
  private func offerGallery(
    _ stream: EventStream, _ document: PreviewDocument, stamp: RenderStamp,
    made: inout [RenderStamp: GalleryFrameBytes]
  ) {
    guard let gallery = stream.gallery else { return }
    if made[stamp] == nil {
      let started = ContinuousClock.now
      // A gallery's panels are laid out here, one after the other, as a page's frames are: edits that arrive
      // meanwhile are coalesced (the next pass takes the newest text), and the language server's thread never
      // waits.
      var frame = renderer.galleryFrame(document, overrides: stream.overrides, gallery: gallery)
      logTime("gallery (\(gallery.variants.count) panels)", document, since: started)
      frameCounter += 1
      if case .object(var object) = frame {
        object["key"] = .string(document.key)
        object["sequence"] = .int(frameCounter)
        frame = .object(object)
      }
      let lineage = GalleryLineage(key: document.key, settings: stream.overrides, gallery: gallery)
      var bytes = GalleryFrameBytes(sequence: frameCounter, frame: frame)
      if let previous = lastGalleries[lineage] {
        bytes.base = previous.sequence
        let delta = PreviewRenderer.withoutUnchangedPictures(frame, previous: previous.frame)
        bytes.delta = serverSentEvent("gallery", delta.serializedString)
      }
      lastGalleries[lineage] = (frameCounter, frame)
      made[stamp] = bytes
    }
    stream.renderedStamp = stamp
    var bytes = made[stamp]!
    if let base = bytes.base, let delta = bytes.delta, stream.offeredSequence == base, !stream.hasPendingFrame {
      stream.offer(frame: delta)
    } else {
      if bytes.full == nil {
        bytes.full = serverSentEvent("gallery", bytes.frame.serializedString)
        made[stamp] = bytes
      }
      stream.offer(frame: bytes.full!)
    }
    stream.offeredSequence = bytes.sequence
  }

  /// The element's hover for a page's environment.
  public func info(key: String, overrides: EnvironmentOverrides, panel: Int, path: String) -> JSON? {
    guard let document = document(key) else { return nil }
    return renderer.info(document, settings: overrides.applied(to: document.settings), panel: panel, path: path)
  }

  /// The document and the UTF-8 range of element `path`'s name, for moving the editor there.
  public func selection(key: String, panel: Int, path: String) -> (PreviewDocument, TextRange)? {
    guard let document = document(key),
      let element = renderer.selection(document, settings: document.settings, panel: panel, path: path)
    else { return nil }
    return (document, element.selection)
  }
}
