// Positions, ranges and locations: the coordinates of LSP, in lines and UTF-16 code units.

import TGLJSON

/// A document URI as the client sent it (compared as text, never rewritten).
public typealias DocumentURI = String

/// A zero-based line and a zero-based offset in UTF-16 code units within that line.
public struct Position: Hashable, Sendable, Comparable, JSONConvertible, CustomStringConvertible {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  public init(json: JSON) throws(JSONDecodingError) {
    line = try json.decode("line")
    character = try json.decode("character")
  }

  public var json: JSON { ["line": .int(line), "character": .int(character)] }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"line\":")
    writer.int(line)
    writer.raw(",\"character\":")
    writer.int(character)
    writer.byte(UInt8(ascii: "}"))
  }

  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }

  public var description: String { "\(line):\(character)" }
}

/// A range between two positions (`end` exclusive); `start <= end` is not enforced, readers must clamp.
public struct LSPRange: Hashable, Sendable, JSONConvertible, CustomStringConvertible {
  public var start: Position
  public var end: Position

  public init(start: Position, end: Position) {
    self.start = start
    self.end = end
  }

  /// An empty range at `position`.
  public init(at position: Position) {
    self.init(start: position, end: position)
  }

  public init(json: JSON) throws(JSONDecodingError) {
    start = try json.decode("start")
    end = try json.decode("end")
  }

  public var json: JSON { ["start": start.json, "end": end.json] }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"start\":")
    start.writeJSON(to: &writer)
    writer.raw(",\"end\":")
    end.writeJSON(to: &writer)
    writer.byte(UInt8(ascii: "}"))
  }

  public var description: String { "\(start)-\(end)" }
}

/// A range in a document.
public struct Location: Hashable, Sendable, JSONConvertible {
  public var uri: DocumentURI
  public var range: LSPRange

  public init(uri: DocumentURI, range: LSPRange) {
    self.uri = uri
    self.range = range
  }

  public init(json: JSON) throws(JSONDecodingError) {
    uri = try json.decode("uri")
    range = try json.decode("range")
  }

  public var json: JSON { ["uri": .string(uri), "range": range.json] }

  public func writeJSON(to writer: inout JSONWriter) {
    writer.raw("{\"uri\":")
    writer.string(uri)
    writer.raw(",\"range\":")
    range.writeJSON(to: &writer)
    writer.byte(UInt8(ascii: "}"))
  }
}

/// A command the client can run (attached to code actions and completions).
public struct Command: Hashable, Sendable, JSONConvertible {
  public var title: String
  public var command: String
  public var arguments: [JSON]?

  public init(title: String, command: String, arguments: [JSON]? = nil) {
    self.title = title
    self.command = command
    self.arguments = arguments
  }

  public init(json: JSON) throws(JSONDecodingError) {
    title = try json.decode("title")
    command = try json.decode("command")
    arguments = try json.decodeIfPresent("arguments")
  }

  public var json: JSON {
    var object: JSONObject = ["title": .string(title), "command": .string(command)]
    if let arguments { object["arguments"] = .array(arguments) }
    return .object(object)
  }
}
