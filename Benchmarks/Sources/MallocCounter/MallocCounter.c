// Heap allocation counter for the benchmarks (Linux, glibc).
//
// The executable defines the allocation functions itself; the dynamic linker
// binds every library's calls (the Swift runtime's included) to these
// definitions, which count and then call glibc's own entry points. `free` is
// left alone: freeing is not an allocation.
#define _GNU_SOURCE
#include "MallocCounter.h"

#include <errno.h>
#include <stddef.h>
#include <time.h>

#if defined(__GLIBC__)
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);

static uint64_t allocations = 0;
static int counting = 0;

static inline void count_one(void) {
    __atomic_fetch_add(&allocations, 1, __ATOMIC_RELAXED);
    counting = 1;
}

void *malloc(size_t size) { count_one(); return __libc_malloc(size); }
void *calloc(size_t count, size_t size) { count_one(); return __libc_calloc(count, size); }
void *realloc(void *pointer, size_t size) { count_one(); return __libc_realloc(pointer, size); }
void *memalign(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *aligned_alloc(size_t alignment, size_t size) { count_one(); return __libc_memalign(alignment, size); }
void *valloc(size_t size) { count_one(); return __libc_valloc(size); }

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    count_one();
    void *p = __libc_memalign(alignment, size);
    if (p == NULL) return ENOMEM;
    *out = p;
    return 0;
}

uint64_t mc_allocation_count(void) { return __atomic_load_n(&allocations, __ATOMIC_RELAXED); }
int mc_is_counting(void) { return counting; }
#else
uint64_t mc_allocation_count(void) { return 0; }
int mc_is_counting(void) { return 0; }
#endif

static volatile double black_hole_sink;

void mc_black_hole(double value) { black_hole_sink = value; }

uint64_t mc_now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
