// The diagnostics the server gives the files of a program agree with `tgl check` of their folder (issue 29): the
// resolution's findings, the unused names, and a finding in a component written in another file reported once, in the
// component's file when it is open (each use a related location with its URI), else at each use. Positions are UTF-16.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import TGLDiagnostics
import TGLIDE
import TGLLint
import TGLSyntax
import Testing

@testable import TGLLanguageService

@Suite struct ProgramDiagnosticsTests {
  /// `gap` has no width in every use: its finding is the component's. `dot`'s width is `w`, `b`'s argument: its
  /// negative size is `b`'s, and so is `text` starting 5 points left of `b` (after `dot`, -5, and `gap`, 0). `未用` is
  /// never read.
  static let cells = """
    component Cell(title: string, w: number = 10, 未用: number = 0) {
        linear cell (horz) {
            size: fill, wrap

            view dot { size: w, 10 }
            view gap { height: 10 }
            label text { text: title; size: 40, 30 }
        }
    }

    """
  /// `spare` is used by no file.
  static let styles = "let gutter = 16\nlet spare = 4\n\nstyle 标题 {\n    font: 17, semibold\n}\n"
  static let extra = "let extra = 1\n"
  static let screen = """
    import "styles.tgl"
    import Cell from "cells.tgl"
    import "missing.tgl"
    import "extra.tgl"

    linear list (vert) {
        size: 200, wrap
        padding: gutter

        label 名 { style: 标题; text: "Hi"; size: wrap, wrap }
        Cell a (title: "A")
        Cell b (title: "B", w: -5)
    }

    """
  static let files = ["cells.tgl": cells, "styles.tgl": styles, "extra.tgl": extra, "screen.tgl": screen]

  struct Workspace {
    var root: URL
    var server: TestServer
    var handlers: TGLHandlers

    func uri(_ name: String) -> String { root.appendingPathComponent(name).absoluteString }
  }

  /// The files on disk in a workspace folder, `open` of them open; the index complete.
  func workspace(_ files: [String: String] = Self.files, open: [String]) throws -> Workspace {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("tgl-program-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let handlers = TGLHandlers(host: AnalysisHost(), options: TGLFeatureOptions())
    let server = TestServer(features: .tgl(handlers: handlers), options: ServerOptions(name: "tgl"), initialize: false)
    _ = server.initialize([
      "capabilities": [:], "workspaceFolders": [["uri": .string(root.absoluteString), "name": "app"]],
    ])
    let workspace = Workspace(root: root, server: server, handlers: handlers)
    for name in open { server.open(workspace.uri(name), files[name] ?? "") }
    // Answered after `initialized` is handled (the main loop takes messages in order), so indexing has started.
    _ = server.request(1000, "workspace/symbol", ["query": "-"])
    handlers.files.openDocumentsPublished()
    #expect(handlers.files.waitUntilIdle(timeout: 30))
    return workspace
  }

  /// The pulled diagnostics of `uri`: `code L:C-L:C message`, with each related location as ` [URI-name L:C message]`.
  func pulled(_ workspace: Workspace, _ name: String, id: Int) -> [String] {
    let report = workspace.server.request(
      id, "textDocument/diagnostic", ["textDocument": ["uri": .string(workspace.uri(name))]])?["result"]
    return (report?["items"]?.arrayValue ?? []).map { d in
      var line = "\(d["code"]?.stringValue ?? "") \(Self.range(d["range"])) \(d["message"]?.stringValue ?? "")"
      for r in d["relatedInformation"]?.arrayValue ?? [] {
        let file = (r["location"]?["uri"]?.stringValue ?? "").split(separator: "/").last ?? ""
        line += " [\(file) \(Self.range(r["location"]?["range"])) \(r["message"]?.stringValue ?? "")]"
      }
      return line
    }
  }

  static func range(_ range: JSON?) -> String {
    func at(_ p: JSON?) -> String { "\(p?["line"]?.intValue ?? -1):\(p?["character"]?.intValue ?? -1)" }
    return "\(at(range?["start"]))-\(at(range?["end"]))"
  }

  /// What `tgl check` of the folder reports (`ProgramLint.lint(files:)`), in the same form, UTF-8 ranges made UTF-16.
  func checked(_ name: String, _ files: [String: String] = Self.files) -> [String] {
    let found = ProgramLint.lint(files: files, options: LintOptions())[name] ?? []
    func range(_ file: String, _ r: TextRange) -> String {
      let lines = UTF16LineIndex(files[file] ?? "")
      let lsp = lines.range(ofUTF8: r.start..<r.end)
      return "\(lsp.start.line):\(lsp.start.character)-\(lsp.end.line):\(lsp.end.character)"
    }
    return found.map { d in
      var line = "\(d.rule.rawValue) \(range(name, d.range)) \(d.message)"
      for r in d.related {
        let file = r.file ?? name
        line += " [\(file) \(range(file, r.range)) \(r.message)]"
      }
      return line
    }
  }

  /// Each line below is derived from the files: `missing.tgl` does not exist (2:7-20, the path with its quotes),
  /// nothing of `extra.tgl` is used (3:0-18, the import), `b`'s argument makes `dot` -5 wide (11:9-10), so `text`
  /// (40 × 30) starts at x -5 in `b`, which is 200 - 2 × 16 wide and as high as `text`; in the
  /// cells, `未用` is two UTF-16 units at 0:46 and `gap` is reported once at 5:13-16 with the uses `a` (10:9) and `b`
  /// (11:9) in the screen related; `spare` (1:4-9) and `extra` (0:4-9) are used by no file.
  @Test func theServerReportsWhatCheckReportsForEveryFile() throws {
    let workspace = try workspace(open: ["screen.tgl", "cells.tgl", "styles.tgl", "extra.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let expected: [String: [String]] = [
      "screen.tgl": [
        "unresolved-import 2:7-2:20 no file 'missing.tgl'",
        "unused-import 3:0-3:18 nothing imported from 'extra.tgl' is used",
        "negative-size 11:9-11:10 the width of 'dot' comes out at -5 points ('b') and is drawn as 0; make it larger"
          + " or add 'min 0'",
        "outside-container 11:9-11:10 'text' is laid out at (-5, 0, 40, 30), partly outside 'b' (168 × 30): 5 points"
          + " past its left edge, so that part is clipped or off its area; check its margins and the sizes before it"
          + " [screen.tgl 11:9-11:10 'b' is here]",
      ],
      "cells.tgl": [
        "unused-parameter 0:46-0:48 the parameter '未用' of 'Cell' is never used",
        "missing-size 5:13-5:16 'gap' has no width and no intrinsic size, so it is 0 wide; give it a width, or"
          + " 'intrinsic' for 'wrap' [screen.tgl 10:9-10:10 used here] [screen.tgl 11:9-11:10 used here]",
      ],
      "styles.tgl": ["unused-constant 1:4-1:9 the constant 'spare' is never used"],
      "extra.tgl": ["unused-constant 0:4-0:9 the constant 'extra' is never used"],
    ]
    for (id, name) in ["screen.tgl", "cells.tgl", "styles.tgl", "extra.tgl"].enumerated() {
      #expect(pulled(workspace, name, id: id + 1) == expected[name], "\(name)")
      #expect(checked(name) == expected[name], "\(name)")
    }
  }

  /// With the cells' file not open, `gap`'s finding stays at each use in the screen, where the cells' element is a
  /// related location (5:13-16 in `cells.tgl`).
  @Test func aFindingOfAComponentWhoseFileIsNotOpenStaysAtTheUses() throws {
    let workspace = try workspace(open: ["screen.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let missing = pulled(workspace, "screen.tgl", id: 1).filter { $0.hasPrefix("missing-size") }
    let message =
      "'gap' has no width and no intrinsic size, so it is 0 wide; give it a width, or 'intrinsic' for 'wrap'"
    #expect(
      missing == [
        "missing-size 10:9-10:10 \(message) [cells.tgl 5:13-5:16 written here]",
        "missing-size 11:9-11:10 \(message) [cells.tgl 5:13-5:16 written here]",
      ])
  }

  /// Replaces the text of the open document `name`.
  func edit(_ workspace: Workspace, _ name: String, version: Int, _ text: String) {
    workspace.server.send(
      TestServer.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(workspace.uri(name)), "version": .int(version)],
          "contentChanges": [["text": .string(text)]],
        ]))
  }

  /// The last diagnostics pushed for `uri` within 10 s (as `pulled` shows them), once `done` holds for them.
  func pushed(_ workspace: Workspace, _ name: String, until done: ([String]) -> Bool) -> [String]? {
    let deadline = Date(timeIntervalSinceNow: 10)
    var found: [String]?
    while Date() < deadline {
      for message in workspace.server.drain(timeout: 0.2) where message["method"] == "textDocument/publishDiagnostics" {
        guard message["params"]?["uri"]?.stringValue == workspace.uri(name) else { continue }
        found = (message["params"]?["diagnostics"]?.arrayValue ?? []).map { d in
          var line = "\(d["code"]?.stringValue ?? "") \(Self.range(d["range"]))"
          for r in d["relatedInformation"]?.arrayValue ?? [] {
            let file = (r["location"]?["uri"]?.stringValue ?? "").split(separator: "/").last ?? ""
            line += " [\(file) \(Self.range(r["location"]?["range"]))]"
          }
          return line
        }
      }
      if let found, done(found) { return found }
    }
    return found
  }

  /// An edit of the screen that drops the use `a` re-publishes the cells' file (which the screen reads): `gap`'s
  /// finding keeps the one use left, `b` at 10:9 now.
  @Test func anEditOfADependentRepublishesTheComponentsFile() throws {
    let workspace = try workspace(open: ["cells.tgl", "screen.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let both = "missing-size 5:13-5:16 [screen.tgl 10:9-10:10] [screen.tgl 11:9-11:10]"
    #expect(pushed(workspace, "cells.tgl") { $0.contains(both) }?.contains(both) == true)
    let edited = Self.screen.replacingOccurrences(of: "    Cell a (title: \"A\")\n", with: "")
    edit(workspace, "screen.tgl", version: 2, edited)
    let one = "missing-size 5:13-5:16 [screen.tgl 10:9-10:10]"
    #expect(
      pushed(workspace, "cells.tgl") { $0.contains(one) } == ["unused-parameter 0:46-0:48", one])
  }

  /// The unused-name warnings carry their fixes as quick fixes (the import's whole line, 3:0 to 4:0), and a
  /// `// tgl-ignore: unused-import` above the import suppresses the warning, as `tgl check` applies it.
  @Test func unusedNamesHaveFixesAndSuppressions() throws {
    let workspace = try workspace(open: ["screen.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let params: JSON = [
      "textDocument": ["uri": .string(workspace.uri("screen.tgl"))],
      "range": FakeFeatures.range(3, 2, 3, 2).json, "context": ["diagnostics": []],
    ]
    let actions = workspace.server.request(1, "textDocument/codeAction", params)?["result"]?.arrayValue ?? []
    let remove = actions.first { $0["title"] == "Remove the import" }
    #expect(
      remove?["edit"]?["changes"]?[workspace.uri("screen.tgl")]
        == [["range": FakeFeatures.range(3, 0, 4, 0).json, "newText": ""]])
    let suppressed = Self.screen.replacingOccurrences(
      of: "import \"extra.tgl\"\n", with: "// tgl-ignore: unused-import\nimport \"extra.tgl\"\n")
    edit(workspace, "screen.tgl", version: 2, suppressed)
    #expect(!pulled(workspace, "screen.tgl", id: 2).contains { $0.hasPrefix("unused-import") })
  }

  /// `a.tgl` and `b.tgl` import each other. `tgl check` reports the cycle once, from the program of the least file,
  /// `a.tgl`: there the import that closes it is `b.tgl`'s (0:7-14, the path), `a.tgl`'s related. Each file's import
  /// brings nothing used (0:0-14). The server gives `b.tgl` the cycle from `a.tgl`'s program, though `b.tgl`'s own
  /// finds it closed in `a.tgl`.
  @Test func anImportCycleIsReportedWhereCheckReportsIt() throws {
    let files = [
      "a.tgl": "import \"b.tgl\"\n\nview a { size: 10, 10 }\n",
      "b.tgl": "import \"a.tgl\"\n\nview b { size: 10, 10 }\n",
    ]
    let workspace = try workspace(files, open: ["b.tgl", "a.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let expected = [
      "a.tgl": ["unused-import 0:0-0:14 nothing imported from 'b.tgl' is used"],
      "b.tgl": [
        "unused-import 0:0-0:14 nothing imported from 'a.tgl' is used",
        "import-cycle 0:7-0:14 this import closes a cycle: a.tgl → b.tgl → a.tgl; it brings no names"
          + " [a.tgl 0:7-0:14 imported here]",
      ],
    ]
    for (id, name) in ["a.tgl", "b.tgl"].enumerated() {
      #expect(pulled(workspace, name, id: id + 1) == expected[name], "\(name)")
      #expect(checked(name, files) == expected[name], "\(name)")
    }
  }

  /// A file that is not open is pulled as a file of its program too: the screen (closed) gets what `tgl check` gives
  /// it, and, the cells' file being closed as well, `gap`'s finding at each use with the element related.
  @Test func aClosedFileOfAProgramIsPulledInItsProgram() throws {
    let workspace = try workspace(open: ["extra.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let gap = "'gap' has no width and no intrinsic size, so it is 0 wide; give it a width, or 'intrinsic' for 'wrap'"
    let expected = checked("screen.tgl") + [
      "missing-size 10:9-10:10 \(gap) [cells.tgl 5:13-5:16 written here]",
      "missing-size 11:9-11:10 \(gap) [cells.tgl 5:13-5:16 written here]",
    ]
    #expect(pulled(workspace, "screen.tgl", id: 1).sorted() == expected.sorted())
  }

  /// A pulled report of the cells' file names what its program read: after an edit of the screen (which drops the use
  /// `a`), a pull with the earlier result id gets the new report, `gap`'s finding with `b` alone, not `unchanged`.
  @Test func aPulledReportChangesWithItsImporters() throws {
    let workspace = try workspace(open: ["cells.tgl", "screen.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let params: JSON = ["textDocument": ["uri": .string(workspace.uri("cells.tgl"))]]
    let first = workspace.server.request(1, "textDocument/diagnostic", params)?["result"]
    #expect(first?["items"]?.arrayValue?.count == 2)
    let edited = Self.screen.replacingOccurrences(of: "    Cell a (title: \"A\")\n", with: "")
    edit(workspace, "screen.tgl", version: 2, edited)
    let again: JSON = [
      "textDocument": ["uri": .string(workspace.uri("cells.tgl"))], "previousResultId": first?["resultId"] ?? .null,
    ]
    let second = workspace.server.request(2, "textDocument/diagnostic", again)?["result"]
    let gap = second?["items"]?.arrayValue?.first { $0["code"] == "missing-size" }
    #expect(second?["kind"] == "full")
    #expect(gap?["relatedInformation"]?.arrayValue?.map { Self.range($0["location"]?["range"]) } == ["10:9-10:10"])
  }

  /// One program for the cross-file requests until an edit: references from the screen and then from the styles load
  /// the workspace's program once; an edit of the screen makes the next request load it again.
  @Test func crossFileRequestsShareTheWorkspacesProgram() throws {
    let workspace = try workspace(open: ["screen.tgl", "styles.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    // The table's key for the whole workspace: its folder's path and a slash.
    let root = workspace.root.path
    func references(_ id: Int, _ name: String, _ line: Int, _ character: Int) -> Int {
      let params: JSON = [
        "textDocument": ["uri": .string(workspace.uri(name))],
        "position": ["line": .int(line), "character": .int(character)], "context": ["includeDeclaration": true],
      ]
      return workspace.server.request(id, "textDocument/references", params)?["result"]?.arrayValue?.count ?? -1
    }
    // `gutter` in `padding: gutter` (screen 7:13) and at its declaration (styles 0:4): declared once, used once.
    #expect(references(1, "screen.tgl", 7, 14) == 2)
    let first = workspace.handlers.sharedPrograms.value(root + "/")
    #expect(references(2, "styles.tgl", 0, 5) == 2)
    #expect(first != nil && workspace.handlers.sharedPrograms.value(root + "/") === first)
    workspace.server.send(
      TestServer.notification(
        "textDocument/didChange",
        [
          "textDocument": ["uri": .string(workspace.uri("screen.tgl")), "version": 2],
          "contentChanges": [["text": .string(Self.screen + "\n")]],
        ]))
    #expect(references(3, "styles.tgl", 0, 5) == 2)
    #expect(workspace.handlers.sharedPrograms.value(root + "/") !== first)
  }

  /// A library (declarations, no layouts) that no file imports says nothing of its styles and constants, as `tgl
  /// check` of a folder leaves such a library alone (part wfast's rule); a file with a layout still does
  /// (`unused` at 0:4-10).
  @Test func aLibraryNoFileImportsReportsNoUnusedNames() throws {
    let files = [
      "lib.tgl": "let lonely = 1\n\nstyle Alone {\n    lines: 1\n}\n",
      "page.tgl": "let unused = 1\n\nview page { size: 10, 10 }\n",
    ]
    let workspace = try workspace(files, open: ["lib.tgl", "page.tgl"])
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    #expect(pulled(workspace, "lib.tgl", id: 1) == [])
    #expect(pulled(workspace, "page.tgl", id: 2) == ["unused-constant 0:4-0:10 the constant 'unused' is never used"])
  }
}
