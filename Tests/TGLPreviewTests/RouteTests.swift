// Routing: the token, the Host header and the method are checked before anything else, with exact statuses.

import TGLPreview
import Testing

@Suite struct RouteTests {
  let token = AccessToken(value: "0123456789abcdef0123456789abcdef")

  func route(_ target: String, method: String = "GET", host: String? = "127.0.0.1:8123") -> PreviewRoute {
    var head = "\(method) \(target) HTTP/1.1\r\n"
    if let host { head += "Host: \(host)\r\n" }
    let request = try! HTTPRequest.parse(Array((head + "\r\n").utf8)).get()
    return PreviewRoute.route(request, token: token, port: 8123)
  }

  func status(_ route: PreviewRoute) -> Int? {
    if case .rejected(let response) = route { return response.status }
    return nil
  }

  @Test func everyPathNeedsTheToken() {
    for path in ["/", "/view?doc=a.tgl", "/events?doc=a.tgl", "/info?doc=a.tgl&path=S", "/reveal?doc=a.tgl&path=S",
      "/nothing"]
    {
      #expect(status(route(path)) == 403, "\(path)")
      let separator = path.contains("?") ? "&" : "?"
      #expect(status(route(path + separator + "token=0123456789abcdef0123456789abcdee")) == 403, "\(path)")
      #expect(status(route(path + separator + "token=0123456789abcdef0123456789abcde")) == 403, "\(path)")
    }
  }

  @Test func theRoutesWithTheToken() {
    let t = "token=0123456789abcdef0123456789abcdef"
    #expect(route("/?\(t)") == .index)
    #expect(route("/view?doc=a%2Fb.tgl&\(t)") == .page(document: "a/b.tgl"))
    var overrides = EnvironmentOverrides()
    overrides.canvas = "393,852"
    overrides.orientation = "landscape"
    overrides.rtl = true
    #expect(
      route("/events?doc=a.tgl&canvas=393,852&orientation=landscape&rtl=1&\(t)")
        == .events(document: "a.tgl", overrides: overrides))
    #expect(route("/reveal?doc=a.tgl&panel=1&path=S%2FA&\(t)") == .reveal(document: "a.tgl", panel: 1, path: "S/A"))
    #expect(
      route("/info?doc=a.tgl&path=S&\(t)")
        == .info(document: "a.tgl", panel: 0, path: "S", overrides: EnvironmentOverrides()))
    #expect(status(route("/view?\(t)")) == 400)
    #expect(status(route("/reveal?doc=a.tgl&panel=-1&path=S&\(t)")) == 400)
    #expect(status(route("/reveal?doc=a.tgl&\(t)")) == 400)
    #expect(status(route("/etc/passwd?\(t)")) == 404)
  }

  @Test func onlyGetIsServed() {
    #expect(status(route("/?token=0123456789abcdef0123456789abcdef", method: "POST")) == 405)
  }

  @Test func anotherHostIsRefusedEvenWithTheToken() {
    let t = "/?token=0123456789abcdef0123456789abcdef"
    #expect(route(t, host: "localhost:8123") == .index)
    #expect(status(route(t, host: "evil.example:8123")) == 403)
    #expect(status(route(t, host: "127.0.0.1:9999")) == 403)
    #expect(status(route(t, host: nil)) == 403)
  }

  @Test func tokens() {
    let random = AccessToken.random()
    #expect(random.value.count == 32)
    #expect(random.value.allSatisfy { "0123456789abcdef".contains($0) })
    #expect(random != AccessToken.random())
    #expect(token.accepts("0123456789abcdef0123456789abcdef"))
    #expect(!token.accepts(nil))
    #expect(!token.accepts(""))
    #expect(!token.accepts("0123456789abcdef0123456789abcdef0"))
  }

  @Test func responsesCarryTheirHeaders() {
    let bytes = HTTPResponse(status: 403, text: "no\n").serialized()
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 3\r\n"
        + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"
        + "Connection: close\r\n\r\nno\n")
  }
}
