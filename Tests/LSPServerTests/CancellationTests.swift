// Tests of `$/cancelRequest`: requests not yet run are answered with -32800, others are left alone.

import Foundation
import LSPProtocol
import LSPServer
import LSPTestSupport
import Testing

@Suite struct CancellationTests {
  func cancel(_ id: JSON) -> JSON { TestServer.notification("$/cancelRequest", ["id": id]) }

  @Test func cancelledBeforeItRuns() {
    let server = TestServer(features: FakeFeatures.all)
    server.send(TestServer.request(1, "toy/echo"), cancel(1))
    #expect(server.next() == error(1, -32800, "toy/echo was cancelled"))
    #expect(server.request(2, "shutdown") == result(2, nil))
  }

  @Test func onlyTheCancelledRequestIsDropped() {
    let server = TestServer(features: FakeFeatures.all)
    server.send(TestServer.request(1, "toy/echo"), TestServer.request(2, "toy/echo"), cancel(2), cancel(99))
    #expect(server.next() == error(2, -32800, "toy/echo was cancelled"))
    #expect(server.next() == result(1, ["params": [:], "documents": []]))
    #expect(server.drain() == [])
  }

  @Test func stringIDsCanBeCancelled() {
    let server = TestServer(features: FakeFeatures.all)
    server.send(["jsonrpc": "2.0", "id": "a", "method": "toy/echo"], cancel("a"))
    #expect(server.next() == error("a", -32800, "toy/echo was cancelled"))
  }

  @Test func cancellingAnAnsweredRequestDoesNothing() {
    let server = TestServer(features: FakeFeatures.all)
    #expect(server.request(1, "toy/echo") == result(1, ["params": [:], "documents": []]))
    server.send(cancel(1))
    #expect(server.request(2, "shutdown") == result(2, nil))
    #expect(server.drain() == [])
  }

  @Test func aRunningRequestCompletesAndTheOneQueuedBehindItIsCancelled() {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let features = FakeFeatures.blocking(started: started, release: release)
    let server = TestServer(features: features)
    server.send(TestServer.request(1, "toy/block"), TestServer.request(2, "toy/echo"))
    started.wait()
    server.send(cancel(1), cancel(2))
    Thread.sleep(forTimeInterval: 0.5)
    release.signal()
    #expect(server.next() == result(1, "done"))
    #expect(server.next() == error(2, -32800, "toy/echo was cancelled"))
  }

  @Test func invalidCancelParamsAreLogged() {
    let server = TestServer(features: FakeFeatures.all)
    server.send(cancel([1]))
    #expect(server.request(1, "shutdown") == result(1, nil))
    #expect(server.logs.contains("ignored $/cancelRequest: id: expected an integer or a string, got [1]"))
  }
}
