// JSON-RPC and LSP error codes, and the error object a response carries.

import TGLJSON

/// An error code of JSON-RPC 2.0 or of the Language Server Protocol.
public struct ErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  // JSON-RPC 2.0.
  public static let parseError = ErrorCode(rawValue: -32700)
  public static let invalidRequest = ErrorCode(rawValue: -32600)
  public static let methodNotFound = ErrorCode(rawValue: -32601)
  public static let invalidParams = ErrorCode(rawValue: -32602)
  public static let internalError = ErrorCode(rawValue: -32603)
  // LSP.
  public static let serverNotInitialized = ErrorCode(rawValue: -32002)
  public static let unknownError = ErrorCode(rawValue: -32001)
  public static let requestFailed = ErrorCode(rawValue: -32803)
  public static let serverCancelled = ErrorCode(rawValue: -32802)
  public static let contentModified = ErrorCode(rawValue: -32801)
  public static let requestCancelled = ErrorCode(rawValue: -32800)

  public var description: String { String(rawValue) }
}

/// The `error` member of a response; also thrown by request handlers to answer with an error.
public struct ResponseError: Error, Hashable, Sendable, CustomStringConvertible {
  public var code: ErrorCode
  public var message: String
  public var data: JSON?

  public init(_ code: ErrorCode, _ message: String, data: JSON? = nil) {
    self.code = code
    self.message = message
    self.data = data
  }

  public static func invalidParams(_ message: String) -> ResponseError { ResponseError(.invalidParams, message) }
  public static func requestFailed(_ message: String) -> ResponseError { ResponseError(.requestFailed, message) }

  public var description: String { "error \(code.rawValue): \(message)" }

  public var json: JSON {
    var object: JSONObject = ["code": .int(code.rawValue), "message": .string(message)]
    if let data { object["data"] = data }
    return .object(object)
  }

  /// Reads an error object; nil when `code` or `message` is missing.
  public init?(json: JSON) {
    guard let code = json["code"]?.intValue, let message = json["message"]?.stringValue else { return nil }
    self.init(ErrorCode(rawValue: code), message, data: json["data"])
  }
}
