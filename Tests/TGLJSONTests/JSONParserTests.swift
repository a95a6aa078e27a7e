// Tests of the JSON parser: every kind of value, escapes, numbers and each rejected input.

import TGLJSON
import Testing

@Suite struct JSONParserTests {
  /// The strings every request repeats come back as literals (`commonString`); they, the strings of their lengths
  /// that differ by one byte, and escaped spellings of them parse to exactly their text, as keys and as values.
  @Test func commonStringsAndTheirNearMisses() throws {
    let common = [
      "id", "uri", "2.0", "line", "method", "params", "jsonrpc", "context", "position", "character", "triggerKind",
      "textDocument", "textDocument/hover", "textDocument/completion",
    ]
    var texts = common
    for word in common {
      texts.append(String(word.dropLast()) + "x")
      texts.append("x" + String(word.dropFirst()))
    }
    for text in texts {
      let parsed = try JSON.parse("{\"\(text)\":\"\(text)\"}")
      #expect(parsed == .object(JSONObject([(text, .string(text))])))
    }
    #expect(try JSON.parse(#"{"i\u0064":"2\u002e0"}"#) == .object(JSONObject([("id", .string("2.0"))])))
  }

  func parse(_ text: String) throws -> JSON { try JSON.parse(text) }

  func failure(_ text: String, maximumDepth: Int = JSON.defaultMaximumDepth) -> JSONParseError? {
    do {
      _ = try JSON.parse(text, maximumDepth: maximumDepth)
      return nil
    } catch {
      return error
    }
  }

  @Test func scalars() throws {
    #expect(try parse("null") == .null)
    #expect(try parse(" true ") == .bool(true))
    #expect(try parse("\tfalse\r\n") == .bool(false))
    #expect(try parse("0") == .int(0))
    #expect(try parse("-0") == .int(0))
    #expect(try parse("42") == .int(42))
    #expect(try parse("-17") == .int(-17))
    #expect(try parse("9223372036854775807") == .int(Int.max))
    #expect(try parse("-9223372036854775808") == .int(Int.min))
    #expect(try parse("9223372036854775808") == .double(9_223_372_036_854_775_808))
    #expect(try parse("1.5") == .double(1.5))
    #expect(try parse("-0.25e2") == .double(-25))
    #expect(try parse("1E+3") == .double(1000))
    #expect(try parse("2e-2") == .double(0.02))
    #expect(try parse("\"hi\"") == .string("hi"))
  }

  @Test func containersKeepOrder() throws {
    let value = try parse(#"{"b": 1, "a": [true, null, {"c": "d"}], "e": {}}"#)
    #expect(value.objectValue?.keys == ["b", "a", "e"])
    #expect(value["a"] == [true, nil, ["c": "d"]])
    #expect(value["e"] == .object(JSONObject()))
    #expect(try parse("[]") == .array([]))
    #expect(try parse("[ 1 , 2 ]") == [1, 2])
  }

  @Test func duplicateKeysLastWins() throws {
    let value = try parse(#"{"a": 1, "a": 2}"#)
    #expect(value["a"] == 2)
    #expect(value.objectValue?.count == 2)
  }

  @Test func escapes() throws {
    #expect(try parse(#""a\"b\\c\/d\be\ff\ng\rh\ti""#) == .string("a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti"))
    #expect(try parse(#""\u0041\u00e9\u6807""#) == .string("Aé标"))
    #expect(try parse(#""\ud83d\udc4d\uD83C\uDFFD""#) == .string("👍🏽"))
    #expect(try parse(#""x\u0000y""#) == .string("x\u{0}y"))
  }

  /// After the first escape the bytes between escapes are copied a run at a time: runs of ASCII, CJK and emoji,
  /// escapes back to back, and each error inside a run at its own offset.
  @Test func runsBetweenEscapes() throws {
    #expect(try parse(#""a\nbc标d\t\té👍🏽\u0041z""#) == .string("a\nbc标d\t\té👍🏽Az"))
    #expect(
      try parse("\"\\n\(String(repeating: "line\\n", count: 1000))end\"")
        == .string("\n" + String(repeating: "line\n", count: 1000) + "end"))
    #expect(throws: JSONParseError(.invalidUTF8, at: 4)) { try JSON.parse([0x22, 0x5C, 0x6E, 0x61, 0xFF, 0x22]) }
    #expect(failure("\"\\nab") == JSONParseError(.unexpectedEnd, at: 5))
    #expect(failure("\"\\nab\ncd\"") == JSONParseError(.controlCharacterInString, at: 5))
    #expect(failure("\"\\nab\\") == JSONParseError(.unexpectedEnd, at: 6))
  }

  /// Plain ASCII is stepped over a word (8 bytes) at a time: the quote, an escape, a control character, CJK and a
  /// bad UTF-8 byte at every offset of the first three words, before and after a first escape, are each found where
  /// they are.
  @Test func wordStepsStopAtEveryOffset() throws {
    for head in ["", "\\t"] {
      let decodedHead = head.isEmpty ? "" : "\t"
      for offset in 0..<24 {
        let before = String(repeating: "a", count: offset)
        let after = String(repeating: "b", count: 11)
        #expect(try parse("\"\(head)\(before)\"") == .string(decodedHead + before))
        #expect(try parse("\"\(head)\(before)\\n\(after)\"") == .string(decodedHead + before + "\n" + after))
        #expect(try parse("\"\(head)\(before)标\(after)\"") == .string(decodedHead + before + "标" + after))
        // The opening quote is byte 0; the head's escape takes 2 bytes.
        let at = 1 + head.utf8.count + offset
        #expect(failure("\"\(head)\(before)\u{1F}\(after)\"") == JSONParseError(.controlCharacterInString, at: at))
        let bad = [0x22] + Array(head.utf8) + Array(before.utf8) + [0xFF] + Array(after.utf8) + [0x22]
        #expect(throws: JSONParseError(.invalidUTF8, at: at)) { try JSON.parse(bad) }
        #expect(failure("\"\(head)\(before)") == JSONParseError(.unexpectedEnd, at: at))
      }
    }
  }

  @Test func loneSurrogatesBecomeReplacementCharacters() throws {
    #expect(try parse(#""\ud800""#) == .string("\u{FFFD}"))
    #expect(try parse(#""\udc00x""#) == .string("\u{FFFD}x"))
    #expect(try parse(#""\ud800\u0041""#) == .string("\u{FFFD}A"))
  }

  @Test func rawUTF8() throws {
    #expect(try parse("\"标题 👍🏽 é\"") == .string("标题 👍🏽 é"))
    #expect(try parse("{\"标题\": \"👍🏽\\n\"}") == ["标题": "👍🏽\n"])
  }

  @Test func invalidUTF8IsRejected() {
    for bytes: [UInt8] in [
      [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xC0, 0x80, 0x22],
    ] {
      #expect(throws: JSONParseError(.invalidUTF8, at: 1)) { try JSON.parse(bytes) }
    }
  }

  @Test func errorsNameReasonAndOffset() {
    #expect(failure("") == JSONParseError(.unexpectedEnd, at: 0))
    #expect(failure("[1,") == JSONParseError(.unexpectedEnd, at: 3))
    #expect(failure("[1,]") == JSONParseError(.unexpectedByte(UInt8(ascii: "]")), at: 3))
    #expect(failure("{\"a\" 1}") == JSONParseError(.unexpectedByte(UInt8(ascii: "1")), at: 5))
    #expect(failure("{1: 2}") == JSONParseError(.unexpectedByte(UInt8(ascii: "1")), at: 1))
    #expect(failure("tru") == JSONParseError(.unexpectedEnd, at: 3))
    #expect(failure("nul!") == JSONParseError(.unexpectedByte(UInt8(ascii: "!")), at: 3))
    #expect(failure("01") == JSONParseError(.trailingData, at: 1))
    #expect(failure("1 2") == JSONParseError(.trailingData, at: 2))
    #expect(failure("-") == JSONParseError(.invalidNumber, at: 0))
    #expect(failure("1.") == JSONParseError(.invalidNumber, at: 0))
    #expect(failure("1.e5") == JSONParseError(.invalidNumber, at: 0))
    #expect(failure("1e") == JSONParseError(.invalidNumber, at: 0))
    // Beyond a double's range: infinity has no JSON to be written back as (found by the jsonrpc fuzz target).
    #expect(failure("1e400") == JSONParseError(.invalidNumber, at: 0))
    #expect(failure("[-1e400]") == JSONParseError(.invalidNumber, at: 1))
    #expect((try? parse("1e308")) == .double(1e308))
    #expect(failure("+1") == JSONParseError(.unexpectedByte(UInt8(ascii: "+")), at: 0))
    #expect(failure(".5") == JSONParseError(.unexpectedByte(UInt8(ascii: ".")), at: 0))
    #expect(failure("\"abc") == JSONParseError(.unexpectedEnd, at: 4))
    #expect(failure("\"a\\qb\"") == JSONParseError(.invalidEscape, at: 2))
    #expect(failure("\"\\u12G4\"") == JSONParseError(.invalidEscape, at: 5))
    #expect(failure("\"a\nb\"") == JSONParseError(.controlCharacterInString, at: 2))
    #expect(failure("\"\\n\tb\"") == JSONParseError(.controlCharacterInString, at: 3))
  }

  @Test func depthLimit() throws {
    let ok = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
    #expect(failure(ok, maximumDepth: 10) == nil)
    let deep = String(repeating: "[", count: 11) + String(repeating: "]", count: 11)
    #expect(failure(deep, maximumDepth: 10) == JSONParseError(.tooDeep(limit: 10), at: 10))
    let hostile = String(repeating: "{\"a\":", count: 100_000)
    #expect(failure(hostile) == JSONParseError(.tooDeep(limit: 256), at: 1280))
  }

  @Test func errorDescriptionsAreReadable() {
    #expect(JSONParseError(.unexpectedByte(UInt8(ascii: "]")), at: 3).description == "unexpected ']' at byte 3")
    #expect(JSONParseError(.unexpectedByte(0x0A), at: 0).description == "unexpected 0xa at byte 0")
    #expect(JSONParseError(.tooDeep(limit: 2), at: 2).description == "nesting deeper than 2 levels at byte 2")
  }
}
