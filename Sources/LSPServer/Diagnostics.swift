// Push diagnostics: computed off the main loop, published only when they still describe the latest request.

import Platform
import LSPProtocol

/// Runs diagnostics on a background thread, one at a time, and knows which result is the latest for each document.
///
/// Each request for a document gets a new generation; a result is published only if no newer request (a change,
/// a settings change, a close) has been made since, so stale diagnostics never replace newer ones.
final class DiagnosticsScheduler: @unchecked Sendable {
  private let events: EventQueue
  private let worker: Worker
  private let lock = Lock()
  private var generations: [DocumentURI: Int] = [:]

  init(queue: EventQueue, options: ServerOptions) {
    self.events = queue
    worker = Worker(name: options.name + "-lsp-diagnostics", log: options.log)
  }

  /// Computes diagnostics for `context.document` unless a newer request overtakes it first.
  func schedule(_ context: FeatureContext, compute: @escaping @Sendable (FeatureContext) -> [Diagnostic]) {
    let uri = context.document.uri
    let generation = invalidate(uri)
    worker.submit { [self] in
      guard isCurrent(uri, generation) else { return }
      let diagnostics = compute(context)
      let result = DiagnosticsResult(
        uri: uri, version: context.document.version, generation: generation, diagnostics: diagnostics,
        context: context)
      events.push([.diagnosticsComputed(result)])
    }
  }

  /// Ends the background thread once the computation it is running (if any) returns.
  func stop() {
    worker.stop()
  }

  /// Makes every earlier request for `uri` stale; returns the new generation.
  @discardableResult
  func invalidate(_ uri: DocumentURI) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let generation = (generations[uri] ?? 0) + 1
    generations[uri] = generation
    return generation
  }

  func isCurrent(_ uri: DocumentURI, _ generation: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return generations[uri] == generation
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
    features.diagnosticsPublished?(result.context)
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
