// Tests of the JSON serializer: exact output, escapes, and parse/serialize round trips.

import TGLJSON
import Testing

@Suite struct JSONSerializerTests {
  @Test func compactOutputInOrder() {
    let value: JSON = ["z": 1, "a": [true, false, nil], "m": ["k": "v"], "n": -12, "d": 0.5]
    #expect(value.serializedString == #"{"z":1,"a":[true,false,null],"m":{"k":"v"},"n":-12,"d":0.5}"#)
  }

  @Test func integers() {
    for value in [0, 7, 10, -1, -10, 123_456_789, Int.max, Int.min] {
      #expect(JSON.int(value).serializedString == String(value))
    }
  }

  @Test func doubles() {
    #expect(JSON.double(1.0).serializedString == "1.0")
    #expect(JSON.double(0.1).serializedString == "0.1")
    #expect(JSON.double(1e-5).serializedString == "1e-05")
    #expect(JSON.double(.infinity).serializedString == "null")
    #expect(JSON.double(.nan).serializedString == "null")
  }

  @Test func stringEscapes() {
    #expect(JSON.string("a\"b\\c\nd\re\tf\u{8}\u{C}").serializedString == #""a\"b\\c\nd\re\tf\b\f""#)
    #expect(JSON.string("\u{0}\u{1F}").serializedString == #""\u0000\u001f""#)
    #expect(JSON.string("标题👍🏽/").serializedString == "\"标题👍🏽/\"")
  }

  @Test func roundTrips() throws {
    let samples: [JSON] = [
      nil, true, 0, -5, 2.75, 1e300, "", "标题 👍🏽\r\n\"\\", [], [:],
      ["jsonrpc": "2.0", "id": 1, "params": ["textDocument": ["uri": "file:///a.tgl"], "list": [1, [2, [3]]]]],
    ]
    for sample in samples {
      #expect(try JSON.parse(sample.serialized()) == sample)
    }
  }

  @Test func reparsedTextIsByteIdentical() throws {
    let text = #"{"b":[1,2.5,"x\n",{"c":null}],"a":false,"\u00e9":-3}"#
    let expected = #"{"b":[1,2.5,"x\n",{"c":null}],"a":false,"é":-3}"#
    #expect(try JSON.parse(text).serializedString == expected)
  }
}
