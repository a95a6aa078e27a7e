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
      let offset = context.document.utf8Offset(of: params.position)
      let options = CompletionOptions(snippets: context.client.completionSnippetSupport)
      let markdown = context.client.completionDocumentationFormats.contains(.markdown)
      let items = analysis(context).completions(at: offset, options: options).enumerated().map { index, item in
        LSPProtocol.CompletionItem(
          label: item.label, kind: CompletionItemKind(item.kind), detail: item.detail,
          documentation: item.documentation.map { MarkupContent(kind: markdown ? .markdown : .plaintext, value: $0) },
          sortText: String(1000 + index), insertText: item.insertText,
          insertTextFormat: item.isSnippet ? .snippet : .plainText)
      }
      return CompletionList(isIncomplete: false, items: items)
    }
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
