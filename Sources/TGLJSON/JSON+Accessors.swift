// Read accessors on JSON values: optional views that never trap.

extension JSON {
  /// The member `key` of an object; nil for absent keys and for values that are not objects.
  public subscript(key: String) -> JSON? {
    guard case .object(let object) = self else { return nil }
    return object[key]
  }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The value as an `Int`, also for doubles that hold an integer exactly.
  public var intValue: Int? {
    switch self {
    case .int(let value): return value
    case .double(let value):
      guard value.rounded() == value, let exact = Int(exactly: value) else { return nil }
      return exact
    default: return nil
    }
  }

  public var doubleValue: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value): return value
    default: return nil
    }
  }

  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  public var arrayValue: [JSON]? {
    if case .array(let value) = self { return value }
    return nil
  }

  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }
}
