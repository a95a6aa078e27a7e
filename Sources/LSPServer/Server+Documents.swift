// Document sync and settings: applied on the main loop in arrival order, each followed by fresh diagnostics.

import LSPProtocol

extension Server {
  func didOpen(_ params: DidOpenTextDocumentParams) {
    let document = documents.open(params.textDocument)
    let dependentsFirst = dependentsBeforeDocument(document.uri)
    if dependentsFirst { dependentsChanged(document.uri) }
    scheduleDiagnostics(for: document)
    document.prepareLineIndex()
    workspaceChanged(.opened, [document.uri])
    if !dependentsFirst { dependentsChanged(document.uri) }
  }

  func didChange(_ params: DidChangeTextDocumentParams) {
    let uri = params.textDocument.uri
    guard let previous = documents[uri] else {
      options.log("ignored a change to a document that is not open: \(uri)")
      return
    }
    if params.textDocument.version <= previous.version {
      options.log("\(uri): version \(params.textDocument.version) follows version \(previous.version)")
    }
    guard let document = documents.change(params) else { return }
    let dependentsFirst = dependentsBeforeDocument(uri)
    if dependentsFirst { dependentsChanged(uri) }
    scheduleDiagnostics(for: document)
    document.prepareLineIndex()
    workspaceChanged(.changed, [uri])
    if !dependentsFirst { dependentsChanged(uri) }
  }

  /// Whether the features read the dependents' analyses in the document's diagnostics (`Features.dependentsBeforeDocument`).
  func dependentsBeforeDocument(_ uri: DocumentURI) -> Bool {
    features.dependentsBeforeDocument?(workspaceSnapshot(), uri) ?? false
  }

  func didClose(_ params: DidCloseTextDocumentParams) {
    let uri = params.textDocument.uri
    guard documents.close(uri) else { return }
    diagnostics.invalidate(uri)
    features.documentClosed?(uri)
    workspaceChanged(.closed, [uri])
    if features.diagnostics != nil && pushesDiagnostics {
      publish(PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
    }
    dependentsChanged(uri)
  }

  /// Analyses again the other open documents that read `uri` (they import it), after the document's own diagnostics
  /// are scheduled: one mechanism with a change on disk (`filesChanged(readBy:)`), the graph the features keep.
  func dependentsChanged(_ uri: DocumentURI) {
    guard let dependents = features.documentDependents?(workspaceSnapshot(), uri) else { return }
    filesChanged(readBy: dependents.filter { $0 != uri })
  }

  /// Analyses again the open documents that read a file that changed on disk, and publishes their diagnostics.
  func filesChanged(readBy uris: [DocumentURI]) {
    for uri in uris {
      if let document = documents[uri] { scheduleDiagnostics(for: document) }
    }
    // A client that pulls asks again when told that what it holds may be stale.
    if !uris.isEmpty && !pushesDiagnostics && client.diagnosticsRefreshSupport {
      sendRequest("workspace/diagnostic/refresh", nil)
    }
  }

  func didChangeConfiguration(_ params: DidChangeConfigurationParams) {
    if let section = options.settingsSection, let sectionSettings = params.settings[section] {
      settings = sectionSettings
    } else {
      settings = params.settings
    }
    for uri in documents.documents.keys.sorted() {
      if let document = documents[uri] { scheduleDiagnostics(for: document) }
    }
    workspaceChanged(.settings, documents.documents.keys.sorted())
    // A client that pulls asks again when told that the settings changed what it holds.
    if !pushesDiagnostics && client.diagnosticsRefreshSupport { sendRequest("workspace/diagnostic/refresh", nil) }
    if features.codeLenses != nil && client.codeLensRefreshSupport { sendRequest("workspace/codeLens/refresh", nil) }
  }
}
