// Document colours: the colours a document writes, and the ways to write a colour the user picked.

import TGLJSON

public struct LSPColor: Hashable, Sendable, JSONConvertible {
  /// Each channel from 0 to 1.
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public init(json: JSON) throws(JSONDecodingError) {
    red = try json.decode("red")
    green = try json.decode("green")
    blue = try json.decode("blue")
    alpha = try json.decode("alpha")
  }

  public var json: JSON {
    ["red": .double(red), "green": .double(green), "blue": .double(blue), "alpha": .double(alpha)]
  }
}

public struct ColorInformation: Hashable, Sendable, JSONConvertible {
  public var range: LSPRange
  public var color: LSPColor

  public init(range: LSPRange, color: LSPColor) {
    self.range = range
    self.color = color
  }

  public init(json: JSON) throws(JSONDecodingError) {
    range = try json.decode("range")
    color = try json.decode("color")
  }

  public var json: JSON { ["range": range.json, "color": color.json] }
}

public enum DocumentColorRequest: LSPRequest {
  public static let method = "textDocument/documentColor"
  public typealias Params = TextDocumentParams
  public typealias Response = [ColorInformation]
}

public struct ColorPresentationParams: Hashable, Sendable, JSONConvertible {
  public var textDocument: TextDocumentIdentifier
  public var color: LSPColor
  public var range: LSPRange

  public init(textDocument: TextDocumentIdentifier, color: LSPColor, range: LSPRange) {
    self.textDocument = textDocument
    self.color = color
    self.range = range
  }

  public init(json: JSON) throws(JSONDecodingError) {
    textDocument = try json.decode("textDocument")
    color = try json.decode("color")
    range = try json.decode("range")
  }

  public var json: JSON { ["textDocument": textDocument.json, "color": color.json, "range": range.json] }
}

public struct LSPColorPresentation: Hashable, Sendable, JSONConvertible {
  public var label: String
  public var textEdit: TextEdit?

  public init(label: String, textEdit: TextEdit? = nil) {
    self.label = label
    self.textEdit = textEdit
  }

  public init(json: JSON) throws(JSONDecodingError) {
    label = try json.decode("label")
    textEdit = try json.decodeIfPresent("textEdit")
  }

  public var json: JSON {
    var object: JSONObject = ["label": .string(label)]
    if let textEdit { object.append(key: "textEdit", value: textEdit.json) }
    return .object(object)
  }
}

public enum ColorPresentationRequest: LSPRequest {
  public static let method = "textDocument/colorPresentation"
  public typealias Params = ColorPresentationParams
  public typealias Response = [LSPColorPresentation]
}
