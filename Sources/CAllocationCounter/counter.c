// Counts heap allocations for TallyBench by replacing glibc's allocation
// entry points with thin wrappers that count, then call glibc's own
// implementation (the __libc_* names glibc exports for this purpose). Only
// with glibc: elsewhere (macOS, musl) nothing is replaced, nothing is
// counted, and tally_counts_allocations() says so.
#include "CAllocationCounter.h"

#include <errno.h>
#include <stddef.h>

#if defined(__GLIBC__)

int tally_counts_allocations(void) { return 1; }

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Thread_local unsigned long long allocations;

unsigned long long tally_thread_allocation_count(void) { return allocations; }

void *malloc(size_t size) {
    allocations += 1;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations += 1;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations += 1;
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    allocations += 1;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations += 1;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    allocations += 1;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

#else

int tally_counts_allocations(void) { return 0; }

unsigned long long tally_thread_allocation_count(void) { return 0; }

#endif
