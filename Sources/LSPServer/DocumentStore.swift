// The open documents, changed only by the main loop, in the order the client sent the changes.

import LSPProtocol

/// The open documents by URI.
struct DocumentStore {
  private(set) var documents: [DocumentURI: DocumentSnapshot] = [:]

  subscript(uri: DocumentURI) -> DocumentSnapshot? { documents[uri] }

  /// Opens (or reopens, replacing) a document.
  mutating func open(_ item: TextDocumentItem) -> DocumentSnapshot {
    let document = DocumentSnapshot(uri: item.uri, languageID: item.languageID, version: item.version, text: item.text)
    documents[item.uri] = document
    return document
  }

  /// Applies a `didChange`; nil when the document is not open.
  mutating func change(_ params: DidChangeTextDocumentParams) -> DocumentSnapshot? {
    guard let document = documents[params.textDocument.uri] else { return nil }
    let changed = document.applying(params.contentChanges, version: params.textDocument.version)
    documents[params.textDocument.uri] = changed
    return changed
  }

  /// Closes a document; false when it was not open.
  mutating func close(_ uri: DocumentURI) -> Bool {
    documents.removeValue(forKey: uri) != nil
  }
}
