// Tests of the message framer: splits at every byte, several messages per read, bad headers, oversized bodies.

import LSPProtocol
import Testing

@Suite struct MessageFramerTests {
  func frame(_ body: String) -> [UInt8] { Message.frame(body: Array(body.utf8)) }

  func bodies(_ outputs: [MessageFramer.Output]) -> [String] {
    outputs.compactMap { output in
      if case .body(let bytes) = output { return String(decoding: bytes, as: UTF8.self) }
      return nil
    }
  }

  func errors(_ outputs: [MessageFramer.Output]) -> [FramingError] {
    outputs.compactMap { output in
      if case .error(let error) = output { return error }
      return nil
    }
  }

  @Test func frameWritesHeader() {
    #expect(String(decoding: frame("{}"), as: UTF8.self) == "Content-Length: 2\r\n\r\n{}")
  }

  @Test func splitAtEveryByteBoundary() {
    let stream = frame(#"{"a":"标题"}"#) + frame("[1,2]") + frame("")
    for cut in 0...stream.count {
      var framer = MessageFramer()
      let outputs = framer.feed(stream[0..<cut]) + framer.feed(stream[cut...])
      #expect(outputs == [.body(Array(#"{"a":"标题"}"#.utf8)), .body(Array("[1,2]".utf8)), .body([])], "cut at \(cut)")
    }
  }

  @Test func oneByteAtATime() {
    let stream = frame("{\"x\":1}") + frame("{\"y\":2}")
    var framer = MessageFramer()
    var outputs: [MessageFramer.Output] = []
    for byte in stream { outputs += framer.feed([byte]) }
    #expect(bodies(outputs) == ["{\"x\":1}", "{\"y\":2}"])
  }

  @Test func severalMessagesInOneRead() {
    var framer = MessageFramer()
    let outputs = framer.feed(frame("1") + frame("22") + frame("333"))
    #expect(bodies(outputs) == ["1", "22", "333"])
  }

  @Test func otherHeadersAreIgnoredAndNamesAreCaseInsensitive() {
    var framer = MessageFramer()
    let input = "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:   3  \r\n\r\nabc"
    #expect(framer.feed(Array(input.utf8)) == [.body(Array("abc".utf8))])
  }

  /// A header of one `Content-Length` line is read from its bytes; the shapes it does not take go the general way.
  @Test func singleLineHeadersInEveryShape() {
    for header in ["Content-Length: 2", "Content-Length:2", "content-LENGTH: \t2\t ", "Content-Length: 002"] {
      var framer = MessageFramer()
      #expect(framer.feed(Array("\(header)\r\n\r\nok".utf8)) == [.body(Array("ok".utf8))], "\(header)")
    }
    var framer = MessageFramer()
    #expect(
      framer.feed(Array(" Content-Length: 2\r\n\r\nok".utf8)) == [.error(.skippedGarbage(" ")), .body(Array("ok".utf8))])
    #expect(framer.feed(Array("Content-Length: 2 2\r\n\r\n".utf8)) == [.error(.invalidContentLength(value: "2 2"))])
    #expect(
      framer.feed(Array("Content-Length: 123456789012345678\r\n\r\n".utf8)) == [
        .error(.messageTooLarge(length: 123_456_789_012_345_678, limit: MessageFramer.defaultMaximumMessageSize))
      ])
  }

  @Test func headerWithoutContentLengthIsSkipped() {
    var framer = MessageFramer()
    let outputs = framer.feed(Array("Content-Type: x\r\n\r\n".utf8) + frame("ok"))
    #expect(outputs == [.error(.missingContentLength(header: "Content-Type: x")), .body(Array("ok".utf8))])
  }

  @Test func invalidContentLengthIsSkipped() {
    for value in ["abc", "-1", "", "1.5", "99999999999999999999"] {
      var framer = MessageFramer()
      let outputs = framer.feed(Array("Content-Length: \(value)\r\n\r\n".utf8) + frame("ok"))
      #expect(outputs == [.error(.invalidContentLength(value: value)), .body(Array("ok".utf8))])
    }
  }

  @Test func garbageBeforeHeaderIsReportedAndSkipped() {
    var framer = MessageFramer()
    let outputs = framer.feed(Array("junk\r\nmore".utf8) + frame("ok"))
    #expect(outputs == [.error(.skippedGarbage("junk\r\nmore")), .body(Array("ok".utf8))])
  }

  @Test func headerTooLargeIsSkipped() {
    var framer = MessageFramer(maximumHeaderSize: 16)
    let first = framer.feed(Array(String(repeating: "x", count: 40).utf8))
    #expect(first == [.error(.headerTooLarge(limit: 16))])
    let rest = framer.feed(Array("\r\n\r\n".utf8) + frame("ok"))
    #expect(errors(rest) == [.missingContentLength(header: "xxx")])
    #expect(bodies(rest) == ["ok"])
  }

  @Test func oversizedMessageIsSkippedWithoutBuffering() {
    var framer = MessageFramer(maximumMessageSize: 10)
    let big = frame(String(repeating: "b", count: 25))
    let outputs = framer.feed(big[0..<30])
    #expect(outputs == [.error(.messageTooLarge(length: 25, limit: 10))])
    #expect(framer.feed(big[30...] + frame("small")) == [.body(Array("small".utf8))])
    #expect(
      FramingError.messageTooLarge(length: 25, limit: 10).description
        == "skipped a message of 25 bytes, larger than the limit of 10 bytes")
  }

  @Test func oversizedMessageSplitAtEveryBoundary() {
    let stream = frame(String(repeating: "b", count: 25)) + frame("ok")
    for cut in 0...stream.count {
      var framer = MessageFramer(maximumMessageSize: 10)
      let outputs = framer.feed(stream[0..<cut]) + framer.feed(stream[cut...])
      #expect(outputs == [.error(.messageTooLarge(length: 25, limit: 10)), .body(Array("ok".utf8))], "cut at \(cut)")
    }
  }
}
