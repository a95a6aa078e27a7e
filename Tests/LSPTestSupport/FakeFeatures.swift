// A fake feature provider, the toy language service: its answers echo their inputs, so tests see exactly what the
// server passed along.

import Foundation
import LSPProtocol
import LSPServer

public struct FakeError: Error {
  public init() {}
}

public enum FakeFeatures {
  public static func at(_ uri: String, _ line: Int, _ character: Int) -> JSON {
    ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(character)]]
  }

  public static func range(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> LSPRange {
    LSPRange(start: Position(line: a, character: b), end: Position(line: c, character: d))
  }

  /// Every feature, and a request `toy/block` that signals `started` and answers "done" once `release` is signalled.
  public static func blocking(started: DispatchSemaphore, release: DispatchSemaphore) -> Features {
    var features = all
    features.customRequests["toy/block"] = { _, _ in
      started.signal()
      release.wait()
      return "done"
    }
    return features
  }

  /// Every feature, each answering from its inputs.
  public static var all: Features {
    var features = Features()
    features.diagnostics = { context in
      [Diagnostic(range: range(0, 0, 0, 1), severity: .warning, code: .string("fake"), message: context.document.text)]
    }
    features.hover = { context, params in
      let offset = context.document.utf8Offset(of: params.position)
      let kind: MarkupKind = context.client.hoverSupportsMarkdown ? .markdown : .plaintext
      let value = "v\(context.document.version) offset \(offset) settings \(context.settings)"
      return Hover(contents: MarkupContent(kind: kind, value: value), range: LSPRange(at: params.position))
    }
    features.completion = { context, params in
      let snippets = context.client.completionSnippetSupport
      let item = CompletionItem(
        label: "width", kind: .property, detail: params.triggerCharacter,
        insertText: snippets ? "width: $1" : "width: ", insertTextFormat: snippets ? .snippet : .plainText)
      return CompletionList(items: [item])
    }
    features.completionTriggerCharacters = [":", "."]
    features.formatting = { context, params in
      [TextEdit(range: range(0, 0, 99, 0), newText: context.document.text.uppercased() + "\(params.options.tabSize)")]
    }
    features.rangeFormatting = { _, params in [TextEdit(range: params.range, newText: "")] }
    features.documentSymbols = { context, _ in
      [
        DocumentSymbol(
          name: context.document.uri, kind: .class, range: range(0, 0, 1, 0), selectionRange: range(0, 0, 0, 1))
      ]
    }
    features.definition = { context, params in
      [Location(uri: context.document.uri, range: LSPRange(at: params.position))]
    }
    features.references = { context, params in
      let location = Location(uri: context.document.uri, range: LSPRange(at: params.position))
      return params.includeDeclaration ? [location, location] : [location]
    }
    features.documentHighlights = { _, params in [DocumentHighlight(range: LSPRange(at: params.position), kind: .write)]
    }
    features.prepareRename = { _, params in
      PrepareRenameResult(range: LSPRange(at: params.position), placeholder: "old")
    }
    features.rename = { context, params in
      guard !params.newName.isEmpty else { throw ResponseError.requestFailed("a name cannot be empty") }
      return WorkspaceEdit(changes: [
        context.document.uri: [TextEdit(range: range(0, 0, 0, 1), newText: params.newName)]
      ])
    }
    features.foldingRanges = { _, _ in [FoldingRange(startLine: 0, endLine: 2, kind: .region)] }
    features.selectionRanges = { _, params in
      params.positions.compactMap { SelectionRange(chain: [LSPRange(at: $0), range(0, 0, 9, 0)]) }
    }
    features.semanticTokensLegend = SemanticTokensLegend(
      tokenTypes: ["keyword", "property"], tokenModifiers: ["declaration"])
    features.semanticTokens = { _, _ in
      SemanticTokens(tokens: [
        SemanticToken(line: 2, startCharacter: 4, length: 5, tokenType: 1),
        SemanticToken(line: 0, startCharacter: 0, length: 6, tokenType: 0, tokenModifiers: 1),
        SemanticToken(line: 2, startCharacter: 11, length: 3, tokenType: 1),
      ])
    }
    features.semanticTokensRange = { _, _ in SemanticTokens(data: []) }
    features.inlayHints = { _, params in [InlayHint(position: params.range.end, label: "= 60", kind: .type)] }
    features.codeActions = { context, params in
      params.diagnostics.map { diagnostic in
        CodeAction(
          title: "fix \(diagnostic.message)", kind: .quickFix, diagnostics: [diagnostic],
          edit: WorkspaceEdit(changes: [context.document.uri: [TextEdit(range: diagnostic.range, newText: "")]]))
      }
    }
    features.codeActionKinds = [.quickFix]
    features.customRequests["toy/echo"] = { workspace, params in
      ["params": params ?? .null, "documents": .array(workspace.documents.keys.sorted().map(JSON.string))]
    }
    features.customRequests["toy/document"] = { workspace, params in
      guard let uri = params?["uri"]?.stringValue, let document = workspace.documents[uri] else { return nil }
      return ["text": .string(document.text), "version": .int(document.version)]
    }
    features.customRequests["toy/fail"] = { _, _ in throw FakeError() }
    features.extraCapabilities["experimental"] = ["toyPreview": true]
    return features
  }
}
