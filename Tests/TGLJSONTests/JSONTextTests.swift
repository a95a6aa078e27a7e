// JSON written in place as bytes (`JSONText`, the output of `tgl check --format json`): the same text the string
// writer builds, escapes and numbers included.

import TGLJSON
import Testing

@Suite struct JSONTextTests {
  @Test func stringsAreEscapedAsTheStringWriterEscapesThem() {
    // Quote, backslash, the three named controls, another control (U+0001 as \u0001), DEL (not escaped), non-ASCII.
    let samples = ["plain", "", "a\"b", "back\\slash", "line\nbreak\r\ttab", "\u{1}x\u{1F}", "\u{7F}é日本🙂", "\"\\"]
    for sample in samples {
      var out = JSONText()
      out.string(sample)
      #expect(out.text == SpacedJSON.string(sample))
    }
    var control = JSONText()
    control.string("\u{1}")
    #expect(control.text == "\"\\u0001\"")
  }

  @Test func integersAreWrittenInDecimal() {
    var out = JSONText()
    out.beginArray()
    for n in [0, 7, 10, 12_345, -1, -907, Int.max, Int.min] { out.integer(n) }
    out.endArray()
    #expect(out.text == "[0, 7, 10, 12345, -1, -907, 9223372036854775807, -9223372036854775808]")
  }

  @Test func membersAreSeparatedAsTheObjectWriterSeparatesThem() {
    var out = JSONText()
    out.beginObject()
    out.key("a")
    out.integer(1)
    out.key("b")
    out.beginArray()
    out.string("x")
    out.value("true")
    out.endArray()
    out.key("c")
    out.beginObject()
    out.endObject()
    out.endObject()
    #expect(out.text == SpacedJSON.object([("a", "1"), ("b", SpacedJSON.array(["\"x\"", "true"])), ("c", "{}")]))
  }

  @Test func aTextLongerThanItsCapacityGrowsAndKeepsWhatItHolds() {
    // Started at the smallest capacity, so that keys, numbers, escapes and long strings each cross its end.
    var out = JSONText(capacity: 1)
    var members: [(String, String)] = []
    out.beginObject()
    for k in 0..<40 {
      let text = String(repeating: "ab\"\\\n\u{1}é", count: k)
      out.key("member")
      out.beginArray()
      out.integer(k * 1_000_003 - 7)
      out.string(text)
      out.value("true")
      out.endArray()
      members.append(
        ("member", SpacedJSON.array([String(k * 1_000_003 - 7), SpacedJSON.string(text), "true"])))
    }
    out.endObject()
    #expect(out.text == SpacedJSON.object(members))
  }
}
