// Selection ranges: for each cursor, the chain of ever larger syntactic ranges ("expand selection").

import TGLJSON

public struct SelectionRange: Hashable, Sendable, JSONConvertible {
  public var range: LSPRange
  /// The next larger range; boxed because the chain is recursive.
  public var parent: Box<SelectionRange>?

  public init(range: LSPRange, parent: SelectionRange? = nil) {
    self.range = range
    self.parent = parent.map(Box.init)
  }

  /// A chain from the innermost range outwards.
  public init?(chain: [LSPRange]) {
    guard let innermost = chain.first else { return nil }
    self.init(range: innermost, parent: SelectionRange(chain: Array(chain.dropFirst())))
  }

  public init(json: JSON) throws(JSONDecodingError) {
    range = try json.decode("range")
    parent = try json.decodeIfPresent("parent", as: SelectionRange.self).map(Box.init)
  }

  public var json: JSON {
    var object: JSONObject = ["range": range.json]
    if let parent { object.append(key: "parent", value: parent.value.json) }
    return .object(object)
  }
}

/// A heap box that gives a recursive struct a finite size.
public final class Box<Value: Hashable & Sendable>: Hashable, Sendable {
  public let value: Value
  public init(_ value: Value) { self.value = value }
  public static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

public struct SelectionRangeParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var positions: [Position]

  public init(textDocument: TextDocumentIdentifier, positions: [Position]) {
    self.textDocument = textDocument
    self.positions = positions
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    positions = try json.decode("positions")
  }

  public var json: JSON { ["textDocument": textDocument.json, "positions": positions.json] }
}

public enum SelectionRangeRequest: LSPRequest {
  public static let method = "textDocument/selectionRange"
  public typealias Params = SelectionRangeParams
  public typealias Response = [SelectionRange]
}
