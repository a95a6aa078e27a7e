// The protocols that types adopt to convert to and from JSON by hand (the LSP structures do), and their decoding
// error.

/// A value that writes itself as JSON.
///
/// Types on the hot path of a request (hover, completion) also write their compact encoding straight to bytes
/// (`writeJSON`), skipping the tree; the default goes through `json`.
public protocol JSONEncodable {
  var json: JSON { get }
  /// Appends exactly the bytes of `json.serialized()`.
  func writeJSON(to writer: inout JSONWriter)
}

extension JSONEncodable {
  public func writeJSON(to writer: inout JSONWriter) { writer.json(json) }
}

/// A value that reads itself from JSON; errors name the path to the offending member.
public protocol JSONDecodable {
  init(json: JSON) throws(JSONDecodingError)
}

public typealias JSONConvertible = JSONDecodable & JSONEncodable

/// Why a JSON value does not have the expected shape, with the path to the member (for -32602 messages).
public struct JSONDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Member names and array indices from the root, e.g. `["textDocument", "uri"]`.
  public var path: [String]
  public var problem: String

  public init(_ problem: String, path: [String] = []) {
    self.problem = problem
    self.path = path
  }

  public static func expected(_ what: String, got value: JSON) -> JSONDecodingError {
    let shown = value.serializedString
    return JSONDecodingError("expected \(what), got \(shown.count > 40 ? String(shown.prefix(40)) + "…" : shown)")
  }

  public func within(_ component: String) -> JSONDecodingError {
    JSONDecodingError(problem, path: [component] + path)
  }

  public var description: String {
    path.isEmpty ? problem : "\(path.joined(separator: ".")): \(problem)"
  }
}

extension JSON {
  /// Decodes the required member `key` of an object.
  public func decode<Value: JSONDecodable>(
    _ key: String, as type: Value.Type = Value.self
  ) throws(JSONDecodingError) -> Value {
    guard case .object(let object) = self else { throw JSONDecodingError.expected("an object", got: self) }
    guard let member = object[key] else { throw JSONDecodingError("missing member", path: [key]) }
    do throws(JSONDecodingError) {
      return try Value(json: member)
    } catch {
      throw error.within(key)
    }
  }

  /// Decodes the member `key` of an object; nil when it is absent or null.
  public func decodeIfPresent<Value: JSONDecodable>(
    _ key: String, as type: Value.Type = Value.self
  ) throws(JSONDecodingError) -> Value? {
    guard case .object(let object) = self else { throw JSONDecodingError.expected("an object", got: self) }
    guard let member = object[key], member != .null else { return nil }
    do throws(JSONDecodingError) {
      return try Value(json: member)
    } catch {
      throw error.within(key)
    }
  }
}

extension String: JSONConvertible {
  public init(json: JSON) throws(JSONDecodingError) {
    guard case .string(let value) = json else { throw JSONDecodingError.expected("a string", got: json) }
    self = value
  }
  public var json: JSON { .string(self) }
  public func writeJSON(to writer: inout JSONWriter) { writer.string(self) }
}

extension Int: JSONConvertible {
  public init(json: JSON) throws(JSONDecodingError) {
    guard let value = json.intValue else { throw JSONDecodingError.expected("an integer", got: json) }
    self = value
  }
  public var json: JSON { .int(self) }
  public func writeJSON(to writer: inout JSONWriter) { writer.int(self) }
}

extension Double: JSONConvertible {
  public init(json: JSON) throws(JSONDecodingError) {
    guard let value = json.doubleValue else { throw JSONDecodingError.expected("a number", got: json) }
    self = value
  }
  public var json: JSON { .double(self) }
}

extension Bool: JSONConvertible {
  public init(json: JSON) throws(JSONDecodingError) {
    guard case .bool(let value) = json else { throw JSONDecodingError.expected("a boolean", got: json) }
    self = value
  }
  public var json: JSON { .bool(self) }
}

extension JSON: JSONConvertible {
  public init(json: JSON) { self = json }
  public var json: JSON { self }
}

extension Array: JSONDecodable where Element: JSONDecodable {
  public init(json: JSON) throws(JSONDecodingError) {
    guard case .array(let elements) = json else { throw JSONDecodingError.expected("an array", got: json) }
    var result: [Element] = []
    result.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      do throws(JSONDecodingError) {
        result.append(try Element(json: element))
      } catch {
        throw error.within(String(index))
      }
    }
    self = result
  }
}

extension Array: JSONEncodable where Element: JSONEncodable {
  public var json: JSON { .array(map(\.json)) }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.byte(UInt8(ascii: "["))
    // Each element written where it is: a loop variable was a copy of it, and copying a completion item retains and
    // releases its strings.
    for position in indices {
      if position > 0 { writer.byte(UInt8(ascii: ",")) }
      self[position].writeJSON(to: &writer)
    }
    writer.byte(UInt8(ascii: "]"))
  }
}

extension Optional: JSONEncodable where Wrapped: JSONEncodable {
  /// `null` for nil, as LSP responses use it.
  public var json: JSON { self?.json ?? .null }

  public func writeJSON(to writer: inout JSONWriter) {
    if let self { self.writeJSON(to: &writer) } else { writer.null() }
  }
}
