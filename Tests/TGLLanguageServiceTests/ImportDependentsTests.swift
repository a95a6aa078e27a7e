// A change to a file that others import re-publishes the open documents that import it, directly or through files
// that are not open, and no others: an open document's edit, and a change on disk (the dependency graph of the query
// layer, `FileDependencies`, one graph with the `@fontMetrics` files).

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLLanguageService
import Testing

@Suite struct ImportDependentsTests {
  /// The URIs of the `publishDiagnostics` notifications of the next `timeout` seconds, with the version each names.
  func published(_ server: TestServer, timeout: TimeInterval = 0.5) -> [String: Int?] {
    var out: [String: Int?] = [:]
    for message in server.drain(timeout: timeout) where message["method"] == "textDocument/publishDiagnostics" {
      guard let uri = message["params"]?["uri"]?.stringValue else { continue }
      out[uri] = message["params"]?["version"]?.intValue
    }
    return out
  }

  func waitForPublished(_ server: TestServer, count: Int) -> [String: Int?] {
    var found: [String: Int?] = [:]
    let deadline = Date(timeIntervalSinceNow: 10)
    while found.count < count && Date() < deadline { found.merge(published(server)) { _, new in new } }
    return found
  }

  func changed(_ server: TestServer, _ file: URL, type: Int) {
    server.send(
      TestServer.notification(
        "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(file.absoluteString), "type": .int(type)]]]))
  }

  func edit(_ server: TestServer, _ uri: String, version: Int, _ text: String) {
    server.send(
      TestServer.notification(
        "textDocument/didChange",
        ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["text": .string(text)]]]))
  }

  /// `shared/styles.tgl` (open) ← `shared/cells.tgl` (on disk only) ← `screen.tgl` (open); `other.tgl` (open) imports
  /// nothing. An edit of the styles re-publishes the styles and the screen (through the closed cells file), never
  /// `other.tgl`; a change on disk of the cells file re-publishes the screen; the same bytes again, nothing.
  @Test func aChangeRepublishesEveryOpenDocumentThatImportsTheFile() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-imports-\(UUID().uuidString)")
    let shared = root.appendingPathComponent("shared")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let cellsFile = shared.appendingPathComponent("cells.tgl")
    try "import \"styles.tgl\"\n\nview cell { size: 10, 10 }\n".write(to: cellsFile, atomically: true, encoding: .utf8)
    let styles = shared.appendingPathComponent("styles.tgl").absoluteString
    let screen = root.appendingPathComponent("screen.tgl").absoluteString
    let other = root.appendingPathComponent("other.tgl").absoluteString
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"))
    server.open(screen, "import \"shared/cells.tgl\"\n\nview screen { size: 100, 100 }\n")
    server.open(other, "view other { size: 100, 100 }\n")
    server.open(styles, "view styles { size: 1, 1 }\n")
    #expect(waitForPublished(server, count: 3) == [screen: 1, other: 1, styles: 1])

    edit(server, styles, version: 2, "view styles { size: 2, 2 }\n")
    #expect(waitForPublished(server, count: 2) == [styles: 2, screen: 1])
    #expect(published(server) == [:])

    try "import \"styles.tgl\"\n\nview cell { size: 20, 20 }\n".write(to: cellsFile, atomically: true, encoding: .utf8)
    changed(server, cellsFile, type: 2)
    #expect(waitForPublished(server, count: 1) == [screen: 1])
    changed(server, cellsFile, type: 2)
    #expect(published(server) == [:])

    // The cells file no longer imports the styles: an edit of the styles re-publishes them alone.
    try "view cell { size: 20, 20 }\n".write(to: cellsFile, atomically: true, encoding: .utf8)
    changed(server, cellsFile, type: 2)
    #expect(waitForPublished(server, count: 1) == [screen: 1])
    edit(server, styles, version: 3, "view styles { size: 3, 3 }\n")
    #expect(waitForPublished(server, count: 1) == [styles: 3])
    #expect(published(server) == [:])
  }

  /// Opening a file that an open document imports re-publishes the importer (it now reads the editor's text), and so
  /// does closing it (the disk's text again); the closed file's own diagnostics are cleared.
  @Test func openingAndClosingAnImportedFileRepublishesItsImporters() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let stylesFile = root.appendingPathComponent("styles.tgl")
    try "view styles { size: 1, 1 }\n".write(to: stylesFile, atomically: true, encoding: .utf8)
    let screen = root.appendingPathComponent("screen.tgl").absoluteString
    let styles = stylesFile.absoluteString
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"))
    server.open(screen, "import \"styles.tgl\"\n\nview screen { size: 100, 100 }\n")
    #expect(waitForPublished(server, count: 1) == [screen: 1])
    server.open(styles, "view styles { size: 5, 5 }\n")
    #expect(waitForPublished(server, count: 2) == [styles: 1, screen: 1])
    server.send(TestServer.notification("textDocument/didClose", ["textDocument": ["uri": .string(styles)]]))
    #expect(waitForPublished(server, count: 2) == [styles: nil, screen: 1])
    #expect(published(server) == [:])
  }
}
