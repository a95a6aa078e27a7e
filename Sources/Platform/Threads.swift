// Threads with a chosen stack size (deep files recurse deeply through parsing, lowering and layout), the main
// thread and the processor count: what the tools used Foundation's Thread and ProcessInfo for.

import CPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

public enum Threads {
  /// Starts `body` on a new thread with a stack of `stackSize` bytes (reserved, not committed: pages are touched
  /// only as deep as the recursion goes) and returns at once. The thread ends when `body` returns. False, with
  /// `body` not run, when the system refuses a thread (out of memory or threads); the caller decides what to do.
  @discardableResult
  public static func detach(name: String? = nil, stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    pthread_attr_setstacksize(&attributes, (max(stackSize, 1 << 16) + page - 1) / page * page)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let job = Unmanaged.passRetained(Job(name: name, body: body)).toOpaque()
    #if canImport(Darwin)
      var thread: pthread_t?
      let status = pthread_create(&thread, &attributes, { Threads.start($0) }, job)
    #else
      var thread = pthread_t()
      let status = pthread_create(&thread, &attributes, { Threads.start($0!) }, job)
    #endif
    if status != 0 { Unmanaged<Job>.fromOpaque(job).release() }
    return status == 0
  }

  /// Suspends the calling thread for `seconds` (resumed early by nothing; interruptions sleep on).
  public static func sleep(seconds: Double) {
    guard seconds > 0 else { return }
    var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
    var remaining = timespec()
    while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
  }

  /// Makes the calling thread give way to the process's other threads: background work (indexing the workspace) then
  /// runs on what the analysis of the open documents leaves idle instead of taking a core from it. False when the
  /// system refuses (the thread runs on at its priority).
  @discardableResult
  public static func lowerPriority() -> Bool { tgl_lower_thread_priority() == 0 }

  /// The calling thread's scheduling priority as the system reports it (Linux: its nice value).
  public static var priority: Int { Int(tgl_thread_priority()) }

  /// Whether the caller runs on the thread that started the process (whose stack is the process's, 8 MB).
  public static var isMain: Bool { tgl_is_main_thread() != 0 }

  /// The processors this process may run on.
  public static var processorCount: Int { Int(tgl_processor_count()) }

  private static func start(_ context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    // Before the job allocates: its first allocation picks the arena the advice is for.
    tgl_heap_advise_thread_arena()
    let job = Unmanaged<Job>.fromOpaque(context).takeRetainedValue()
    if let name = job.name { tgl_name_thread(name) }
    job.body()
    return nil
  }

  private final class Job {
    let name: String?
    let body: @Sendable () -> Void

    init(name: String?, body: @escaping @Sendable () -> Void) {
      self.name = name
      self.body = body
    }
  }
}
