// A seeded storm of hostile messages: the server never traps and answers every request exactly once.

import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLTestSupport
import Testing

@Suite struct ServerFuzzTests {
  static let methods = [
    "textDocument/hover", "textDocument/completion", "textDocument/formatting", "textDocument/rangeFormatting",
    "textDocument/documentSymbol", "textDocument/definition", "textDocument/references", "textDocument/rename",
    "textDocument/prepareRename", "textDocument/foldingRange", "textDocument/selectionRange",
    "textDocument/semanticTokens/full", "textDocument/inlayHint", "textDocument/codeAction", "toy/echo", "nope",
  ]
  static let notifications = [
    "textDocument/didChange", "textDocument/didOpen", "textDocument/didClose", "$/cancelRequest",
    "workspace/didChangeConfiguration", "initialized", "$/unknown",
  ]

  static func number(_ random: inout SplitMix64) -> JSON {
    let choices: [JSON] = [0, 1, 3, -1, 40, .int(Int.max), .int(Int.min), 2.5, "1", nil]
    return choices[Int(random.next() % UInt64(choices.count))]
  }

  static func position(_ random: inout SplitMix64) -> JSON {
    ["line": number(&random), "character": number(&random)]
  }

  static func params(_ random: inout SplitMix64) -> JSON {
    let uri: JSON = random.next() % 5 == 0 ? "file:///other.toy" : "file:///z.toy"
    let range: JSON = ["start": position(&random), "end": position(&random)]
    let texts: [JSON] = ["", "标题", "👍🏽\r\n", "\r", "x\ny", 5]
    let text = texts[Int(random.next() % UInt64(texts.count))]
    var object: JSONObject = [
      "textDocument": ["uri": uri, "version": number(&random), "languageId": "toy", "text": text],
      "position": position(&random), "range": range, "newName": text, "positions": [position(&random)],
      "options": ["tabSize": number(&random), "insertSpaces": true],
      "context": ["includeDeclaration": true, "diagnostics": [["range": range, "message": text]]],
      "contentChanges": [["range": range, "text": text], ["text": text]], "id": number(&random), "settings": text,
    ]
    for entry in object where random.next() % 8 == 0 { object[entry.key] = nil }
    return .object(object)
  }

  @Test func hostileMessagesNeverTrapAndEveryRequestIsAnsweredOnce() {
    var random = SplitMix64(seed: 0xBAD5EED)
    let server = TestServer(features: FakeFeatures.all)
    server.open("file:///z.toy", "linear S {\r\n  标题: 👍🏽\n}")
    var requestIDs: [Int] = []
    for id in 1...1500 {
      if random.next() % 2 == 0 {
        let method = ServerFuzzTests.notifications[Int(random.next() % UInt64(ServerFuzzTests.notifications.count))]
        server.send(TestServer.notification(method, ServerFuzzTests.params(&random)))
      } else {
        let method = ServerFuzzTests.methods[Int(random.next() % UInt64(ServerFuzzTests.methods.count))]
        server.send(TestServer.request(id, method, ServerFuzzTests.params(&random)))
        requestIDs.append(id)
      }
      if random.next() % 50 == 0 { server.sendRaw("Content-Length: 3\r\n\r\n{]}") }
    }
    server.send(TestServer.request(99_999, "shutdown"))
    var answered: [Int] = []
    var parseErrors = 0
    while let message = server.nextResponse(timeout: 10) {
      guard let id = message["id"]?.intValue else {
        parseErrors += 1
        continue
      }
      if id == 99_999 { break }
      answered.append(id)
    }
    #expect(answered.sorted() == requestIDs, "seed 0xBAD5EED")
    #expect(parseErrors > 0)
    server.send(TestServer.notification("exit"))
    #expect(server.exitCode() == 0)
  }
}
