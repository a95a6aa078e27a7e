// What the Platform module needs from C: calls Swift cannot see on Linux (GNU extensions) or cannot express (code
// that runs before `main`).
#ifndef TGL_CPLATFORM_H
#define TGL_CPLATFORM_H

/// 1 on the thread that started the process (the one that ran `main`), else 0.
int tgl_is_main_thread(void);

/// The number of processors this process may run on (its affinity mask), at least 1.
int tgl_processor_count(void);

/// Names the calling thread (shown by debuggers and `top -H`); names longer than 15 bytes are cut.
void tgl_name_thread(const char *name);

/// Makes the calling thread yield to the process's other threads (Linux: nice 19 and the SCHED_IDLE policy for this
/// thread alone, so that a waking thread takes its core at once; Darwin: the background quality of service). Returns 0
/// on success, -1 when the system refuses.
int tgl_lower_thread_priority(void);

/// The scheduling priority of the calling thread: its nice value on Linux (19 after `tgl_lower_thread_priority`),
/// its quality-of-service class on Darwin.
int tgl_thread_priority(void);

/// Asks for transparent huge pages for the heap (Linux with glibc: a 16 MiB top pad for malloc, and
/// `madvise(MADV_HUGEPAGE)` on the main heap; threads started afterwards advise their own arenas with
/// `tgl_heap_advise_thread_arena`). Returns 1 when the system offers huge pages and the heap is prepared, else 0
/// (nothing changed), as when the environment sets `TGL_HUGE_PAGES=0`. Call it once, early, before other threads start.
int tgl_heap_prefer_huge_pages(void);

/// On a thread that has just started: advises its malloc arena as `tgl_heap_prefer_huge_pages` advised the main
/// heap, once that has run; else nothing. Once per thread: later calls return at once, so a pool's worker may call
/// it before each job.
void tgl_heap_advise_thread_arena(void);

/// Adds 1 to `*value` atomically (relaxed order: a counter that hands out indices, nothing published through it) and
/// returns the value it had.
long tgl_atomic_take_next(long *value);

#endif
