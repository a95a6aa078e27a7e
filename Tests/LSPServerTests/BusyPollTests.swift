// Busy polling after an answered request (`BusyPoll`, `BusyPoller`): the window, its end, the pause after a busy
// machine is seen, and the main loop answering requests that come inside and after the window.

import Foundation
import LSPProtocol
import Testing

import LSPTestSupport
@testable import LSPServer

/// A clock and an input scripted by the test: each `poll` answers the next of `readiness` (0 when they run out),
/// each `now` moves the clock by the next of `steps` (the last step repeats).
private final class Script {
  var readiness: [Int32]
  var steps: [Int]
  var time = 0
  private(set) var polls = 0
  private(set) var yields = 0

  init(readiness: [Int32] = [], steps: [Int], startingAt time: Int = 0) {
    self.readiness = readiness
    self.steps = steps
    self.time = time
  }

  func run(_ poller: inout BusyPoller) -> Bool {
    poller.wait(
      readiness: {
        polls += 1
        return readiness.isEmpty ? 0 : readiness.removeFirst()
      },
      yield: { yields += 1 },
      now: {
        let now = time
        time += steps.count > 1 ? steps.removeFirst() : steps[0]
        return now
      })
  }
}

@Suite struct BusyPollTests {
  @Test func theStandardWindowIs250MicrosecondsOnTwoCoresAndOffOnOne() {
    #expect(BusyPoll.standard(processorCount: 2).nanoseconds == 250_000)
    #expect(BusyPoll.standard(processorCount: 8).nanoseconds == 250_000)
    #expect(BusyPoll.standard(processorCount: 1).nanoseconds == 0)
    #expect(BusyPoll(microseconds: -5) == .off)
  }

  @Test func inputThatComesInsideTheWindowIsTakenAtOnce() {
    var poller = BusyPoller(BusyPoll(microseconds: 250))
    // Ready at the third poll, 2 µs into the window.
    let script = Script(readiness: [0, 0, 1], steps: [1_000])
    #expect(script.run(&poller))
    #expect(script.polls == 3)
    #expect(script.yields == 2)
  }

  @Test func theWindowEndsWhenNothingComes() {
    var poller = BusyPoller(BusyPoll(microseconds: 250))
    // 10 µs a round: the window's start reads 0, round k ends at 10k µs, and the 25th reaches the 250 µs deadline.
    let script = Script(steps: [10_000])
    #expect(!script.run(&poller))
    #expect(script.polls == 25)
    #expect(script.yields == 25)
  }

  @Test func aFailedPollEndsTheWindow() {
    var poller = BusyPoller(BusyPoll(microseconds: 250))
    let script = Script(readiness: [0, -1, 1], steps: [1_000])
    #expect(!script.run(&poller))
    #expect(script.polls == 2)
  }

  @Test func offNeverPolls() {
    var poller = BusyPoller(.off)
    let script = Script(readiness: [1], steps: [1_000])
    #expect(!script.run(&poller))
    #expect(script.polls == 0)
  }

  /// A pause longer than 100 µs between two polls means another thread had the core: polling stops and stays off for
  /// 50 ms from the moment the pause was seen.
  @Test func aBusyMachineStopsPollingFor50Milliseconds() {
    var poller = BusyPoller(BusyPoll(microseconds: 250))
    // Reads at 0 (start), 1 µs, 2 µs, then 2 + 101 = 103 µs: a gap of 101 µs after the third poll.
    let busy = Script(steps: [1_000, 1_000, 101_000, 1_000])
    #expect(!busy.run(&poller))
    #expect(busy.polls == 3)
    // Paused until 103 µs + 50 ms: a window asked for just before then polls nothing, even with input waiting.
    let paused = Script(readiness: [1], steps: [1_000], startingAt: 103_000 + 50_000_000 - 1)
    #expect(!paused.run(&poller))
    #expect(paused.polls == 0)
    let again = Script(readiness: [0, 1], steps: [1_000], startingAt: 103_000 + 50_000_000)
    #expect(again.run(&poller))
    #expect(again.polls == 2)
  }

  /// A gap of exactly 100 µs is still a quiet machine.
  @Test func aGapOf100MicrosecondsKeepsPolling() {
    var poller = BusyPoller(BusyPoll(microseconds: 250))
    let script = Script(readiness: [0, 0, 1], steps: [100_000])
    #expect(script.run(&poller))
    #expect(script.polls == 3)
  }

  /// Through real pipes, with a window long enough to tell the two paths apart: a request written 10 ms after an
  /// answer is read while the loop polls; one written 300 ms after it, once the loop sleeps in `poll` again.
  @Test func requestsInsideAndAfterTheWindowAreBothAnswered() {
    let server = PipeServer(
      options: ServerOptions(name: "toy", log: { _ in }, busyPoll: BusyPoll(microseconds: 100_000)))
    server.initialize()
    let echo = { (n: Int) in TestServer.request(n, "toy/echo", ["n": .int(n)]) }
    let answer = { (n: Int) -> JSON in
      ["jsonrpc": "2.0", "id": .int(n), "result": ["params": ["n": .int(n)], "documents": []]]
    }
    server.write(echo(1))
    #expect(server.next() == answer(1))
    Thread.sleep(forTimeInterval: 0.01)
    server.write(echo(2))
    #expect(server.next() == answer(2))
    Thread.sleep(forTimeInterval: 0.3)
    server.write(echo(3))
    #expect(server.next() == answer(3))
    // A notification in the window, then a request: both taken in order.
    server.write(TestServer.notification("toy/noop"), echo(4))
    #expect(server.next() == answer(4))
    server.closeInput()
    #expect(server.exit() == 1)
  }
}
