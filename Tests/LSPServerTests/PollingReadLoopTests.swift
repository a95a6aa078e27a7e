// The main loop reading standard input itself (poll on the input and on the wake-up pipe, `Inbox`), over real pipes:
// messages split across reads or sharing one, a background event while the input is idle, the end of input,
// cancellation between requests, and a client that writes a large message before it reads.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

/// A server on `StdioTransport` over two pipes, run on its own thread; the test is the client.
final class PipeServer: @unchecked Sendable {
  private let toServer: (read: Int32, write: Int32)
  private let fromServer: (read: Int32, write: Int32)
  private let finished = DispatchSemaphore(value: 0)
  private let started = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var exitCode: Int32?
  private var startedChannel: ClientChannel?
  private var framer = MessageFramer()
  private var received: [JSON] = []

  init(features: Features = FakeFeatures.all, options: ServerOptions = ServerOptions(name: "toy", log: { _ in })) {
    toServer = PipeServer.makePipe()
    fromServer = PipeServer.makePipe()
    let transport = StdioTransport(inputDescriptor: toServer.read, outputDescriptor: fromServer.write)
    var features = features
    features.serverStarted = { [self] channel in
      lock.withLock { startedChannel = channel }
      started.signal()
    }
    let configured = features
    Thread { [self] in
      let code = runServer(transport: transport, features: configured, options: options)
      lock.withLock { exitCode = code }
      finished.signal()
    }.start()
    started.wait()
  }

  /// Ends the server (the end of its input) and waits for it before closing the other ends: a descriptor closed
  /// while the server still polls it could be reused by another test's pipe.
  deinit {
    closeInput()
    if lock.withLock({ exitCode == nil }) { _ = finished.wait(timeout: .now() + 5) }
    for descriptor in [toServer.read, fromServer.read, fromServer.write] { close(descriptor) }
  }

  static func makePipe() -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0)
    return (ends[0], ends[1])
  }

  var channel: ClientChannel { lock.withLock { startedChannel! } }

  /// Writes all of `bytes` to the server's input, in one `write` when the pipe has room.
  func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { writeBytes(toServer.write, $0.baseAddress! + offset, bytes.count - offset) }
      precondition(written > 0 || errno == EINTR)
      offset += max(written, 0)
    }
  }

  func write(_ messages: JSON...) {
    write(messages.flatMap { Message.frame(body: $0.serialized()) })
  }

  private var inputClosed = false

  func closeInput() {
    guard !inputClosed else { return }
    inputClosed = true
    close(toServer.write)
  }

  /// The next message the server writes, or nil when none comes within `timeout` seconds.
  func next(timeout: Double = 5) -> JSON? {
    let deadline = Date().addingTimeInterval(timeout)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while received.isEmpty {
      let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
      var entry = pollfd(fd: fromServer.read, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, left) > 0 else { return nil }
      let count = buffer.withUnsafeMutableBytes { read(fromServer.read, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      for case .body(let body) in framer.feed(buffer[0..<count]) {
        if let json = try? JSON.parse(body) { received.append(json) }
      }
    }
    return received.removeFirst()
  }

  /// The server's exit code once it has returned within `timeout` seconds, else nil.
  func exit(timeout: Double = 5) -> Int32? {
    guard finished.wait(timeout: .now() + timeout) == .success else { return nil }
    return lock.withLock { exitCode }
  }

  func initialize() {
    write(TestServer.request(0, "initialize", ["capabilities": [:]]), TestServer.notification("initialized"))
    _ = next()
  }
}

/// `write(2)`, out of reach of `PipeServer.write` by name.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

@Suite struct PollingReadLoopTests {
  @Test func aMessageSplitAcrossReadsIsAnsweredOnceWhole() {
    let server = PipeServer()
    server.initialize()
    let bytes = Message.frame(body: TestServer.request(1, "toy/echo", ["text": "split"]).serialized())
    // In the header, then in the body: each part sits in the pipe alone long enough for the server to read it.
    server.write(Array(bytes[0..<10]))
    #expect(server.next(timeout: 0.2) == nil)
    server.write(Array(bytes[10..<40]))
    #expect(server.next(timeout: 0.2) == nil)
    server.write(Array(bytes[40...]))
    #expect(server.next() == result(1, ["params": ["text": "split"], "documents": []]))
  }

  @Test func twoMessagesInOneReadAreBothAnsweredInOrder() {
    let server = PipeServer()
    server.initialize()
    server.write(TestServer.request(1, "toy/echo", ["n": 1]), TestServer.request(2, "toy/echo", ["n": 2]))
    #expect(server.next() == result(1, ["params": ["n": 1], "documents": []]))
    #expect(server.next() == result(2, ["params": ["n": 2], "documents": []]))
  }

  @Test func aBackgroundEventWakesTheLoopWhileTheInputIsIdle() {
    let server = PipeServer()
    server.initialize()
    #expect(server.next(timeout: 0.2) == nil)
    // From another thread than the server's, with nothing on the input: only the wake-up pipe can get it out.
    let channel = server.channel
    Thread { channel.notify("toy/ping", ["n": 1]) }.start()
    #expect(server.next() == ["jsonrpc": "2.0", "method": "toy/ping", "params": ["n": 1]])
    Thread { channel.notify("toy/ping", ["n": 2]) }.start()
    #expect(server.next() == ["jsonrpc": "2.0", "method": "toy/ping", "params": ["n": 2]])
  }

  @Test func theEndOfInputEndsTheServerWithCode1() {
    let server = PipeServer()
    server.initialize()
    // A message cut short by the end of input is dropped; the loop does not wait for the rest.
    server.write(Array(Message.frame(body: TestServer.request(1, "toy/echo").serialized()).dropLast(3)))
    server.closeInput()
    #expect(server.exit() == 1)
  }

  @Test func exitAfterShutdownEndsWithCode0() {
    let server = PipeServer()
    server.initialize()
    server.write(TestServer.request(1, "shutdown"))
    #expect(server.next() == result(1, nil))
    server.write(TestServer.notification("exit"))
    #expect(server.exit() == 0)
  }

  @Test func garbageBetweenMessagesIsSkipped() {
    let server = PipeServer()
    server.initialize()
    server.write(Array("Content-Length: x\r\n\r\nnot json at all".utf8))
    server.write(Array("Content-Length: 5\r\n\r\n{oops".utf8))
    #expect(server.next()?["error"]?["code"] == -32700)
    server.write(TestServer.request(1, "toy/echo"))
    #expect(server.next() == result(1, ["params": [:], "documents": []]))
  }

  @Test func aCancellationThatArrivesWhileARequestRunsIsSeenBeforeTheNext() {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let features = FakeFeatures.blocking(started: started, release: release)
    let server = PipeServer(features: features)
    server.initialize()
    server.write(TestServer.request(1, "toy/block"), TestServer.request(2, "toy/echo"))
    started.wait()
    let cancel = { (id: Int) in TestServer.notification("$/cancelRequest", ["id": .int(id)]) }
    server.write(cancel(1), cancel(2))
    release.signal()
    #expect(server.next() == result(1, "done"))
    #expect(server.next() == error(2, -32800, "toy/echo was cancelled"))
  }

  /// A client that writes a large message before it reads: the server, busy writing a large answer the client does
  /// not take yet, must keep reading its input, or each would wait for the other forever.
  @Test func aClientWritingBeforeItReadsDoesNotDeadlockTheServer() {
    let server = PipeServer()
    server.initialize()
    // Each message is several times a pipe's capacity (64 KiB on Linux), and so is each answer.
    let text = JSON.string(String(repeating: "x", count: 400_000))
    let written = DispatchSemaphore(value: 0)
    Thread {
      server.write(TestServer.request(1, "toy/echo", ["text": text]), TestServer.request(2, "toy/echo", ["text": text]))
      written.signal()
    }.start()
    #expect(written.wait(timeout: .now() + 10) == .success)
    #expect(server.next()?["id"] == 1)
    #expect(server.next()?["id"] == 2)
  }
}
