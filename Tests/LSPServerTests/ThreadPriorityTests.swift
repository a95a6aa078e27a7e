// Background work at the lowest priority: the workspace indexer's thread gives way to the diagnostics of the open
// documents (on two cores it took one of them from a 10,000-line document's first diagnostics).

import Platform
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ThreadPriorityTests {
  /// Runs `body` on a new thread and returns what it returned.
  func onNewThread(_ body: @escaping @Sendable () -> Int) -> Int {
    let result = Box()
    let done = Condition()
    Threads.detach(stackSize: 1 << 20) {
      let value = body()
      done.withLock {
        result.value = value
        done.broadcast()
      }
    }
    done.lock()
    while result.value == nil { done.wait() }
    done.unlock()
    return result.value!
  }

  final class Box: @unchecked Sendable { var value: Int? }

  #if os(Linux)
    @Test func loweringGivesTheCallingThreadNiceNineteen() {
      let before = Threads.priority
      let lowered = onNewThread {
        guard Threads.lowerPriority() else { return -100 }
        return Threads.priority
      }
      #expect(lowered == 19)
      // Only that thread: the test's own thread and the next new thread keep the priority they had.
      #expect(Threads.priority == before)
      #expect(onNewThread { Threads.priority } == before)
    }

    /// The lowered thread also takes the SCHED_IDLE policy (a waking thread of the process preempts it at once);
    /// the others keep the normal policy (SCHED_OTHER, 0).
    @Test func loweringGivesTheCallingThreadTheIdlePolicy() {
      let policy = onNewThread {
        guard Threads.lowerPriority() else { return -100 }
        return Int(sched_getscheduler(0))
      }
      #expect(policy == 5)  // SCHED_IDLE in <linux/sched.h> (Glibc shows it only to _GNU_SOURCE)
      #expect(Int(sched_getscheduler(0)) == Int(SCHED_OTHER))
      #expect(onNewThread { Int(sched_getscheduler(0)) } == Int(SCHED_OTHER))
    }
  #endif
}
