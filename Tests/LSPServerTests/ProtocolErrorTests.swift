// Tests of the JSON-RPC error codes and of recovery from malformed input: the server answers and keeps going.

import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

@Suite struct ProtocolErrorTests {
  func frame(_ body: String) -> String {
    "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
  }

  @Test func invalidJSONIsParseError() {
    let server = TestServer()
    server.sendRaw(frame("{\"jsonrpc\": \"2.0\", \"id\": 1,"))
    #expect(server.next() == error(nil, -32700, "invalid JSON: unexpected end of input at byte 27"))
    server.sendRaw(frame("\u{FF}"))
    #expect(server.next() == error(nil, -32700, "invalid JSON: unexpected 0xc3 at byte 0"))
    #expect(server.request(5, "shutdown") == result(5, nil))
  }

  @Test func invalidUTF8BodyIsParseError() {
    let server = TestServer()
    server.transport.send(Message.frame(body: [0x22, 0xFF, 0x22]))
    #expect(server.next() == error(nil, -32700, "invalid JSON: invalid UTF-8 at byte 1"))
  }

  @Test func invalidRequests() {
    let server = TestServer()
    let cases: [(String, JSON)] = [
      (#"[1, 2]"#, error(nil, -32600, "a message must be a JSON object")),
      (#"{"id": 3, "method": "shutdown"}"#, error(3, -32600, "\"jsonrpc\" must be \"2.0\"")),
      (#"{"jsonrpc": "1.0", "id": 4, "method": "x"}"#, error(4, -32600, "\"jsonrpc\" must be \"2.0\"")),
      (
        #"{"jsonrpc": "2.0", "id": [1], "method": "x"}"#,
        error(nil, -32600, "\"id\" must be an integer or a string, not [1]")
      ),
      (
        #"{"jsonrpc": "2.0", "id": null, "method": "x"}"#,
        error(nil, -32600, "\"id\" must be an integer or a string, not null")
      ),
      (#"{"jsonrpc": "2.0", "id": 6, "method": 7}"#, error(6, -32600, "\"method\" must be a string")),
      (
        #"{"jsonrpc": "2.0", "id": 8, "method": "x", "params": 1}"#,
        error(8, -32600, "\"params\" must be an object or an array")
      ),
      (
        #"{"jsonrpc": "2.0", "id": "s"}"#,
        error("s", -32600, "a message needs a \"method\", or a \"result\" or an \"error\"")
      ),
      (#"{"jsonrpc": "2.0"}"#, error(nil, -32600, "a message needs a \"method\", or a \"result\" or an \"error\"")),
    ]
    for (body, expected) in cases {
      server.sendRaw(frame(body))
      #expect(server.next() == expected, "\(body)")
    }
  }

  @Test func stringIDsAreEchoed() {
    let server = TestServer()
    server.sendRaw(frame(#"{"jsonrpc": "2.0", "id": "abc", "method": "shutdown"}"#))
    #expect(server.next() == ["jsonrpc": "2.0", "id": "abc", "result": nil])
  }

  @Test func unknownMethodIsMethodNotFound() {
    let server = TestServer()
    #expect(server.request(1, "textDocument/unknown") == error(1, -32601, "unknown method: textDocument/unknown"))
    #expect(server.request(2, "$/unknown") == error(2, -32601, "unknown method: $/unknown"))
  }

  @Test func featureNotOfferedIsMethodNotFound() {
    let server = TestServer()
    server.open("file:///a.toy", "x")
    #expect(
      server.request(1, "textDocument/hover", FakeFeatures.at("file:///a.toy", 0, 0))
        == error(1, -32601, "unknown method: textDocument/hover"))
  }

  @Test func unknownNotificationsAndClientResponsesAreIgnored() {
    let server = TestServer()
    server.send(
      TestServer.notification("workspace/somethingNew"), TestServer.notification("$/setTrace", ["value": "off"]),
      ["jsonrpc": "2.0", "id": 77, "result": nil],
      ["jsonrpc": "2.0", "id": 78, "error": ["code": 1, "message": "no"]],
      TestServer.request(1, "shutdown"))
    #expect(server.next() == result(1, nil))
    #expect(server.drain() == [])
  }

  @Test func badParamsAreInvalidParamsWithThePath() {
    let server = TestServer(features: FakeFeatures.all)
    server.open("file:///a.toy", "x")
    let wrongType: JSON = ["textDocument": ["uri": "file:///a.toy"], "position": ["line": "1", "character": 0]]
    #expect(
      server.request(1, "textDocument/hover", wrongType)
        == error(1, -32602, "position.line: expected an integer, got \"1\""))
    #expect(
      server.request(2, "textDocument/hover", ["textDocument": ["uri": "file:///a.toy"]])
        == error(2, -32602, "position: missing member"))
    #expect(server.request(3, "textDocument/hover", [1, 2]) == error(3, -32602, "expected an object, got [1,2]"))
    let badEdit: JSON = [
      "textDocument": ["uri": "file:///a.toy"], "range": FakeFeatures.range(0, 0, 0, 0).json,
      "context": ["diagnostics": [["range": FakeFeatures.range(0, 0, 0, 0).json, "message": 5]]],
    ]
    #expect(
      server.request(4, "textDocument/codeAction", badEdit)
        == error(4, -32602, "context.diagnostics.0.message: expected a string, got 5"))
  }

  @Test func requestParamsMayBeOmittedWhenTheMethodNeedsNone() {
    let server = TestServer(features: FakeFeatures.all)
    server.send(["jsonrpc": "2.0", "id": 1, "method": "toy/echo"])
    #expect(server.next() == result(1, ["params": nil, "documents": []]))
    server.send(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover"])
    #expect(server.next() == error(2, -32602, "expected an object, got null"))
  }

  @Test func badNotificationParamsAreLoggedAndSkipped() {
    let server = TestServer(features: FakeFeatures.all)
    server.send(TestServer.notification("textDocument/didOpen", ["textDocument": ["uri": "file:///a.toy"]]))
    #expect(server.request(1, "shutdown") == result(1, nil))
    #expect(server.logs.contains("ignored textDocument/didOpen: textDocument.languageId: missing member"))
  }

  @Test func badHeadersAreSkipped() {
    let server = TestServer()
    server.sendRaw("Content-Type: text\r\n\r\n")
    server.sendRaw("Content-Length: lots\r\n\r\n")
    server.sendRaw("garbage" + frame(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#))
    #expect(server.next() == result(1, nil))
    #expect(server.logs.contains("skipped a header without Content-Length: \"Content-Type: text\""))
    #expect(server.logs.contains("skipped a header with an invalid Content-Length: \"lots\""))
    #expect(server.logs.contains("skipped bytes that are not a header: \"garbage\""))
  }

  @Test func oversizedMessageIsSkippedAndTheNextOneAnswered() {
    let server = TestServer(options: ServerOptions(name: "toy", maximumMessageSize: 100))
    let big = #"{"jsonrpc":"2.0","id":1,"method":"x","params":{"text":""# + String(repeating: "a", count: 200) + "\"}}"
    server.sendRaw(frame(big) + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#))
    #expect(server.next() == result(2, nil))
    #expect(server.logs.contains("skipped a message of 258 bytes, larger than the limit of 100 bytes"))
  }

  @Test func featureErrorsBecomeResponses() {
    let server = TestServer(features: FakeFeatures.all)
    server.open("file:///a.toy", "x")
    let rename: JSON = [
      "textDocument": ["uri": "file:///a.toy"], "position": ["line": 0, "character": 0], "newName": "",
    ]
    #expect(server.request(1, "textDocument/rename", rename) == error(1, -32803, "a name cannot be empty"))
    #expect(server.request(2, "toy/fail") == error(2, -32603, "toy/fail failed: FakeError()"))
  }

  @Test func requestForADocumentNotOpenFails() {
    let server = TestServer(features: FakeFeatures.all)
    #expect(
      server.request(1, "textDocument/hover", FakeFeatures.at("file:///nope.toy", 0, 0))
        == error(1, -32803, "document is not open: file:///nope.toy"))
  }
}
