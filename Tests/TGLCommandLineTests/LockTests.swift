// The lock the check's threads share tables under (`Platform.Lock`): mutual exclusion while both threads hammer it,
// and on glibc an adaptive mutex, which spins briefly before sleeping (docs/dev/performance-journal.md, session 31).

#if canImport(Glibc)
  import Glibc
#endif
@testable import Platform
import Testing

@Suite struct LockTests {
  final class Counter: @unchecked Sendable {
    let lock = Lock()
    var value = 0
  }

  /// Two threads each add 100,000 under the lock at once: not one addition is lost.
  @Test func twoThreadsAddingUnderTheLockLoseNothing() {
    let pool = WorkerPool(threads: 2, stackSize: 1 << 20)
    defer { pool.finish() }
    let counter = Counter()
    pool.forEach(2) { _ in
      for _ in 0..<100_000 { counter.lock.withLock { counter.value += 1 } }
    }
    #expect(counter.value == 200_000)
  }

  #if canImport(Glibc)
    /// The kind glibc records for the mutex a lock makes: adaptive, not the default that sleeps at once.
    @Test func aLockIsAnAdaptiveMutexOnGlibc() {
      let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
      defer { mutex.deallocate() }
      Lock.initialize(mutex)
      defer { pthread_mutex_destroy(mutex) }
      #expect(mutex.pointee.__data.__kind == Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
    }
  #endif
}
