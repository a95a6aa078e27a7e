// Threads: the main thread (recorded before `main` runs: Linux has no `pthread_main_np` and Swift cannot see
// `gettid`), the processor count and thread names (GNU extensions, hidden from Swift's Glibc module).
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
  // Nice 19 alone still holds a core for a whole slice (3 ms under EEVDF) when a thread of the process wakes:
  // SCHED_IDLE gives the core up at once. Best effort: nice 19 is the promise.
  struct sched_param param = {0};
  (void)sched_setscheduler(tid, SCHED_IDLE, &param);
  return 0;
}

int tgl_thread_priority(void) { return getpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid)); }

#endif
