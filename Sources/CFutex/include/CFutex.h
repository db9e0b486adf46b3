#ifndef TALLY_FUTEX_H
#define TALLY_FUTEX_H

#if defined(__linux__)

#include <stdint.h>
#include <time.h>

/// A condition's wake-ups on Linux, one futex word: a thread waits for the
/// word to change, a signal changes it and wakes a waiter if there is one.
/// Unlike a pthread condition, the wait takes no mutex back: glibc takes it
/// back marked contended, so the unlock after every wait made a futex
/// system call that woke no one.
///
///     tally_wakeup wakeup = {0};
///     uint32_t seen = tally_wakeup_prepare(&wakeup);  // with the caller's lock held
///     /* the caller's unlock */
///     struct timespec limit = {0, 16000000};
///     tally_wakeup_wait(&wakeup, seen, &limit);        // 16 ms, or until a signal
///     /* the caller's lock */
typedef struct {
    /// Changed by every signal: what a waiter waits on.
    uint32_t sequence;
    /// The threads between prepare and the end of their wait.
    uint32_t waiters;
} tally_wakeup;

/// Registers the calling thread as a waiter and returns the sequence to
/// wait on. Called with the lock that guards the caller's state held, after
/// checking that state: a signal that follows a change made under that lock
/// then either came before (and the check saw the change) or sees the
/// waiter.
uint32_t tally_wakeup_prepare(tally_wakeup *wakeup);

/// Sleeps until a signal after `prepare` returned `seen`, or `timeout`
/// (relative, on the monotonic clock; NULL: no limit) has passed, or a
/// spurious wake-up; then ends the waiter's registration. Returns at once
/// if a signal came between the two calls.
void tally_wakeup_wait(tally_wakeup *wakeup, uint32_t seen, const struct timespec *timeout);

/// Wakes one waiter, if any: one system call then, none otherwise.
void tally_wakeup_signal(tally_wakeup *wakeup);

#endif  // __linux__: elsewhere FrameCondition waits on a pthread condition

#endif
