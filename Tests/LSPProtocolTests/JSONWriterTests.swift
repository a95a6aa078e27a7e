// Tests of the direct writers: every type that writes its JSON straight to bytes gives exactly the bytes of its tree
// (`json.serialized()`), for every optional member present and absent, with escapes, CJK and emoji; and a frame
// written after room left for its header is what `Message.frame(body:)` gives.

import LSPProtocol
import Testing

@Suite struct JSONWriterTests {
  /// The bytes `value` writes, after checking they are its tree's bytes and parse back to its tree.
  func expectSameAsTree(_ value: some JSONEncodable, sourceLocation: SourceLocation = #_sourceLocation) {
    var writer = JSONWriter()
    value.writeJSON(to: &writer)
    let tree = value.json
    #expect(writer.bytes == tree.serialized(), sourceLocation: sourceLocation)
    #expect((try? JSON.parse(writer.bytes)) == tree, sourceLocation: sourceLocation)
  }

  /// Texts that need escapes or are not ASCII: quotes, backslashes, control characters, CJK, an emoji with a
  /// skin-tone modifier (four UTF-16 units), and the empty string.
  static let texts = ["", "width", "a\"b\\c\nd\re\tf\u{8}\u{C}\u{0}\u{1F}/", "标题", "👍🏽 标题 `x`\n**bold**"]

  static let range = LSPRange(start: Position(line: 3, character: 21), end: Position(line: 3, character: 23))

  /// The writer scans eight bytes at a time: an escape at each place of a word and across words, long runs with
  /// none, and non-ASCII bytes that differ from a quote (0xA2), a backslash (0xDC) or a control character (0x80-0x9F)
  /// by the high bit alone (`¢` is C2 A2, `Ü` C3 9C, `ß` C3 9F, `ɜ` C9 9C) must come out as the serializer writes them.
  @Test func stringsScannedAWordAtATime() {
    let plain = "abcdefghijklmnopqrstuvwxyz0123456789"
    for escape in ["\"", "\\", "\n", "\u{0}", "\u{1F}"] {
      for place in 0...plain.count {
        let text = String(plain.prefix(place)) + escape + String(plain.dropFirst(place))
        expectSameAsTree(JSON.string(text))
      }
    }
    for text in [
      "¢Üßɜ¢Üßɜ¢Üßɜ", "¢\"Ü\\ß\nɜ", String(repeating: "¢Ü", count: 20) + "\"", String(repeating: "x", count: 64),
    ] {
      expectSameAsTree(JSON.string(text))
    }
  }

  @Test func positionsRangesAndEdits() {
    expectSameAsTree(Position(line: 0, character: 0))
    expectSameAsTree(Position(line: 10_087, character: 123_456))
    expectSameAsTree(Self.range)
    for text in Self.texts { expectSameAsTree(TextEdit(range: Self.range, newText: text)) }
  }

  @Test func hovers() {
    for text in Self.texts {
      for kind in [MarkupKind.markdown, .plaintext] {
        expectSameAsTree(Hover(contents: MarkupContent(kind: kind, value: text), range: Self.range))
        expectSameAsTree(Hover(contents: MarkupContent(kind: kind, value: text)))
      }
    }
    expectSameAsTree(Hover?.none)
  }

  /// A hover whose text is given as UTF-8 bytes writes what the same text as a `String` writes, and its tree's
  /// bytes; it equals (and hashes as) the one made from the `String`, and its `value` is the text.
  @Test func hoversGivenAsBytes() {
    for text in Self.texts {
      for kind in [MarkupKind.markdown, .plaintext] {
        let fromBytes = MarkupContent(kind: kind, utf8: Array(text.utf8))
        let fromString = MarkupContent(kind: kind, value: text)
        expectSameAsTree(Hover(contents: fromBytes, range: Self.range))
        var bytesWriter = JSONWriter()
        var stringWriter = JSONWriter()
        fromBytes.writeJSON(to: &bytesWriter)
        fromString.writeJSON(to: &stringWriter)
        #expect(bytesWriter.bytes == stringWriter.bytes)
        #expect(fromBytes == fromString)
        #expect(fromBytes.hashValue == fromString.hashValue)
        #expect(fromBytes.value == text)
      }
    }
  }

  /// `string(utf8:)` escapes as `string(_:)` does, at every offset of the first three words (the scan a word at a
  /// time) and with non-ASCII bytes that differ from an escape by the high bit alone.
  @Test func bytesWrittenAsTheirString() {
    let plain = "abcdefghijklmnopqrstuvwx"
    var texts = ["¢Üßɜ¢Üßɜ¢Üßɜ", "¢\"Ü\\ß\nɜ", "375 × 667 @2x"] + Self.texts
    for escape in ["\"", "\\", "\n", "\u{1}", "\u{1F}", "×"] {
      for place in 0...plain.count {
        texts.append(String(plain.prefix(place)) + escape + String(plain.dropFirst(place)))
      }
    }
    for text in texts {
      let fromString = JSONWriter()
      fromString.string(text)
      let fromBytes = JSONWriter()
      Array(text.utf8).withUnsafeBufferPointer { fromBytes.string(utf8: $0) }
      #expect(fromBytes.bytes == fromString.bytes, "\(text)")
      #expect(fromBytes.bytes == JSON.string(text).serialized())
    }
  }

  @Test func labelDetailsInEveryCombination() {
    for detail in [nil, "size", "标题"] {
      for description in [nil, "position", "👍🏽"] {
        expectSameAsTree(CompletionItemLabelDetails(detail: detail, description: description))
      }
    }
  }

  /// One item with nothing but its label, one with every member, and one per member alone.
  @Test func completionItemsWithEachMember() {
    let full = CompletionItem(
      label: "标题", labelDetails: CompletionItemLabelDetails(description: "label"), kind: .variable,
      detail: "a \"view\"", documentation: MarkupContent(kind: .markdown, value: "标题 👍🏽\n`x`"), deprecated: false,
      preselect: true, sortText: "0001", filterText: "title", insertText: "标题", insertTextFormat: .snippet,
      textEdit: TextEdit(range: Self.range, newText: "标题: $0"), textEditText: "标题: $0",
      additionalTextEdits: [TextEdit(range: Self.range, newText: "")], commitCharacters: [":", "."],
      command: Command(title: "t", command: "c", arguments: [1, "x"]), data: 17)
    expectSameAsTree(full)
    expectSameAsTree(CompletionItem(label: ""))
    let members: [CompletionItem] = [
      CompletionItem(label: "a", labelDetails: full.labelDetails), CompletionItem(label: "a", kind: .property),
      CompletionItem(label: "a", detail: "d"), CompletionItem(label: "a", documentation: full.documentation),
      CompletionItem(label: "a", deprecated: true), CompletionItem(label: "a", preselect: false),
      CompletionItem(label: "a", sortText: "9"), CompletionItem(label: "a", filterText: "f"),
      CompletionItem(label: "a", insertText: "i"), CompletionItem(label: "a", insertTextFormat: .plainText),
      CompletionItem(label: "a", textEdit: full.textEdit), CompletionItem(label: "a", textEditText: "标题: "),
      CompletionItem(label: "a", additionalTextEdits: []),
      CompletionItem(label: "a", commitCharacters: []), CompletionItem(label: "a", command: full.command),
      CompletionItem(label: "a", data: ["uri": "file:///a.tgl", "n": [1, 2.5, nil]]),
    ]
    for item in members { expectSameAsTree(item) }
    expectSameAsTree(CompletionList(isIncomplete: true, items: []))
    for defaults in [
      CompletionItemDefaults(), CompletionItemDefaults(editRange: Self.range),
      CompletionItemDefaults(data: 3), CompletionItemDefaults(editRange: Self.range, data: ["n": 3]),
    ] {
      expectSameAsTree(CompletionList(isIncomplete: false, itemDefaults: defaults, items: members))
    }
    expectSameAsTree(CompletionList(isIncomplete: false, items: [full] + members))
    expectSameAsTree(CompletionList?.none)
  }

  /// Values written through `json(_:)` (an item's `data`, a command's arguments): every kind, nested, with keys
  /// that need escapes.
  @Test func anyJSONValue() {
    let values: [JSON] = [
      nil, true, false, 0, -7, .int(Int.max), 2.5, 1e-5, "", "标题\n\"", [], [:],
      ["a\"b": [1, [2.0, ["k": nil]], "x"], "标题": true, "": [:]],
    ]
    for value in values {
      let writer = JSONWriter()
      writer.json(value)
      #expect(writer.bytes == value.serialized())
    }
  }

  /// Text with nothing to escape is written a word (8 bytes) at a time: each escape at every offset of the first
  /// three words is written where it is, as RFC 8259 spells it.
  @Test func escapesAtEveryOffsetOfAWord() {
    let escapes: [(String, String)] = [
      ("\"", #"\""#), ("\\", #"\\"#), ("\n", #"\n"#), ("\u{1}", #"\u0001"#), ("\u{1F}", #"\u001f"#), ("标", "标"),
    ]
    for offset in 0..<24 {
      let before = String(repeating: "a", count: offset)
      let after = String(repeating: "b", count: 11)
      for (text, written) in escapes {
        let writer = JSONWriter()
        writer.string(before + text + after)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "\"" + before + written + after + "\"")
      }
    }
  }

  /// The exact bytes of one item, worked out from the LSP member names: what the wire carries.
  @Test func exactBytesOfAnItem() {
    let item = CompletionItem(
      label: "标题", kind: .variable, detail: "label", sortText: "1",
      textEdit: TextEdit(range: Self.range, newText: "标题"), data: 3)
    var writer = JSONWriter()
    item.writeJSON(to: &writer)
    let expected =
      #"{"label":"标题","kind":6,"detail":"label","sortText":"1","textEdit":{"range":{"start":{"line":3,"#
      + #""character":21},"end":{"line":3,"character":23}},"newText":"标题"},"data":3}"#
    #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
  }

  /// A diagnostic with nothing optional, with every member, and with each optional member alone; the params that
  /// publish them with and without a version.
  @Test func diagnosticsWithEachMember() {
    let location = Location(uri: "file:///标题.tgl", range: Self.range)
    let related = [DiagnosticRelatedInformation(location: location, message: "declared here")]
    for message in Self.texts {
      let bare = Diagnostic(range: Self.range, message: message)
      expectSameAsTree(bare)
      var full = bare
      full.severity = .warning
      full.code = .string("proportional-weight")
      full.codeDescriptionHref = "https://example.invalid/rules#proportional-weight"
      full.source = "tgl"
      full.tags = [.unnecessary, .deprecated]
      full.relatedInformation = related
      full.data = ["fixes": [1, "标"], "n": 2.5]
      expectSameAsTree(full)
      let members: [(inout Diagnostic) -> Void] = [
        { $0.severity = .hint }, { $0.code = .number(-3) }, { $0.code = .string(message) },
        { $0.codeDescriptionHref = message }, { $0.source = message }, { $0.tags = [] },
        { $0.relatedInformation = [] }, { $0.data = .null },
      ]
      for member in members {
        var one = bare
        member(&one)
        expectSameAsTree(one)
      }
    }
    expectSameAsTree(location)
    for version in [nil, 0, 12] {
      expectSameAsTree(PublishDiagnosticsParams(uri: "file:///a.tgl", version: version, diagnostics: []))
      expectSameAsTree(
        PublishDiagnosticsParams(
          uri: "file:///a b.tgl", version: version,
          diagnostics: [Diagnostic(range: Self.range, message: "x"), Diagnostic(range: Self.range, message: "标题")]))
    }
  }

  /// Bodies whose lengths have one to six digits; the writer is reused, as the server reuses it.
  @Test func framesAreWhatFrameGives() {
    let writer = JSONWriter(capacity: 8)
    for length in [0, 1, 9, 10, 99, 100, 12_345, 100_000] {
      writer.beginFrame()
      let body = [UInt8](repeating: UInt8(ascii: "7"), count: length)
      for byte in body { writer.byte(byte) }
      #expect(writer.withFrame { Array($0) } == Message.frame(body: body))
    }
  }

  /// A failed answer is written again from a mark: what stays is the bytes before it.
  @Test func truncateKeepsWhatCameBefore() {
    let writer = JSONWriter()
    writer.raw("{\"id\":")
    writer.int(-12)
    let mark = writer.count
    writer.raw(",\"result\":")
    writer.string("half")
    writer.truncate(to: mark)
    writer.raw(",\"error\":")
    writer.null()
    writer.byte(UInt8(ascii: "}"))
    #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"id":-12,"error":null}"#)
  }
}
