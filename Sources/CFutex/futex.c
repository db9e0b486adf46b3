#include "CFutex.h"

#if defined(__linux__)

#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

uint32_t tally_wakeup_prepare(tally_wakeup *wakeup) {
    __atomic_fetch_add(&wakeup->waiters, 1, __ATOMIC_SEQ_CST);
    return __atomic_load_n(&wakeup->sequence, __ATOMIC_SEQ_CST);
}

void tally_wakeup_wait(tally_wakeup *wakeup, uint32_t seen, const struct timespec *timeout) {
    // Returns at once (EAGAIN) if the sequence moved since `seen`; a
    // relative timeout is counted on CLOCK_MONOTONIC.
    syscall(SYS_futex, &wakeup->sequence, FUTEX_WAIT_PRIVATE, seen, timeout, NULL, 0);
    __atomic_fetch_sub(&wakeup->waiters, 1, __ATOMIC_SEQ_CST);
}

void tally_wakeup_signal(tally_wakeup *wakeup) {
    __atomic_fetch_add(&wakeup->sequence, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&wakeup->waiters, __ATOMIC_SEQ_CST) > 0) {
        syscall(SYS_futex, &wakeup->sequence, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0);
    }
}

#endif
