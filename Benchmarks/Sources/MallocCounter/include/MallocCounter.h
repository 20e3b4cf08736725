#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, posix_memalign,
/// aligned_alloc, memalign, valloc) made by the whole process so far.
uint64_t mc_allocation_count(void);

/// Whether the allocators defined by this target are the ones the process
/// uses (glibc only); when false, every count above is 0 and meaningless.
int mc_is_counting(void);

/// Takes a value the optimiser cannot see used, so the computation that made
/// it cannot be removed (an opaque C call).
void mc_black_hole(double value);

/// Monotonic clock in nanoseconds (CLOCK_MONOTONIC).
uint64_t mc_now_ns(void);

#endif
