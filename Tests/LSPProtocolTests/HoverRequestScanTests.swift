// The hover request read from its bytes (`Message.scanHoverRequest`) is the message the JSON parser reads, or nil.

import LSPProtocol
import Testing

@Suite struct HoverRequestScanTests {
  /// The message the general path reads: parse, then decode; nil when either fails.
  static func general(_ body: [UInt8]) -> Message? {
    guard let json = try? JSON.parse(body), case .success(let message) = Message.decode(json) else { return nil }
    return message
  }

  static let accepted = [
    // lspbench and VS Code: compact, members in this order.
    #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///tmp/a.tgl"},"position":{"line":3,"character":14}}}"#,
    // Python's default separators, newlines and tabs, zeros, a percent-encoded URI, 18-digit numbers.
    #"{"jsonrpc": "2.0", "id": 0, "method": "textDocument/hover", "params": {"textDocument": {"uri": "file:///a%20b/%E6%A0%87.tgl"}, "position": {"line": 0, "character": 0}}}"#,
    "{\n\t\"jsonrpc\" :\r\n \"2.0\" , \"id\" : 999999999999999999 , \"method\" : \"textDocument/hover\" , \"params\" : "
      + "{ \"textDocument\" : { \"uri\" : \"\" } , \"position\" : { \"line\" : 123456789012345678 , \"character\" : 10 } } }\n",
  ]

  @Test func theShapeEditorsSendIsReadAsTheParserReadsIt() throws {
    for text in Self.accepted {
      let body = Array(text.utf8)
      let scanned = try #require(Message.scanHoverRequest(body), "\(text)")
      #expect(scanned == Self.general(body), "\(text)")
    }
    let scanned = Message.scanHoverRequest(Array(Self.accepted[0].utf8))
    let params: JSON = [
      "textDocument": ["uri": "file:///tmp/a.tgl"], "position": ["line": 3, "character": 14],
    ]
    #expect(scanned == .request(Request(id: .number(7), method: "textDocument/hover", params: params)))
  }

  /// Valid requests of other shapes go to the parser.
  @Test func otherShapesAreLeftToTheParser() {
    let others = [
      #"{"id":7,"jsonrpc":"2.0","method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a"},"position":{"line":3,"character":1}}}"#,
      #"{"jsonrpc":"2.0","id":"7","method":"textDocument/hover","params":{"textDocument":{"uri":"file:///a"},"position":{"line":3,"character":1}}}"#,
      #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:\/\/\/a"},"position":{"line":3,"character":1}}}"#,
      #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///标"},"position":{"line":3,"character":1}}}"#,
      #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"position":{"line":3,"character":1},"textDocument":{"uri":"file:///a"}}}"#,
      #"{"jsonrpc":"2.0","id":1234567890123456789,"method":"textDocument/hover","params":{"textDocument":{"uri":"a"},"position":{"line":3,"character":1}}}"#,
      #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"a","version":1},"position":{"line":3,"character":1}}}"#,
      #"{"jsonrpc":"2.0","id":7,"method":"textDocument/completion","params":{"textDocument":{"uri":"a"},"position":{"line":3,"character":1}}}"#,
    ]
    for text in others {
      let body = Array(text.utf8)
      #expect(Message.scanHoverRequest(body) == nil, "\(text)")
      #expect(Self.general(body) != nil, "\(text)")
    }
  }

  /// Every body one byte away from an accepted one (each byte replaced by bytes that matter to JSON, deleted, or
  /// with one inserted before it) is either refused or read as the parser reads it: never a different message,
  /// never a message from a body the parser rejects.
  @Test func everyOneByteChangeIsRefusedOrReadAsTheParserReadsIt() {
    let replacements: [UInt8] = Array(" \t\n\"\\{}[],:-+.eE0179xu/%".utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xE6, 0xFF]
    var read = 0
    var refused = 0
    for text in Self.accepted {
      let body = Array(text.utf8)
      var variants: [[UInt8]] = []
      for position in body.indices {
        var deleted = body
        deleted.remove(at: position)
        variants.append(deleted)
        for byte in replacements {
          var changed = body
          changed[position] = byte
          variants.append(changed)
          var inserted = body
          inserted.insert(byte, at: position)
          variants.append(inserted)
        }
      }
      for variant in variants {
        guard let scanned = Message.scanHoverRequest(variant) else {
          refused += 1
          continue
        }
        read += 1
        #expect(scanned == Self.general(variant), "\(String(decoding: variant, as: UTF8.self))")
      }
    }
    // Whitespace, digits and URI bytes changed in place still make requests of the shape; most changes do not.
    #expect(read > 1_000)
    #expect(refused > 10_000)
  }
}
