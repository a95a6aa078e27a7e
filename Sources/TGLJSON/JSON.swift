// The JSON value type: a small enum whose objects keep their keys in order, so output is deterministic.

/// A JSON value.
///
/// Integers that fit in `Int` are kept apart from other numbers, so ids and versions round-trip exactly.
public enum JSON: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSON])
  case object(JSONObject)
}

/// The members of a JSON object, in the order they were written or parsed.
///
/// Lookup is linear, which is the fastest choice for the small objects of a protocol; when a key occurs more than
/// once (only possible in parsed input), the last occurrence wins, as in most JSON readers.
public struct JSONObject: Hashable, Sendable {
  /// The members in order, duplicates included.
  public private(set) var entries: [(key: String, value: JSON)]

  public init() { entries = [] }

  public init(entries: [(key: String, value: JSON)]) {
    self.entries = entries
  }

  public init(_ entries: [(String, JSON)]) {
    self.entries = entries.map { (key: $0.0, value: $0.1) }
  }

  public var count: Int { entries.count }
  public var isEmpty: Bool { entries.isEmpty }
  public var keys: [String] { entries.map(\.key) }

  /// The value of `key`, or nil when absent; setting nil removes every occurrence of the key.
  public subscript(key: String) -> JSON? {
    get {
      var index = entries.count
      while index > 0 {
        index -= 1
        if entries[index].key == key { return entries[index].value }
      }
      return nil
    }
    set {
      guard let newValue else {
        entries.removeAll { $0.key == key }
        return
      }
      if let index = entries.lastIndex(where: { $0.key == key }) {
        entries[index].value = newValue
      } else {
        entries.append((key: key, value: newValue))
      }
    }
  }

  /// Appends a member without looking for an earlier one with the same key (used by the parser).
  public mutating func append(key: String, value: JSON) {
    entries.append((key: key, value: value))
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.entries.count == rhs.entries.count else { return false }
    for (left, right) in zip(lhs.entries, rhs.entries) where left.key != right.key || left.value != right.value {
      return false
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(entries.count)
    for entry in entries {
      hasher.combine(entry.key)
      hasher.combine(entry.value)
    }
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, JSON)...) {
    self.init(elements)
  }
}

extension JSONObject: Sequence {
  public func makeIterator() -> IndexingIterator<[(key: String, value: JSON)]> {
    entries.makeIterator()
  }
}
