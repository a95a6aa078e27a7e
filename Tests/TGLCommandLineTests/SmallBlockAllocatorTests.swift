// The process's own allocator for small blocks (CPlatform.c, "Small blocks"): on Linux with glibc, `malloc` serves
// blocks of up to 4 KiB in size classes from a region of its own and leaves larger and more strictly aligned ones to
// glibc. Every test of the suite runs on it; these check its promises directly: the class sizes `malloc_usable_size`
// reports, the bytes of blocks made, grown and freed on several threads, zeroed `calloc` blocks where freed blocks are
// used again, and the blocks of a thread that ends used again by the others.

#if os(Linux)
  import Glibc
  import Platform
  import Testing

  /// glibc's `malloc_usable_size`, which Swift's Glibc module does not show (it is in `malloc.h`), found as the
  /// process links it: the allocator's when it replaces glibc's.
  let malloc_usable_size: @convention(c) (UnsafeMutableRawPointer?) -> Int = {
    let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_usable_size")
    return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer?) -> Int).self)
  }()

  @Suite struct SmallBlockAllocatorTests {
    /// Whether another allocator serves the blocks: glibc's (`TGL_MALLOC=system`), or a sanitizer's (the allocator is
    /// not built into a sanitized build, and a sanitizer reports a call a C library answers with an error, such as a
    /// bad alignment, as a failure). Then only the promises of any `malloc` are checked.
    static let servedByAnother: Bool = {
      let handle = dlopen(nil, RTLD_NOW)
      defer { if let handle { dlclose(handle) } }
      let sanitized = dlsym(handle, "__asan_init") != nil || dlsym(handle, "__tsan_init") != nil
      return sanitized || getenv("TGL_MALLOC").map { String(cString: $0) == "system" } ?? false
    }()

    @Test(.disabled(if: servedByAnother, "another allocator serves the blocks"))
    func aSmallBlockHasTheSizeOfItsClass() throws {
      // Steps of 16 bytes up to 256, then four per doubling up to 4096.
      let expected: [(asked: Int, usable: Int)] = [
        (0, 16), (1, 16), (16, 16), (17, 32), (100, 112), (256, 256), (257, 320), (513, 640), (1000, 1024),
        (2049, 2560), (4000, 4096), (4096, 4096),
      ]
      for (asked, usable) in expected {
        let block = try #require(malloc(asked))
        defer { free(block) }
        #expect(malloc_usable_size(block) == usable, "malloc(\(asked))")
      }
    }

    @Test func aLargeBlockIsAtLeastAsLargeAsAsked() throws {
      for asked in [4097, 5000, 70_000, 3 << 20] {
        let block = try #require(malloc(asked))
        #expect(malloc_usable_size(block) >= asked)
        memset(block, 0xA5, asked)
        free(block)
      }
    }

    @Test func aReallocatedBlockKeepsItsBytes() throws {
      var block = try #require(malloc(24))
      fill(block, count: 24, seed: 7)
      // Within its class, across classes, into glibc's sizes and back.
      for size in [30, 200, 1500, 4096, 9000, 100, 10] {
        let kept = min(size, 24)
        block = try #require(realloc(block, size))
        #expect(holds(block, count: kept, seed: 7), "realloc to \(size)")
      }
      free(block)
      let fresh = try #require(realloc(nil, 32))
      #expect(malloc_usable_size(fresh) >= 32)
      // As glibc: a size of 0 frees the block and gives nothing back.
      #expect(realloc(fresh, 0) == nil)
    }

    @Test func aClearedBlockIsZeroWhereAFreedOneIsUsedAgain() throws {
      for size in [8, 48, 300, 2048, 4096] {
        var freed: [UnsafeMutableRawPointer] = []
        for _ in 0..<64 {
          let block = try #require(malloc(size))
          memset(block, 0xFF, size)
          freed.append(block)
        }
        for block in freed { free(block) }
        for _ in 0..<64 {
          let block = try #require(calloc(1, size))
          let bytes = block.assumingMemoryBound(to: UInt8.self)
          #expect((0..<size).allSatisfy { bytes[$0] == 0 }, "calloc(1, \(size))")
          free(block)
        }
      }
    }

    @Test func anAlignedBlockIsAligned() throws {
      for alignment in [8, 16, 32, 64, 4096] {
        var block: UnsafeMutableRawPointer?
        #expect(posix_memalign(&block, alignment, 100) == 0)
        let aligned = try #require(block)
        #expect(Int(bitPattern: aligned) % alignment == 0)
        free(aligned)
      }
    }

    @Test(.disabled(if: servedByAnother, "another allocator serves the blocks"))
    func whatCannotBeServedIsRefused() {
      // An alignment that is no power of two, and a size whose product overflows.
      var block: UnsafeMutableRawPointer?
      #expect(posix_memalign(&block, 24, 100) == EINVAL)
      #expect(block == nil)
      #expect(calloc(Int.max / 2, 4) == nil)
      #expect(errno == ENOMEM)
    }

    /// Four threads make blocks of every size, fill them, grow some, and free half of another thread's: every block
    /// keeps its bytes until it is freed, and no two live blocks overlap.
    @Test func blocksMadeAndFreedOnSeveralThreadsKeepTheirBytes() throws {
      let threads = 4
      let perThread = 3000
      let made = Blocks(threads * perThread)
      let pool = WorkerPool(threads: threads, stackSize: 1 << 20)
      defer { pool.finish() }
      pool.forEach(threads) { thread in
        var state = UInt64(thread + 1) &* 0x9E37_79B9_7F4A_7C15
        for k in 0..<perThread {
          let index = thread * perThread + k
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          let size = Int(state >> 33) % 6000
          // A block of every size is served (malloc(0) included): a nil here would leave `made` without it.
          var block = malloc(size)!
          fill(block, count: size, seed: index)
          if k % 7 == 0, let grown = realloc(block, size + 700) {
            block = grown
            fill(block.advanced(by: size), count: 700, seed: index &+ 1)
          }
          made.set(index, Made(block: block, size: size, grown: k % 7 == 0, seed: index))
        }
      }
      // Each thread frees the odd blocks of the next thread's share, checking them first.
      let intact = Blocks.Flags(threads * perThread)
      pool.forEach(threads) { thread in
        let other = (thread + 1) % threads
        for k in stride(from: 1, to: perThread, by: 2) {
          let index = other * perThread + k
          intact.set(index, holds(made.get(index)))
          free(made.get(index).block)
        }
      }
      // The even blocks are still whole after the others were freed and used again.
      pool.forEach(threads) { thread in
        var reused: [UnsafeMutableRawPointer] = []
        for size in stride(from: 1, to: 4096, by: 37) {
          if let block = malloc(size) {
            memset(block, 0x5A, size)
            reused.append(block)
          }
        }
        for k in stride(from: 0, to: perThread, by: 2) {
          let index = thread * perThread + k
          intact.set(index, holds(made.get(index)))
        }
        for block in reused { free(block) }
      }
      #expect(intact.all)
      var live: [(start: Int, end: Int)] = []
      for thread in 0..<threads {
        for k in stride(from: 0, to: perThread, by: 2) {
          let block = made.get(thread * perThread + k)
          let start = Int(bitPattern: block.block)
          live.append((start, start + max(block.size + (block.grown ? 700 : 0), 1)))
        }
      }
      live.sort { $0.start < $1.start }
      #expect(zip(live, live.dropFirst()).allSatisfy { $0.end <= $1.start })
      for thread in 0..<threads {
        for k in stride(from: 0, to: perThread, by: 2) { free(made.get(thread * perThread + k).block) }
      }
    }

    /// A thread that ends hands its free blocks over: the next thread to need blocks of that class gets them.
    @Test(.disabled(if: servedByAnother, "another allocator serves the blocks"))
    func theBlocksOfAThreadThatEndsAreUsedAgain() throws {
      let addresses = Addresses()
      try runThreadToItsEnd {
        var blocks: [UnsafeMutableRawPointer] = []
        for _ in 0..<2000 { if let block = malloc(40) { blocks.append(block) } }
        addresses.set(Set(blocks.map { Int(bitPattern: $0) }))
        for block in blocks { free(block) }
      }
      let freed = addresses.value
      #expect(freed.count == 2000)
      try runThreadToItsEnd {
        var taken: [Int] = []
        for _ in 0..<2000 { if let block = malloc(48) { taken.append(Int(bitPattern: block)) } }
        addresses.set(Set(taken))
        for address in taken { free(UnsafeMutableRawPointer(bitPattern: address)) }
      }
      #expect(!addresses.value.isDisjoint(with: freed))
    }

    // MARK: - Helpers

    func fill(_ block: UnsafeMutableRawPointer, count: Int, seed: Int) {
      let bytes = block.assumingMemoryBound(to: UInt8.self)
      for k in 0..<count { bytes[k] = UInt8(truncatingIfNeeded: seed &* 31 &+ k) }
    }

    func holds(_ block: UnsafeMutableRawPointer, count: Int, seed: Int) -> Bool {
      let bytes = block.assumingMemoryBound(to: UInt8.self)
      return (0..<count).allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: seed &* 31 &+ $0) }
    }

    /// Whether a block of `blocksMadeAndFreedOnSeveralThreadsKeepTheirBytes` holds what was written: its first `size`
    /// bytes filled from `seed`, and when grown, the 700 after them from `seed + 1`.
    func holds(_ made: Made) -> Bool {
      holds(made.block, count: made.size, seed: made.seed)
        && (!made.grown || holds(made.block.advanced(by: made.size), count: 700, seed: made.seed &+ 1))
    }

    /// Runs `body` on a thread of its own and returns once that thread has ended (its exit handlers included).
    func runThreadToItsEnd(_ body: @escaping () -> Void) throws {
      final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
      }
      let box = Unmanaged.passRetained(Box(body)).toOpaque()
      var thread = pthread_t()
      let started = pthread_create(&thread, nil, { argument in
        Unmanaged<Box>.fromOpaque(argument!).takeRetainedValue().body()
        return nil
      }, box)
      try #require(started == 0)
      pthread_join(thread, nil)
    }
  }

  /// A block made by a thread: its size as first made, whether it was grown by 700 bytes, and the seed of its bytes.
  struct Made {
    var block: UnsafeMutableRawPointer
    var size: Int
    var grown: Bool
    var seed: Int
  }

  /// Blocks by index, written and read by the pool's threads.
  final class Blocks: @unchecked Sendable {
    private let lock = Lock()
    private var blocks: [Made?]
    init(_ count: Int) { blocks = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ made: Made) { lock.withLock { blocks[index] = made } }
    func get(_ index: Int) -> Made { lock.withLock { blocks[index]! } }

    final class Flags: @unchecked Sendable {
      private let lock = Lock()
      private var flags: [Bool]
      init(_ count: Int) { flags = Array(repeating: true, count: count) }
      func set(_ index: Int, _ value: Bool) { lock.withLock { flags[index] = flags[index] && value } }
      var all: Bool { lock.withLock { flags.allSatisfy { $0 } } }
    }
  }

  final class Addresses: @unchecked Sendable {
    private let lock = Lock()
    private var addresses: Set<Int> = []
    func set(_ value: Set<Int>) { lock.withLock { addresses = value } }
    var value: Set<Int> { lock.withLock { addresses } }
  }
#endif
