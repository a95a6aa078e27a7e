// Push diagnostics: computed off the main loop, published only when they still describe the latest request.

import Platform
import LSPProtocol

/// Runs diagnostics on background threads, one per core (at most four), and knows which result is the latest for each
/// document.
///
/// Each request for a document gets a new generation; a result is published only if no newer request (a change,
/// a settings change, a close) has been made since, so stale diagnostics never replace newer ones. The documents an
/// edit re-analyses (its dependents, then the edited document) are computed side by side, and their results are
/// handed to the main loop in the order they were scheduled, whichever thread finishes first: what is published, and
/// in what order, is the same as with one thread. Once every computation scheduled so far is done, the main loop hears
/// it (`Event.diagnosticsIdle`).
final class DiagnosticsScheduler: @unchecked Sendable {
  private let events: EventQueue
  private let worker: Worker
  private let lock = Lock()
  private var generations: [DocumentURI: Int] = [:]
  /// The number the next scheduled computation gets, and the number of the next result to hand to the main loop.
  private var nextTicket = 0
  private var nextToPush = 0
  /// The document and generation of each computation whose result is not handed over yet, by number.
  private var waiting: [Int: (uri: DocumentURI, generation: Int)] = [:]
  /// The results that finished before an earlier one, by number (nil: nothing to publish, it was stale).
  private var finished: [Int: DiagnosticsResult?] = [:]

  /// The threads that compute diagnostics on a machine with `processors` cores: one per core, at most four.
  static func threads(processors: Int) -> Int { min(max(processors, 1), 4) }

  init(queue: EventQueue, options: ServerOptions) {
    self.events = queue
    worker = Worker(
      name: options.name + "-lsp-diagnostics", threads: Self.threads(processors: Threads.processorCount),
      log: options.log)
  }

  /// Computes diagnostics for `context.document` unless a newer request overtakes it first.
  func schedule(_ context: FeatureContext, compute: @escaping @Sendable (FeatureContext) -> [Diagnostic]) {
    let uri = context.document.uri
    let (generation, ticket) = lock.withLock { () -> (Int, Int) in
      let generation = newGeneration(uri)
      waiting[nextTicket] = (uri, generation)
      defer { nextTicket += 1 }
      return (generation, nextTicket)
    }
    worker.submit { [self] in
      guard isCurrent(uri, generation) else { return finish(ticket, nil) }
      let diagnostics = compute(context)
      finish(
        ticket,
        DiagnosticsResult(
          uri: uri, version: context.document.version, generation: generation, diagnostics: diagnostics,
          context: context))
    }
  }

  /// Records result `ticket` and hands the main loop every result whose turn has come, in the order they were
  /// scheduled (under the lock, so that two threads finishing together push in that order too). A computation still
  /// running whose document has a newer request since holds back none: its result would not be published.
  private func finish(_ ticket: Int, _ result: DiagnosticsResult?) {
    lock.withLock {
      if ticket >= nextToPush { finished[ticket] = .some(result) }
      var ready: [Event] = []
      let first = nextToPush
      while nextToPush < nextTicket {
        if let done = finished.removeValue(forKey: nextToPush) {
          if let done { ready.append(.diagnosticsComputed(done)) }
        } else if let running = waiting[nextToPush], generations[running.uri] == running.generation {
          break
        }
        waiting[nextToPush] = nil
        nextToPush += 1
      }
      if nextToPush > first && nextToPush == nextTicket { ready.append(.diagnosticsIdle) }
      events.push(ready)
    }
  }

  /// Ends the background threads once the computations they are running (if any) return.
  func stop() {
    worker.stop()
  }

  /// Makes every earlier request for `uri` stale; returns the new generation.
  @discardableResult
  func invalidate(_ uri: DocumentURI) -> Int {
    lock.withLock { newGeneration(uri) }
  }

  private func newGeneration(_ uri: DocumentURI) -> Int {
    let generation = (generations[uri] ?? 0) + 1
    generations[uri] = generation
    return generation
  }

  func isCurrent(_ uri: DocumentURI, _ generation: Int) -> Bool {
    lock.withLock { generations[uri] == generation }
  }
}

extension Server {
  func scheduleDiagnostics(for document: DocumentSnapshot) {
    guard let compute = features.diagnostics, pushesDiagnostics else { return }
    diagnostics.schedule(FeatureContext(document: document, workspace: workspaceSnapshot()), compute: compute)
  }

  func publishIfCurrent(_ result: DiagnosticsResult) {
    guard diagnostics.isCurrent(result.uri, result.generation), documents[result.uri] != nil else { return }
    publish(PublishDiagnosticsParams(uri: result.uri, version: result.version, diagnostics: result.diagnostics))
    published[result.uri] = result.context
  }

  /// Once every scheduled computation is done: `Features.diagnosticsPublished` for each document published meanwhile
  /// (its latest context), in URI order. Called after each publish, the work that follows them (preparing hovers) took
  /// a core from the diagnostics of the documents still to come (an edit's dependents).
  func diagnosticsAllPublished() {
    let contexts = published.sorted { $0.key < $1.key }.map(\.value)
    published.removeAll()
    for context in contexts where documents[context.document.uri]?.version == context.document.version {
      features.diagnosticsPublished?(context)
    }
  }

  /// Sends the diagnostics written straight to the server's output buffer: the bytes of
  /// `Message.notification(...).framed()` for the same params, without the tree of every diagnostic.
  func publish(_ params: PublishDiagnosticsParams) {
    output.beginFrame()
    output.raw("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/publishDiagnostics\",\"params\":")
    params.writeJSON(to: &output)
    output.byte(UInt8(ascii: "}"))
    output.withFrame { transport.write($0) }
  }
}
