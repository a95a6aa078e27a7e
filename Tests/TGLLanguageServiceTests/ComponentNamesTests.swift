// Definition, references and rename of a component's parameter and of an element of its tree that a use's dotted
// override names (`标题.lines: 2`), across files: `cells.tgl` declares the component, `screen.tgl` (open) uses it.
// Positions are UTF-16: each ideograph of `标题` is one unit.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLLanguageService
import Testing

extension WorkspaceNamesTests {
  static let cells = """
    component Cell(name: string) {
        relative cell {
            size: fill, wrap

            label 标题 { text: name; size: wrap, wrap }
            view dot { left: 标题.right; size: 4, 4 }
        }
    }

    """
  static let cellScreen = """
    import Cell from "cells.tgl"

    linear screen (vert) {
        size: fill, wrap

        Cell a (name: "A") { 标题.lines: 2 }
    }

    """

  func componentWorkspace() throws -> (URL, TestServer, cells: String, screen: String) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-component-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Self.cells.write(to: root.appendingPathComponent("cells.tgl"), atomically: true, encoding: .utf8)
    try Self.cellScreen.write(to: root.appendingPathComponent("screen.tgl"), atomically: true, encoding: .utf8)
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"), initialize: false)
    _ = server.initialize([
      "capabilities": [:], "workspaceFolders": [["uri": .string(root.absoluteString), "name": "app"]],
    ])
    let screen = root.appendingPathComponent("screen.tgl").absoluteString
    server.open(screen, Self.cellScreen)
    return (root, server, root.appendingPathComponent("cells.tgl").absoluteString, screen)
  }

  /// `标题.lines` at the use (screen 5:25-27, after `    Cell a (name: "A") { `) is the component's `label 标题`
  /// (cells 4:14-16, after `        label `), which `left: 标题.right` (cells 5:25-27) refers to as well.
  @Test func aDottedOverrideLeadsToTheComponentsElement() throws {
    let (root, server, cells, screen) = try componentWorkspace()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(server.request(1, "textDocument/definition", at(screen, 5, 26))?["result"] == [location(cells, 4, 14, 16)])
    let params = at(screen, 5, 26, [("context", ["includeDeclaration": true])])
    #expect(
      server.request(2, "textDocument/references", params)?["result"] == [
        location(cells, 4, 14, 16), location(cells, 5, 25, 27), location(screen, 5, 25, 27),
      ])
    let renamed = server.request(3, "textDocument/rename", at(screen, 5, 26, [("newName", "副题")]))?["result"]
    #expect(
      renamed == [
        "changes": [
          cells: [
            ["range": FakeFeatures.range(4, 14, 4, 16).json, "newText": "副题"],
            ["range": FakeFeatures.range(5, 25, 5, 27).json, "newText": "副题"],
          ],
          screen: [["range": FakeFeatures.range(5, 25, 5, 27).json, "newText": "副题"]],
        ]
      ])
    // Another element of the component's tree has the name: refused.
    let taken = server.request(4, "textDocument/rename", at(screen, 5, 26, [("newName", "dot")]))
    #expect(taken?["error"]?["message"] == "'dot' is already the element 'dot' in cells.tgl")
  }

  /// `name:` at the use (screen 5:12-16) is the parameter `name` (cells 0:15-19), read by `text: name` (cells 4:25-29).
  @Test func aParameterLeadsFromTheUsesArgumentToItsDeclaration() throws {
    let (root, server, cells, screen) = try componentWorkspace()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(server.request(1, "textDocument/definition", at(screen, 5, 13))?["result"] == [location(cells, 0, 15, 19)])
    let params = at(screen, 5, 13, [("context", ["includeDeclaration": true])])
    #expect(
      server.request(2, "textDocument/references", params)?["result"] == [
        location(cells, 0, 15, 19), location(cells, 4, 25, 29), location(screen, 5, 12, 16),
      ])
    let renamed = server.request(3, "textDocument/rename", at(screen, 5, 13, [("newName", "名前")]))?["result"]
    #expect(
      renamed == [
        "changes": [
          cells: [
            ["range": FakeFeatures.range(0, 15, 0, 19).json, "newText": "名前"],
            ["range": FakeFeatures.range(4, 25, 4, 29).json, "newText": "名前"],
          ],
          screen: [["range": FakeFeatures.range(5, 12, 5, 16).json, "newText": "名前"]],
        ]
      ])
  }
}
