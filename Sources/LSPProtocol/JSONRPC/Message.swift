// The JSON-RPC 2.0 message model: requests, notifications and responses.

import TGLJSON

/// A request: it has an id and expects exactly one response.
public struct Request: Hashable, Sendable {
  public var id: RequestID
  public var method: String
  /// An object or an array, or nil when absent.
  public var params: JSON?

  public init(id: RequestID, method: String, params: JSON? = nil) {
    self.id = id
    self.method = method
    self.params = params
  }
}

/// A notification: it has no id and gets no response.
public struct Notification: Hashable, Sendable {
  public var method: String
  public var params: JSON?

  public init(method: String, params: JSON? = nil) {
    self.method = method
    self.params = params
  }
}

/// A response: a result or an error; its id is nil only when the request's id could not be read.
public struct Response: Hashable, Sendable {
  public var id: RequestID?
  public var result: Result<JSON, ResponseError>

  public init(id: RequestID?, result: Result<JSON, ResponseError>) {
    self.id = id
    self.result = result
  }

  public init(id: RequestID?, error: ResponseError) {
    self.init(id: id, result: .failure(error))
  }
}

/// Any JSON-RPC message.
public enum Message: Hashable, Sendable {
  case request(Request)
  case notification(Notification)
  case response(Response)
}
