// Background threads with large stacks that take jobs in order: one thread runs them one at a time.

import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A job queue served by threads of its own, one unless asked for more (then the jobs start in order and run side by
/// side); used for diagnostics, which may recurse deeply through a parse.
public final class Worker: @unchecked Sendable {
  private let condition = Condition()
  private var jobs: [@Sendable () -> Void] = []
  private var isStopped = false

  /// Starts `threads` threads; `stackSize` is in bytes. A `background` worker runs at the lowest priority, so that its
  /// jobs take no core from the diagnostics of an open document. When the first thread cannot start, `log` says so and
  /// the process exits; when a further one cannot, the others serve the queue.
  public init(
    name: String, threads: Int = 1, stackSize: Int = 16 << 20, background: Bool = false, log: (String) -> Void
  ) {
    for index in 0..<max(threads, 1) {
      let started = Threads.detach(name: name, stackSize: stackSize) { [self] in
        if background { Threads.lowerPriority() }
        run()
      }
      if !started && index == 0 {
        log("cannot start the \(name) thread; exiting")
        exit(1)
      }
    }
  }

  public func submit(_ job: @escaping @Sendable () -> Void) {
    condition.lock()
    defer { condition.unlock() }
    jobs.append(job)
    condition.signal()
  }

  /// Lets the threads end after the jobs they are running; queued jobs are dropped.
  public func stop() {
    condition.lock()
    defer { condition.unlock() }
    isStopped = true
    jobs.removeAll()
    condition.broadcast()
  }

  private func run() {
    while let job = next() { job() }
  }

  private func next() -> (@Sendable () -> Void)? {
    condition.lock()
    defer { condition.unlock() }
    while jobs.isEmpty && !isStopped { condition.wait() }
    guard !isStopped else { return nil }
    return jobs.removeFirst()
  }
}
