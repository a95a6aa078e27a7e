// A lock and a condition variable over pthreads: what the tools used NSLock and NSCondition for, without
// Foundation (which makes the shipped binary several times larger and slower to start; figures in docs/install.md).

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock (not recursive).
public final class Lock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  public init() { Self.initialize(mutex) }

  /// On glibc, an adaptive mutex: a thread that finds it taken spins a little before sleeping. The locks guard
  /// lookups of a few hundred nanoseconds in tables the check's threads share (component trees, instance tables,
  /// measured texts), where sleeping in the kernel and being woken costs many times the wait.
  static func initialize(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) {
    #if canImport(Glibc)
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
      pthread_mutex_init(mutex, &attributes)
      pthread_mutexattr_destroy(&attributes)
    #else
      pthread_mutex_init(mutex, nil)
    #endif
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  public func lock() { pthread_mutex_lock(mutex) }

  public func unlock() { pthread_mutex_unlock(mutex) }

  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A lock with a condition to wait for: `lock`, then `wait` in a loop until the state is right, then `unlock`.
public final class Condition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  public init() {
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  public func lock() { pthread_mutex_lock(mutex) }

  public func unlock() { pthread_mutex_unlock(mutex) }

  public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Releases the lock until signalled (or woken spuriously), then takes it again.
  public func wait() { pthread_cond_wait(condition, mutex) }

  /// `wait()` that gives up at `deadline`: false when the deadline has passed.
  public func wait(until deadline: ContinuousClock.Instant) -> Bool {
    let remaining = ContinuousClock.now.duration(to: deadline)
    guard remaining > .zero else { return false }
    // pthread_cond_timedwait takes an absolute time on the realtime clock.
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let (seconds, attoseconds) = remaining.components
    var nanoseconds = Int(now.tv_nsec) + Int(attoseconds / 1_000_000_000)
    let wholeSeconds = Int(now.tv_sec) + Int(min(seconds, 1 << 32)) + nanoseconds / 1_000_000_000
    nanoseconds %= 1_000_000_000
    var limit = timespec(tv_sec: wholeSeconds, tv_nsec: nanoseconds)
    return pthread_cond_timedwait(condition, mutex, &limit) == 0
  }

  /// Wakes one waiting thread.
  public func signal() { pthread_cond_signal(condition) }

  /// Wakes every waiting thread.
  public func broadcast() { pthread_cond_broadcast(condition) }
}
