// Hover, completion and inlay hints: the features that show computed layout.

import LSPProtocol
import LSPServer
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
      let kind: MarkupKind = markdown ? .markdown : .plaintext
      // An element's hover comes as bytes, written into the response as they are.
      let contents: MarkupContent
      switch hover.body {
      case .string(let text): contents = MarkupContent(kind: kind, value: text)
      case .utf8(let bytes): contents = MarkupContent(kind: kind, utf8: bytes)
      }
      return Hover(contents: contents, range: document.lspRange(hover.range))
    }
  }

  /// Completion items without their documentation, which `completionItem/resolve` fills in (`completionResolve`).
  ///
  /// LSP 3.17 (`textDocument/completion`): "By default the request can only delay the computation of the `detail` and
  /// `documentation` properties" — so documentation waits for resolve with every client, also one that lists no
  /// `resolveSupport`; the list is half the bytes it was with documentation inline (docs/dev/performance-journal.md,
  /// "Where a hover or completion round trip goes"). Items that have documentation carry the number of their list as
  /// `data` (`CompletionLists`): Eglot resolves only items with `data`.
  var completion: RequestHandler<CompletionRequest> {
    { [self] context, params in
      let document = context.document
      let offset = document.utf8Offset(of: params.position)
      let client = context.client
      let proposals = analysis(context).completionProposals(at: offset, options: completionOptions(client))
      let items = proposals.items
      let data: JSON? =
        items.contains { $0.documentation != nil }
        ? .int(completionLists.remember(uri: document.uri, position: params.position)) : nil
      // Every item replaces the word under the cursor: a client that takes list defaults (LSP 3.17 `itemDefaults`,
      // VS Code and Neovim do) gets the range and the list's number once instead of on every item.
      let defaults = client.completionItemDefaults
      let sharedRange = items.first.map(\.range)
      let rangeOnce = defaults.contains("editRange") && items.allSatisfy { $0.range == sharedRange }
      let dataOnce = defaults.contains("data") && data != nil
      let editRange = sharedRange.map { document.lspRange($0) }
      let names = workspaceNameItems(context, offset: offset, range: editRange ?? document.lspRange(.empty(at: offset)))
      return CompletionList(
        // Filtered by the word before the cursor, a list is complete only for that word: with `isIncomplete` the
        // client asks again as the word changes (docs/lsp-latency-round5.md, "Completion filtered on the server").
        isIncomplete: proposals.isFiltered,
        itemDefaults: rangeOnce || dataOnce
          ? CompletionItemDefaults(editRange: rangeOnce ? editRange : nil, data: dataOnce ? data : nil) : nil,
        items: items.map { item in
          LSPProtocol.CompletionItem(
            label: item.label,
            labelDetails: client.completionLabelDetailsSupport
              ? item.labelDescription.map { CompletionItemLabelDetails(description: $0) } : nil,
            kind: CompletionItemKind(item.kind), detail: item.detail, sortText: item.sortText,
            // The text edit carries the text (a client ignores `insertText` beside it); plain text is the default.
            insertTextFormat: item.isSnippet ? .snippet : nil,
            textEdit: rangeOnce
              ? nil
              : LSPProtocol.TextEdit(
                range: (item.range == sharedRange ? editRange : nil) ?? document.lspRange(item.range),
                newText: item.insertText),
            textEditText: rangeOnce && item.insertText != item.label ? item.insertText : nil,
            data: item.documentation != nil && !dataOnce ? data : nil)
        } + names)
    }
  }

  /// The workspace names the cursor takes (design-whole-app.md §4): the file's scope, then every other file's
  /// declarations with an edit that adds their import; after the tgl items, each replacing the word at `range`.
  func workspaceNameItems(_ context: FeatureContext, offset: Int, range: LSPRange) -> [LSPProtocol.CompletionItem] {
    let document = context.document
    let analysis = analysis(context)
    guard let place = analysis.namePlace(at: offset),
      let located = WorkspacePlace(uri: document.uri, folders: context.workspace.workspaceFolders)
    else { return [] }
    let program = workspaceProgram(located, wholeWorkspace: true, workspace: context.workspace).program
    let proposals = analysis.nameProposals(at: offset, place: place, file: located.path, program: program)
    return proposals.enumerated().map { index, proposal in
      let kind: CompletionItemKind
      switch proposal.kind {
      case .constant: kind = .constant
      case .style: kind = .struct
      case .component: kind = .class
      case .parameter: kind = .variable
      // Not proposed (a dotted override names an element after the use's own name); a view as elsewhere.
      case .element: kind = .variable
      }
      let from = proposal.file == located.path ? nil : proposal.file
      return LSPProtocol.CompletionItem(
        label: proposal.label, kind: kind,
        detail: proposal.importEdit != nil ? "import from \(proposal.file)" : from.map { "from \($0)" },
        sortText: "1" + String(index + 10000),
        textEdit: LSPProtocol.TextEdit(range: range, newText: proposal.label),
        additionalTextEdits: proposal.importEdit.map { [document.lspEdit($0)] })
    }
  }

  /// The item's documentation, from the completions of its list (`data`) in the document's current version.
  var completionResolve: WorkspaceRequestHandler<CompletionResolveRequest> {
    { [self] workspace, item in
      guard let id = item.data?.intValue, let list = completionLists.entry(id),
        let document = workspace.documents[list.uri]
      else { return item }
      let context = FeatureContext(document: document, workspace: workspace)
      let offset = document.utf8Offset(of: list.position)
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
