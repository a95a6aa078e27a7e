// A background thread with a large stack that runs jobs one at a time, in order.

import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A serial job queue on its own thread; used for diagnostics, which may recurse deeply through a parse.
public final class Worker: @unchecked Sendable {
  private let condition = Condition()
  private var jobs: [@Sendable () -> Void] = []
  private var isStopped = false

  /// Starts the thread; `stackSize` is in bytes. A `background` worker runs at the lowest priority, so that its jobs
  /// take no core from the diagnostics of an open document. When the thread cannot start, `log` says so and the process
  /// exits.
  public init(name: String, stackSize: Int = 16 << 20, background: Bool = false, log: (String) -> Void) {
    let started = Threads.detach(name: name, stackSize: stackSize) { [self] in
      if background { Threads.lowerPriority() }
      run()
    }
    if !started {
      log("cannot start the \(name) thread; exiting")
      exit(1)
    }
  }

  public func submit(_ job: @escaping @Sendable () -> Void) {
    condition.lock()
    defer { condition.unlock() }
    jobs.append(job)
    condition.signal()
  }

  /// Lets the thread end after the job it is running; queued jobs are dropped.
  public func stop() {
    condition.lock()
    defer { condition.unlock() }
    isStopped = true
    jobs.removeAll()
    condition.signal()
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
