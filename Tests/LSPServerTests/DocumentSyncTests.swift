// Tests of document sync through the server: open, incremental changes in order, close, versions.

import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

@Suite struct DocumentSyncTests {
  let uri = "file:///doc.toy"

  func change(_ version: Int, _ changes: [TextDocumentContentChangeEvent]) -> JSON {
    let params = DidChangeTextDocumentParams(
      textDocument: VersionedTextDocumentIdentifier(uri: uri, version: version), contentChanges: changes)
    return TestServer.notification("textDocument/didChange", params.json)
  }

  func edit(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ text: String) -> TextDocumentContentChangeEvent {
    TextDocumentContentChangeEvent(range: FakeFeatures.range(a, b, c, d), text: text)
  }

  func document(_ server: TestServer, id: Int) -> JSON? {
    server.request(id, "toy/document", ["uri": .string(uri)])
  }

  @Test func openChangeAndClose() {
    let server = TestServer(features: FakeFeatures.all)
    server.open(uri, "标题: 👍🏽\r\nwidth: 1\r\n")
    #expect(document(server, id: 1) == result(1, ["text": "标题: 👍🏽\r\nwidth: 1\r\n", "version": 1]))
    server.send(change(2, [edit(0, 4, 0, 6, "👎"), edit(1, 7, 1, 8, "100")]))
    #expect(document(server, id: 2) == result(2, ["text": "标题: 👎🏽\r\nwidth: 100\r\n", "version": 2]))
    server.send(TestServer.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]))
    #expect(document(server, id: 3) == result(3, nil))
  }

  @Test func manyChangesInOneReadApplyInOrder() {
    let server = TestServer(features: FakeFeatures.all)
    server.open(uri, "")
    var messages: [JSON] = []
    var expected = ""
    for version in 2...60 {
      let line = "line \(version) 标\r\n"
      messages.append(change(version, [edit(0, 0, 0, 0, line)]))
      expected = line + expected
    }
    messages.append(change(61, [edit(0, 0, 1, 0, ""), edit(0, 99, 0, 99, "!")]))
    expected =
      "line 59 标!\r\n"
      + expected.split(separator: "\r\n", omittingEmptySubsequences: false).dropFirst(2)
      .joined(separator: "\r\n")
    for message in messages { server.send(message) }
    #expect(document(server, id: 1) == result(1, ["text": .string(expected), "version": 61]))
  }

  @Test func incrementalEditsEqualTheFullText() {
    let server = TestServer(features: FakeFeatures.all)
    server.open(uri, "a\nb")
    server.send(change(2, [edit(0, 1, 1, 0, "标\r\n👍🏽"), edit(1, 2, 1, 2, "x"), edit(5, 0, 5, 0, "\rend")]))
    let incremental = document(server, id: 1)?["result"]?["text"]
    let full = DocumentSnapshot(uri: uri, languageID: "toy", version: 1, text: "a\nb")
      .applying([TextDocumentContentChangeEvent(text: "a标\r\n👍x🏽b\rend")], version: 2).text
    #expect(incremental == .string(full))
  }

  @Test func changeToAClosedDocumentIsLoggedAndIgnored() {
    let server = TestServer(features: FakeFeatures.all)
    server.send(change(2, [edit(0, 0, 0, 0, "x")]))
    #expect(document(server, id: 1) == result(1, nil))
    #expect(server.logs.contains("ignored a change to a document that is not open: file:///doc.toy"))
  }

  @Test func hoverSeesTheVersionOfItsArrival() {
    let server = TestServer(features: FakeFeatures.all)
    server.open(uri, "abc")
    server.send(
      TestServer.request(1, "textDocument/hover", FakeFeatures.at(uri, 0, 2)), change(2, [edit(0, 0, 0, 0, "标")]))
    let hover = server.nextResponse()
    #expect(hover?["result"]?["contents"]?["value"] == "v1 offset 2 settings null")
    let after = server.request(2, "textDocument/hover", FakeFeatures.at(uri, 0, 2))
    #expect(after?["result"]?["contents"]?["value"] == "v2 offset 4 settings null")
  }
}
