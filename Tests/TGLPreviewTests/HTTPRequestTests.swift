// Request parsing: the request line, percent escapes, headers, and every way a head is refused.

import TGLPreview
import Testing

@Suite struct HTTPRequestTests {
  func parse(_ text: String) -> Result<HTTPRequest, HTTPRequest.ParseError> {
    HTTPRequest.parse(Array(text.utf8))
  }

  @Test func aGetWithAQueryAndHeaders() throws {
    let request = try parse(
      "GET /view?doc=screens%2Flogin.tgl&token=ab12&rtl=1 HTTP/1.1\r\nHost: 127.0.0.1:8123\r\nUser-Agent:  x \r\n\r\n"
    ).get()
    #expect(request.method == "GET")
    #expect(request.path == "/view")
    #expect(request.query == ["doc": "screens/login.tgl", "token": "ab12", "rtl": "1"])
    #expect(request.headers == ["host": "127.0.0.1:8123", "user-agent": "x"])
  }

  @Test func plusIsASpaceInTheQueryOnlyAndTheLastRepeatWins() throws {
    let request = try parse("GET /a+b?x=1+2&x=3%204&flag HTTP/1.0\n\n").get()
    #expect(request.path == "/a+b")
    #expect(request.query == ["x": "3 4", "flag": ""])
  }

  @Test func utf8InEscapes() throws {
    // 标 is E6 A0 87 in UTF-8.
    let request = try parse("GET /view?doc=%E6%A0%87.tgl HTTP/1.1\r\n\r\n").get()
    #expect(request.query["doc"] == "标.tgl")
  }

  @Test func anUnfinishedHeadAsksForMore() {
    #expect(parse("GET / HTTP/1.1\r\nHost: a\r\n") == .failure(.incomplete))
  }

  @Test func aHeadOverTheLimitIsRefused() {
    // 16,384 bytes is the limit: a head of 16,385 bytes without its end is too large.
    let long = "GET /" + String(repeating: "a", count: 16_380)
    #expect(long.utf8.count == 16_385)
    #expect(parse(long) == .failure(.tooLarge))
    #expect(parse("GET /" + String(repeating: "a", count: 16_400) + " HTTP/1.1\r\n\r\n") == .failure(.tooLarge))
  }

  @Test func malformedHeads() {
    #expect(parse("GET /\r\n\r\n") == .failure(.malformed("bad request line")))
    #expect(parse("GET http://evil/ HTTP/1.1\r\n\r\n") == .failure(.malformed("bad request line")))
    #expect(parse("GET / SPDY/3\r\n\r\n") == .failure(.malformed("bad request line")))
    #expect(parse("GET /%zz HTTP/1.1\r\n\r\n") == .failure(.malformed("bad escape in the path")))
    #expect(parse("GET /?a=%4 HTTP/1.1\r\n\r\n") == .failure(.malformed("bad escape in the query")))
    // A NUL byte and invalid UTF-8 are refused in escapes.
    #expect(parse("GET /?a=%00 HTTP/1.1\r\n\r\n") == .failure(.malformed("bad escape in the query")))
    #expect(parse("GET /%FF HTTP/1.1\r\n\r\n") == .failure(.malformed("bad escape in the path")))
    #expect(parse("GET / HTTP/1.1\r\nno colon here\r\n\r\n") == .failure(.malformed("bad header line")))
  }

  @Test func theEndOfTheHead() {
    #expect(HTTPRequest.headEnd(Array("GET / HTTP/1.1\r\n\r\nbody".utf8)) == 18)
    #expect(HTTPRequest.headEnd(Array("GET / HTTP/1.1\n\nbody".utf8)) == 16)
    #expect(HTTPRequest.headEnd(Array("GET / HTTP/1.1\r\n".utf8)) == nil)
  }
}
