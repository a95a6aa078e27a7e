// Running independent jobs on every core, on threads with stacks as large as the diagnostics thread's.

import Dispatch
import Platform

enum Parallel {
  /// The stack of each helper thread: deep files recurse deeply through parsing, lowering and layout.
  static let stackSize = 16 << 20

  /// Calls `body` for every index below `count`, on this thread and on one helper thread per other core; returns
  /// when all calls have returned. (GCD's worker threads have small stacks, so they are not used.)
  static func forEach(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let helpers = min(max(Threads.processorCount - 1, 0), 3, count - 1)
    let next = Counter()
    let done = DispatchSemaphore(value: 0)
    var started = 0
    for _ in 0..<max(helpers, 0) {
      let ok = Threads.detach(stackSize: stackSize) {
        while let index = next.take(below: count) { body(index) }
        done.signal()
      }
      if ok { started += 1 }
    }
    // Without helpers (none granted by the system), this thread does all the work.
    while let index = next.take(below: count) { body(index) }
    for _ in 0..<started { done.wait() }
  }

  /// `body(index)` for every index below `count`, computed as `forEach` computes them, in index order.
  static func map<Value: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> Value) -> [Value] {
    let results = Results<Value>(count: count)
    forEach(count) { index in results.set(index, body(index)) }
    return results.values.map { $0! }
  }

  /// Runs `body` on a new thread with a large stack and returns at once.
  static func detach(_ body: @escaping @Sendable () -> Void) {
    if !Threads.detach(stackSize: stackSize, body) { body() }
  }

  /// The results of a `map`, each written once by whichever thread computed it.
  private final class Results<Value>: @unchecked Sendable {
    private let lock = Lock()
    private(set) var values: [Value?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
      lock.withLock { values[index] = value }
    }
  }

  /// The next index to work on, shared by the threads of one `forEach`.
  private final class Counter: @unchecked Sendable {
    private let lock = Lock()
    private var value = 0

    func take(below count: Int) -> Int? {
      lock.withLock {
        guard value < count else { return nil }
        defer { value += 1 }
        return value
      }
    }
  }
}
