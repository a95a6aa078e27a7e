// A screen analysed with what it imports: a change to the imported file, on disk or in the editor, re-publishes the
// screen's diagnostics with what the change means for it (the style it names appears, then goes).

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLLanguageService
import Testing

@Suite struct ImportedDiagnosticsTests {
  /// `side` is used in both versions, so the import is used in both; only the style's name changes.
  static let withoutCard = "let side = 100\n\nstyle Panel {\n    background: #FF0000\n}\n"
  static let withCard = "let side = 100\n\nstyle Card {\n    background: #FF0000\n}\n"
  static let screen = "import \"styles.tgl\"\n\nview screen {\n    style: Card\n    width: side\n    height: 50\n}\n"

  /// The diagnostics (rule: message) published for `uri` within 10 s, the last ones if several arrive.
  func diagnostics(_ server: TestServer, of uri: String) -> [String]? {
    let deadline = Date(timeIntervalSinceNow: 10)
    var found: [String]?
    while found == nil && Date() < deadline {
      for message in server.drain(timeout: 0.3) where message["method"] == "textDocument/publishDiagnostics" {
        guard message["params"]?["uri"]?.stringValue == uri else { continue }
        found = (message["params"]?["diagnostics"]?.arrayValue ?? []).map {
          "\($0["code"]?.stringValue ?? ""): \($0["message"]?.stringValue ?? "")"
        }
      }
    }
    return found
  }

  @Test func theScreenIsRepublishedWithWhatItsImportNowDeclares() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-imported-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let stylesFile = root.appendingPathComponent("styles.tgl")
    try Self.withoutCard.write(to: stylesFile, atomically: true, encoding: .utf8)
    let screen = root.appendingPathComponent("screen.tgl").absoluteString
    let styles = stylesFile.absoluteString
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"))
    server.open(screen, Self.screen)
    #expect(diagnostics(server, of: screen) == ["unknown-name: unknown style 'Card'"])

    // On disk: the style appears.
    try Self.withCard.write(to: stylesFile, atomically: true, encoding: .utf8)
    server.send(
      TestServer.notification(
        "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(styles), "type": 2]]]))
    #expect(diagnostics(server, of: screen) == [])

    // In the editor: the style goes again, unsaved.
    server.open(styles, Self.withCard)
    #expect(diagnostics(server, of: screen) == [])
    server.send(
      TestServer.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(styles), "version": 2],
          "contentChanges": [["text": .string(Self.withoutCard)]],
        ]))
    #expect(diagnostics(server, of: screen) == ["unknown-name: unknown style 'Card'"])
  }
}
