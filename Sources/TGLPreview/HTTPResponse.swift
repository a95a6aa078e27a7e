// Responses of the preview server: a status line, headers that keep the page to itself, and a body.

/// A complete response (the event stream writes its head with `streamHead` and then its events).
public struct HTTPResponse: Equatable, Sendable {
  public var status: Int
  public var contentType: String
  public var body: [UInt8]

  public init(status: Int, contentType: String = "text/plain; charset=utf-8", body: [UInt8]) {
    self.status = status
    self.contentType = contentType
    self.body = body
  }

  public init(status: Int, text: String) {
    self.init(status: status, body: Array(text.utf8))
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: return "OK"
    case 204: return "No Content"
    case 400: return "Bad Request"
    case 403: return "Forbidden"
    case 404: return "Not Found"
    case 405: return "Method Not Allowed"
    case 413: return "Request Header Fields Too Large"
    case 503: return "Service Unavailable"
    default: return "Error"
    }
  }

  /// Headers every response carries: nothing is cached (the token is in the URL), nothing is sniffed, no
  /// referrer leaves the page, and no other site may frame it or read it.
  static let commonHeaders =
    "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer\r\n"

  /// The bytes on the wire; the connection closes after the body.
  public func serialized() -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
    head += Self.commonHeaders + "Connection: close\r\n\r\n"
    return Array(head.utf8) + body
  }

  /// The head of a Server-Sent Events stream, which stays open.
  public static let streamHead = Array(
    ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n" + commonHeaders
      + "Connection: keep-alive\r\n\r\n").utf8)
}
