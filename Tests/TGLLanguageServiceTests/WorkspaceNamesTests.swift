// Definition, references, rename and workspace symbols of the names a whole app declares, across files: a constant
// and a CJK-named style in `styles.tgl` (not open), used by `screen.tgl` (open). Positions are UTF-16.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLLanguageService
import Testing

@Suite struct WorkspaceNamesTests {
  static let styles = "let gutter = 16\n\nstyle 标题 {\n    font: 17, semibold\n    lines: 1\n}\n"
  static let screen = """
    import "styles.tgl"

    linear screen (vert) {
        width: fill
        height: wrap
        padding: gutter

        label title { style: 标题; text: "Hi"; width: fill; height: wrap }
    }

    """

  func workspace() throws -> (URL, TestServer, String, String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-names-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Self.styles.write(to: root.appendingPathComponent("styles.tgl"), atomically: true, encoding: .utf8)
    try Self.screen.write(to: root.appendingPathComponent("screen.tgl"), atomically: true, encoding: .utf8)
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"), initialize: false)
    _ = server.initialize([
      "capabilities": [:], "workspaceFolders": [["uri": .string(root.absoluteString), "name": "app"]],
    ])
    let screen = root.appendingPathComponent("screen.tgl").absoluteString
    server.open(screen, Self.screen)
    return (root, server, screen, root.appendingPathComponent("styles.tgl").absoluteString)
  }

  func at(_ uri: String, _ line: Int, _ character: Int, _ more: [(String, JSON)] = []) -> JSON {
    var members: [(String, JSON)] = [
      ("textDocument", ["uri": .string(uri)]), ("position", ["line": .int(line), "character": .int(character)]),
    ]
    members += more
    return JSON.object(JSONObject(members))
  }

  func location(_ uri: String, _ line: Int, _ start: Int, _ end: Int) -> JSON {
    ["uri": .string(uri), "range": FakeFeatures.range(line, start, line, end).json]
  }

  /// `标题` after `style: ` on line 7 is UTF-16 columns 25–27 (each ideograph one unit); its declaration is at
  /// `style 标题` on line 2, columns 6–8. `gutter` is declared at 0:4–10 and used at 5:13–19.
  @Test func definitionAndReferencesCrossFiles() throws {
    let (root, server, screen, styles) = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let definition = server.request(1, "textDocument/definition", at(screen, 7, 26))?["result"]
    #expect(definition == [location(styles, 2, 6, 8)])
    let params = at(screen, 5, 15, [("context", ["includeDeclaration": true])])
    let references = server.request(2, "textDocument/references", params)?["result"]
    #expect(references == [location(styles, 0, 4, 10), location(screen, 5, 13, 19)])
    // A view name is still answered within its document.
    let view = server.request(3, "textDocument/definition", at(screen, 2, 9))?["result"]
    #expect(view == [location(screen, 2, 7, 13)])
  }

  @Test func renameEditsEveryFile() throws {
    let (root, server, screen, styles) = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let params = at(screen, 7, 25, [("newName", "大标题")])
    // The edits by URI, in the URIs' order.
    let edit = server.request(1, "textDocument/rename", params)?["result"]
    #expect(
      edit == [
        "changes": [
          screen: [["range": FakeFeatures.range(7, 25, 7, 27).json, "newText": "大标题"]],
          styles: [["range": FakeFeatures.range(2, 6, 2, 8).json, "newText": "大标题"]],
        ]
      ])
    let taken = at(screen, 7, 25, [("newName", "gutter")])
    let refused = server.request(2, "textDocument/rename", taken)
    #expect(refused?["error"]?["message"] == "'gutter' is already the constant 'gutter' in screen.tgl")
  }

  /// In a file that imports nothing, `padding: ` offers `gutter` with the import that brings it, at the file's start;
  /// in the screen, which imports the styles, `style: ` offers `标题` alone.
  @Test func completionOffersWorkspaceNamesWithTheirImport() throws {
    let (root, server, screen, _) = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let other = root.appendingPathComponent("other.tgl").absoluteString
    server.open(other, "linear other (vert) {\n    padding: \n}\n")
    let items = server.request(1, "textDocument/completion", at(other, 1, 13))?["result"]?["items"]?.arrayValue ?? []
    let gutter = items.first { $0["label"] == "gutter" }
    #expect(gutter?["kind"] == 21 && gutter?["detail"] == "import from styles.tgl")
    #expect(
      gutter?["additionalTextEdits"] == [["range": FakeFeatures.range(0, 0, 0, 0).json, "newText": "import \"styles.tgl\"\n"]])
    #expect(!items.contains { $0["label"] == "标题" }, "a style is offered after `style:` only")
    let styleItems =
      server.request(2, "textDocument/completion", at(screen, 7, 25))?["result"]?["items"]?.arrayValue ?? []
    let title = styleItems.first { $0["label"] == "标题" }
    #expect(title?["kind"] == 22 && title?["additionalTextEdits"] == nil && title?["detail"] == "from styles.tgl")
  }

  @Test func workspaceSymbolsListDeclarations() throws {
    let (root, server, _, styles) = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let deadline = Date(timeIntervalSinceNow: 5)
    var found: [JSON] = []
    repeat {
      found = server.request(1, "workspace/symbol", ["query": "标题"])?["result"]?.arrayValue ?? []
      if !found.isEmpty { break }
      Thread.sleep(forTimeInterval: 0.02)
    } while Date() < deadline
    #expect(found == [["name": "标题", "kind": 23, "location": location(styles, 2, 6, 8)]])
  }
}
