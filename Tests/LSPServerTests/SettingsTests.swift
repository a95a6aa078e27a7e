// Tests of settings and client capabilities as features see them.

import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

@Suite struct SettingsTests {
  let uri = "file:///s.toy"

  func hoverText(_ server: TestServer, id: Int) -> JSON? {
    server.request(id, "textDocument/hover", FakeFeatures.at(uri, 0, 0))?["result"]?["contents"]
  }

  @Test func initializationOptionsThenConfigurationChanges() {
    let server = TestServer(
      features: FakeFeatures.all, options: ServerOptions(name: "toy", settingsSection: "toy"), initialize: false)
    _ = server.initialize(["capabilities": [:], "initializationOptions": ["unit": "pt"]])
    server.open(uri, "x")
    #expect(hoverText(server, id: 1) == ["kind": "plaintext", "value": #"v1 offset 0 settings {"unit":"pt"}"#])
    _ = server.nextNotification()
    server.send(TestServer.notification("workspace/didChangeConfiguration", ["settings": ["toy": ["unit": "px"]]]))
    #expect(hoverText(server, id: 2) == ["kind": "plaintext", "value": #"v1 offset 0 settings {"unit":"px"}"#])
    server.send(TestServer.notification("workspace/didChangeConfiguration", ["settings": ["other": 1]]))
    #expect(hoverText(server, id: 3) == ["kind": "plaintext", "value": #"v1 offset 0 settings {"other":1}"#])
  }

  @Test func configurationChangeRerunsDiagnostics() {
    let server = TestServer(features: FakeFeatures.all)
    server.open(uri, "x")
    #expect(server.nextNotification()?["params"]?["version"] == 1)
    server.send(TestServer.notification("workspace/didChangeConfiguration", ["settings": nil]))
    #expect(server.nextNotification()?["params"]?["version"] == 1)
  }

  @Test func clientCapabilitiesReachFeatures() {
    let server = TestServer(features: FakeFeatures.all, initialize: false)
    let capabilities: JSON = [
      "textDocument": [
        "hover": ["contentFormat": ["markdown", "plaintext"]],
        "completion": ["completionItem": ["snippetSupport": true, "documentationFormat": ["markdown"]]],
      ]
    ]
    _ = server.initialize(["processId": nil, "rootUri": "file:///", "capabilities": capabilities])
    server.open(uri, "x")
    #expect(hoverText(server, id: 1)?["kind"] == "markdown")
    let completion = server.request(2, "textDocument/completion", FakeFeatures.at(uri, 0, 0))
    #expect(
      completion
        == result(
          2,
          [
            "isIncomplete": false,
            "items": [
              ["label": "width", "kind": 10, "insertText": "width: $1", "insertTextFormat": 2]
            ],
          ]))
  }

  @Test func clientCapabilitiesParseLeniently() {
    let parsed = ClientCapabilities(json: ["textDocument": ["hover": ["contentFormat": "markdown"]]])
    #expect(parsed.hoverContentFormats == [])
    #expect(parsed.completionSnippetSupport == false)
  }
}
