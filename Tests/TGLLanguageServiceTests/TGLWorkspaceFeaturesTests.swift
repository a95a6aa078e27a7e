// The editor features of issue 17 through the in-process server: completion edits, details and resolve; pull
// diagnostics; workspace symbols over files on disk kept current by watched-file events; colours; code lenses; the
// documentation link setting.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLLanguageService
import Testing

@Suite struct TGLCompletionProtocolTests {
  let uri = "file:///screen.tgl"
  let source = "relative R {\n    view A { width: 10; height: 10 }\n    label 标题 { left: A.ri }\n}\n"

  func server(_ completionItem: JSON) -> TestServer {
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"), initialize: false)
    _ = server.initialize(["capabilities": ["textDocument": ["completion": ["completionItem": completionItem]]]])
    server.open(uri, source)
    return server
  }

  /// `A.ri|`: the attributes of a position on the horizontal axis that have an `r` then an `i` (`right`, `trailing`;
  /// not `left`, `centerX`, `leading`), replacing `ri` (characters 23 to 25 of line 2). The filter left items out, so
  /// the list is incomplete: the client asks again as the word changes.
  @Test func itemsCarryTextEditsAndLabelDetails() {
    let server = server(["labelDetailsSupport": true])
    let position: JSON = ["textDocument": ["uri": .string(uri)], "position": ["line": 2, "character": 25]]
    let list = server.request(1, "textDocument/completion", position)?["result"]
    #expect(list?["isIncomplete"] == true)
    let items = list?["items"]?.arrayValue ?? []
    #expect(items.compactMap { $0["label"]?.stringValue } == ["right", "trailing"])
    #expect(items.first?["textEdit"] == ["range": FakeFeatures.range(2, 23, 2, 25).json, "newText": "right"])
    #expect(items.first?["labelDetails"] == ["description": "position"])
    // Attributes have no documentation, so there is nothing to resolve: no `data` key at all (a `"data": null` on
    // every item was 600 bytes of a 44-item list).
    #expect(items.allSatisfy { $0.objectValue?.keys.contains("data") == false })
  }

  /// With resolve support the list leaves documentation out; resolve fills it in.
  @Test func documentationComesWithResolve() {
    let server = server(["resolveSupport": ["properties": ["documentation"]]])
    let position: JSON = ["textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 13]]
    let items = server.request(1, "textDocument/completion", position)?["result"]?["items"]?.arrayValue ?? []
    let left = items.first { $0["label"] == "left" }
    #expect(left?["documentation"] == nil && left?["data"] != nil)
    let resolved = server.request(2, "completionItem/resolve", left ?? [:])?["result"]
    #expect(
      resolved?["documentation"]
        == ["kind": "plaintext", "value": "The left edge: a margin, a weight or a reference (`tg_left`)."])
    #expect(resolved?["label"] == "left" && resolved?["textEdit"] == left?["textEdit"])
  }

  /// A client that takes list defaults (`completionList.itemDefaults`, as VS Code and Neovim declare) gets the
  /// range of the word once: at `A.ri|` every item replaces `ri`, characters 23 to 25 of line 2 in UTF-16 (after
  /// `标题`, two units); an item whose text is its label carries neither `textEdit` nor `textEditText`.
  @Test func aClientThatTakesDefaultsGetsTheRangeOnce() {
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"), initialize: false)
    _ = server.initialize([
      "capabilities": ["textDocument": ["completion": ["completionList": ["itemDefaults": ["editRange", "data"]]]]]
    ])
    server.open(uri, source)
    let position: JSON = ["textDocument": ["uri": .string(uri)], "position": ["line": 2, "character": 25]]
    let list = server.request(1, "textDocument/completion", position)?["result"]
    // Attributes have no documentation: no list number to give.
    #expect(list?["itemDefaults"] == ["editRange": FakeFeatures.range(2, 23, 2, 25).json])
    let items = list?["items"]?.arrayValue ?? []
    #expect(items.compactMap { $0["label"]?.stringValue } == ["right", "trailing"])
    #expect(items.allSatisfy { $0["textEdit"] == nil && $0["textEditText"] == nil && $0["data"] == nil })
  }

  /// On a blank line (line 1 is `    view A { width: 10; height: 10 }`; a new line 2 is inserted empty here) the
  /// properties are inserted with their colon, so `textEditText` says `name: `; the list's number is a default, and
  /// resolve of an item with the default applied (as clients do) gives its documentation.
  @Test func defaultsCarryTheListNumberAndTheTextWhereItIsNotTheLabel() {
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"), initialize: false)
    _ = server.initialize([
      "capabilities": ["textDocument": ["completion": ["completionList": ["itemDefaults": ["editRange", "data"]]]]]
    ])
    server.open("file:///blank.tgl", "linear S (vert) {\n    \n}\n")
    let list = server.request(1, "textDocument/completion", FakeFeatures.at("file:///blank.tgl", 1, 4))?["result"]
    // Nothing typed: every item is sent, and the list is complete.
    #expect(list?["isIncomplete"] == false)
    let number = list?["itemDefaults"]?["data"]
    #expect(number?.intValue != nil)
    #expect(list?["itemDefaults"]?["editRange"] == FakeFeatures.range(1, 4, 1, 4).json)
    let height = list?["items"]?.arrayValue?.first { $0["label"] == "height" }
    #expect(height?["textEditText"] == "height: " && height?["textEdit"] == nil && height?["data"] == nil)
    guard case .object(var applied)? = height else { return }
    applied["data"] = number
    let doc = "The height: a number, a weight, `wrap`, `fill`, `average` or a reference (`tg_height`)."
    #expect(
      server.request(2, "completionItem/resolve", .object(applied))?["result"]?["documentation"]
        == ["kind": "plaintext", "value": .string(doc)])
  }

  /// A list asked for later has a new number; the items of the earlier list still resolve (a client may keep a list
  /// while it filters). Both lists are of properties (at the start of `width` on line 1 and of `left` on line 2,
  /// character 15 in UTF-16 after `标题`), asked by a client without `resolveSupport`.
  @Test func itemsOfAnEarlierListStillResolve() {
    let server = server([:])
    func left(_ id: Int, _ line: Int, _ character: Int) -> JSON? {
      let position: JSON = [
        "textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)],
      ]
      let items = server.request(id, "textDocument/completion", position)?["result"]?["items"]?.arrayValue
      return items?.first { $0["label"] == "left" }
    }
    let first = left(1, 1, 13)
    let second = left(2, 2, 15)
    #expect(first?["documentation"] == nil && second?["documentation"] == nil)
    #expect(first?["data"]?.intValue != nil && second?["data"]?.intValue != nil && first?["data"] != second?["data"])
    let documentation: JSON = [
      "kind": "plaintext", "value": "The left edge: a margin, a weight or a reference (`tg_left`).",
    ]
    #expect(server.request(3, "completionItem/resolve", first ?? [:])?["result"]?["documentation"] == documentation)
    #expect(server.request(4, "completionItem/resolve", second ?? [:])?["result"]?["documentation"] == documentation)
  }
}

@Suite struct TGLPullDiagnosticsTests {
  let uri = "file:///a.tgl"

  /// A client that pulls gets no pushed diagnostics; a pull with the current result id is answered `unchanged`.
  @Test func aClientThatPullsIsAnsweredAndNotPushedTo() {
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"), initialize: false)
    let initialized = server.initialize(["capabilities": ["textDocument": ["diagnostic": [:]]]])
    #expect(
      initialized?["result"]?["capabilities"]?["diagnosticProvider"] == [
        "identifier": "tgl", "interFileDependencies": false, "workspaceDiagnostics": true,
      ])
    server.open(uri, "linear S (vert) {\n    view A {}\n}\n")
    let params: JSON = ["textDocument": ["uri": .string(uri)]]
    let report = server.request(1, "textDocument/diagnostic", params)?["result"]
    #expect(report?["kind"] == "full")
    #expect(report?["items"]?.arrayValue?.map { $0["code"] } == ["missing-size"])
    let id = report?["resultId"] ?? .null
    let again = server.request(
      2, "textDocument/diagnostic", ["textDocument": ["uri": .string(uri)], "previousResultId": id])
    #expect(again?["result"] == ["kind": "unchanged", "resultId": id])
    #expect(server.drain().filter { $0["method"] == "textDocument/publishDiagnostics" }.isEmpty)
  }
}

@Suite struct TGLWorkspaceSymbolTests {
  /// A folder with two files, one of them in a subfolder; a hidden folder and `.build` are not read.
  func workspace() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-ws-\(UUID().uuidString)")
    for folder in ["screens", ".hidden", ".build"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try "linear Home (vert) {\n    label title { width: fill }\n}\n".write(
      to: root.appendingPathComponent("home.tgl"), atomically: true, encoding: .utf8)
    try "relative Profile {\n    image avatar { size: 40, 40 }\n    label 名前 { left: avatar.right }\n}\n".write(
      to: root.appendingPathComponent("screens/profile.tgl"), atomically: true, encoding: .utf8)
    for folder in [".hidden", ".build"] {
      try "view Hidden {}\n".write(
        to: root.appendingPathComponent("\(folder)/x.tgl"), atomically: true, encoding: .utf8)
    }
    return root
  }

  func started(_ root: URL, capabilities: JSON = [:]) -> TestServer {
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"), initialize: false)
    _ = server.initialize([
      "capabilities": capabilities, "workspaceFolders": [["uri": .string(root.absoluteString), "name": "ws"]],
    ])
    return server
  }

  /// The symbols answering `query`, waiting (up to 5 s) for the background index to have `count` of them.
  func symbols(_ server: TestServer, _ query: String, count: Int, id: Int) -> [JSON] {
    let deadline = Date(timeIntervalSinceNow: 5)
    var found: [JSON] = []
    repeat {
      found = server.request(id, "workspace/symbol", ["query": .string(query)])?["result"]?.arrayValue ?? []
      if found.count == count { break }
      Thread.sleep(forTimeInterval: 0.02)
    } while Date() < deadline
    return found
  }

  @Test func everyFileOfTheWorkspaceOpenOrNot() throws {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let server = started(root)
    let all = symbols(server, "", count: 5, id: 1)
    #expect(all.compactMap { $0["name"]?.stringValue }.sorted() == ["Home", "Profile", "avatar", "title", "名前"])
    let profile = root.appendingPathComponent("screens/profile.tgl").absoluteString
    let name = all.first { $0["name"] == "名前" }
    #expect(name?["location"] == ["uri": .string(profile), "range": FakeFeatures.range(2, 10, 2, 12).json])
    #expect(name?["containerName"] == "Profile" && name?["kind"] == 19)
    // Exact, then prefix, then part, then letters in order.
    server.open(root.appendingPathComponent("home.tgl").absoluteString, "linear Home (vert) {\n    view ava {}\n}\n")
    let ranked = symbols(server, "ava", count: 2, id: 2).compactMap { $0["name"]?.stringValue }
    #expect(ranked == ["ava", "avatar"], "the open document replaces the file on disk")
  }

  /// The watchers (the `.tgl` files, and the `.json` files `@fontMetrics` names) are registered with a client that
  /// registers dynamically; events keep the index current.
  @Test func watchedFilesKeepClosedFilesCurrent() throws {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let server = started(root, capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
    let registration = server.nextNotification()
    #expect(registration?["method"] == "client/registerCapability")
    #expect(
      registration?["params"]?["registrations"]?.arrayValue?.first?["registerOptions"] == [
        "watchers": [["globPattern": "**/*.tgl"], ["globPattern": "**/*.json"]]
      ])
    #expect(symbols(server, "", count: 5, id: 1).count == 5)
    let home = root.appendingPathComponent("home.tgl")
    try "linear Start (vert) {}\n".write(to: home, atomically: true, encoding: .utf8)
    server.send(
      TestServer.notification(
        "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(home.absoluteString), "type": 2]]]))
    let changed = symbols(server, "", count: 4, id: 2).compactMap { $0["name"]?.stringValue }
    #expect(changed.contains("Start"))
    server.send(
      TestServer.notification(
        "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(home.absoluteString), "type": 3]]]))
    let deleted = symbols(server, "", count: 3, id: 3).compactMap { $0["name"]?.stringValue }
    #expect(deleted.sorted() == ["Profile", "avatar", "名前"])
  }

  /// Workspace diagnostics cover the file that is not open; a second pull with its result id says `unchanged`.
  @Test func workspaceDiagnosticsOfClosedFiles() throws {
    let root = try workspace()
    defer { try? FileManager.default.removeItem(at: root) }
    let server = started(root)
    _ = symbols(server, "", count: 5, id: 1)
    let home = root.appendingPathComponent("home.tgl").absoluteString
    let items = server.request(2, "workspace/diagnostic", ["previousResultIds": []])?["result"]?["items"]?.arrayValue
    let report = items?.first { $0["uri"] == .string(home) }
    #expect(report?["kind"] == "full" && report?["version"] == .null)
    #expect(report?["items"]?.arrayValue?.map { $0["code"] } == ["missing-size"])
    let previous: JSON = ["previousResultIds": [["uri": .string(home), "value": report?["resultId"] ?? .null]]]
    let again = server.request(3, "workspace/diagnostic", previous)?["result"]?["items"]?.arrayValue
    #expect(again?.first { $0["uri"] == .string(home) }?["kind"] == "unchanged")
  }
}

@Suite struct TGLColourAndLensTests {
  let uri = "file:///c.tgl"

  func started(_ text: String, settings: JSON? = nil) -> TestServer {
    let server = TestServer(features: .tgl(), options: ServerOptions(name: "tgl"), initialize: false)
    var params: JSON = ["capabilities": [:]]
    if let settings, case .object(var object) = params {
      object["initializationOptions"] = settings
      params = .object(object)
    }
    _ = server.initialize(params)
    server.open(uri, text)
    return server
  }

  /// `#FF8000` is 255, 128, 0: 128/255 green; a picked pure red is written `#FF0000` or `red`.
  @Test func documentColorsAndTheirPresentations() {
    let server = started("linear S (vert) {\n    view 标 { background: #FF8000 }\n}\n")
    let colors = server.request(1, "textDocument/documentColor", ["textDocument": ["uri": .string(uri)]])?["result"]
    #expect(
      colors == [
        [
          "range": FakeFeatures.range(1, 25, 1, 32).json,
          "color": ["red": 1.0, "green": .double(128.0 / 255), "blue": 0.0, "alpha": 1.0],
        ]
      ])
    let presentations = server.request(
      2, "textDocument/colorPresentation",
      [
        "textDocument": ["uri": .string(uri)], "range": FakeFeatures.range(1, 25, 1, 32).json,
        "color": ["red": 1, "green": 0, "blue": 0, "alpha": 1],
      ])?["result"]?.arrayValue
    #expect(presentations?.map { $0["label"] } == ["#FF0000", "red"])
    #expect(
      presentations?.first?["textEdit"] == ["range": FakeFeatures.range(1, 25, 1, 32).json, "newText": "#FF0000"])
  }

  /// The root's size in the default environment (375 × 667 at 2x) and in landscape (the canvas turned: 667 × 375).
  @Test func codeLensesGiveTheRootSizePerSizeClass() {
    let server = started("linear 画面 (vert) {\n    width: fill\n    height: 100\n    when landscape { height: 50 }\n}\n")
    let lenses = server.request(1, "textDocument/codeLens", ["textDocument": ["uri": .string(uri)]])?["result"]?
      .arrayValue
    #expect(
      lenses?.map { $0["command"]?["title"] } == ["375 × 100 (375 × 667 @2x, portrait)", "when landscape: 667 × 50"])
    #expect(lenses?.first?["range"] == FakeFeatures.range(0, 0, 0, 9).json)
  }

  /// The file's `@canvas` wins over the editor's canvas; `docsUrl` moves the rule links.
  @Test func theFileCanvasWinsAndTheDocsLinkIsConfigurable() {
    let server = started(
      "@canvas 390, 844\nlinear S (vert) {\n    view A {}\n}\n",
      settings: ["layout": ["canvas": "320,568"], "docsUrl": "https://docs.example.org/tgl/0.1"])
    let diagnostics = server.nextNotification()?["params"]?["diagnostics"]?.arrayValue
    #expect(
      diagnostics?.first?["codeDescription"] == ["href": "https://docs.example.org/tgl/0.1/rules.md#missing-size"])
    let lens = server.request(1, "textDocument/codeLens", ["textDocument": ["uri": .string(uri)]])?["result"]?[0]
    #expect(lens?["command"]?["title"] == "390 × 844 (390 × 844 @2x, portrait)")
  }
}

extension JSON {
  fileprivate subscript(index: Int) -> JSON? { arrayValue.flatMap { index < $0.count ? $0[index] : nil } }
}
