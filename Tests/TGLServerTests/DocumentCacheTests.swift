// Tests of DocumentCache: one computation per version, newer versions never replaced by older ones.

import Foundation
import LSPProtocol
import TGLServer
import Testing

@Suite struct DocumentCacheTests {
  final class Counter: @unchecked Sendable {
    let lock = NSLock()
    var count = 0
    func increment() { lock.withLock { count += 1 } }
  }

  func snapshot(_ version: Int) -> DocumentSnapshot {
    DocumentSnapshot(uri: "file:///c.tgl", languageID: "tgl", version: version, text: "v\(version)")
  }

  @Test func computesOncePerVersion() {
    let cache = DocumentCache<String>()
    let counter = Counter()
    let compute = { (document: DocumentSnapshot) -> String in
      counter.increment()
      return document.text.uppercased()
    }
    #expect(cache.value(for: snapshot(1), compute: compute) == "V1")
    #expect(cache.value(for: snapshot(1), compute: compute) == "V1")
    #expect(counter.count == 1)
    #expect(cache.value(for: snapshot(2), compute: compute) == "V2")
    #expect(cache.value(for: snapshot(1), compute: compute) == "V1")
    #expect(cache.value(for: snapshot(2), compute: compute) == "V2")
    #expect(counter.count == 3)
    cache.remove("file:///c.tgl")
    #expect(cache.value(for: snapshot(2), compute: compute) == "V2")
    #expect(counter.count == 4)
  }

  @Test func closingADocumentCallsTheHook() {
    let closed = Counter()
    var features = FakeFeatures.all
    features.documentClosed = { uri in
      if uri == "file:///c.tgl" { closed.increment() }
    }
    let server = TestServer(features: features)
    server.open("file:///c.tgl", "x")
    server.send(TestServer.notification("textDocument/didClose", ["textDocument": ["uri": "file:///c.tgl"]]))
    #expect(server.request(1, "shutdown") == result(1, nil))
    #expect(closed.count == 1)
  }
}
