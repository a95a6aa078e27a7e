// Waiting for the client's next message by asking for it again and again for a short while, before sleeping.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How long the main loop keeps polling the input without sleeping after it has answered a request.
///
/// A hover or completion round trip is mostly wake-ups, not work (docs/dev/performance-journal.md, "Where a hover or
/// completion round trip goes"): a thread that sleeps in `poll(2)` is woken by the kernel when the request arrives, and
/// that costs a scheduler round trip, more on a virtual machine whose idle core was handed back to the host. Editors
/// send requests in bursts (a hover as the pointer moves, a completion after each key, a resolve after the
/// completion), so after an answer the next request often follows within a fraction of a millisecond. Polling with a
/// zero timeout during that window reads it without a wake-up; after the window the loop sleeps as before. The cost is
/// bounded: at most the window, of one core, per request answered, and nothing while the client is idle.
public struct BusyPoll: Sendable, Equatable {
  /// The window after an answered request, in nanoseconds; zero turns busy polling off.
  public let nanoseconds: Int

  public init(microseconds: Int) {
    nanoseconds = max(microseconds, 0) * 1000
  }

  /// 250 µs on a machine with two or more cores; off on one core, where polling would take the only core from
  /// the client that is about to write the request.
  public static func standard(processorCount: Int) -> BusyPoll {
    BusyPoll(microseconds: processorCount >= 2 ? 250 : 0)
  }

  public static let off = BusyPoll(microseconds: 0)

  /// A pause between two polls longer than this means another thread ran on this core meanwhile: the machine is
  /// busy, and polling only takes a core from threads that need it. (An interrupt takes a few microseconds; another
  /// thread's turn on the core, hundreds.)
  static let contendedGap = 100_000
  /// How long busy polling stays off after it met a busy machine: long enough that a build holding every core costs one
  /// cut-short window per pause, short enough that one passing thread does not turn it off for a whole burst of
  /// requests.
  static let contendedPause = 50_000_000
}

/// Busy polling as the main loop does it: `BusyPoll`'s window after each answered request, stopped early and paused for
/// `contendedPause` when the machine turns out to be busy. Polling through a busy machine makes hover's p95 worse, not better: a
/// thread that yields stays runnable and waits its turn, while a thread asleep in `poll` is woken ahead of the others
/// when its input comes.
struct BusyPoller {
  let window: BusyPoll
  /// Nanoseconds on the monotonic clock before which polling stays off.
  private var pausedUntil = Int.min

  init(_ window: BusyPoll) { self.window = window }

  /// Polls with a zero timeout (`readiness` answers how many descriptors are ready, below zero on failure) until one is
  /// ready or the window is over; true when one is ready. Yields the core between two polls, so a thread of this
  /// process or of the client that is ready to run here runs at once; if that made a pause longer than
  /// `BusyPoll.contendedGap`, polling stops and stays off for `BusyPoll.contendedPause`.
  /// - Parameter now: the monotonic clock, in nanoseconds.
  mutating func wait(readiness: () -> Int32, yield: () -> Void, now: () -> Int) -> Bool {
    guard window.nanoseconds > 0 else { return false }
    var last = now()
    guard last >= pausedUntil else { return false }
    let deadline = last + window.nanoseconds
    while true {
      let ready = readiness()
      if ready > 0 { return true }
      if ready < 0 { return false }
      yield()
      let current = now()
      if current - last > BusyPoll.contendedGap {
        pausedUntil = current + BusyPoll.contendedPause
        return false
      }
      if current >= deadline { return false }
      last = current
    }
  }

  /// `wait` on real descriptors and the real clock; `descriptors`' `revents` tell which one is ready.
  mutating func wait(_ descriptors: inout [pollfd]) -> Bool {
    wait(
      readiness: {
        while true {
          let ready = poll(&descriptors, nfds_t(descriptors.count), 0)
          if ready >= 0 || errno != EINTR { return ready }
        }
      },
      yield: { _ = sched_yield() },
      now: BusyPoller.monotonicNanoseconds)
  }

  static func monotonicNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
  }
}

