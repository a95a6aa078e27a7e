// Round-trip timings through the in-memory transport; run in release with TGL_SLOW_TESTS=1.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

@Suite(.enabled(if: ProcessInfo.processInfo.environment["TGL_SLOW_TESTS"] == "1"))
struct PerformanceTests {
  let uri = "file:///perf.toy"

  /// Microseconds between sending `message` and receiving the next response.
  func roundTrip(_ server: TestServer, _ message: JSON) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    server.send(message)
    _ = server.nextResponse()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
  }

  func percentile(_ samples: [Double], _ fraction: Double) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
  }

  var features: Features {
    var features = FakeFeatures.all
    features.diagnostics = nil
    features.completion = { _, _ in
      CompletionList(items: (0..<40).map { CompletionItem(label: "property\($0)", kind: .property, detail: "pt") })
    }
    return features
  }

  @Test func initializeIsFast() {
    var samples: [Double] = []
    for _ in 0..<20 {
      let server = TestServer(features: features, initialize: false)
      samples.append(roundTrip(server, TestServer.request(0, "initialize", ["capabilities": [:]])))
      _ = server.finish()
    }
    print("initialize µs: median \(percentile(samples, 0.5)), max \(samples.max() ?? 0)")
    #expect(percentile(samples, 0.5) < 5000)
  }

  @Test func hoverAndCompletionRoundTrips() {
    let server = TestServer(features: features)
    let text = (0..<400).map { "  view V\($0) { left: \($0); width: fill; 标题: \"👍🏽\" }" }.joined(separator: "\n")
    server.open(uri, "linear S (vert) {\n" + text + "\n}\n")
    for warmUp in 0..<200 {
      _ = roundTrip(server, TestServer.request(warmUp + 1, "textDocument/hover", FakeFeatures.at(uri, 200, 40)))
    }
    var hovers: [Double] = []
    var completions: [Double] = []
    for index in 0..<2000 {
      let position = FakeFeatures.at(uri, index % 400, index % 50)
      hovers.append(roundTrip(server, TestServer.request(1000 + 2 * index, "textDocument/hover", position)))
      completions.append(roundTrip(server, TestServer.request(1001 + 2 * index, "textDocument/completion", position)))
    }
    print("hover µs: p50 \(percentile(hovers, 0.5)) p95 \(percentile(hovers, 0.95)) p99 \(percentile(hovers, 0.99))")
    print("completion µs: p50 \(percentile(completions, 0.5)) p95 \(percentile(completions, 0.95))")
    #expect(percentile(hovers, 0.95) < 250)
    #expect(percentile(completions, 0.95) < 250)
  }

  @Test func jsonThroughput() throws {
    let item = CompletionItem(
      label: "property", kind: .property, detail: "pt",
      documentation: MarkupContent(kind: .markdown, value: "标题 👍🏽\n`x`"))
    let list = CompletionList(items: Array(repeating: item, count: 1000)).json
    let bytes = list.serialized()
    var start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<20 { _ = try JSON.parse(bytes) }
    var seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("JSON parse: \(Double(bytes.count * 20) / seconds / 1e6) MB/s")
    start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<20 { _ = list.serialized() }
    seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("JSON serialize: \(Double(bytes.count * 20) / seconds / 1e6) MB/s")
    start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<20 { _ = CompletionList(items: Array(repeating: item, count: 1000)).json }
    seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("building JSON values: \(Double(bytes.count * 20) / seconds / 1e6) MB/s equivalent")
  }

  @Test func hoverRoundTripOverPipes() throws {
    let toServer = Pipe()
    let fromServer = Pipe()
    let transport = StdioTransport(
      inputDescriptor: toServer.fileHandleForReading.fileDescriptor,
      outputDescriptor: fromServer.fileHandleForWriting.fileDescriptor)
    let features = features
    let options = ServerOptions(name: "toy", log: { _ in })
    Thread { _ = runServer(transport: transport, features: features, options: options) }.start()
    var framer = MessageFramer()
    func exchange(_ message: JSON) -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      toServer.fileHandleForWriting.write(Data(Message.frame(body: message.serialized())))
      var gotResponse = false
      while !gotResponse {
        let chunk = fromServer.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        for case .body(let body) in framer.feed(Array(chunk)) where (try? JSON.parse(body))?["id"] != nil {
          gotResponse = true
        }
      }
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
    }
    let initialize = exchange(TestServer.request(0, "initialize", ["capabilities": [:]]))
    let text = (0..<400).map { "  view V\($0) { left: \($0); 标题: \"👍🏽\" }" }.joined(separator: "\n")
    let open = TestServer.notification(
      "textDocument/didOpen",
      ["textDocument": ["uri": .string(uri), "languageId": "toy", "version": 1, "text": .string(text)]])
    toServer.fileHandleForWriting.write(Data(Message.frame(body: open.serialized())))
    var hovers: [Double] = []
    var completions: [Double] = []
    for index in 0..<2000 {
      let position = FakeFeatures.at(uri, index % 400, index % 50)
      hovers.append(exchange(TestServer.request(1 + 2 * index, "textDocument/hover", position)))
      completions.append(exchange(TestServer.request(2 + 2 * index, "textDocument/completion", position)))
    }
    print("pipes: initialize \(initialize) µs; hover p50 \(percentile(hovers, 0.5)) p95 \(percentile(hovers, 0.95))")
    print("pipes: completion p50 \(percentile(completions, 0.5)) p95 \(percentile(completions, 0.95))")
    #expect(initialize < 5000)
    #expect(percentile(hovers, 0.95) < 250)
    #expect(percentile(completions, 0.95) < 250)
    try toServer.fileHandleForWriting.close()
  }
}
