// Deep documents are laid out on a thread with a large stack: flattening, comparing and laying out recurse once
// or several times per level, and the threads callers run on have small stacks (GCD's and Swift concurrency's
// workers: 512 KB to 8 MB; a debug build needs about 7 KB per level, an address-sanitized one much more).

import Dispatch
import Platform
import TGLSemantics

enum DeepStack {
  /// The nesting depth above which the layout moves to its own thread; shallow documents (nearly all) pay only
  /// for finding out (a walk that stops at this depth). The main thread's stack (8 MB) takes the deepest file the
  /// parser accepts even in a sanitized debug build; other threads may have 512 KB.
  static var threshold: Int { Threads.isMain ? 160 : 24 }
  /// Reserved, not committed: pages are touched only as deep as the recursion goes.
  static let stackSize = 512 << 20

  /// Runs `body` here, or on a new thread with a `stackSize` stack when `root` is nested deeper than `threshold`.
  /// `body` gets the number of elements of the document: the walk that finds the depth counts them on the way, so
  /// that the engine sizes its arrays without walking the document again (`Element.subtreeCount`).
  static func whenDeep<T>(_ root: borrowing Element, _ body: (_ elementCount: Int) -> T) -> T {
    var count = 0
    let deep = withUnsafePointer(to: root) { isDeeper(than: threshold, $0, counting: &count) }
    guard deep else { return body(count) }
    // The walk stopped at the first element too deep: the count is that of the whole document.
    let total = root.subtreeCount
    var result: T?
    run { result = body(total) }
    // `run` returns after `body` has run on the thread.
    return result!
  }

  /// Whether the subtree at `pointer` has elements more than `limit` levels below it (recursion bounded by `limit`);
  /// adds the elements it visits to `count` (all of the subtree's when the answer is no).
  private static func isDeeper(than limit: Int, _ pointer: UnsafePointer<Element>, counting count: inout Int) -> Bool {
    count += 1
    // Through a `Span`, which borrows the array where `withUnsafeBufferPointer` on it retained and released it.
    return pointer.pointee.children.span.withUnsafeBufferPointer { children in
      guard let base = children.baseAddress else { return false }
      if limit == 0 { return true }
      for child in children.indices where isDeeper(than: limit - 1, base + child, counting: &count) { return true }
      return false
    }
  }

  /// Runs `body` on a new thread with a `stackSize` stack and waits for it.
  static func run(_ body: () -> Void) {
    withoutActuallyEscaping(body) { escapable in
      let job = Job(escapable)
      let done = DispatchSemaphore(value: 0)
      let started = Threads.detach(stackSize: stackSize) {
        job.run()
        done.signal()
      }
      // No thread to be had: run here, on the caller's stack, rather than not at all.
      if started { done.wait() } else { job.run() }
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
