#ifndef TALLY_ALLOCATION_COUNTER_H
#define TALLY_ALLOCATION_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc and the aligned
/// forms) made so far by the calling thread.
unsigned long long tally_thread_allocation_count(void);

#endif
