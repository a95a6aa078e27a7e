// What the Platform module needs from C, in one file (valgrind 3.19 gave up on reading the debug information of a
// binary whose CPlatform had a second C file; with one it reads it, and callgrind is how this project counts
// instructions):
// - threads: the main thread (recorded before `main` runs: Linux has no `pthread_main_np` and Swift cannot see
//   `gettid`), the processor count and thread names (GNU extensions, hidden from Swift's Glibc module), priorities;
// - the heap's pages: transparent huge pages for malloc's arenas (below);
// - small blocks: the process's own `malloc` for blocks of up to 4 KiB (below, after the heap's pages).
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

#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>

// glibc's own allocator under its internal names: the blocks `malloc` below does not serve itself go to it.
extern void *__libc_malloc(size_t size);
extern void __libc_free(void *block);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *block, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

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
  // The first allocation of a thread picks its arena; a block from it tells where the arena's heap lies. Asked of
  // glibc itself: `malloc` gives small blocks from the process's own region (below).
  void *probe = __libc_malloc(1);
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
  __libc_free(probe);
}


// ---------------------------------------------------------------------------------------------------------------------
// Small blocks: the process's own allocator for blocks of up to 4 KiB, glibc's for the rest. A check of a workspace
// makes a great many small blocks (an element's records, arrays, strings, dictionaries), and glibc's `malloc` and
// `free` were a visible share of its time; per-thread lists reuse a freed block while it is still in the cache
// (docs/dev/performance-journal.md, "Session 39", has the figures).
// glibc supports replacing `malloc` this way: the program defines `malloc`, `free`, `calloc`, `realloc` and the
// aligned and size-asking calls, and every caller, glibc's own included, uses them.
//
// How it works: each thread keeps, per size class, a list of free blocks and a run of never-used memory (a span of a
// page, or of eight blocks, from one large region reserved at the first call); a block is taken from the list, else
// carved from the run, and a freed block joins the freeing thread's list. A thread whose list grows past its limit
// hands half to a list shared by all threads (behind a lock), which a thread with an empty list takes from before
// carving, so that memory freed by one thread and made by another is used again. A thread that ends hands its lists
// and runs over. The region's memory is never given back to the system; it is used again by the next blocks. Blocks
// of more than 4 KiB, and those that ask for an alignment above 16, are glibc's: `free` tells them apart by their
// address.
//
// `TGL_MALLOC=system` leaves every block to glibc (to compare). valgrind's memcheck replaces these functions with its
// own, as it does glibc's, so its checks see every block.

// The paths every block takes are inlined (the C target is built without the optimizer's inlining of these); the
// rare ones (the start, a refill, a hand-over) are calls.
#define HOT static inline __attribute__((always_inline))

/// The largest block served here; larger ones are glibc's.
#define SMALL_MAX 4096
#define CLASS_COUNT 32
/// The region is handed out in pages: a span, the run a thread carves one class's blocks from, is a few pages.
#define PAGE_SHIFT 12
#define PAGE_SIZE_SMALL ((uintptr_t)1 << PAGE_SHIFT)
/// The region reserved for small blocks (address space, not memory: pages are the system's only once written).
#define REGION_SIZE ((uintptr_t)32 << 30)
#define PAGE_COUNT (REGION_SIZE >> PAGE_SHIFT)

/// The size of each class: steps of 16 bytes up to 256, then four steps per doubling.
static const uint32_t class_sizes[CLASS_COUNT] = {
    16,  32,  48,  64,  80,   96,   112,  128,  144,  160,  176,  192,  208,  224,  240,  256,
    320, 384, 448, 512, 640,  768,  896,  1024, 1280, 1536, 1792, 2048, 2560, 3072, 3584, 4096,
};

/// The class of each size rounded up to 16 bytes (index `(size + 15) / 16`), filled at the region's start.
static uint8_t class_of_sixteenths[SMALL_MAX / 16 + 1];

/// The region: its first page's address and the next page not handed out.
static uintptr_t region_base = 0;
static uintptr_t region_next_page = 0;
/// Per page of the region, one more than the class of the blocks it holds (0: not handed out).
static uint8_t page_classes[PAGE_COUNT];
/// The pages of a span of each class: one page, or as many as eight blocks need. A span's unused end is no memory
/// until written; small spans keep it small where the system backs memory with huge pages of its own accord.
static uint32_t span_pages[CLASS_COUNT];

/// 0 before the first call, 1 while the region is made, 2 when small blocks are served here, 3 when they are not
/// (`TGL_MALLOC=system`, or the region could not be reserved). Read with the compiler's atomic built-ins.
static int small_state = 0;

struct free_block {
  struct free_block *next;
};

/// A thread's blocks of one class: its free list, and the unused run of its current span.
struct class_cache {
  struct free_block *head;
  uint32_t count;
  char *run;
  char *run_end;
};

static __thread struct class_cache thread_caches[CLASS_COUNT];
/// 0 for a thread that has not registered its exit, 1 once it has, 2 after its exit handed its blocks over.
static __thread int thread_cache_state = 0;

/// What all threads share per class: freed blocks handed over, and runs of spans left by threads that ended (up to
/// eight per class: the rest of a run beyond them stays unused address space, its unwritten pages no memory).
#define SHARED_RUNS 8
struct shared_class {
  pthread_mutex_t lock;
  struct free_block *head;
  uint32_t count;
  uint32_t run_count;
  char *runs[SHARED_RUNS];
  char *run_ends[SHARED_RUNS];
};

static struct shared_class shared_classes[CLASS_COUNT];
static pthread_key_t thread_exit_key;

/// How many free blocks of each class a thread keeps before it hands half over: about 16 KiB, and at least 16 blocks
/// (filled at the region's start).
static uint32_t cache_limits[CLASS_COUNT];

static void hand_over_thread_caches(void *unused);

static void lock_all_classes(void) {
  for (unsigned c = 0; c < CLASS_COUNT; c += 1) pthread_mutex_lock(&shared_classes[c].lock);
}

static void unlock_all_classes(void) {
  for (unsigned c = CLASS_COUNT; c > 0; c -= 1) pthread_mutex_unlock(&shared_classes[c - 1].lock);
}

/// Reserves the region, or decides to leave small blocks to glibc. Runs once, at the first call; a call made while
/// it runs (by `pthread_atfork`, or another thread) is glibc's.
__attribute__((noinline)) static int start_small_blocks(void) {
  int expected = 0;
  if (!__atomic_compare_exchange_n(&small_state, &expected, 1, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
    return __atomic_load_n(&small_state, __ATOMIC_ACQUIRE) == 2;
  }
  const char *setting = getenv("TGL_MALLOC");
  if (setting != NULL && strcmp(setting, "system") == 0) {
    __atomic_store_n(&small_state, 3, __ATOMIC_RELEASE);
    return 0;
  }
  if (pthread_key_create(&thread_exit_key, hand_over_thread_caches) != 0) {
    __atomic_store_n(&small_state, 3, __ATOMIC_RELEASE);
    return 0;
  }
  // Read and write, without reserving swap: only the pages written become memory.
  void *reserved = mmap(NULL, REGION_SIZE, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (reserved == MAP_FAILED) {
    __atomic_store_n(&small_state, 3, __ATOMIC_RELEASE);
    return 0;
  }
  region_base = (uintptr_t)reserved;
  region_next_page = 0;
  // No huge-page advice, unlike glibc's arenas (above): the region's last huge page would count whole, which pushed
  // the language server's peak memory over its budget for little gain in `tgl check` (the performance journal,
  // "Session 39").
  unsigned c = 0;
  for (unsigned sixteenths = 0; sixteenths <= SMALL_MAX / 16; sixteenths += 1) {
    while (class_sizes[c] < sixteenths * 16) c += 1;
    class_of_sixteenths[sixteenths] = (uint8_t)c;
  }
  for (c = 0; c < CLASS_COUNT; c += 1) {
    pthread_mutex_init(&shared_classes[c].lock, NULL);
    uint32_t byBytes = 16384 / class_sizes[c];
    cache_limits[c] = byBytes < 16 ? 16 : byBytes;
    span_pages[c] = (8 * class_sizes[c] + PAGE_SIZE_SMALL - 1) >> PAGE_SHIFT;
  }
  // A fork copies the locks as they are: none may be held by a thread the child does not have.
  pthread_atfork(lock_all_classes, unlock_all_classes, unlock_all_classes);
  __atomic_store_n(&small_state, 2, __ATOMIC_RELEASE);
  return 1;
}

HOT int small_blocks_served(void) {
  int state = __atomic_load_n(&small_state, __ATOMIC_ACQUIRE);
  if (state == 2) return 1;
  if (state == 0) return start_small_blocks();
  return 0;
}

/// Whether `block` lies in the region (then it is a small block of this allocator).
HOT int in_region(const void *block) {
  return region_base != 0 && (uintptr_t)block - region_base < REGION_SIZE;
}

HOT unsigned class_of_block(const void *block) {
  return (unsigned)page_classes[((uintptr_t)block - region_base) >> PAGE_SHIFT] - 1;
}

/// Pushes the chain `first`…`last` of `count` blocks onto class `c`'s shared list.
__attribute__((noinline)) static void share_blocks(unsigned c, struct free_block *first, struct free_block *last,
                                                   uint32_t count) {
  struct shared_class *shared = &shared_classes[c];
  pthread_mutex_lock(&shared->lock);
  last->next = shared->head;
  shared->head = first;
  shared->count += count;
  pthread_mutex_unlock(&shared->lock);
}

/// At a thread's exit: its free blocks and unused runs go to the shared lists. Blocks it frees afterwards (in later
/// exit handlers) go there too, and blocks it makes afterwards are glibc's.
static void hand_over_thread_caches(void *unused) {
  (void)unused;
  thread_cache_state = 2;
  for (unsigned c = 0; c < CLASS_COUNT; c += 1) {
    struct class_cache *cache = &thread_caches[c];
    if (cache->head != NULL) {
      struct free_block *last = cache->head;
      while (last->next != NULL) last = last->next;
      share_blocks(c, cache->head, last, cache->count);
    }
    if (cache->run != cache->run_end) {
      struct shared_class *shared = &shared_classes[c];
      pthread_mutex_lock(&shared->lock);
      if (shared->run_count < SHARED_RUNS) {
        shared->runs[shared->run_count] = cache->run;
        shared->run_ends[shared->run_count] = cache->run_end;
        shared->run_count += 1;
      }
      pthread_mutex_unlock(&shared->lock);
    }
    cache->head = NULL;
    cache->count = 0;
    cache->run = cache->run_end = NULL;
  }
}

/// Registers the calling thread's exit, at its first block: any value but NULL makes the key's destructor run.
static void register_thread_exit(void) {
  thread_cache_state = 1;
  pthread_setspecific(thread_exit_key, (void *)1);
}

/// A block of class `c` when the thread's list is empty: from the shared list (taking up to half a cache's worth),
/// else from the thread's run, else from a run another thread left, else from a new span; NULL when the region is full.
__attribute__((noinline)) static void *refill_and_take(unsigned c) {
  struct class_cache *cache = &thread_caches[c];
  if (thread_cache_state == 0) register_thread_exit();
  struct shared_class *shared = &shared_classes[c];
  // Read without the lock: a hint, checked again under it.
  if (__atomic_load_n(&shared->count, __ATOMIC_RELAXED) > 0 ||
      __atomic_load_n(&shared->run_count, __ATOMIC_RELAXED) > 0) {
    pthread_mutex_lock(&shared->lock);
    if (shared->head != NULL) {
      uint32_t wanted = cache_limits[c] / 2;
      struct free_block *first = shared->head;
      struct free_block *last = first;
      uint32_t taken = 1;
      while (taken < wanted && last->next != NULL) {
        last = last->next;
        taken += 1;
      }
      shared->head = last->next;
      shared->count -= taken;
      pthread_mutex_unlock(&shared->lock);
      last->next = NULL;
      cache->head = first->next;
      cache->count = taken - 1;
      return first;
    }
    if (cache->run == cache->run_end && shared->run_count > 0) {
      shared->run_count -= 1;
      cache->run = shared->runs[shared->run_count];
      cache->run_end = shared->run_ends[shared->run_count];
    }
    pthread_mutex_unlock(&shared->lock);
  }
  size_t size = class_sizes[c];
  if ((size_t)(cache->run_end - cache->run) < size) {
    uintptr_t pages = span_pages[c];
    uintptr_t first = __atomic_fetch_add(&region_next_page, pages, __ATOMIC_RELAXED);
    if (first + pages > PAGE_COUNT) return NULL;
    memset(&page_classes[first], (int)(c + 1), pages);
    uintptr_t span_size = pages << PAGE_SHIFT;
    cache->run = (char *)(region_base + (first << PAGE_SHIFT));
    cache->run_end = cache->run + span_size - span_size % size;
  }
  void *block = cache->run;
  cache->run += size;
  return block;
}

HOT void *small_malloc(size_t size) {
  unsigned c = class_of_sixteenths[(size + 15) >> 4];
  struct class_cache *cache = &thread_caches[c];
  struct free_block *block = cache->head;
  if (block != NULL) {
    cache->head = block->next;
    cache->count -= 1;
    return block;
  }
  if (thread_cache_state == 2) return NULL;
  return refill_and_take(c);
}

/// Hands the first half of the thread's list of class `c` to the shared list: the blocks freed last, whose links were
/// just written (walking to the older half read blocks long out of the cache).
__attribute__((noinline)) static void hand_over_half(unsigned c) {
  struct class_cache *cache = &thread_caches[c];
  uint32_t moved = cache->count / 2;
  struct free_block *first = cache->head;
  struct free_block *last = first;
  for (uint32_t k = 1; k < moved; k += 1) last = last->next;
  cache->head = last->next;
  cache->count -= moved;
  share_blocks(c, first, last, moved);
}

HOT void small_free(void *pointer) {
  unsigned c = class_of_block(pointer);
  struct free_block *block = pointer;
  if (thread_cache_state != 1) {
    if (thread_cache_state == 2) {
      share_blocks(c, block, block, 1);
      return;
    }
    register_thread_exit();
  }
  struct class_cache *cache = &thread_caches[c];
  block->next = cache->head;
  cache->head = block;
  cache->count += 1;
  if (cache->count > cache_limits[c]) hand_over_half(c);
}

void *malloc(size_t size) {
  if (size <= SMALL_MAX && small_blocks_served()) {
    void *block = small_malloc(size);
    if (block != NULL) return block;
  }
  return __libc_malloc(size);
}

void free(void *pointer) {
  if (pointer == NULL) return;
  if (in_region(pointer)) {
    small_free(pointer);
    return;
  }
  __libc_free(pointer);
}

void *calloc(size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) {
    errno = ENOMEM;
    return NULL;
  }
  if (total <= SMALL_MAX && small_blocks_served()) {
    void *block = small_malloc(total);
    if (block != NULL) {
      memset(block, 0, total);
      return block;
    }
  }
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  if (pointer == NULL) return malloc(size);
  if (!in_region(pointer)) return __libc_realloc(pointer, size);
  if (size == 0) {
    // As glibc: the block is freed and nothing returned.
    free(pointer);
    return NULL;
  }
  size_t old = class_sizes[class_of_block(pointer)];
  // A block that still fits, and is not more than twice what is asked, stays where it is.
  if (size <= old && (old <= 16 || size > old / 2)) return pointer;
  void *moved = malloc(size);
  if (moved == NULL) return NULL;
  memcpy(moved, pointer, size < old ? size : old);
  free(pointer);
  return moved;
}

size_t malloc_usable_size(void *pointer) {
  if (pointer == NULL) return 0;
  if (in_region(pointer)) return class_sizes[class_of_block(pointer)];
  // glibc's block: its size is in the word before it (the low three bits are flags); a block mapped on its own
  // (flag 2) has two words of header, one in the heap one.
  size_t header = ((size_t *)pointer)[-1];
  size_t chunk = header & ~(size_t)7;
  return (header & 2) ? chunk - 2 * sizeof(size_t) : chunk - sizeof(size_t);
}

void *memalign(size_t alignment, size_t size) {
  if (alignment <= 16) return malloc(size);
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) return EINVAL;
  void *block = memalign(alignment, size);
  if (block == NULL) return ENOMEM;
  *result = block;
  return 0;
}

void *valloc(size_t size) { return __libc_memalign((size_t)sysconf(_SC_PAGESIZE), size); }

void *pvalloc(size_t size) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  return __libc_memalign(page, (size + page - 1) & ~(page - 1));
}

#else

int tgl_heap_prefer_huge_pages(void) { return 0; }
void tgl_heap_advise_thread_arena(void) {}

#endif

long tgl_atomic_take_next(long *value) { return __atomic_fetch_add(value, 1, __ATOMIC_RELAXED); }
