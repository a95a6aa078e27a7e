// Diagnostics (severity, code, code description, related information, tags) and the notification that publishes them.

import TGLJSON

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

  public func writeJSON(to writer: inout JSONWriter) { writer.int(rawValue) }
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

  public func writeJSON(to writer: inout JSONWriter) { writer.int(rawValue) }
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

  public func writeJSON(to writer: inout JSONWriter) {
    switch self {
    case .number(let value): writer.int(value)
    case .string(let value): writer.string(value)
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

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"location\":")
    location.writeJSON(to: &writer)
    writer.raw(",\"message\":")
    writer.string(message)
    writer.byte(UInt8(ascii: "}"))
  }
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

  /// The members in `json`'s order, straight to bytes: a file's first diagnostics (498 on the 10,000-line benchmark
  /// document) were a tree of some 10,000 values built and serialised on the main loop before they went out.
  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"range\":")
    range.writeJSON(to: &writer)
    if let severity {
      writer.raw(",\"severity\":")
      severity.writeJSON(to: &writer)
    }
    if let code {
      writer.raw(",\"code\":")
      code.writeJSON(to: &writer)
    }
    if let codeDescriptionHref {
      writer.raw(",\"codeDescription\":{\"href\":")
      writer.string(codeDescriptionHref)
      writer.byte(UInt8(ascii: "}"))
    }
    if let source {
      writer.raw(",\"source\":")
      writer.string(source)
    }
    writer.raw(",\"message\":")
    writer.string(message)
    if let tags {
      writer.raw(",\"tags\":")
      tags.writeJSON(to: &writer)
    }
    if let relatedInformation {
      writer.raw(",\"relatedInformation\":")
      relatedInformation.writeJSON(to: &writer)
    }
    if let data {
      writer.raw(",\"data\":")
      writer.json(data)
    }
    writer.byte(UInt8(ascii: "}"))
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

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"uri\":")
    writer.string(uri)
    if let version {
      writer.raw(",\"version\":")
      writer.int(version)
    }
    writer.raw(",\"diagnostics\":")
    diagnostics.writeJSON(to: &writer)
    writer.byte(UInt8(ascii: "}"))
  }
}
