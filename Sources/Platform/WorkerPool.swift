// Threads started once and reused for every parallel loop of a command: `tgl check` reads and parses, loads, checks
// and reports through one pool. Dispatch's `concurrentPerform` started its worker threads on demand, and a loop of a
// few milliseconds (reading and parsing 300 files) ran on the calling thread alone before they came up
// (docs/dev/performance-journal.md, "Session 20: front20").

import CPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fixed set of threads that run the iterations of one loop at a time, together with the thread that calls
/// `forEach`. `finish()` ends the threads; a pool that is never finished keeps its threads (asleep) until exit.
public final class WorkerPool: @unchecked Sendable {
  /// The threads that run a loop's iterations, the caller's included.
  public var width: Int { condition.withLock { started } + 1 }
  /// Whether `forEach` measures its tail (`lastTail`): off, it reads no clock.
  public var measuresTail = false
  /// The seconds between the first thread finding no iteration left and the last iteration's end, in the last loop
  /// that ran on more than one thread (0 before any): how long a core stood idle at the loop's end.
  public private(set) var lastTail = 0.0

  private let condition = Condition()
  // Guarded by `condition`: the loop running, a number that changes with each loop (a worker that slept through one
  // loop does not join it late by mistake), whether a loop is running (a `forEach` inside one runs inline), and
  // whether the threads should end.
  private var loop: Loop?
  private var generation = 0
  private var busy = false
  private var finished = false
  private var started = 0

  /// Starts `threads - 1` threads (the caller is the last) with stacks of `stackSize` bytes; `threads` defaults to
  /// the processors this process may run on. Fewer when the system refuses threads: with none, loops run on the
  /// caller alone.
  public init(threads: Int = Threads.processorCount, stackSize: Int) {
    for _ in 0..<max(threads - 1, 0) {
      // The thread holds the pool until `finish()`: `work` returns only once `finished` is set.
      guard Threads.detach(name: "tgl-worker", stackSize: stackSize, { [self] in work() }) else { break }
      condition.withLock { started += 1 }
    }
  }

  /// Calls `body` for every index below `count`, on this thread and on the pool's, in any order; returns when every
  /// call has returned. Called from inside another loop's `body` (or while another thread's loop runs), it runs its
  /// iterations here, one after another: one loop at a time keeps every thread on the outer loop's work.
  public func forEach(_ count: Int, _ body: @Sendable (Int) -> Void) {
    guard count > 0 else { return }
    condition.lock()
    guard !busy, started > 0, count > 1 else {
      condition.unlock()
      for index in 0..<count { body(index) }
      return
    }
    busy = true
    withoutActuallyEscaping(body) { escapable in
      let loop = Loop(escapable, count: count, measuresTail: measuresTail)
      self.loop = loop
      generation &+= 1
      condition.broadcast()
      condition.unlock()
      run(loop)
      condition.lock()
      loop.active -= 1
      while loop.active > 0 { condition.wait() }
      // No thread calls `body` any more: it is dropped before `withoutActuallyEscaping` returns.
      loop.body = nil
      self.loop = nil
      if measuresTail, let firstOut = loop.firstOut, let lastEnd = loop.lastEnd { lastTail = max(0, lastEnd - firstOut) }
      busy = false
      condition.unlock()
    }
  }

  /// Ends the pool's threads once they are idle; `forEach` then runs on the caller alone.
  public func finish() {
    condition.withLock {
      finished = true
      started = 0
      condition.broadcast()
    }
  }

  /// A worker thread: waits for a loop, joins it, and waits again until the pool is finished.
  private func work() {
    var seen = 0
    condition.lock()
    while true {
      while generation == seen && !finished { condition.wait() }
      if finished { break }
      seen = generation
      // A loop that ended while this thread slept is gone: wait for the next.
      guard let loop else { continue }
      loop.active += 1
      condition.unlock()
      run(loop)
      condition.lock()
      loop.active -= 1
      if loop.active == 0 { condition.broadcast() }
    }
    condition.unlock()
  }

  /// Runs iterations of `loop` until none is left (the caller holds no lock; the body is read once, and dropped before
  /// the thread leaves the loop, while the loop's caller still waits for it). The indices are handed out by an
  /// atomic counter, so that taking one never waits on the lock the sleeping threads wait on.
  private func run(_ loop: Loop) {
    guard let body = loop.body else { return }
    while true {
      let index = tgl_atomic_take_next(loop.next)
      guard index < loop.count else {
        if loop.measuresTail {
          let now = Self.now()
          condition.withLock { if loop.firstOut == nil { loop.firstOut = now } }
        }
        return
      }
      body(index)
      if loop.measuresTail {
        let now = Self.now()
        condition.withLock { loop.lastEnd = max(loop.lastEnd ?? now, now) }
      }
    }
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// One loop: its body, how many iterations it has, the next to hand out (one counter, read and advanced atomically;
  /// each thread advances it at most once past `count`), the threads inside it (the caller counted from the start)
  /// and, when measured, when the first thread ran out of work and when the last ended.
  private final class Loop {
    var body: ((Int) -> Void)?
    let count: Int
    let measuresTail: Bool
    let next = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    var active = 1
    var firstOut: Double?
    var lastEnd: Double?

    init(_ body: @escaping (Int) -> Void, count: Int, measuresTail: Bool) {
      self.body = body
      self.count = count
      self.measuresTail = measuresTail
      next.initialize(to: 0)
    }

    deinit { next.deallocate() }
  }
}
