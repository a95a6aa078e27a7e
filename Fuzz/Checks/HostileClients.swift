// Hostile LSP clients: a flood of changes, positions outside the document, unknown URIs, huge and broken messages.

import Foundation
import LSPProtocol
import LSPServer
import TGLLanguageService

/// A client that misbehaves; `run(_:)` plays it against the server with the tgl features and checks the outcome.
///
/// Every scenario sends all its messages without waiting, then `shutdown` and `exit`, and requires that the server
/// answers every request exactly once and exits in time.
public enum HostileClient: String, Sendable, CaseIterable {
  /// 10,000 `didChange` notifications sent without waiting for anything, then a request that sees all of them.
  case rapidChanges = "rapid-changes"
  /// Requests at lines and characters past the end of a line and of the document, negative and `Int.max`.
  case positionsPastTheEnd = "positions-past-the-end"
  /// Requests and notifications for documents that were never opened, or already closed.
  case unknownURIs = "unknown-uris"
  /// One `didOpen` carrying a 50 MB document (light: 2 MB), then requests on it.
  case hugeMessage = "huge-message"
  /// A message over the server's size limit: skipped without being buffered, and the next request answered.
  case oversizedMessage = "oversized-message"
  /// JSON nested 100,000 deep, invalid UTF-8 in a body, a broken header: answered or skipped, never fatal.
  case brokenMessages = "broken-messages"

  /// How long a scenario may take before it counts as a hang.
  public static let timeout: TimeInterval = 600

  /// Plays the scenario; returns what went wrong, empty when the server behaved.
  public func run(_ scale: HostileScale) -> [String] {
    let uri = "file:///hostile.tgl"
    switch self {
    case .rapidChanges:
      var messages = [Self.open(uri, "view A { width: 10 }\n")]
      let changes = scale == .full ? 10_000 : 2_000
      for version in 2...(changes + 1) {
        let range: JSON = ["start": ["line": 0, "character": 6], "end": ["line": 0, "character": 6]]
        messages.append(
          Self.notification(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["range": range, "text": "x"]]]))
      }
      messages.append(Self.request(1, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]))
      return Self.play(messages) { session in
        let name = session.result(of: 1)?.arrayValue?.first?["name"]?.stringValue
        return name == "A" + String(repeating: "x", count: changes) ? [] : ["the last change is not seen: \(name ?? "nil")"]
      }
    case .positionsPastTheEnd:
      var messages = [Self.open(uri, "linear S (vert) {\r\n  view A { width: 10 }\n  label 标题 { height: A.width }\r}\n")]
      let places = [(0, Int.max), (Int.max, 0), (1_000_000_000, 5), (-1, -1), (2, 1_000_000), (1, 24), (4, 0)]
      var id = 1
      for (line, character) in places {
        let position: JSON = ["line": .int(line), "character": .int(character)]
        let range: JSON = ["start": ["line": 0, "character": 0], "end": position]
        let backwards: JSON = ["start": position, "end": ["line": 0, "character": 0]]
        let document: JSON = ["uri": .string(uri)]
        for (method, params) in Self.positionRequests(document, position, range, backwards) {
          messages.append(Self.request(id, method, params))
          id += 1
        }
        let edit: JSON = ["range": backwards, "text": "x"]
        messages.append(
          Self.notification(
            "textDocument/didChange",
            ["textDocument": ["uri": .string(uri), "version": .int(id)], "contentChanges": [edit]]))
      }
      return Self.play(messages) { _ in [] }
    case .unknownURIs:
      let unknown: JSON = ["uri": "file:///never-opened.tgl"]
      let position: JSON = ["line": 0, "character": 0]
      let range: JSON = ["start": position, "end": position]
      var messages = [
        Self.notification(
          "textDocument/didChange",
          ["textDocument": ["uri": "file:///never-opened.tgl", "version": 2], "contentChanges": [["text": "x"]]]),
        Self.notification("textDocument/didClose", ["textDocument": unknown]),
        Self.open(uri, "view A { width: 1 }\n"),
        Self.notification("textDocument/didClose", ["textDocument": ["uri": .string(uri)]]),
      ]
      var id = 1
      for document in [unknown, ["uri": .string(uri)], ["uri": "not a uri"], ["uri": ""]] as [JSON] {
        for (method, params) in Self.positionRequests(document, position, range, range) {
          messages.append(Self.request(id, method, params))
          id += 1
        }
      }
      return Self.play(messages) { session in
        let unexpected = session.results.filter { $0.value != .null && $0.value != .array([]) && $0.key != .number(0) }
        return unexpected.isEmpty ? [] : ["a closed or unknown document has results: \(unexpected.first.map { "\($0)" } ?? "")"]
      }
    case .hugeMessage:
      let text = String(decoding: HostileInput.bigFile.bytes(scale), as: UTF8.self)
      let messages = [
        Self.open(uri, text),
        Self.request(1, "textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": 1, "character": 10]]),
        Self.request(2, "textDocument/foldingRange", ["textDocument": ["uri": .string(uri)]]),
      ]
      return Self.play(messages) { session in
        session.result(of: 1) == nil ? ["the hover on the huge document failed"] : []
      }
    case .oversizedMessage:
      let big = Self.open(uri, String(repeating: "view A { width: 1 }\n", count: 100_000))
      let messages = [big, Self.open("file:///small.tgl", "view B {}\n"), Self.request(1, "textDocument/documentSymbol", ["textDocument": ["uri": "file:///small.tgl"]])]
      var options = ServerOptions(name: "tgl", log: { _ in })
      options.maximumMessageSize = 1 << 20
      return Self.play(messages, options: options) { session in
        session.result(of: 1)?.arrayValue?.count == 1 ? [] : ["the request after an oversized message was not answered"]
      }
    case .brokenMessages:
      var raw: [UInt8] = []
      raw += Message.frame(body: Array(repeating: UInt8(ascii: "["), count: 100_000))
      raw += Message.frame(body: Array(#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","params":{"x":""#.utf8) + [0xFF, 0xFE] + Array(#""}}"#.utf8))
      raw += Array("Content-Length: 99999999999999999999999\r\n\r\n".utf8)
      raw += Array("Content-Length: -5\r\n\r\n".utf8)
      raw += Array("garbage without a header end\r\n".utf8) + Array(repeating: UInt8(ascii: "z"), count: 20_000) + Array("\r\n\r\n".utf8)
      let messages = [Self.request(1, "textDocument/documentSymbol", ["textDocument": ["uri": "file:///nothing.tgl"]])]
      return Self.play(messages, rawBefore: raw) { session in
        session.parseErrors >= 2 ? [] : ["broken bodies were not answered with parse errors (\(session.parseErrors))"]
      }
    }
  }

  /// One request of each kind that takes a position or a range.
  static func positionRequests(_ document: JSON, _ position: JSON, _ range: JSON, _ backwards: JSON) -> [(String, JSON)] {
    let at: JSON = ["textDocument": document, "position": position]
    let options: JSON = ["tabSize": 4, "insertSpaces": true]
    return [
      ("textDocument/hover", at), ("textDocument/completion", at), ("textDocument/definition", at),
      ("textDocument/references", ["textDocument": document, "position": position, "context": ["includeDeclaration": true]]),
      ("textDocument/documentHighlight", at), ("textDocument/prepareRename", at),
      ("textDocument/rename", ["textDocument": document, "position": position, "newName": "Z"]),
      ("textDocument/selectionRange", ["textDocument": document, "positions": [position]]),
      ("textDocument/inlayHint", ["textDocument": document, "range": range]),
      ("textDocument/codeAction", ["textDocument": document, "range": backwards, "context": ["diagnostics": []]]),
      ("textDocument/rangeFormatting", ["textDocument": document, "range": backwards, "options": options]),
      ("textDocument/semanticTokens/range", ["textDocument": document, "range": range]),
      ("textDocument/formatting", ["textDocument": document, "options": options]),
      ("textDocument/documentSymbol", ["textDocument": document]),
      ("textDocument/foldingRange", ["textDocument": document]),
    ]
  }

  static func open(_ uri: String, _ text: String) -> JSON {
    notification(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "languageId": "tgl", "version": 1, "text": .string(text)]])
  }

  static func request(_ id: Int, _ method: String, _ params: JSON) -> JSON {
    ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]
  }

  static func notification(_ method: String, _ params: JSON) -> JSON {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }

  /// Sends `initialize`, `rawBefore`, `messages`, `shutdown` and `exit` at once; checks that every request got one
  /// answer and the server exited with 0, then runs `check` on the session.
  static func play(
    _ messages: [JSON], rawBefore: [UInt8] = [], options: ServerOptions = ServerOptions(name: "tgl", log: { _ in }),
    check: (Session) -> [String]
  ) -> [String] {
    let initialize = request(0, "initialize", ["capabilities": [:]])
    let all = [initialize, notification("initialized", [:])] + messages + [request(1_000_000, "shutdown", [:])]
    var chunks = all.prefix(2).map { Message.frame(body: $0.serialized()) }
    if !rawBefore.isEmpty { chunks.append(rawBefore) }
    chunks += all.dropFirst(2).map { Message.frame(body: $0.serialized()) }
    chunks.append(Message.frame(body: notification("exit", [:]).serialized()))
    guard let session = Session.run(chunks, timeout: timeout, options: options) else {
      return ["the server did not exit within \(Int(timeout)) s"]
    }
    var problems = session.outputViolations
    let ids = all.compactMap { $0["id"]?.intValue }
    for id in ids where session.answers[.number(id)] != 1 {
      problems.append("request \(id) was answered \(session.answers[.number(id)] ?? 0) times")
    }
    return problems + check(session)
  }
}

extension Session {
  /// The result of the successful response to request `id`.
  func result(of id: Int) -> JSON? { results[.number(id)] }

  var results: [RequestID: JSON] {
    var results: [RequestID: JSON] = [:]
    for case .response(let response) in output {
      if let id = response.id, case .success(let value) = response.result { results[id] = value }
    }
    return results
  }

  /// The number of parse-error answers (-32700).
  var parseErrors: Int {
    output.filter { message in
      if case .response(let response) = message, case .failure(let error) = response.result {
        return error.code == .parseError
      }
      return false
    }.count
  }
}
