// Diagnostics computed side by side on the diagnostics threads: published in the order they were scheduled, a stale
// computation holding nothing back, and the work that follows them once the threads are idle.

import Foundation
import LSPProtocol
import LSPTestSupport
import Platform
import Testing

@testable import LSPServer

@Suite struct DiagnosticsThreadsTests {
  /// The URIs of the next `count` publishes (at most 10 s), in order.
  func publishedURIs(_ server: TestServer, count: Int) -> [String] {
    var uris: [String] = []
    while uris.count < count, let message = server.nextNotification(timeout: 10) {
      if let uri = message["params"]?["uri"]?.stringValue { uris.append(uri) }
    }
    return uris
  }

  @Test func oneThreadPerCoreAtMostFour() {
    #expect(DiagnosticsScheduler.threads(processors: 0) == 1)
    #expect(DiagnosticsScheduler.threads(processors: 1) == 1)
    #expect(DiagnosticsScheduler.threads(processors: 2) == 2)
    #expect(DiagnosticsScheduler.threads(processors: 16) == 4)
  }

  /// `a` (slow, held until released) then `b` (quick): on two threads `b` is computed while `a` is held, and still
  /// published after it; the work that follows them (`diagnosticsPublished`) runs once both are out, for each.
  @Test func aResultWaitsForTheOnesScheduledBeforeIt() {
    let holding = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let quickDone = DispatchSemaphore(value: 0)
    let followed = Followed()
    var features = FakeFeatures.all
    features.diagnostics = { context in
      if context.document.uri == "file:///a.toy" {
        holding.signal()
        release.wait()
      } else {
        quickDone.signal()
      }
      return []
    }
    features.diagnosticsPublished = { context in followed.add(context.document.uri) }
    let server = TestServer(features: features)
    server.open("file:///a.toy", "a")
    holding.wait()
    server.open("file:///b.toy", "b")
    if Threads.processorCount >= 2 {
      #expect(quickDone.wait(timeout: .now() + 10) == .success)
      #expect(server.nextNotification(timeout: 0.3) == nil)
    }
    release.signal()
    #expect(publishedURIs(server, count: 2) == ["file:///a.toy", "file:///b.toy"])
    let deadline = Date(timeIntervalSinceNow: 10)
    while followed.all.count < 2 && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    #expect(followed.all == ["file:///a.toy", "file:///b.toy"])
  }

  /// Version 1 of `a` is held; version 2 and `b` come after it. On two threads they do not wait for version 1, whose
  /// result would not be published: `b` and `a` version 2 are out while it is still held.
  @Test func aStaleComputationHoldsNothingBack() {
    guard Threads.processorCount >= 2 else { return }
    let holding = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    var features = FakeFeatures.all
    features.diagnostics = { context in
      if context.document.version == 1 && context.document.uri == "file:///a.toy" {
        holding.signal()
        release.wait()
      }
      return []
    }
    let server = TestServer(features: features)
    server.open("file:///a.toy", "a")
    holding.wait()
    let params = DidChangeTextDocumentParams(
      textDocument: VersionedTextDocumentIdentifier(uri: "file:///a.toy", version: 2),
      contentChanges: [TextDocumentContentChangeEvent(text: "a2")])
    server.send(TestServer.notification("textDocument/didChange", params.json))
    server.open("file:///b.toy", "b")
    var seen: [String: Int?] = [:]
    while seen.count < 2, let message = server.nextNotification(timeout: 10) {
      guard let uri = message["params"]?["uri"]?.stringValue else { continue }
      seen[uri] = message["params"]?["version"]?.intValue
    }
    #expect(seen == ["file:///a.toy": 2, "file:///b.toy": 1])
    release.signal()
    #expect(server.drain() == [])
  }

  final class Followed: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String] = []
    func add(_ uri: String) { lock.withLock { values.append(uri) } }
    var all: [String] { lock.withLock { values } }
  }
}
