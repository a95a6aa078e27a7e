// Commands: `workspace/executeCommand` from the client, and `window/showDocument`, which a command may ask the
// client to do.

import TGLJSON

/// The params of `workspace/executeCommand`: a command the server advertised, with the arguments of the code action
/// (or other source) that carried it.
public struct ExecuteCommandParams: Hashable, Sendable, JSONConvertible {
  public static let method = "workspace/executeCommand"
  public var command: String
  public var arguments: [JSON]

  public init(command: String, arguments: [JSON] = []) {
    self.command = command
    self.arguments = arguments
  }

  public init(json: JSON) throws(JSONDecodingError) {
    command = try json.decode("command")
    arguments = try json.decodeIfPresent("arguments") ?? []
  }

  public var json: JSON { ["command": .string(command), "arguments": .array(arguments)] }
}

/// The params of the server's request `window/showDocument` (LSP 3.16): open a document, such as a generated file.
public struct ShowDocumentParams: Hashable, Sendable, JSONConvertible {
  public static let method = "window/showDocument"
  public var uri: DocumentURI
  public var takeFocus: Bool

  public init(uri: DocumentURI, takeFocus: Bool = true) {
    self.uri = uri
    self.takeFocus = takeFocus
  }

  public init(json: JSON) throws(JSONDecodingError) {
    uri = try json.decode("uri")
    takeFocus = try json.decodeIfPresent("takeFocus") ?? false
  }

  public var json: JSON { ["uri": .string(uri), "takeFocus": .bool(takeFocus)] }
}

extension ClientCapabilities {
  /// `window.showDocument.support`: whether the client opens documents the server asks it to show.
  public var showDocumentSupport: Bool { raw["window"]?["showDocument"]?["support"]?.boolValue ?? false }
}
