// The server over real pipes through StdioTransport: a whole session from initialize to exit.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

@Suite struct StdioTransportTests {
  final class ExitBox: @unchecked Sendable {
    var code: Int32?
  }

  @Test func sessionOverPipes() throws {
    let toServer = Pipe()
    let fromServer = Pipe()
    let transport = StdioTransport(
      inputDescriptor: toServer.fileHandleForReading.fileDescriptor,
      outputDescriptor: fromServer.fileHandleForWriting.fileDescriptor)
    let done = DispatchSemaphore(value: 0)
    let box = ExitBox()
    Thread {
      box.code = runServer(
        transport: transport, features: FakeFeatures.all, options: ServerOptions(name: "toy", log: { _ in }))
      done.signal()
    }.start()
    let messages: [JSON] = [
      TestServer.request(1, "initialize", ["capabilities": [:]]),
      TestServer.request(2, "toy/echo", ["text": "标题 👍🏽"]),
      TestServer.request(3, "shutdown"),
    ]
    toServer.fileHandleForWriting.write(Data(messages.flatMap { Message.frame(body: $0.serialized()) }))
    var framer = MessageFramer()
    var responses: [JSON] = []
    while responses.count < 3 {
      let chunk = fromServer.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      for case .body(let body) in framer.feed(Array(chunk)) { responses.append(try JSON.parse(body)) }
    }
    #expect(responses.map { $0["id"] } == [1, 2, 3])
    #expect(responses[1] == result(2, ["params": ["text": "标题 👍🏽"], "documents": []]))
    toServer.fileHandleForWriting.write(Data(Message.frame(body: TestServer.notification("exit").serialized())))
    #expect(done.wait(timeout: .now() + 5) == .success)
    #expect(box.code == 0)
    try toServer.fileHandleForWriting.close()
  }
}
