// The real tgl features through the in-process server: UTF-16 positions, markup, snippets, settings, errors.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLLanguageService
import Testing

@Suite struct TGLFeaturesTests {
  let uri = "file:///screen.tgl"
  /// Line 2 holds a CJK name and line 3 an emoji name (a UTF-16 surrogate pair) before a reference to the CJK one.
  let source = """
    linear S (vert) {
        width: 100
        label 标题 { width: fill; height: 20 }
        view 🙂 { width: 标题.width; height: 10 }
        view B { width 40; height: 10 }
    }

    """

  func started(capabilities: JSON = [:], settings: JSON? = nil) -> TestServer {
    let server = TestServer(
      features: .tgl(), options: ServerOptions(name: "tgl", settingsSection: "tgl"), initialize: false)
    var params: JSON = ["capabilities": capabilities]
    if case .object(var object) = params, let settings {
      object["initializationOptions"] = settings
      params = .object(object)
    }
    _ = server.initialize(params)
    server.open(uri, source)
    return server
  }

  func at(_ line: Int, _ character: Int) -> JSON { FakeFeatures.at(uri, line, character) }

  func span(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> JSON { FakeFeatures.range(a, b, c, d).json }

  @Test func diagnosticsAfterOpenWithCodeVersionAndLink() {
    let server = started()
    let published = server.nextNotification()
    #expect(published?["method"] == "textDocument/publishDiagnostics")
    #expect(published?["params"]?["version"] == 1)
    let syntax = published?["params"]?["diagnostics"]?.arrayValue?.first { $0["code"] == "syntax" }
    #expect(syntax?["message"] == "expected ':' after 'width'")
    #expect(syntax?["range"] == span(4, 18, 4, 18))
    #expect(syntax?["codeDescription"]?["href"] == "https://github.com/tgl-lang/tgl/blob/main/docs/rules.md#syntax")
    #expect(syntax?["source"] == "tgl" && syntax?["severity"] == 1)
  }

  @Test func hoverInMarkdownAndPlainTextWithUTF16Ranges() {
    let markdown = started(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown", "plaintext"]]]])
    let onEmoji = markdown.request(1, "textDocument/hover", at(3, 10))?["result"]
    #expect(onEmoji?["range"] == span(3, 9, 3, 11))
    #expect(onEmoji?["contents"]?["kind"] == "markdown")
    #expect(
      onEmoji?["contents"]?["value"]?.stringValue?.hasPrefix("**view 🙂** in `linear S`\n\n`(0, 20, 0, 10)` in S")
        == true)
    let plain = started()
    let onReference = plain.request(2, "textDocument/hover", at(3, 22))?["result"]
    #expect(onReference?["range"] == span(3, 21, 3, 23))
    #expect(onReference?["contents"]?["kind"] == "plaintext")
    #expect(
      onReference?["contents"]?["value"]?.stringValue?.hasPrefix("label 标题 in linear S\n(0, 0, 100, 20) in S") == true)
  }

  @Test func settingsFromInitializationAndConfigurationChangeHover() {
    let server = started(settings: ["layout": ["canvas": "390,844", "scale": 3, "sizeClass": "w:compact,h:regular"]])
    let hover = { (id: Int) in server.request(id, "textDocument/hover", self.at(0, 7))?["result"]?["contents"]?["value"]
    }
    #expect(
      hover(1)?.stringValue?.contains("environment: 390 × 844 @3x, portrait, width: compact, height: regular") == true)
    _ = server.nextNotification()
    server.send(
      TestServer.notification(
        "workspace/didChangeConfiguration", ["settings": ["tgl": ["layout": ["canvas": [200, 300], "rtl": true]]]]))
    #expect(server.nextNotification()?["params"]?["version"] == 1, "diagnostics are published again")
    #expect(hover(2)?.stringValue?.contains("environment: 200 × 300 @2x, portrait, right-to-left") == true)
  }

  /// The `target` setting names the library (hover's last frame line says it) and a change of it lays out again.
  @Test func theTargetSettingChangesTheLibraryHoverNames() {
    let server = started(settings: ["layout": ["target": "mylayout"]])
    let hover = { (id: Int) in server.request(id, "textDocument/hover", self.at(0, 7))?["result"]?["contents"]?["value"]
    }
    #expect(hover(1)?.stringValue?.contains("environment: 375 × 667 @2x, portrait\nlaid out for MyLayout 2.0") == true)
    _ = server.nextNotification()
    server.send(
      TestServer.notification(
        "workspace/didChangeConfiguration", ["settings": ["tgl": ["layout": ["target": "tangramkit"]]]]))
    #expect(server.nextNotification()?["params"]?["version"] == 1, "diagnostics are published again")
    #expect(hover(2)?.stringValue?.contains("environment: 375 × 667 @2x, portrait\nlaid out for TangramKit 1.4.2") == true)
  }

  /// On a blank line of the block: a new property, inserted with its colon (and `$0` as a snippet).
  @Test func completionWithoutAndWithSnippets() {
    let blank = "file:///blank.tgl"
    let plain = started()
    plain.open(blank, "linear S (vert) {\n    \n}\n")
    let position = FakeFeatures.at(blank, 1, 4)
    let items = plain.request(1, "textDocument/completion", position)?["result"]?["items"]?.arrayValue ?? []
    let height = items.first { $0["label"] == "height" }
    #expect(height?["textEdit"]?["newText"] == "height: " && height?["insertTextFormat"] == nil)
    // Documentation waits for resolve, also for a client that lists no `resolveSupport` (LSP 3.17: `documentation`
    // may always be resolved lazily); it comes in the client's first format.
    #expect(height?["documentation"] == nil)
    let doc = "The height: a number, a weight, `wrap`, `fill`, `average` or a reference (`tg_height`)."
    #expect(
      plain.request(2, "completionItem/resolve", height ?? [:])?["result"]?["documentation"]
        == ["kind": "plaintext", "value": .string(doc)])
    let snippets = started(capabilities: [
      "textDocument": ["completion": ["completionItem": ["snippetSupport": true, "documentationFormat": ["markdown"]]]]
    ])
    snippets.open(blank, "linear S (vert) {\n    \n}\n")
    let snippetItems = snippets.request(1, "textDocument/completion", position)?["result"]?["items"]?.arrayValue ?? []
    let snippetHeight = snippetItems.first { $0["label"] == "height" }
    #expect(snippetHeight?["textEdit"]?["newText"] == "height: $0" && snippetHeight?["insertTextFormat"] == 2)
    #expect(snippetHeight?["documentation"] == nil)
    #expect(
      snippets.request(2, "completionItem/resolve", snippetHeight ?? [:])?["result"]?["documentation"]
        == ["kind": "markdown", "value": .string(doc)])
  }

  /// The cursor before `标题` after an emoji: every item replaces the CJK word, two UTF-16 units from character 21.
  /// A linear layout honours no sibling references, so no view names are offered.
  @Test func completionAfterAnEmojiReplacesTheCJKWordInUTF16() {
    let server = started()
    let params: JSON = [
      "textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 21],
      "context": ["triggerKind": 2, "triggerCharacter": ":"],
    ]
    let items = server.request(1, "textDocument/completion", params)?["result"]?["items"]?.arrayValue ?? []
    #expect(items.compactMap { $0["label"]?.stringValue } == ["wrap", "fill", "average", "parent", "self"])
    #expect(items.map { $0["textEdit"]?["range"] } == Array(repeating: span(3, 21, 3, 23), count: 5))
    #expect(items.map { $0["sortText"] } == ["0000", "0001", "0002", "0003", "0004"])
  }

  /// The completion after the emoji as written on the wire: the body is byte for byte what the JSON serializer
  /// gives for the same value (the list is written without a tree), and each item is exactly what the rules give:
  /// `标题` starts at UTF-16 character 21 of line 3 (`    view 🙂 { width: `: 4 + 4 + 1 + 2 for the surrogate pair
  /// + 1 + 1 + 1 + 6 + 1), and ends at 23 (two units), where UTF-8 offsets would say 23 and 29.
  @Test func completionBytesAreTheSerializersWithUTF16Ranges() throws {
    let server = started()
    let body = try #require(server.rawResponse(1, "textDocument/completion", at(3, 21)))
    let response = try JSON.parse(body)
    #expect(body == response.serialized())
    let range = span(3, 21, 3, 23)
    let items = response["result"]?["items"]?.arrayValue ?? []
    // Size words are values (`enumMember`, 20) with documentation, so they carry their list's number; `parent` and
    // `self` are keywords (14) without documentation, so they carry nothing to resolve.
    let list = items.first?["data"] ?? .null
    #expect(list.intValue != nil)
    #expect(
      items == [
        [
          "label": "wrap", "kind": 20, "detail": "size", "sortText": "0000",
          "textEdit": ["range": range, "newText": "wrap"], "data": list,
        ],
        [
          "label": "fill", "kind": 20, "detail": "size", "sortText": "0001",
          "textEdit": ["range": range, "newText": "fill"], "data": list,
        ],
        [
          "label": "average", "kind": 20, "detail": "size", "sortText": "0002",
          "textEdit": ["range": range, "newText": "average"], "data": list,
        ],
        [
          "label": "parent", "kind": 14, "detail": "the parent view", "sortText": "0003",
          "textEdit": ["range": range, "newText": "parent"],
        ],
        [
          "label": "self", "kind": 14, "detail": "this view", "sortText": "0004",
          "textEdit": ["range": range, "newText": "self"],
        ],
      ])
  }

  /// A hover on the CJK name in the reference after the emoji, as written: the serializer's bytes, and the range of
  /// the name in UTF-16 units (21 to 23, as above).
  @Test func hoverBytesAreTheSerializersWithUTF16Range() throws {
    let server = started()
    let body = try #require(server.rawResponse(1, "textDocument/hover", at(3, 22)))
    let response = try JSON.parse(body)
    #expect(body == response.serialized())
    #expect(response["result"]?["range"] == span(3, 21, 3, 23))
    #expect(response["result"]?["contents"]?["kind"] == "plaintext")
  }

  /// Resolve after the list is gone or for data the server never gave: the item comes back as it was sent.
  @Test func resolveOfAnUnknownListGivesTheItemBack() {
    let server = started()
    for data: JSON in [999_999, "x", ["uri": .string(uri), "position": ["line": 3, "character": 21]]] {
      let item: JSON = ["label": "wrap", "kind": 20, "data": data]
      #expect(server.request(1, "completionItem/resolve", item)?["result"] == item)
    }
  }

  @Test func renameWithUTF16RangesAndRefusals() {
    let server = started()
    let edit = server.request(
      1, "textDocument/rename",
      ["textDocument": ["uri": .string(uri)], "position": ["line": 3, "character": 22], "newName": "🙃"])
    #expect(
      edit
        == result(
          1,
          [
            "changes": [
              .init(stringLiteral: uri): [
                ["range": span(2, 10, 2, 12), "newText": "🙃"], ["range": span(3, 21, 3, 23), "newText": "🙃"],
              ]
            ]
          ]))
    let clash = server.request(
      2, "textDocument/rename",
      ["textDocument": ["uri": .string(uri)], "position": ["line": 2, "character": 10], "newName": "B"])
    #expect(clash == error(2, -32803, "a view named 'B' already exists in this document"))
    let prepared = server.request(3, "textDocument/prepareRename", at(3, 9))
    #expect(prepared == result(3, ["range": span(3, 9, 3, 11), "placeholder": "🙂"]))
  }

  @Test func definitionReferencesAndHighlights() {
    let server = started()
    #expect(
      server.request(1, "textDocument/definition", at(3, 21))
        == result(1, [["uri": .string(uri), "range": span(2, 10, 2, 12)]]))
    var params = at(2, 11)
    if case .object(var object) = params {
      object["context"] = ["includeDeclaration": false]
      params = .object(object)
    }
    #expect(
      server.request(2, "textDocument/references", params)
        == result(2, [["uri": .string(uri), "range": span(3, 21, 3, 23)]]))
    #expect(
      server.request(3, "textDocument/documentHighlight", at(2, 10))
        == result(
          3,
          [
            ["range": span(2, 10, 2, 12), "kind": 3], ["range": span(3, 21, 3, 23), "kind": 2],
          ]))
  }

  @Test func inlayHintsAfterHeaders() {
    let server = started()
    let hints =
      server.request(1, "textDocument/inlayHint", ["textDocument": ["uri": .string(uri)], "range": span(0, 0, 9, 0)])?[
        "result"]?.arrayValue ?? []
    #expect(hints.map { $0["label"] } == ["100 × 667", "100 × 20", "0 × 10", "40 × 10"])
    #expect(
      hints.map { $0["position"] } == [
        ["line": 0, "character": 15], ["line": 2, "character": 12], ["line": 3, "character": 11],
        ["line": 4, "character": 10],
      ])
  }

  @Test func quickFixForTheMissingColon() {
    let server = started()
    let params: JSON = [
      "textDocument": ["uri": .string(uri)], "range": span(4, 13, 4, 13), "context": ["diagnostics": []],
    ]
    let actions = server.request(1, "textDocument/codeAction", params)?["result"]?.arrayValue ?? []
    #expect(actions.first?["title"] == "Insert ':'")
    #expect(actions.first?["kind"] == "quickfix")
    #expect(actions.first?["edit"]?["changes"]?[uri] == [["range": span(4, 18, 4, 18), "newText": ":"]])
  }

  /// The code action carries the command; running it writes the Swift into a file, asks the client to show it (the
  /// client said it can) and answers with the file and the text. A file with errors answers with them.
  @Test func showGeneratedSwift() throws {
    let server = started(capabilities: ["window": ["showDocument": ["support": true]]])
    let card = "file:///card.tgl"
    server.open(card, "linear card (vert) {\n    view a { height: 10 }\n}\n")
    let params: JSON = [
      "textDocument": ["uri": .string(card)], "range": span(1, 6, 1, 6), "context": ["diagnostics": []],
    ]
    let actions = server.request(1, "textDocument/codeAction", params)?["result"]?.arrayValue ?? []
    let arguments: JSON = [.string(card), 0]
    #expect(actions.last?["kind"] == "source")
    #expect(
      actions.last?["command"]
        == ["title": "Show generated Swift", "command": "tgl.showGeneratedSwift", "arguments": arguments])

    server.send(
      TestServer.request(2, "workspace/executeCommand", ["command": "tgl.showGeneratedSwift", "arguments": arguments]))
    var messages: [JSON] = []
    while messages.last?["id"] != 2, let message = server.next() { messages.append(message) }
    let answer = try #require(messages.first { $0["id"] == 2 }?["result"])
    let file = try #require(answer["uri"]?.stringValue)
    #expect(file.hasSuffix("/tgl-generated-swift/CardLayout.swift"))
    #expect(
      messages.first { $0["method"] == "window/showDocument" }?["params"] == ["uri": .string(file), "takeFocus": true])
    let swift = try #require(answer["swift"]?.stringValue)
    #expect(swift.contains("final class CardLayout {"))
    #expect(try String(contentsOf: URL(string: file)!, encoding: .utf8) == swift)

    #expect(answer["warnings"] == [])
    #expect(!messages.contains { $0["method"] == "window/showMessageRequest" })

    let refused = server.request(
      3, "workspace/executeCommand", ["command": "tgl.showGeneratedSwift", "arguments": [.string(uri), 0]])
    let reason = refused?["error"]?["message"]?.stringValue ?? ""
    #expect(reason.hasPrefix("no Swift is generated while the file has errors:\n"))
    #expect(reason.contains("\nscreen.tgl:5:19: expected ':' after 'width'"))
  }

  /// A file laid out for MyLayout still generates TangramKit's code: the answer and a message say so, at the
  /// directive (line 1, column 1 of `tile.tgl`).
  @Test func showGeneratedSwiftSaysTheCodeIsTangramKits() throws {
    let server = started(capabilities: ["window": ["showDocument": ["support": true]]])
    let tile = "file:///tile.tgl"
    server.open(tile, "@target mylayout\nlinear tile (vert) {\n    view a { height: 10 }\n}\n")
    server.send(
      TestServer.request(1, "workspace/executeCommand", ["command": "tgl.showGeneratedSwift", "arguments": [.string(tile), 0]]))
    var messages: [JSON] = []
    while messages.last?["id"] != 1, let message = server.next() { messages.append(message) }
    let warning =
      "tile.tgl:1:1: the file targets MyLayout 2.0, but the generated code is TangramKit 1.4.2's: it is laid out and "
      + "checked for TangramKit, whose frames may differ from MyLayout's"
    let answer = try #require(messages.first { $0["id"] == 1 }?["result"])
    #expect(answer["warnings"] == [.string(warning)])
    #expect(
      messages.first { $0["method"] == "window/showMessageRequest" }?["params"]
        == ["type": 2, "message": .string(warning)])
  }

  @Test func formattingRefusesFilesWithErrorsAndFormatsOthers() {
    let server = started()
    let options: JSON = ["tabSize": 4, "insertSpaces": true]
    #expect(
      server.request(1, "textDocument/formatting", ["textDocument": ["uri": .string(uri)], "options": options])
        == result(1, []))
    server.open("file:///ok.tgl", "linear S {\nview A {width:10}\n}\n")
    let edits = server.request(
      2, "textDocument/formatting", ["textDocument": ["uri": "file:///ok.tgl"], "options": options])?["result"]?
      .arrayValue
    #expect(edits?.isEmpty == false)
  }

  @Test func symbolsFoldingSelectionAndSemanticTokens() {
    let server = started()
    let document: JSON = ["uri": .string(uri)]
    let symbols = server.request(1, "textDocument/documentSymbol", ["textDocument": document])?["result"]?.arrayValue
    #expect(symbols?.first?["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["标题", "🙂", "B"])
    #expect(
      server.request(2, "textDocument/foldingRange", ["textDocument": document])
        == result(2, [["startLine": 0, "endLine": 4, "kind": "region"]]))
    let selection = server.request(
      3, "textDocument/selectionRange", ["textDocument": document, "positions": [["line": 3, "character": 10]]])
    #expect(selection?["result"]?[0]?["range"] == span(3, 9, 3, 11))
    let tokens = server.request(4, "textDocument/semanticTokens/full", ["textDocument": document])?["result"]?["data"]?
      .arrayValue
    #expect(tokens?.prefix(5) == [0, 0, 6, 5, 0], "linear: a type")
    let ranged = server.request(
      5, "textDocument/semanticTokens/range", ["textDocument": document, "range": span(3, 0, 4, 0)])?["result"]?[
        "data"]?.arrayValue
    #expect(ranged?.prefix(5) == [3, 4, 4, 5, 0], "view: a type")
    #expect(ranged?.dropFirst(5).prefix(5) == [0, 5, 2, 6, 1], "🙂: a declared class, two UTF-16 units")
  }
}

extension JSON {
  fileprivate subscript(index: Int) -> JSON? { arrayValue.flatMap { index < $0.count ? $0[index] : nil } }
}

@Suite struct TGLSettingsTests {
  @Test func ruleLevelsTurnRulesOff() {
    let server = TestServer(
      features: .tgl(), options: ServerOptions(name: "tgl", settingsSection: "tgl"), initialize: false)
    _ = server.initialize(["capabilities": [:], "initializationOptions": ["rules": ["missing-size": "off"]]])
    server.open("file:///a.tgl", "linear S (vert) {\n    view A {}\n}\n")
    #expect(server.nextNotification()?["params"]?["diagnostics"] == [])
    server.send(TestServer.notification("workspace/didChangeConfiguration", ["settings": ["tgl": [:]]]))
    let codes = server.nextNotification()?["params"]?["diagnostics"]?.arrayValue?.map { $0["code"] }
    #expect(codes == ["missing-size"])
  }
}
