// What the Platform module needs from C, in one file (valgrind 3.19 gave up on reading the debug information of a
// binary whose CPlatform had a second C file; with one it reads it, and callgrind is how this project counts
// instructions):
// - threads: the main thread (recorded before `main` runs: Linux has no `pthread_main_np` and Swift cannot see
//   `gettid`), the processor count and thread names (GNU extensions, hidden from Swift's Glibc module), priorities;
// - the heap's pages: transparent huge pages for malloc's arenas (below).
#if defined(__linux__)
#define _GNU_SOURCE
#endif

#include "CPlatform.h"

#include <pthread.h>
#include <string.h>
#include <unistd.h>

#if defined(__APPLE__)

int tgl_is_main_thread(void) { return pthread_main_np() != 0; }

int tgl_processor_count(void) {
  long count = sysconf(_SC_NPROCESSORS_ONLN);
  return count > 0 ? (int)count : 1;
}

void tgl_name_thread(const char *name) { pthread_setname_np(name); }

int tgl_lower_thread_priority(void) {
  return pthread_set_qos_class_self_np(QOS_CLASS_BACKGROUND, 0) == 0 ? 0 : -1;
}

int tgl_thread_priority(void) { return (int)qos_class_self(); }

#else
#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>

static pthread_t main_thread;

__attribute__((constructor)) static void record_main_thread(void) { main_thread = pthread_self(); }

int tgl_is_main_thread(void) { return pthread_equal(main_thread, pthread_self()) != 0; }

int tgl_processor_count(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0) {
    int count = CPU_COUNT(&set);
    if (count > 0) return count;
  }
  long count = sysconf(_SC_NPROCESSORS_ONLN);
  return count > 0 ? (int)count : 1;
}

void tgl_name_thread(const char *name) {
  char shortened[16];
  strncpy(shortened, name, sizeof(shortened) - 1);
  shortened[sizeof(shortened) - 1] = 0;
  pthread_setname_np(pthread_self(), shortened);
}

// On Linux a nice value belongs to a thread (`setpriority` with a thread id), not to the whole process.
int tgl_lower_thread_priority(void) {
  pid_t tid = (pid_t)syscall(SYS_gettid);
  if (setpriority(PRIO_PROCESS, (id_t)tid, 19) != 0) return -1;
  // Nice 19 alone still holds a core for a whole slice under EEVDF when a thread of the process wakes: SCHED_IDLE gives
  // the core up at once. Best effort: nice 19 is the promise.
  struct sched_param param = {0};
  (void)sched_setscheduler(tid, SCHED_IDLE, &param);
  return 0;
}

int tgl_thread_priority(void) { return getpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid)); }

#endif

// The heap's pages: transparent huge pages for malloc's arenas. A language server opened on a large file touches a lot
// of fresh memory at once, and on Linux every small page of it costs a page fault, a large part of the CPU time of
// an open. With huge pages one fault maps a whole huge page. glibc does this itself under
// `GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, which a process cannot set for itself once started; this part asks for the
// same from inside the process: a large top pad, so that arenas grow in steps a huge page fits in, and
// `madvise(MADV_HUGEPAGE)` on the main heap and on each thread's arena. Everything here is advice: the kernel may
// refuse it, and nothing changes but speed and how much resident memory rounds up.

// Any C library header says which library this is (`__GLIBC__`).
#include <stdlib.h>

// A sanitizer brings its own allocator (glibc's tuning means nothing to it, and advising its regions would only
// confuse what the tests see): the advice is for glibc's malloc alone.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define TGL_SANITIZED_ALLOCATOR 1
#endif
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(TGL_SANITIZED_ALLOCATOR)

#include <fcntl.h>
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>

/// The size of a huge page on x86-64 and arm64 with 4 KiB pages.
static const uintptr_t huge_page = 2u << 20;
/// glibc's `HEAP_MAX_SIZE` on 64-bit systems: a thread's arena lives in heaps of this size, aligned to it.
static const uintptr_t arena_heap_span = (uintptr_t)64 << 20;
/// How far an arena grows at once: a new thread's arena is mapped readable and writable this far at its creation,
/// so that its first megabytes sit in whole huge pages; the main heap grows by this much past each request.
static const int top_pad = 16 << 20;
/// Blocks larger than this are mapped on their own: glibc's maximum, `HEAP_MAX_SIZE / 2`.
static const int mmap_threshold = 32 << 20;

/// 1 once `tgl_heap_prefer_huge_pages` has prepared the heap; threads started after it advise their arenas. Read and
/// written with the compiler's atomic built-ins: valgrind cannot read the debug information of C11 `_Atomic` types.
static int preferred = 0;

/// The end of the program's data: the main heap (grown with `brk`) lies above it and below the current break.
extern char end;

/// Whether the kernel hands out transparent huge pages to memory that asks for them: its policy is `always` or
/// `madvise`, not `never` (nor absent: a kernel built without them).
static int huge_pages_offered(void) {
  int file = open("/sys/kernel/mm/transparent_hugepage/enabled", O_RDONLY | O_CLOEXEC);
  if (file < 0) return 0;
  char text[128];
  ssize_t count = read(file, text, sizeof(text) - 1);
  close(file);
  if (count <= 0) return 0;
  text[count] = 0;
  return strstr(text, "[never]") == NULL;
}

/// Advises the whole huge pages inside [start, end).
static void advise(uintptr_t start, uintptr_t finish) {
  uintptr_t first = (start + huge_page - 1) & ~(huge_page - 1);
  uintptr_t last = finish & ~(huge_page - 1);
  if (last > first) (void)madvise((void *)first, last - first, MADV_HUGEPAGE);
}

int tgl_heap_prefer_huge_pages(void) {
  if (__atomic_load_n(&preferred, __ATOMIC_ACQUIRE)) return 1;
  // `TGL_HUGE_PAGES=0` keeps glibc's defaults: less resident memory, more page faults (docs/install.md, "Memory").
  const char *setting = getenv("TGL_HUGE_PAGES");
  if (setting != NULL && strcmp(setting, "0") == 0) return 0;
  if (!huge_pages_offered()) return 0;
  if (mallopt(M_TOP_PAD, top_pad) != 1) return 0;
  // An arena per core that works at once (the parallel analysis uses at most four) and the main one: glibc's
  // default of eight per core leaves every short-lived thread (the indexer, the preparation for hovers) an arena of
  // its own, and with huge pages each of them holds at least 2 MiB. Peak memory on the 10,000-line document:
  // 39.6 MiB with three arenas on two cores, 42 MiB with glibc's default.
  (void)mallopt(M_ARENA_MAX, (tgl_processor_count() < 4 ? tgl_processor_count() : 4) + 1);
  // Setting the pad stops glibc from raising its mmap threshold as large blocks are freed, so every block above
  // 128 KiB (a file's text, its token and node arrays) would be mapped alone, in small pages, and given back on free.
  // Large blocks come from the arenas too, up to glibc's limit for the threshold (half a thread's heap).
  (void)mallopt(M_MMAP_THRESHOLD, mmap_threshold);
  // Grow the main heap now, so that the region it grows into can be advised: blocks below the mmap threshold until
  // the break moves (the top of the heap left over from start-up holds a few of them at most).
  uintptr_t before = (uintptr_t)sbrk(0);
  void *blocks[64];
  int taken = 0;
  while (taken < 64 && (uintptr_t)sbrk(0) == before) {
    blocks[taken] = malloc(64 << 10);
    if (blocks[taken] == NULL) break;
    taken += 1;
  }
  for (int index = 0; index < taken; index += 1) free(blocks[index]);
  // After the frees: a trim may have given back the end.
  uintptr_t after = (uintptr_t)sbrk(0);
  if (after > before) advise(before, after);
  __atomic_store_n(&preferred, 1, __ATOMIC_RELEASE);
  return 1;
}

/// Whether this thread has advised its arena (worker pools call the advice at the start of every job).
static __thread int thread_advised = 0;

void tgl_heap_advise_thread_arena(void) {
  if (thread_advised || !__atomic_load_n(&preferred, __ATOMIC_RELAXED)) return;
  thread_advised = 1;
  // The first allocation of a thread picks its arena; a block from it tells where the arena's heap lies.
  void *probe = malloc(1);
  if (probe == NULL) return;
  uintptr_t address = (uintptr_t)probe;
  uintptr_t heap_floor = (uintptr_t)&end;
  uintptr_t heap_top = (uintptr_t)sbrk(0);
  // A thread that shares the main heap (when glibc allows no more arenas) has nothing of its own to advise.
  if (address < heap_floor || address >= heap_top) {
    // The arena's first 2 MiB keep small pages: glibc wrote its header there before this advice, and a range with a
    // small page in it gets no huge page on a fault. Collapsing it (`MADV_COLLAPSE`) saved those faults but ran
    // synchronously on every new thread, so a lint helper thread started that much late.
    (void)madvise((void *)(address & ~(arena_heap_span - 1)), arena_heap_span, MADV_HUGEPAGE);
  }
  free(probe);
}

#else

int tgl_heap_prefer_huge_pages(void) { return 0; }
void tgl_heap_advise_thread_arena(void) {}

#endif

long tgl_atomic_take_next(long *value) { return __atomic_fetch_add(value, 1, __ATOMIC_RELAXED); }
