// Structures the diagnostics no longer need, freed after the diagnostics are out rather than on their way.

import Platform
import TGLLint

/// The lint runs' leftovers (`LintLeftovers`) of one round of diagnostics, freed together on a thread of the lowest
/// priority once the round's diagnostics are collected.
///
/// When a file opens, its pieces are linted on every core and the diagnostics wait for the last piece; freeing each
/// run's records, index and nodes is part of that work. Freed here, it runs on the core that the last lint left idle,
/// while the server converts and publishes.
package final class ReleaseLater: @unchecked Sendable {
  package static let shared = ReleaseLater()

  package init() {}

  private let lock = Lock()
  private var pending: [LintLeftovers] = []

  /// Keeps `leftovers` until the next `releaseInBackground()`.
  package func add(_ leftovers: LintLeftovers) {
    lock.withLock { pending.append(leftovers) }
  }

  /// The number of runs whose leftovers wait.
  package var pendingCount: Int { lock.withLock { pending.count } }

  /// Frees everything kept so far on a new thread of the lowest priority; returns at once. `done` runs on that
  /// thread after the last structure is freed (tests wait for it).
  package func releaseInBackground(done: (@Sendable () -> Void)? = nil) {
    // One set of leftovers holds the round's: emptied on the releasing thread, so the last reference to every
    // structure goes there, whichever thread lets go of the closure last.
    let batch = LintLeftovers()
    lock.withLock {
      for run in pending { batch.keep(run) }
      pending = []
    }
    guard batch.count > 0 || done != nil else { return }
    Parallel.detach {
      _ = Threads.lowerPriority()
      batch.release()
      done?()
    }
  }
}
