// Tests that every LSP request reaches its feature with decoded params and returns the exact encoded result.

import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

@Suite struct FeatureRoutesTests {
  let uri = "file:///f.toy"

  func started() -> TestServer {
    let server = TestServer(features: FakeFeatures.all)
    server.open(uri, "linear S (vert) {\n  标题: 1\n}\n")
    return server
  }

  var document: JSON { ["uri": .string(uri)] }

  func span(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> JSON { FakeFeatures.range(a, b, c, d).json }

  @Test func hover() {
    let server = started()
    #expect(
      server.request(1, "textDocument/hover", FakeFeatures.at(uri, 1, 3))
        == result(
          1,
          [
            "contents": ["kind": "plaintext", "value": "v1 offset 23 settings null"], "range": span(1, 3, 1, 3),
          ]))
  }

  @Test func completionWithContext() {
    let server = started()
    let params: JSON = [
      "textDocument": document, "position": ["line": 1, "character": 5],
      "context": ["triggerKind": 2, "triggerCharacter": ":"],
    ]
    #expect(
      server.request(1, "textDocument/completion", params)
        == result(
          1,
          [
            "isIncomplete": false,
            "items": [
              ["label": "width", "kind": 10, "detail": ":", "insertText": "width: ", "insertTextFormat": 1]
            ],
          ]))
  }

  @Test func formatting() {
    let server = started()
    let params: JSON = ["textDocument": document, "options": ["tabSize": 2, "insertSpaces": true]]
    #expect(
      server.request(1, "textDocument/formatting", params)
        == result(
          1,
          [
            ["range": span(0, 0, 99, 0), "newText": "LINEAR S (VERT) {\n  标题: 1\n}\n2"]
          ]))
    let ranged: JSON = [
      "textDocument": document, "range": span(1, 0, 1, 2), "options": ["tabSize": 4, "insertSpaces": false],
    ]
    #expect(
      server.request(2, "textDocument/rangeFormatting", ranged)
        == result(
          2,
          [
            ["range": span(1, 0, 1, 2), "newText": ""]
          ]))
  }

  @Test func documentSymbols() {
    let server = started()
    #expect(
      server.request(1, "textDocument/documentSymbol", ["textDocument": document])
        == result(
          1,
          [
            ["name": .string(uri), "kind": 5, "range": span(0, 0, 1, 0), "selectionRange": span(0, 0, 0, 1)]
          ]))
  }

  @Test func definitionReferencesAndHighlights() {
    let server = started()
    let location: JSON = ["uri": .string(uri), "range": span(1, 2, 1, 2)]
    #expect(server.request(1, "textDocument/definition", FakeFeatures.at(uri, 1, 2)) == result(1, [location]))
    var references = FakeFeatures.at(uri, 1, 2).objectValue ?? [:]
    references["context"] = ["includeDeclaration": true]
    #expect(server.request(2, "textDocument/references", .object(references)) == result(2, [location, location]))
    references["context"] = ["includeDeclaration": false]
    #expect(server.request(3, "textDocument/references", .object(references)) == result(3, [location]))
    #expect(
      server.request(4, "textDocument/documentHighlight", FakeFeatures.at(uri, 1, 2))
        == result(
          4,
          [
            ["range": span(1, 2, 1, 2), "kind": 3]
          ]))
  }

  @Test func rename() {
    let server = started()
    #expect(
      server.request(1, "textDocument/prepareRename", FakeFeatures.at(uri, 0, 7))
        == result(
          1,
          [
            "range": span(0, 7, 0, 7), "placeholder": "old",
          ]))
    var params = FakeFeatures.at(uri, 0, 7).objectValue ?? [:]
    params["newName"] = "T"
    #expect(
      server.request(2, "textDocument/rename", .object(params))
        == result(
          2,
          [
            "changes": [.init(stringLiteral: uri): [["range": span(0, 0, 0, 1), "newText": "T"]]]
          ]))
  }

  @Test func foldingAndSelectionRanges() {
    let server = started()
    #expect(
      server.request(1, "textDocument/foldingRange", ["textDocument": document])
        == result(
          1,
          [
            ["startLine": 0, "endLine": 2, "kind": "region"]
          ]))
    let params: JSON = ["textDocument": document, "positions": [["line": 1, "character": 3]]]
    #expect(
      server.request(2, "textDocument/selectionRange", params)
        == result(
          2,
          [
            ["range": span(1, 3, 1, 3), "parent": ["range": span(0, 0, 9, 0)]]
          ]))
  }

  @Test func semanticTokensAreRelative() {
    let server = started()
    #expect(
      server.request(1, "textDocument/semanticTokens/full", ["textDocument": document])
        == result(
          1,
          [
            "data": [0, 0, 6, 0, 1, 2, 4, 5, 1, 0, 0, 7, 3, 1, 0]
          ]))
    let ranged: JSON = ["textDocument": document, "range": span(0, 0, 1, 0)]
    #expect(server.request(2, "textDocument/semanticTokens/range", ranged) == result(2, ["data": []]))
  }

  @Test func inlayHints() {
    let server = started()
    let params: JSON = ["textDocument": document, "range": span(0, 0, 2, 1)]
    #expect(
      server.request(1, "textDocument/inlayHint", params)
        == result(
          1,
          [
            ["position": ["line": 2, "character": 1], "label": "= 60", "kind": 1]
          ]))
  }

  @Test func codeActionsForTheClientsDiagnostics() {
    let server = started()
    let diagnostic: JSON = ["range": span(1, 2, 1, 4), "severity": 1, "code": 7, "message": "bad"]
    let params: JSON = [
      "textDocument": document, "range": span(1, 0, 1, 9),
      "context": ["diagnostics": [diagnostic], "only": ["quickfix"]],
    ]
    #expect(
      server.request(1, "textDocument/codeAction", params)
        == result(
          1,
          [
            [
              "title": "fix bad", "kind": "quickfix", "diagnostics": [diagnostic],
              "edit": ["changes": [.init(stringLiteral: uri): [["range": span(1, 2, 1, 4), "newText": ""]]]],
            ]
          ]))
  }

  @Test func customRequestsSeeTheWorkspace() {
    let server = started()
    #expect(
      server.request(1, "toy/echo", ["x": [1]]) == result(1, ["params": ["x": [1]], "documents": [.string(uri)]]))
  }
}
