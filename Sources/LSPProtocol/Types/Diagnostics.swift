// Diagnostics (severity, code, code description, related information, tags) and the notification that publishes them.

public enum DiagnosticSeverity: Int, Hashable, Sendable, JSONConvertible {
  case error = 1
  case warning = 2
  case information = 3
  case hint = 4

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = DiagnosticSeverity(rawValue: raw) else {
      throw JSONDecodingError.expected("a diagnostic severity (1-4)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
}

public enum DiagnosticTag: Int, Hashable, Sendable, JSONConvertible {
  case unnecessary = 1
  case deprecated = 2

  public init(json: JSON) throws(JSONDecodingError) {
    guard let raw = json.intValue, let value = DiagnosticTag(rawValue: raw) else {
      throw JSONDecodingError.expected("a diagnostic tag (1-2)", got: json)
    }
    self = value
  }

  public var json: JSON { .int(rawValue) }
}

/// A diagnostic code: LSP allows an integer or a string.
public enum DiagnosticCode: Hashable, Sendable, JSONConvertible {
  case number(Int)
  case string(String)

  public init(json: JSON) throws(JSONDecodingError) {
    if case .string(let value) = json {
      self = .string(value)
    } else if let value = json.intValue {
      self = .number(value)
    } else {
      throw JSONDecodingError.expected("an integer or a string", got: json)
    }
  }

  public var json: JSON {
    switch self {
    case .number(let value): return .int(value)
    case .string(let value): return .string(value)
    }
  }
}

/// Another location that explains a diagnostic (for example, the other end of a cycle).
public struct DiagnosticRelatedInformation: Hashable, Sendable, JSONConvertible {
  public var location: Location
  public var message: String

  public init(location: Location, message: String) {
    self.location = location
    self.message = message
  }

  public init(json: JSON) throws(JSONDecodingError) {
    location = try json.decode("location")
    message = try json.decode("message")
  }

  public var json: JSON { ["location": location.json, "message": .string(message)] }
}

public struct Diagnostic: Hashable, Sendable, JSONConvertible {
  public var range: LSPRange
  public var severity: DiagnosticSeverity?
  public var code: DiagnosticCode?
  /// A URI that documents the code (`codeDescription.href`).
  public var codeDescriptionHref: String?
  public var source: String?
  public var message: String
  public var tags: [DiagnosticTag]?
  public var relatedInformation: [DiagnosticRelatedInformation]?
  /// Kept by the client and sent back in code action requests.
  public var data: JSON?

  public init(
    range: LSPRange, severity: DiagnosticSeverity? = nil, code: DiagnosticCode? = nil,
    codeDescriptionHref: String? = nil, source: String? = nil, message: String, tags: [DiagnosticTag]? = nil,
    relatedInformation: [DiagnosticRelatedInformation]? = nil, data: JSON? = nil
  ) {
    self.range = range
    self.severity = severity
    self.code = code
    self.codeDescriptionHref = codeDescriptionHref
    self.source = source
    self.message = message
    self.tags = tags
    self.relatedInformation = relatedInformation
    self.data = data
  }

  public init(json: JSON) throws(JSONDecodingError) {
    range = try json.decode("range")
    severity = try json.decodeIfPresent("severity")
    code = try json.decodeIfPresent("code")
    if let description = json["codeDescription"], description != .null {
      do throws(JSONDecodingError) {
        codeDescriptionHref = try description.decode("href", as: String.self)
      } catch {
        throw error.within("codeDescription")
      }
    }
    source = try json.decodeIfPresent("source")
    message = try json.decode("message")
    tags = try json.decodeIfPresent("tags")
    relatedInformation = try json.decodeIfPresent("relatedInformation")
    data = json["data"]
  }

  public var json: JSON {
    var object: JSONObject = ["range": range.json]
    if let severity { object.append(key: "severity", value: severity.json) }
    if let code { object.append(key: "code", value: code.json) }
    if let codeDescriptionHref { object.append(key: "codeDescription", value: ["href": .string(codeDescriptionHref)]) }
    if let source { object.append(key: "source", value: .string(source)) }
    object.append(key: "message", value: .string(message))
    if let tags { object.append(key: "tags", value: tags.json) }
    if let relatedInformation { object.append(key: "relatedInformation", value: relatedInformation.json) }
    if let data { object.append(key: "data", value: data) }
    return .object(object)
  }
}

/// The params of `textDocument/publishDiagnostics`; `version` is the document version the diagnostics describe.
public struct PublishDiagnosticsParams: Hashable, Sendable, JSONConvertible {
  public static let method = "textDocument/publishDiagnostics"
  public var uri: DocumentURI
  public var version: Int?
  public var diagnostics: [Diagnostic]

  public init(uri: DocumentURI, version: Int?, diagnostics: [Diagnostic]) {
    self.uri = uri
    self.version = version
    self.diagnostics = diagnostics
  }

  public init(json: JSON) throws(JSONDecodingError) {
    uri = try json.decode("uri")
    version = try json.decodeIfPresent("version")
    diagnostics = try json.decode("diagnostics")
  }

  public var json: JSON {
    var object: JSONObject = ["uri": .string(uri)]
    if let version { object.append(key: "version", value: .int(version)) }
    object.append(key: "diagnostics", value: diagnostics.json)
    return .object(object)
  }
}
