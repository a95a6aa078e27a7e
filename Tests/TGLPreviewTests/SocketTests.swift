// The listener binds 127.0.0.1 and nothing else; a real round trip through it checks the token and the stream.

import Foundation
import TGLIDE
import TGLJSON
import TGLPreview
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A GET over a fresh connection; the whole response, or up to `limit` bytes of a stream.
func get(_ port: UInt16, _ target: String, host: String? = nil, limit: Int = 1 << 20, until: String? = nil) -> String {
  #if canImport(Glibc)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
  #endif
  defer { close(fd) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = port.bigEndian
  address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
  }
  guard connected == 0 else { return "connect failed" }
  var time = timeval(tv_sec: 10, tv_usec: 0)
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
  let head = Array("GET \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n".utf8)
  _ = head.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
  var received: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while received.count < limit {
    let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { break }
    received += buffer[..<count]
    if let until, String(decoding: received, as: UTF8.self).contains(until) { break }
  }
  return String(decoding: received, as: UTF8.self)
}

@Suite(.serialized) struct SocketTests {
  @Test func theListenerIsOnLoopbackOnly() throws {
    let listener = try LoopbackListener()
    defer { listener.close() }
    #expect(listener.address == "127.0.0.1")
    #expect(listener.port > 0)
    // A second listener on the same port is refused.
    #expect(throws: ListenerError.self) { try LoopbackListener(port: listener.port) }
  }

  @Test func aServerRoundTrip() throws {
    let renderer = PreviewRenderer(host: AnalysisHost(), makeSettings: { _, _ in LayoutSettings() })
    let hub = PreviewHub(renderer: renderer)
    let text = "linear S (vert) {\n    width: 100\n    height: wrap\n    view A { width: fill; height: 40 }\n}\n"
    hub.update(PreviewDocument(key: "a.tgl", uri: "file:///w/a.tgl", version: 1, text: text, settings: .null))
    let token = AccessToken(value: "feedfacefeedfacefeedfacefeedface")
    let server = try PreviewServer(hub: hub, token: token)
    defer { server.stop() }
    let port = server.port
    #expect(get(port, "/view?doc=a.tgl").hasPrefix("HTTP/1.1 403 Forbidden\r\n"))
    #expect(get(port, "/view?doc=a.tgl&token=\(token.value)", host: "attacker.test").hasPrefix("HTTP/1.1 403 "))
    #expect(get(port, "/view?doc=b.tgl&token=\(token.value)").hasPrefix("HTTP/1.1 404 "))
    #expect(get(port, "/view?doc=a.tgl&token=\(token.value)").hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(server.url(for: "a b.tgl") == "http://127.0.0.1:\(port)/view?doc=a%20b.tgl&token=\(token.value)")
    // The stream's first event is the frame of version 1: S is 100 wide and wraps A's 40.
    let stream = get(port, "/events?doc=a.tgl&token=\(token.value)", until: "\n\n\"}\n\n")
    #expect(stream.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"))
    let frame = stream.components(separatedBy: "event: frame\ndata: ").dropFirst().first ?? ""
    let json = try JSON.parse(Array(frame.prefix { $0 != "\n" }.utf8))
    #expect(json["version"] == .int(1))
    #expect(json["panels"]?[0]?["elements"]?.arrayValue?.map { $0["path"] } == [.string("S"), .string("S/A")])
    #expect(json["panels"]?[0]?["elements"]?[1]?["frame"] == [0.0, 0.0, 100.0, 40.0])
  }
}

extension JSON {
  subscript(index: Int) -> JSON? {
    guard let array = arrayValue, index < array.count else { return nil }
    return array[index]
  }
}
