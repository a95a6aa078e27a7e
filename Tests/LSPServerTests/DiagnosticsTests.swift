// Tests of push diagnostics: published per version, cleared on close, rerun on settings, never stale.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

@Suite struct DiagnosticsTests {
  let uri = "file:///d.toy"

  func published(_ version: Int?, _ messages: [String]) -> JSON {
    let diagnostics = messages.map {
      Diagnostic(range: FakeFeatures.range(0, 0, 0, 1), severity: .warning, code: .string("fake"), message: $0)
    }
    let params = PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics)
    return TestServer.notification("textDocument/publishDiagnostics", params.json)
  }

  func change(_ version: Int, _ text: String) -> JSON {
    let params = DidChangeTextDocumentParams(
      textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version),
      contentChanges: [TextDocumentContentChangeEvent(text: text)])
    return TestServer.notification("textDocument/didChange", params.json)
  }

  @Test func publishedWithTheDocumentVersion() {
    let server = TestServer(features: FakeFeatures.all)
    server.open(uri, "one")
    #expect(server.nextNotification() == published(1, ["one"]))
    server.send(change(2, "two"))
    #expect(server.nextNotification() == published(2, ["two"]))
    server.send(TestServer.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
    #expect(server.nextNotification() == published(nil, []))
  }

  @Test func diagnosticsJSONHasEveryMember() throws {
    let diagnostic = Diagnostic(
      range: FakeFeatures.range(1, 2, 1, 4), severity: .error, code: .string("negative-space"),
      codeDescriptionHref: "https://example.invalid/rules/negative-space", source: "toy",
      message: "spacing must not be negative", tags: [.unnecessary],
      relatedInformation: [
        DiagnosticRelatedInformation(
          location: Location(uri: uri, range: FakeFeatures.range(0, 0, 0, 1)), message: "declared here")
      ], data: ["fix": 1])
    let expected =
      #"{"range":{"start":{"line":1,"character":2},"end":{"line":1,"character":4}},"severity":1,"#
      + #""code":"negative-space","codeDescription":{"href":"https://example.invalid/rules/negative-space"},"#
      + #""source":"toy","message":"spacing must not be negative","tags":[1],"relatedInformation":[{"location":"#
      + #"{"uri":"file:///d.toy","range":{"start":{"line":0,"character":0},"end":{"line":0,"character":1}}},"#
      + #""message":"declared here"}],"data":{"fix":1}}"#
    #expect(diagnostic.json.serializedString == expected)
    #expect(try Diagnostic(json: JSON.parse(expected)) == diagnostic)
  }

  /// Diagnostics go out written straight to bytes: exactly the bytes of their tree, with every member, escapes, CJK
  /// and an emoji in the texts, and a diagnostic with nothing optional.
  @Test func publishedBytesAreTheBytesOfTheTree() {
    let full = Diagnostic(
      range: FakeFeatures.range(1, 2, 1, 4), severity: .error, code: .string("negative-space"),
      codeDescriptionHref: "https://example.invalid/rules/negative-space", source: "toy",
      message: "标题 \"quoted\" \\ 👍🏽\nnext", tags: [.unnecessary, .deprecated],
      relatedInformation: [
        DiagnosticRelatedInformation(
          location: Location(uri: uri, range: FakeFeatures.range(0, 0, 0, 1)), message: "declared here: 标题")
      ], data: ["fix": 1, "titles": ["a", "标"]])
    let bare = Diagnostic(range: FakeFeatures.range(0, 0, 0, 0), code: .number(7), message: "")
    var features = FakeFeatures.all
    features.diagnostics = { _ in [full, bare] }
    let server = TestServer(features: features)
    server.open(uri, "one")
    let params = PublishDiagnosticsParams(uri: uri, version: 1, diagnostics: [full, bare])
    let body = server.rawNotification("textDocument/publishDiagnostics")
    #expect(body == TestServer.notification("textDocument/publishDiagnostics", params.json).serialized())
  }

  /// A slow version 1 overtaken by version 2 is never published, and the work that follows published diagnostics
  /// (`diagnosticsPublished`: preparing hovers) runs once they are written, for version 2 alone.
  @Test func aSlowStaleResultIsNeverPublished() {
    let computing = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let followed = DispatchSemaphore(value: 0)
    let versions = Versions()
    var features = FakeFeatures.all
    features.diagnosticsPublished = { context in
      versions.add(context.document.version)
      followed.signal()
    }
    features.diagnostics = { context in
      if context.document.version == 1 {
        computing.signal()
        release.wait()
      }
      return [
        Diagnostic(
          range: FakeFeatures.range(0, 0, 0, 1), severity: .warning, code: .string("fake"),
          message: context.document.text)
      ]
    }
    let server = TestServer(features: features)
    server.open(uri, "old")
    computing.wait()
    server.send(change(2, "new"))
    // The response proves the change was applied before the slow result comes back.
    #expect(server.request(1, "toy/echo")?["id"] == 1)
    release.signal()
    #expect(server.nextNotification() == published(2, ["new"]))
    #expect(followed.wait(timeout: .now() + 5) == .success)
    #expect(server.drain() == [])
    #expect(versions.all == [2])
  }

  @Test func rapidChangesPublishTheLastVersion() {
    let server = TestServer(features: FakeFeatures.all)
    server.open(uri, "v1")
    let changes = (2...30).map { change($0, "v\($0)") }
    for message in changes { server.send(message) }
    var last: JSON?
    while let notification = server.nextNotification(timeout: 0.5) {
      last = notification
      if notification == published(30, ["v30"]) { break }
    }
    #expect(last == published(30, ["v30"]))
    #expect(server.drain() == [])
  }

  @Test func closingDropsAResultInFlight() {
    let computing = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    var features = FakeFeatures.all
    features.diagnostics = { _ in
      computing.signal()
      release.wait()
      return []
    }
    let server = TestServer(features: features)
    server.open(uri, "x")
    computing.wait()
    server.send(TestServer.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
    #expect(
      server.nextNotification()
        == TestServer.notification(
          "textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
    release.signal()
    #expect(server.drain() == [])
  }

  final class Versions: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []
    func add(_ version: Int) { lock.withLock { values.append(version) } }
    var all: [Int] { lock.withLock { values } }
  }

  @Test func noDiagnosticsFeatureMeansNoNotifications() {
    var features = FakeFeatures.all
    features.diagnostics = nil
    let server = TestServer(features: features)
    server.open(uri, "x")
    server.send(TestServer.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
    #expect(server.drain() == [])
  }
}

/// The order of a change's diagnostics: the document, then the dependents `documentDependents` returns, unless
/// `dependentsBeforeDocument` says the document's diagnostics read theirs.
@Suite struct DependentsOrderTests {
  /// The URIs in the order their diagnostics are published after a change of `a`, which `b` depends on.
  func order(dependentsFirst: Bool) -> [String] {
    var features = FakeFeatures.all
    features.documentDependents = { _, uri in uri == "file:///a.toy" ? ["file:///b.toy"] : [] }
    features.dependentsBeforeDocument = { _, _ in dependentsFirst }
    let server = TestServer(features: features)
    server.open("file:///b.toy", "b")
    _ = server.nextNotification()
    server.open("file:///a.toy", "a")
    var uris: [String] = []
    while uris.count < 2, let message = server.nextNotification() {
      if let uri = message["params"]?["uri"]?.stringValue { uris.append(uri) }
    }
    return uris
  }

  @Test func theDocumentFirstUnlessItReadsItsDependents() {
    #expect(order(dependentsFirst: false) == ["file:///a.toy", "file:///b.toy"])
    #expect(order(dependentsFirst: true) == ["file:///b.toy", "file:///a.toy"])
  }
}
