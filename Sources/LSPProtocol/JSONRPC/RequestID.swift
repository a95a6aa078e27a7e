// The id of a JSON-RPC request: a number or a string.

import TGLJSON

/// A request id as the client sent it; numbers and strings with the same digits are different ids.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
  case number(Int)
  case string(String)

  /// Reads an id; nil for anything but an integer or a string.
  public init?(json: JSON) {
    switch json {
    case .string(let value): self = .string(value)
    case .int(let value): self = .number(value)
    case .double:
      guard let value = json.intValue else { return nil }
      self = .number(value)
    default: return nil
    }
  }

  public var json: JSON {
    switch self {
    case .number(let value): return .int(value)
    case .string(let value): return .string(value)
    }
  }

  public var description: String {
    switch self {
    case .number(let value): return String(value)
    case .string(let value): return value.debugDescription
    }
  }
}
