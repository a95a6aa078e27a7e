// An edit of a shared file re-publishes its open dependents with what changed in them, one program loaded for all of
// them, each before the edited file; and the workspace's index completing re-publishes the open documents whose
// diagnostics read it (issue 29, "Speed"; docs/lsp.md, "imports"). Positions are UTF-16.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLIDE
import Testing

@testable import TGLLanguageService

@Suite struct SharedEditTests {
  /// `宽`, which `a.tgl` and `b.tgl` apply: 150 wide, then 250 after the edit; `高`, which `d.tgl` applies.
  static func styles(width: Int) -> String {
    "// Shared styles.\nstyle 宽 {\n    width: \(width)\n}\n\nstyle 高 {\n    height: 30\n}\n"
  }
  /// `名字` (line 5) in a vertical linear 200 wide: the style's width is the label's.
  static let a = """
    import "styles.tgl"

    linear 列表 (vert) {
        size: 200, wrap

        label 名字 { style: 宽; text: "Hi"; height: 24 }
    }

    """
  /// `标签` (line 6) and `y` stacked in a vertical linear 220 wide, 24 + 24 high.
  static let b = """
    import 宽 from "styles.tgl"

    // 第二屏: 两个标签。
    linear b (vert) {
        size: 220, wrap

        label 标签 { style: 宽; text: "A"; height: 24 }
        label y { text: "B"; size: 100, 24 }
    }

    """
  /// Imports nothing: no edit of the styles touches it.
  static let c = "view c { size: 10, 10 }\n"
  /// Reads `高` alone of the styles.
  static let d = "import \"styles.tgl\"\n\nview d { style: 高; width: 10 }\n"

  func folder(_ files: [String: String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-shared-edit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return root
  }

  func server(_ root: URL, _ handlers: TGLHandlers) -> TestServer {
    let server = TestServer(features: .tgl(handlers: handlers), options: ServerOptions(name: "tgl"), initialize: false)
    _ = server.initialize([
      "capabilities": [:], "workspaceFolders": [["uri": .string(root.absoluteString), "name": "app"]],
    ])
    return server
  }

  /// Each `publishDiagnostics` of the next `seconds` (after `count` of them, at most 10 s): the file's name and its
  /// diagnostics as `code L:C-L:C message [file L:C-L:C message]`.
  func published(_ server: TestServer, count: Int, settle seconds: Double = 0.3) -> [(String, [String])] {
    var out: [(String, [String])] = []
    let deadline = Date(timeIntervalSinceNow: 10)
    while Date() < deadline {
      let messages = server.drain(timeout: out.count < count ? 0.5 : seconds)
      if messages.isEmpty && out.count >= count { break }
      for message in messages where message["method"] == "textDocument/publishDiagnostics" {
        let name = String((message["params"]?["uri"]?.stringValue ?? "").split(separator: "/").last ?? "")
        let lines = (message["params"]?["diagnostics"]?.arrayValue ?? []).map { d in
          var line = "\(d["code"]?.stringValue ?? "") \(Self.range(d["range"])) \(d["message"]?.stringValue ?? "")"
          for r in d["relatedInformation"]?.arrayValue ?? [] {
            let file = (r["location"]?["uri"]?.stringValue ?? "").split(separator: "/").last ?? ""
            line += " [\(file) \(Self.range(r["location"]?["range"])) \(r["message"]?.stringValue ?? "")]"
          }
          return line
        }
        out.append((name, lines))
      }
    }
    return out
  }

  static func range(_ range: JSON?) -> String {
    func at(_ p: JSON?) -> String { "\(p?["line"]?.intValue ?? -1):\(p?["character"]?.intValue ?? -1)" }
    return "\(at(range?["start"]))-\(at(range?["end"]))"
  }

  /// Before the edit every label fits. After it, the labels are 250 wide: `名字` at (0, 0, 250, 24) runs 250 - 200 = 50
  /// points past the right edge of `列表` (200 × 24), at 5:10-5:12 (two UTF-16 units; six UTF-8 bytes), `列表` at
  /// 2:7-2:9 related; `标签` runs 250 - 220 = 30 past `b` (220 × 48), at 6:10-6:12, `b` at 3:7-3:8. The dependents are
  /// published first, in URI order, then the styles (which nothing warns about: the screens apply both styles);
  /// `c.tgl`, which imports nothing, is not published again. The dependents were analysed in one program (one memo);
  /// `d.tgl` reads `高` alone, and nothing it reads changed (its analysis stands: `ProgramReuseTests`).
  @Test func anEditOfASharedStyleRepublishesTheDependentsWithWhatChanged() throws {
    let root = try folder([
      "styles.tgl": Self.styles(width: 150), "a.tgl": Self.a, "b.tgl": Self.b, "c.tgl": Self.c, "d.tgl": Self.d,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let handlers = TGLHandlers(host: AnalysisHost(), options: TGLFeatureOptions())
    let server = server(root, handlers)
    func uri(_ name: String) -> String { root.appendingPathComponent(name).absoluteString }
    server.open(uri("a.tgl"), Self.a)
    server.open(uri("b.tgl"), Self.b)
    server.open(uri("c.tgl"), Self.c)
    server.open(uri("d.tgl"), Self.d)
    server.open(uri("styles.tgl"), Self.styles(width: 150))
    // The workspace's index complete: the styles' importers are known (and its completion published what read it).
    _ = server.request(1, "workspace/symbol", ["query": "-"])
    handlers.files.openDocumentsPublished()
    #expect(handlers.files.waitUntilIdle(timeout: 30))
    let opened = published(server, count: 5, settle: 2)
    #expect(Set(opened.map(\.0)) == ["a.tgl", "b.tgl", "c.tgl", "d.tgl", "styles.tgl"])
    #expect(opened.allSatisfy { $0.1.isEmpty })

    server.send(
      TestServer.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(uri("styles.tgl")), "version": 2],
          "contentChanges": [
            [
              "range": ["start": ["line": 2, "character": 11], "end": ["line": 2, "character": 14]],
              "text": "250",
            ]
          ],
        ]))
    let rest = "so that part is clipped or off its area; check its margins and the sizes before it"
    let edited = published(server, count: 4)
    #expect(edited.map(\.0) == ["a.tgl", "b.tgl", "d.tgl", "styles.tgl"])
    #expect(
      edited.first?.1 == [
        "outside-container 5:10-5:12 '名字' is laid out at (0, 0, 250, 24), partly outside '列表' (200 × 24): 50 points"
          + " past its right edge, \(rest) [a.tgl 2:7-2:9 '列表' is here]"
      ])
    #expect(
      edited.dropFirst().first?.1 == [
        "outside-container 6:10-6:12 '标签' is laid out at (0, 0, 250, 24), partly outside 'b' (220 × 48): 30 points"
          + " past its right edge, \(rest) [b.tgl 3:7-3:8 'b' is here]"
      ])
    #expect(edited.dropFirst(2).allSatisfy { $0.1.isEmpty })
    let programs = ["a.tgl", "b.tgl", "d.tgl"].map { handlers.programContexts.value(uri($0))?.context?.program }
    #expect(programs[0] != nil && programs[0]?.memo === programs[1]?.memo && programs[1]?.memo === programs[2]?.memo)
    #expect(programs[0]?.entries == ["a.tgl", "b.tgl", "d.tgl"])
  }

  /// `styles.tgl` is open, and its one importer, `screen.tgl`, is on disk only. Indexing waits for the open documents'
  /// first diagnostics: they are computed without the importer, and say nothing of unused names (a library's styles
  /// and constants are unused only as the workspace's files use them). Once the index completes, the styles are
  /// published again: `spare` (0:4-0:9) is used by no file, `宽` is used by the screen. `page.tgl`, which reads no
  /// other file, is not published again. The styles open first: indexing starts once a first publication is out, so
  /// a document opened after it may be analysed with the index complete already (published once, with the finding),
  /// and which of the two documents publishes first, or whether the page comes before the styles' second
  /// publication, is the scheduler's choice: the publications are compared per file.
  @Test func theIndexCompletingRepublishesWhatReadIt() throws {
    let styles = "let spare = 4\n\nstyle 宽 {\n    width: 150\n}\n"
    let screen = "import \"styles.tgl\"\n\nview screen { style: 宽; height: 10 }\n"
    let page = "view page { size: 10, 10 }\n"
    let root = try folder(["styles.tgl": styles, "screen.tgl": screen, "page.tgl": page])
    defer { try? FileManager.default.removeItem(at: root) }
    var limits = WorkspaceFiles.Limits()
    limits.waitForOpenDocuments = 60
    let handlers = TGLHandlers(
      host: AnalysisHost(), options: TGLFeatureOptions(), files: WorkspaceFiles(limits: limits))
    let server = server(root, handlers)
    func uri(_ name: String) -> String { root.appendingPathComponent(name).absoluteString }
    server.open(uri("styles.tgl"), styles)
    server.open(uri("page.tgl"), page)
    let found = published(server, count: 3)
    #expect(found.count == 3)
    #expect(found.filter { $0.0 == "page.tgl" }.map(\.1) == [[]])
    #expect(
      found.filter { $0.0 == "styles.tgl" }.map(\.1) == [
        [], ["unused-constant 0:4-0:9 the constant 'spare' is never used"],
      ])
  }

  /// A constant read inside a component's tree, which the component's template holds (it reads no parameter): the
  /// screens that use the component read the constant through the template, and an edit of it must re-publish them
  /// (their analyses do not stand). `cell` is `w` wide in a vertical linear 200 wide: at `w = 250` it runs 50 points
  /// past the right edge at each use. Twice: the first edit's analyses share one program, so the second screen met
  /// the template the first one made.
  @Test func anEditOfAConstantATemplateReadRepublishesTheScreens() throws {
    let cells = "import \"tokens.tgl\"\n\ncomponent Cell(t: string) {\n    label cell { width: w; height: 24; text: t }\n}\n"
    func screen(_ name: String) -> String {
      "import \"cells.tgl\"\n\nlinear \(name) (vert) {\n    size: 200, wrap\n\n    Cell one (t: \"A\")\n    Cell two (t: \"B\")\n}\n"
    }
    try expectEditsOfW(["cells.tgl": cells, "p.tgl": screen("p"), "q.tgl": screen("q")])
  }

  /// An edit of a constant that only a style applied inside another style reads re-publishes the screens: `p` applies
  /// `Wide` and then `Row` (which applies `Wide`, flattened already in that expansion), `q` only `Row`, taken from the
  /// program's memo `p`'s expansion made, whose reads (and their set, `ReadEffect`) must hold `w`. Each label is `w`
  /// wide in a vertical linear 200 wide: at `w = 250` it runs 50 points past the right edge, on lines 5 and 6 of each
  /// screen. Twice, as above.
  @Test func anEditOfAConstantANestedStyleReadRepublishesTheScreens() throws {
    let styles = "import \"tokens.tgl\"\n\nstyle Wide { width: w }\nstyle Row { style: Wide; height: 24 }\n"
    let p = """
      import "styles.tgl"

      linear p (vert) {
          size: 200, wrap

          label one { style: Wide; height: 24; text: "A" }
          label two { style: Row; text: "B" }
      }

      """
    let q = """
      import "styles.tgl"

      linear q (vert) {
          size: 200, wrap

          label one { style: Row; text: "A" }
          label two { style: Row; text: "B" }
      }

      """
    try expectEditsOfW(["styles.tgl": styles, "p.tgl": p, "q.tgl": q])
  }

  /// Opens `p.tgl`, `q.tgl` (of `files`) and `tokens.tgl` (`let w = 150`), none with a finding, then edits `w` to 250
  /// and to 260: each screen is published again, before `tokens.tgl`, with one finding at each of its lines 5 and 6
  /// (not in a file that is not open), 50 and then 60 points past the right edge.
  func expectEditsOfW(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    var all = files
    all["tokens.tgl"] = "let w = 150\n"
    let root = try folder(all)
    defer { try? FileManager.default.removeItem(at: root) }
    let handlers = TGLHandlers(host: AnalysisHost(), options: TGLFeatureOptions())
    let server = server(root, handlers)
    func uri(_ name: String) -> String { root.appendingPathComponent(name).absoluteString }
    server.open(uri("p.tgl"), files["p.tgl"] ?? "")
    server.open(uri("q.tgl"), files["q.tgl"] ?? "")
    server.open(uri("tokens.tgl"), "let w = 150\n")
    _ = server.request(1, "workspace/symbol", ["query": "-"])
    handlers.files.openDocumentsPublished()
    #expect(handlers.files.waitUntilIdle(timeout: 30), sourceLocation: sourceLocation)
    let opened = published(server, count: 3, settle: 2)
    #expect(Set(opened.map(\.0)) == ["p.tgl", "q.tgl", "tokens.tgl"], sourceLocation: sourceLocation)
    #expect(opened.allSatisfy { $0.1.isEmpty }, sourceLocation: sourceLocation)

    for (version, width, past) in [(2, "250", 50), (3, "260", 60)] {
      server.send(
        TestServer.notification(
          "textDocument/didChange",
          [
            "textDocument": ["uri": .string(uri("tokens.tgl")), "version": .int(version)],
            "contentChanges": [["text": .string("let w = \(width)\n")]],
          ]))
      let edited = published(server, count: 3)
      #expect(edited.map(\.0) == ["p.tgl", "q.tgl", "tokens.tgl"], sourceLocation: sourceLocation)
      for screen in edited.prefix(2) {
        #expect(screen.1.count == 2, sourceLocation: sourceLocation)
        #expect(
          screen.1.allSatisfy { $0.hasPrefix("outside-container ") && $0.contains("\(past) points past its right edge") },
          sourceLocation: sourceLocation)
        #expect(screen.1.map { $0.split(separator: " ")[1].prefix(2) } == ["5:", "6:"], sourceLocation: sourceLocation)
      }
    }
  }
}
