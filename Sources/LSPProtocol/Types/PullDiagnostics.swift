// Pull diagnostics (LSP 3.17): the client asks for a document's or the workspace's diagnostics.

import TGLJSON

/// `textDocument/diagnostic`.
public struct DocumentDiagnosticParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  /// The `resultId` of the report the client holds; an unchanged document is answered with `unchanged`.
  public var previousResultID: String?

  public init(textDocument: TextDocumentIdentifier, previousResultID: String? = nil) {
    self.textDocument = textDocument
    self.previousResultID = previousResultID
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    previousResultID = try json.decodeIfPresent("previousResultId")
  }

  public var json: JSON {
    var object: JSONObject = ["textDocument": textDocument.json]
    if let previousResultID { object.append(key: "previousResultId", value: .string(previousResultID)) }
    return .object(object)
  }
}

/// A document's diagnostics, or word that those the client holds (by `resultId`) are still current.
public struct DocumentDiagnosticReport: Hashable, Sendable, JSONConvertible {
  /// nil: `unchanged`.
  public var items: [Diagnostic]?
  public var resultID: String?

  public init(items: [Diagnostic]?, resultID: String?) {
    self.items = items
    self.resultID = resultID
  }

  public init(json: JSON) throws(JSONDecodingError) {
    let kind: String = try json.decode("kind")
    items = kind == "full" ? try json.decode("items") : nil
    resultID = try json.decodeIfPresent("resultId")
  }

  public var json: JSON { .object(members) }

  var members: JSONObject {
    var object: JSONObject = ["kind": .string(items == nil ? "unchanged" : "full")]
    if let resultID { object.append(key: "resultId", value: .string(resultID)) }
    if let items { object.append(key: "items", value: items.json) }
    return object
  }
}

public enum DocumentDiagnosticRequest: LSPRequest {
  public static let method = "textDocument/diagnostic"
  public typealias Params = DocumentDiagnosticParams
  public typealias Response = DocumentDiagnosticReport
}

/// `workspace/diagnostic`.
public struct WorkspaceDiagnosticParams: Hashable, Sendable, JSONConvertible {
  /// The `resultId` the client holds for each document.
  public var previousResultIDs: [DocumentURI: String]

  public init(previousResultIDs: [DocumentURI: String] = [:]) { self.previousResultIDs = previousResultIDs }

  public init(json: JSON) throws(JSONDecodingError) {
    var ids: [DocumentURI: String] = [:]
    for entry in json["previousResultIds"]?.arrayValue ?? [] {
      if let uri = entry["uri"]?.stringValue, let value = entry["value"]?.stringValue { ids[uri] = value }
    }
    previousResultIDs = ids
  }

  public var json: JSON {
    let entries: [JSON] = previousResultIDs.keys.sorted().map { uri in
      ["uri": .string(uri), "value": .string(previousResultIDs[uri] ?? "")]
    }
    return ["previousResultIds": .array(entries)]
  }
}

/// The report of one document in a workspace report.
public struct WorkspaceDocumentDiagnosticReport: Hashable, Sendable, JSONConvertible {
  public var uri: DocumentURI
  /// The open document's version; nil for a file that is not open.
  public var version: Int?
  public var report: DocumentDiagnosticReport

  public init(uri: DocumentURI, version: Int?, report: DocumentDiagnosticReport) {
    self.uri = uri
    self.version = version
    self.report = report
  }

  public init(json: JSON) throws(JSONDecodingError) {
    uri = try json.decode("uri")
    version = try json.decodeIfPresent("version")
    report = try DocumentDiagnosticReport(json: json)
  }

  public var json: JSON {
    var object: JSONObject = ["uri": .string(uri), "version": version.json]
    for (key, value) in report.members { object.append(key: key, value: value) }
    return .object(object)
  }
}

public struct WorkspaceDiagnosticReport: Hashable, Sendable, JSONConvertible {
  public var items: [WorkspaceDocumentDiagnosticReport]

  public init(items: [WorkspaceDocumentDiagnosticReport]) { self.items = items }

  public init(json: JSON) throws(JSONDecodingError) {
    items = try json.decode("items")
  }

  public var json: JSON { ["items": items.json] }
}

public enum WorkspaceDiagnosticRequest: LSPRequest {
  public static let method = "workspace/diagnostic"
  public typealias Params = WorkspaceDiagnosticParams
  public typealias Response = WorkspaceDiagnosticReport
}
