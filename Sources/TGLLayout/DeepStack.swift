// Deep documents are laid out on a thread with a large stack: containers measure their children recursively,
// several frames per level, and the threads callers run on have small stacks (GCD's and Swift concurrency's
// workers: 512 KB to 8 MB; a debug build needs about 7 KB per level, a sanitized one more).

import Foundation

enum DeepStack {
  /// The nesting depth above which the layout moves to its own thread; shallow documents (nearly all) pay nothing.
  static let threshold = 24
  /// Reserved, not committed: pages are touched only as deep as the recursion goes.
  static let stackSize = 512 << 20

  /// Runs `body` on a new thread with a `stackSize` stack and waits for it.
  static func run(_ body: () -> Void) {
    withoutActuallyEscaping(body) { escapable in
      let job = Job(escapable)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        job.run()
        done.signal()
      }
      thread.stackSize = stackSize
      thread.start()
      done.wait()
    }
  }

  /// Carries the closure to the thread; the caller waits, so the closure never runs concurrently with it. The
  /// closure is dropped as soon as it has run: `withoutActuallyEscaping` traps if it is still held (the thread
  /// object can outlive the wait).
  private final class Job: @unchecked Sendable {
    private var body: (() -> Void)?
    init(_ body: @escaping () -> Void) { self.body = body }

    func run() {
      body?()
      body = nil
    }
  }
}

extension LayoutEngine {
  /// `placeRoot()`, on a large stack when the document is deeper than `DeepStack.threshold`.
  mutating func placeRootOnAdequateStack() { onAdequateStack { $0.placeRoot() } }

  /// Runs `body` on this engine, on a large stack when the document is deeper than `DeepStack.threshold`.
  mutating func onAdequateStack(_ body: (inout LayoutEngine) -> Void) {
    guard maxDepth > DeepStack.threshold else { return body(&self) }
    // The engine moves into a box and back, so that its arrays stay uniquely referenced (no copies).
    let box = EngineBox(self)
    self = LayoutEngine(environment: environment)
    DeepStack.run { body(&box.engine) }
    self = box.engine
  }
}

/// The engine while it runs on the deep stack's thread.
private final class EngineBox: @unchecked Sendable {
  var engine: LayoutEngine
  init(_ engine: LayoutEngine) { self.engine = engine }
}
