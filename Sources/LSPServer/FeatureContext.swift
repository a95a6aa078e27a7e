// What a feature sees when it runs: the target document and a snapshot of the workspace and settings.

import LSPProtocol

/// The state of the server at the moment a request arrived (documents, settings, client capabilities).
public struct WorkspaceSnapshot: Sendable {
  /// Every open document, at the version current when the request arrived.
  public let documents: [DocumentURI: DocumentSnapshot]
  /// The settings: `initializationOptions`, then replaced by each `workspace/didChangeConfiguration`.
  public let settings: JSON
  public let client: ClientCapabilities
  public let rootURI: DocumentURI?
  /// The workspace folders of `initialize` (`rootUri` when the client sent none).
  public let workspaceFolders: [DocumentURI]

  public init(
    documents: [DocumentURI: DocumentSnapshot], settings: JSON, client: ClientCapabilities, rootURI: DocumentURI?,
    workspaceFolders: [DocumentURI] = []
  ) {
    self.documents = documents
    self.settings = settings
    self.client = client
    self.rootURI = rootURI
    self.workspaceFolders = workspaceFolders.isEmpty ? rootURI.map { [$0] } ?? [] : workspaceFolders
  }
}

/// The context of a request about one document.
public struct FeatureContext: Sendable {
  /// The document the request is about.
  public let document: DocumentSnapshot
  public let workspace: WorkspaceSnapshot

  public init(document: DocumentSnapshot, workspace: WorkspaceSnapshot) {
    self.document = document
    self.workspace = workspace
  }

  public var settings: JSON { workspace.settings }
  public var client: ClientCapabilities { workspace.client }
}
