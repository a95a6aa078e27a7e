// Workspace-wide requests and notifications: symbols across files, watched files, dynamic registration.

import TGLJSON

/// A symbol found anywhere in the workspace (`workspace/symbol`).
public struct SymbolInformation: Hashable, Sendable, JSONConvertible {
  public var name: String
  public var kind: SymbolKind
  public var location: Location
  /// The enclosing symbol's name, shown beside the symbol.
  public var containerName: String?

  public init(name: String, kind: SymbolKind, location: Location, containerName: String? = nil) {
    self.name = name
    self.kind = kind
    self.location = location
    self.containerName = containerName
  }

  public init(json: JSON) throws(JSONDecodingError) {
    name = try json.decode("name")
    kind = try json.decode("kind")
    location = try json.decode("location")
    containerName = try json.decodeIfPresent("containerName")
  }

  public var json: JSON {
    var object: JSONObject = ["name": .string(name), "kind": kind.json, "location": location.json]
    if let containerName { object.append(key: "containerName", value: .string(containerName)) }
    return .object(object)
  }
}

public struct WorkspaceSymbolParams: Hashable, Sendable, JSONConvertible {
  public var query: String

  public init(query: String) { self.query = query }

  public init(json: JSON) throws(JSONDecodingError) {
    query = try json.decode("query")
  }

  public var json: JSON { ["query": .string(query)] }
}

public enum WorkspaceSymbolRequest: LSPRequest {
  public static let method = "workspace/symbol"
  public typealias Params = WorkspaceSymbolParams
  public typealias Response = [SymbolInformation]
}

/// What happened to a watched file.
public enum FileChangeType: Int, Hashable, Sendable, JSONConvertible {
  case created = 1
  case changed = 2
  case deleted = 3

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = FileChangeType(rawValue: raw) else {
      throw JSONDecodingError.expected("a file change type (1-3)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
}

public struct FileEvent: Hashable, Sendable, JSONConvertible {
  public var uri: DocumentURI
  public var type: FileChangeType

  public init(uri: DocumentURI, type: FileChangeType) {
    self.uri = uri
    self.type = type
  }

  public init(json: JSON) throws(JSONDecodingError) {
    uri = try json.decode("uri")
    type = try json.decode("type")
  }

  public var json: JSON { ["uri": .string(uri), "type": type.json] }
}

/// The params of `workspace/didChangeWatchedFiles`.
public struct DidChangeWatchedFilesParams: Hashable, Sendable, JSONConvertible {
  public static let method = "workspace/didChangeWatchedFiles"
  public var changes: [FileEvent]

  public init(changes: [FileEvent]) { self.changes = changes }

  public init(json: JSON) throws(JSONDecodingError) {
    changes = try json.decode("changes")
  }

  public var json: JSON { ["changes": changes.json] }
}

/// One capability the server registers with the client after `initialized` (`client/registerCapability`).
public struct Registration: Hashable, Sendable, JSONConvertible {
  public var id: String
  public var method: String
  public var registerOptions: JSON?

  public init(id: String, method: String, registerOptions: JSON? = nil) {
    self.id = id
    self.method = method
    self.registerOptions = registerOptions
  }

  public init(json: JSON) throws(JSONDecodingError) {
    id = try json.decode("id")
    method = try json.decode("method")
    registerOptions = json["registerOptions"]
  }

  public var json: JSON {
    var object: JSONObject = ["id": .string(id), "method": .string(method)]
    if let registerOptions { object.append(key: "registerOptions", value: registerOptions) }
    return .object(object)
  }
}

/// The params of `client/registerCapability`, a request from the server to the client.
public struct RegistrationParams: Hashable, Sendable, JSONConvertible {
  public static let method = "client/registerCapability"
  public var registrations: [Registration]

  public init(registrations: [Registration]) { self.registrations = registrations }

  public init(json: JSON) throws(JSONDecodingError) {
    registrations = try json.decode("registrations")
  }

  public var json: JSON { ["registrations": registrations.json] }
}
