// Tests of the lifecycle: initialize, the capabilities it advertises, shutdown and exit codes.

import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

@Suite struct LifecycleTests {
  @Test func initializeAdvertisesIncrementalSyncAndNothingElse() {
    let server = TestServer(initialize: false)
    let capabilities: JSON = ["positionEncoding": "utf-16", "textDocumentSync": ["openClose": true, "change": 2]]
    #expect(server.initialize() == result(0, ["capabilities": capabilities, "serverInfo": ["name": "toy"]]))
    #expect(server.finish() == 1)
  }

  @Test func initializeAdvertisesEveryOfferedFeature() {
    let server = TestServer(
      features: FakeFeatures.all, options: ServerOptions(name: "toy", version: "0.1"), initialize: false)
    let capabilities: JSON = [
      "positionEncoding": "utf-16",
      "textDocumentSync": ["openClose": true, "change": 2],
      "hoverProvider": true,
      "completionProvider": ["triggerCharacters": [":", "."], "resolveProvider": false],
      "definitionProvider": true,
      "referencesProvider": true,
      "documentHighlightProvider": true,
      "documentSymbolProvider": true,
      "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      "documentFormattingProvider": true,
      "documentRangeFormattingProvider": true,
      "renameProvider": ["prepareProvider": true],
      "foldingRangeProvider": true,
      "selectionRangeProvider": true,
      "semanticTokensProvider": [
        "legend": ["tokenTypes": ["keyword", "property"], "tokenModifiers": ["declaration"]],
        "full": true, "range": true,
      ],
      "inlayHintProvider": true,
      "experimental": ["toyPreview": true],
    ]
    #expect(
      server.initialize()
        == result(0, ["capabilities": capabilities, "serverInfo": ["name": "toy", "version": "0.1"]]))
  }

  @Test func requestBeforeInitializeIsRejected() {
    let server = TestServer(initialize: false)
    #expect(server.request(1, "textDocument/hover") == error(1, -32002, "the server is not initialized"))
    #expect(server.request(2, "shutdown") == error(2, -32002, "the server is not initialized"))
  }

  @Test func notificationBeforeInitializeIsIgnored() {
    let server = TestServer(features: FakeFeatures.all, initialize: false)
    server.open("file:///early.toy", "x")
    _ = server.initialize()
    let hover = server.request(1, "textDocument/hover", FakeFeatures.at("file:///early.toy", 0, 0))
    #expect(hover == error(1, -32803, "document is not open: file:///early.toy"))
  }

  @Test func secondInitializeIsInvalid() {
    let server = TestServer()
    #expect(
      server.request(1, "initialize", ["capabilities": [:]]) == error(1, -32600, "initialize was already received"))
  }

  @Test func initializeWithBadParamsStaysUninitialized() {
    let server = TestServer(initialize: false)
    #expect(
      server.request(1, "initialize", ["processId": "x", "capabilities": [:]])
        == error(1, -32602, "processId: expected an integer, got \"x\""))
    #expect(server.request(2, "initialize", [:]) == error(2, -32602, "capabilities: missing member"))
    #expect(server.request(3, "textDocument/hover") == error(3, -32002, "the server is not initialized"))
  }

  @Test func shutdownThenExitIsZero() {
    let server = TestServer()
    #expect(server.request(1, "shutdown") == result(1, nil))
    server.send(TestServer.notification("exit"))
    #expect(server.exitCode() == 0)
  }

  @Test func shutdownAndExitWithoutParams() {
    let server = TestServer()
    server.sendRaw(
      String(decoding: Message.frame(body: Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#.utf8)), as: UTF8.self)
    )
    #expect(server.next() == result(1, nil))
    server.sendRaw(
      String(decoding: Message.frame(body: Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)), as: UTF8.self))
    #expect(server.exitCode() == 0)
  }

  /// Null params are absent params: a client that writes `"params": null` shuts the server down and ends it.
  @Test func shutdownAndExitWithNullParams() {
    let server = TestServer()
    server.sendRaw(
      String(
        decoding: Message.frame(body: Array(#"{"jsonrpc":"2.0","id":1,"method":"shutdown","params":null}"#.utf8)),
        as: UTF8.self))
    #expect(server.next() == result(1, nil))
    server.sendRaw(
      String(
        decoding: Message.frame(body: Array(#"{"jsonrpc":"2.0","method":"exit","params":null}"#.utf8)), as: UTF8.self))
    #expect(server.exitCode() == 0)
  }

  @Test func exitWithoutShutdownIsOne() {
    let server = TestServer()
    server.send(TestServer.notification("exit"))
    #expect(server.exitCode() == 1)
  }

  @Test func exitBeforeInitializeIsOne() {
    let server = TestServer(initialize: false)
    server.send(TestServer.notification("exit"))
    #expect(server.exitCode() == 1)
  }

  @Test func endOfInputIsOneEvenAfterShutdown() {
    let server = TestServer()
    #expect(server.request(1, "shutdown") == result(1, nil))
    #expect(server.finish() == 1)
    #expect(server.logs.contains("input ended without exit"))
  }

  @Test func requestsAfterShutdownAreInvalid() {
    let server = TestServer(features: FakeFeatures.all)
    #expect(server.request(1, "shutdown") == result(1, nil))
    #expect(server.request(2, "textDocument/hover") == error(2, -32600, "the server is shut down"))
    #expect(server.request(3, "shutdown") == error(3, -32600, "the server is shut down"))
    server.send(TestServer.notification("exit"))
    #expect(server.exitCode() == 0)
  }
}

@Suite struct ShutdownOrderTests {
  @Test func shutdownIsAnsweredAfterTheRequestsBeforeIt() {
    let server = TestServer(features: FakeFeatures.all)
    server.send(
      TestServer.request(1, "toy/echo"), TestServer.request(2, "shutdown"), TestServer.request(3, "toy/echo"))
    #expect(server.next() == error(3, -32600, "the server is shut down"))
    #expect(server.next() == result(1, ["params": [:], "documents": []]))
    #expect(server.next() == result(2, nil))
  }
}
