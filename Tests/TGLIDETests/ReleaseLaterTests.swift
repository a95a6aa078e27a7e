// The lint runs' leftovers are freed on a thread of the lowest priority, not on the thread that linted, and only
// when asked.

import Platform
import TGLIDE
import TGLLint
import Testing

@Suite struct ReleaseLaterTests {
  /// Records the thread an object is freed on.
  final class Sentinel: @unchecked Sendable {
    let freed: Freed
    init(_ freed: Freed) { self.freed = freed }
    deinit { freed.record(isMain: Threads.isMain, priority: Threads.priority) }
  }

  final class Freed: @unchecked Sendable {
    let condition = Condition()
    var priorities: [Int] = []
    var onMain = false
    var finished = false

    func record(isMain: Bool, priority: Int) {
      condition.withLock {
        priorities.append(priority)
        onMain = onMain || isMain
      }
    }

    func finish() {
      condition.withLock {
        finished = true
        condition.broadcast()
      }
    }

    func waitUntilFinished() {
      condition.lock()
      while !finished { condition.wait() }
      condition.unlock()
    }
  }

  @Test func leftoversAreFreedInTheBackgroundAtTheLowestPriority() {
    let freed = Freed()
    let later = ReleaseLater()
    for _ in 0..<3 {
      let leftovers = LintLeftovers()
      leftovers.keep(Sentinel(freed))
      later.add(leftovers)
    }
    #expect(later.pendingCount == 3)
    // Nothing is freed until asked.
    #expect(freed.condition.withLock { freed.priorities.isEmpty })
    later.releaseInBackground { freed.finish() }
    #expect(later.pendingCount == 0)
    freed.waitUntilFinished()
    let (priorities, onMain) = freed.condition.withLock { (freed.priorities, freed.onMain) }
    #expect(priorities.count == 3)
    #expect(!onMain)
    #if os(Linux)
      #expect(priorities == [19, 19, 19])
    #endif
  }
}
