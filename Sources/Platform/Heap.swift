// Transparent huge pages for the heap (see `CPlatform/CPlatform.c` for why: a page fault per 4 KiB of fresh memory was
// a large part of the CPU time of opening a large file in the language server).

import CPlatform

public enum Heap {
  /// Asks the system for huge pages for malloc's arenas: the main heap now, each thread's arena as the thread starts
  /// (`Threads.detach` does it; a pool's workers call `adviseThisThreadsArena`). True when the system offers them and
  /// the heap is prepared; false, with nothing changed, elsewhere (no transparent huge pages, not glibc, Darwin).
  /// Call once, at the start of the process, before other threads start.
  @discardableResult
  public static func preferHugePages() -> Bool { tgl_heap_prefer_huge_pages() == 1 }

  /// Advises the calling thread's arena once `preferHugePages` has run; once per thread, so cheap to call per job.
  public static func adviseThisThreadsArena() { tgl_heap_advise_thread_arena() }
}
