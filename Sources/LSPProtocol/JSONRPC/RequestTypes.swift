// The protocols that name a request or notification type's method and the JSON its params and result convert
// through.

import TGLJSON

/// A request type: its method name, what its params decode to and what its result encodes from.
public protocol LSPRequest {
  associatedtype Params: JSONDecodable & Sendable
  associatedtype Response: JSONEncodable & Sendable
  static var method: String { get }
}

/// A notification type: its method name and params.
public protocol LSPNotification {
  associatedtype Params: JSONDecodable & Sendable
  static var method: String { get }
}
