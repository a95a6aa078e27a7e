// Hover, completion and inlay hints: the features that show computed layout.

import LSPProtocol
import TGLIDE

extension TGLHandlers {
  var hover: RequestHandler<HoverRequest> {
    { [self] context, params in
      let document = context.document
      let markdown = context.client.hoverSupportsMarkdown
      let offset = document.utf8Offset(of: params.position)
      guard let hover = analysis(context).hover(at: offset, format: markdown ? .markdown : .plainText) else {
        return nil
      }
      let contents = MarkupContent(kind: markdown ? .markdown : .plaintext, value: hover.text)
      return Hover(contents: contents, range: document.lspRange(hover.range))
    }
  }

  var completion: RequestHandler<CompletionRequest> {
    { [self] context, params in
      let document = context.document
      let offset = document.utf8Offset(of: params.position)
      let client = context.client
      // Documentation waits for resolve when the client asks for it there; the list stays small.
      let deferred = client.completionResolveProperties.contains("documentation")
      let data: JSON = ["uri": .string(document.uri), "position": params.position.json]
      let items = analysis(context).completions(at: offset, options: completionOptions(client)).map { item in
        LSPProtocol.CompletionItem(
          label: item.label,
          labelDetails: client.completionLabelDetailsSupport
            ? item.labelDescription.map { CompletionItemLabelDetails(description: $0) } : nil,
          kind: CompletionItemKind(item.kind), detail: item.detail,
          documentation: deferred ? nil : documentation(item, client), sortText: item.sortText,
          // The text edit carries the text (a client ignores `insertText` beside it); plain text is the default.
          insertTextFormat: item.isSnippet ? .snippet : nil,
          textEdit: LSPProtocol.TextEdit(range: document.lspRange(item.range), newText: item.insertText),
          data: deferred && item.documentation != nil ? data : JSON?.none)
      }
      return CompletionList(isIncomplete: false, items: items)
    }
  }

  /// The item's documentation, from the completions at the position its `data` names in the current version.
  var completionResolve: WorkspaceRequestHandler<CompletionResolveRequest> {
    { [self] workspace, item in
      guard let uri = item.data?["uri"]?.stringValue, let document = workspace.documents[uri],
        let position = try? Position(json: item.data?["position"] ?? .null)
      else { return item }
      let context = FeatureContext(document: document, workspace: workspace)
      let offset = document.utf8Offset(of: position)
      let kind = item.kind
      let found = analysis(context).completions(at: offset, options: completionOptions(workspace.client)).first {
        $0.label == item.label && CompletionItemKind($0.kind) == kind
      }
      var resolved = item
      resolved.documentation = found.flatMap { documentation($0, workspace.client) }
      return resolved
    }
  }

  func completionOptions(_ client: ClientCapabilities) -> CompletionOptions {
    CompletionOptions(snippets: client.completionSnippetSupport)
  }

  func documentation(_ item: TGLIDE.CompletionItem, _ client: ClientCapabilities) -> MarkupContent? {
    let markdown = client.completionDocumentationFormats.contains(.markdown)
    return item.documentation.map { MarkupContent(kind: markdown ? .markdown : .plaintext, value: $0) }
  }

  var inlayHints: RequestHandler<InlayHintRequest> {
    { [self] context, params in
      let document = context.document
      return analysis(context).inlayHints(in: document.textRange(params.range)).map { hint in
        LSPProtocol.InlayHint(
          position: document.position(ofUTF8Offset: hint.offset), label: hint.label, kind: .type,
          tooltip: MarkupContent(kind: .plaintext, value: hint.tooltip), paddingLeft: true)
      }
    }
  }
}
