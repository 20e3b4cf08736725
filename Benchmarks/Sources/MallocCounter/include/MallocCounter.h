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

/// Calls `body(context)` with the stack `bytes` deeper than it would be
/// otherwise (an `alloca`), so that a measurement can be repeated at several
/// stack placements: the same binary's timings moved by up to 8% with the
/// length of its environment alone, which moves the stack.
void mc_with_stack_offset(uint32_t bytes, void (*body)(void *context), void *context);

#endif
