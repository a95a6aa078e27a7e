// The threads `tgl check` starts once and runs every parallel phase on (`WorkerPool`): each iteration once, loops
// one after another on the same threads, a loop inside a loop run inline, the caller alone once finished.

import Platform
import Testing

@Suite struct WorkerPoolTests {
  /// How many times each index ran, written by whichever thread ran it.
  final class Counts: @unchecked Sendable {
    private let lock = Lock()
    private var counts: [Int]
    init(_ count: Int) { counts = Array(repeating: 0, count: count) }
    func add(_ index: Int) { lock.withLock { counts[index] += 1 } }
    var values: [Int] { lock.withLock { counts } }
  }

  @Test func everyIndexRunsOnceInEachOfManyLoopsOnTheSameThreads() {
    let pool = WorkerPool(threads: 3, stackSize: 1 << 20)
    defer { pool.finish() }
    #expect(pool.width == 3)
    for count in [0, 1, 2, 3, 7, 100, 1000] + Array(repeating: 5, count: 200) {
      let counts = Counts(count)
      pool.forEach(count) { counts.add($0) }
      #expect(counts.values == Array(repeating: 1, count: count))
    }
  }

  /// Two iterations wait for each other: they can meet only if two threads run the loop at once.
  @Test func aLoopRunsOnTwoThreadsAtOnce() {
    let pool = WorkerPool(threads: 2, stackSize: 1 << 20)
    defer { pool.finish() }
    let meeting = Condition()
    let arrived = Counts(1)
    let met = Counts(2)
    pool.forEach(2) { index in
      meeting.withLock {
        arrived.add(0)
        meeting.broadcast()
        let deadline = ContinuousClock.now + .seconds(20)
        while arrived.values[0] < 2 { if !meeting.wait(until: deadline) { return } }
        met.add(index)
      }
    }
    #expect(met.values == [1, 1])
  }

  @Test func aLoopInsideALoopRunsInlineAndCompletes() {
    let pool = WorkerPool(threads: 2, stackSize: 1 << 20)
    defer { pool.finish() }
    let counts = Counts(8 * 5)
    pool.forEach(8) { outer in
      pool.forEach(5) { inner in counts.add(outer * 5 + inner) }
    }
    #expect(counts.values == Array(repeating: 1, count: 40))
  }

  @Test func aFinishedPoolRunsLoopsOnTheCaller() {
    let pool = WorkerPool(threads: 4, stackSize: 1 << 20)
    pool.finish()
    #expect(pool.width == 1)
    let counts = Counts(10)
    pool.forEach(10) { counts.add($0) }
    #expect(counts.values == Array(repeating: 1, count: 10))
  }

  @Test func theTailIsMeasuredOnlyWhenAsked() {
    let pool = WorkerPool(threads: 2, stackSize: 1 << 20)
    defer { pool.finish() }
    pool.forEach(50) { _ in }
    #expect(pool.lastTail == 0)
    pool.measuresTail = true
    pool.forEach(50) { _ in }
    #expect(pool.lastTail >= 0 && pool.lastTail < 10)
  }
}
