// The params of requests that target one text document, so a server can route them to the document's snapshot.

import TGLJSON

/// Params that name the document a request is about.
public protocol TextDocumentRequestParams: JSONDecodable {
  var textDocument: TextDocumentIdentifier { get }
}

extension TextDocumentPositionParams: TextDocumentRequestParams {}
extension TextDocumentParams: TextDocumentRequestParams {}
extension CompletionParams: TextDocumentRequestParams {}
extension DocumentFormattingParams: TextDocumentRequestParams {}
extension DocumentRangeFormattingParams: TextDocumentRequestParams {}
extension ReferenceParams: TextDocumentRequestParams {}
extension RenameParams: TextDocumentRequestParams {}
extension SelectionRangeParams: TextDocumentRequestParams {}
extension SemanticTokensRangeParams: TextDocumentRequestParams {}
extension InlayHintParams: TextDocumentRequestParams {}
extension CodeActionParams: TextDocumentRequestParams {}
extension ColorPresentationParams: TextDocumentRequestParams {}
