// A `@fontMetrics` file changed on disk: the open documents that name it are analysed again and re-published, and
// only those (the dependency graph of the query layer, `FileDependencies`).

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLLanguageService
import Testing

@Suite struct FontMetricsChangeTests {
  /// Metrics of 1,000 units an em with every printable ASCII character 500 units wide (as `TextCommandTests`).
  static let metrics = """
    {"format": "tgl-font-metrics", "version": 1, "family": "Test", "unitsPerEm": 1000,
     "ascender": 800, "descender": -200, "lineGap": 0,
     "weights": {"regular": {"fallback": 500, "advances": [[32, [\(Array(repeating: "500", count: 95).joined(separator: ", "))]]]}}}
    """

  /// The next `publishDiagnostics` notifications within `timeout`, by URI, each with its rules and messages.
  func published(_ server: TestServer, timeout: TimeInterval = 0.5) -> [String: [String]] {
    var out: [String: [String]] = [:]
    for message in server.drain(timeout: timeout) where message["method"] == "textDocument/publishDiagnostics" {
      guard let uri = message["params"]?["uri"]?.stringValue else { continue }
      out[uri] = (message["params"]?["diagnostics"]?.arrayValue ?? []).map {
        "\($0["code"]?.stringValue ?? ""): \($0["message"]?.stringValue ?? "")"
      }
    }
    return out
  }

  func waitForPublished(_ server: TestServer, count: Int) -> [String: [String]] {
    var found: [String: [String]] = [:]
    let deadline = Date(timeIntervalSinceNow: 10)
    while found.count < count && Date() < deadline { found.merge(published(server)) { _, new in new } }
    return found
  }

  func changed(_ server: TestServer, _ file: URL, type: Int) {
    server.send(
      TestServer.notification(
        "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(file.absoluteString), "type": .int(type)]]]))
  }

  /// Two open documents, one naming `m.json`. The file is missing at first (an error at the directive of `a.tgl`);
  /// written, then broken, each change re-publishes `a.tgl` alone, with the error gone, then the file's problem; a
  /// change to a file no document reads re-publishes nothing.
  @Test func aChangedMetricsFileRepublishesTheDocumentsThatNameIt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-metrics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let metricsFile = root.appendingPathComponent("m.json")
    let a = root.appendingPathComponent("a.tgl").absoluteString
    let b = root.appendingPathComponent("b.tgl").absoluteString
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"))
    server.open(a, "@fontMetrics \"m.json\"\n\nlabel A { size: wrap, wrap; text: \"abcd\" }\n")
    server.open(b, "label B { size: wrap, wrap; text: \"abcd\" }\n")
    let opened = waitForPublished(server, count: 2)
    #expect(opened[a] == ["invalid-value: cannot read the font metrics file 'm.json'"])
    #expect(opened[b] == [])

    try Self.metrics.write(to: metricsFile, atomically: true, encoding: .utf8)
    changed(server, metricsFile, type: 1)
    #expect(waitForPublished(server, count: 1) == [a: []])

    try "{\"format\": \"something else\"}".write(to: metricsFile, atomically: true, encoding: .utf8)
    changed(server, metricsFile, type: 2)
    #expect(
      waitForPublished(server, count: 1) == [
        a: ["invalid-value: the font metrics file 'm.json' is not a tgl-font-metrics file of version 1"]
      ])

    let other = root.appendingPathComponent("other.json")
    try "{}".write(to: other, atomically: true, encoding: .utf8)
    changed(server, other, type: 1)
    #expect(published(server) == [:])

    // Closed, `a.tgl` reads nothing any more: a change of the file re-publishes nothing.
    server.send(TestServer.notification("textDocument/didClose", ["textDocument": ["uri": .string(a)]]))
    #expect(published(server) == [a: []])
    changed(server, metricsFile, type: 3)
    #expect(published(server) == [:])
  }

  /// A client that pulls is asked to pull again (`workspace/diagnostic/refresh`), and its report from before the
  /// change is not `unchanged`: the result id of a document that names a file changes with the file.
  @Test func aClientThatPullsIsToldToPullAgain() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-metrics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let metricsFile = root.appendingPathComponent("m.json")
    try Self.metrics.write(to: metricsFile, atomically: true, encoding: .utf8)
    let a = root.appendingPathComponent("a.tgl").absoluteString
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"), initialize: false)
    _ = server.initialize([
      "capabilities": [
        "textDocument": ["diagnostic": [:]], "workspace": ["diagnostics": ["refreshSupport": true]],
      ]
    ])
    server.open(a, "@fontMetrics \"m.json\"\n\nlabel A { size: wrap, wrap; text: \"abcd\" }\n")
    let params: JSON = ["textDocument": ["uri": .string(a)]]
    let before = server.request(1, "textDocument/diagnostic", params)?["result"]
    #expect(before?["kind"] == "full" && before?["items"] == [])
    try FileManager.default.removeItem(at: metricsFile)
    changed(server, metricsFile, type: 3)
    let refresh = server.drain().first { $0["method"] == "workspace/diagnostic/refresh" }
    #expect(refresh != nil)
    let after = server.request(
      2, "textDocument/diagnostic", ["textDocument": ["uri": .string(a)], "previousResultId": before?["resultId"] ?? .null]
    )?["result"]
    #expect(after?["kind"] == "full")
    #expect(
      after?["items"]?.arrayValue?.map { $0["message"] } == [.string("cannot read the font metrics file 'm.json'")])
  }
}
