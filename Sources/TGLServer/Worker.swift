// A background thread with a large stack that runs jobs one at a time, in order.

import Foundation

/// A serial job queue on its own thread; used for diagnostics, which may recurse deeply through a parse.
final class Worker: @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [@Sendable () -> Void] = []
  private var isStopped = false

  /// Starts the thread; `stackSize` is in bytes.
  init(name: String, stackSize: Int = 16 << 20) {
    let thread = Thread { [self] in run() }
    thread.name = name
    thread.stackSize = stackSize
    thread.start()
  }

  func submit(_ job: @escaping @Sendable () -> Void) {
    condition.lock()
    defer { condition.unlock() }
    jobs.append(job)
    condition.signal()
  }

  /// Lets the thread end after the job it is running; queued jobs are dropped.
  func stop() {
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
