#ifndef TALLY_ALLOCATION_COUNTER_H
#define TALLY_ALLOCATION_COUNTER_H

/// Whether allocations are counted here: 1 with glibc, whose allocator
/// can be wrapped; 0 elsewhere (macOS, musl).
int tally_counts_allocations(void);

/// The number of heap allocations (malloc, calloc, realloc and the aligned
/// forms) made so far by the calling thread; 0 where they are not counted.
unsigned long long tally_thread_allocation_count(void);

#endif
