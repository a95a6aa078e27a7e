// Tests of the typed LSP structures: exact JSON, round trips, lenient and strict decoding.

import LSPProtocol
import Testing

@Suite struct LSPTypesTests {
  let range = LSPRange(start: Position(line: 1, character: 2), end: Position(line: 3, character: 4))

  func roundTrips<Value: JSONConvertible & Equatable>(_ value: Value, _ expected: String) throws {
    #expect(value.json.serializedString == expected)
    #expect(try Value(json: JSON.parse(expected)) == value)
  }

  @Test func basics() throws {
    try roundTrips(Position(line: 0, character: 5), #"{"line":0,"character":5}"#)
    try roundTrips(
      Location(uri: "file:///a", range: range),
      #"{"uri":"file:///a","range":{"start":{"line":1,"character":2},"end":{"line":3,"character":4}}}"#)
    try roundTrips(Command(title: "t", command: "c", arguments: [1]), #"{"title":"t","command":"c","arguments":[1]}"#)
  }

  @Test func textDocuments() throws {
    try roundTrips(
      TextDocumentItem(uri: "u", languageID: "tgl", version: 3, text: "标"),
      #"{"uri":"u","languageId":"tgl","version":3,"text":"标"}"#)
    try roundTrips(TextDocumentContentChangeEvent(text: "all"), #"{"text":"all"}"#)
    try roundTrips(
      TextDocumentContentChangeEvent(range: range, rangeLength: 2, text: "x"),
      #"{"range":{"start":{"line":1,"character":2},"end":{"line":3,"character":4}},"rangeLength":2,"text":"x"}"#)
  }

  @Test func hoverAndMarkup() throws {
    try roundTrips(
      Hover(contents: MarkupContent(kind: .markdown, value: "**B**")),
      #"{"contents":{"kind":"markdown","value":"**B**"}}"#)
    #expect(throws: JSONDecodingError("expected \"plaintext\" or \"markdown\", got \"html\"", path: ["kind"])) {
      try MarkupContent(json: ["kind": "html", "value": ""])
    }
  }

  @Test func completionItems() throws {
    let item = CompletionItem(
      label: "vspace", kind: .property, detail: "spacing", documentation: MarkupContent(kind: .markdown, value: "d"),
      insertText: "vspace: ${1:8}", insertTextFormat: .snippet,
      textEdit: TextEdit(range: LSPRange(at: Position(line: 0, character: 0)), newText: "vspace"))
    try roundTrips(
      item,
      #"{"label":"vspace","kind":10,"detail":"spacing","documentation":{"kind":"markdown","value":"d"},"#
        + #""insertText":"vspace: ${1:8}","insertTextFormat":2,"textEdit":{"range":{"start":{"line":0,"character":0},"#
        + #""end":{"line":0,"character":0}},"newText":"vspace"}}"#)
    let plainDocumentation = try CompletionItem(json: ["label": "x", "documentation": "plain"])
    #expect(plainDocumentation.documentation == MarkupContent(kind: .plaintext, value: "plain"))
    #expect(CompletionItemKind.typeParameter.rawValue == 25)
  }

  @Test func symbolsFoldingSelection() throws {
    let child = DocumentSymbol(name: "B", kind: .field, range: range, selectionRange: range)
    let symbol = DocumentSymbol(
      name: "S", detail: "linear", kind: .class, range: range, selectionRange: range, children: [child])
    #expect(try DocumentSymbol(json: symbol.json) == symbol)
    #expect(SymbolKind.typeParameter.rawValue == 26)
    try roundTrips(
      FoldingRange(startLine: 1, endLine: 4, kind: .comment, collapsedText: "…"),
      #"{"startLine":1,"endLine":4,"kind":"comment","collapsedText":"…"}"#)
    let selection = SelectionRange(chain: [range, LSPRange(at: Position(line: 0, character: 0))])
    #expect(try selection.map { try SelectionRange(json: $0.json) } == selection)
    #expect(SelectionRange(chain: []) == nil)
  }

  @Test func semanticTokensEncodeRelativeToThePreviousToken() {
    let tokens = SemanticTokens(tokens: [
      SemanticToken(line: 5, startCharacter: 2, length: 1, tokenType: 0),
      SemanticToken(line: 5, startCharacter: 10, length: 2, tokenType: 1, tokenModifiers: 3),
      SemanticToken(line: 7, startCharacter: 1, length: 3, tokenType: 2),
    ])
    #expect(tokens.data == [5, 2, 1, 0, 0, 0, 8, 2, 1, 3, 2, 1, 3, 2, 0])
  }

  @Test func workspaceEditsSortURIs() throws {
    let edit = TextEdit(range: range, newText: "n")
    let workspaceEdit = WorkspaceEdit(changes: ["file:///b": [edit], "file:///a": []])
    #expect(workspaceEdit.json.serializedString.hasPrefix(#"{"changes":{"file:///a":[],"file:///b":[{"#))
    #expect(try WorkspaceEdit(json: workspaceEdit.json) == workspaceEdit)
  }

  @Test func codeActionsAndInlayHints() throws {
    let action = CodeAction(
      title: "Remove", kind: .quickFix, isPreferred: true,
      command: Command(title: "c", command: "tgl.c"))
    try roundTrips(
      action, #"{"title":"Remove","kind":"quickfix","isPreferred":true,"command":{"title":"c","command":"tgl.c"}}"#)
    try roundTrips(
      InlayHint(position: Position(line: 1, character: 1), label: ": 60", kind: .type, paddingLeft: true),
      #"{"position":{"line":1,"character":1},"label":": 60","kind":1,"paddingLeft":true}"#)
  }

  @Test func initializeParams() throws {
    let params = try InitializeParams(
      json: JSON.parse(
        #"{"processId":12,"rootUri":null,"capabilities":{"textDocument":{"hover":{"contentFormat":["markdown"]}}},"#
          + #""initializationOptions":{"a":1},"clientInfo":{"name":"vscode","version":"1.90"}}"#))
    #expect(params.processID == 12)
    #expect(params.rootURI == nil)
    #expect(params.capabilities.hoverSupportsMarkdown)
    #expect(params.initializationOptions == ["a": 1])
    #expect(params.clientName == "vscode")
    #expect(params.clientVersion == "1.90")
  }

  @Test func decodingErrorsNameThePath() {
    #expect(
      throws: JSONDecodingError(
        "expected an integer, got \"x\"", path: ["contentChanges", "1", "range", "end", "line"])
    ) {
      try DidChangeTextDocumentParams(
        json: JSON.parse(
          #"{"textDocument":{"uri":"u","version":1},"contentChanges":[{"text":""},"#
            + #"{"range":{"start":{"line":0,"character":0},"end":{"line":"x","character":0}},"text":""}]}"#))
    }
    #expect(JSONDecodingError("missing member", path: ["a", "b"]).description == "a.b: missing member")
  }
}
