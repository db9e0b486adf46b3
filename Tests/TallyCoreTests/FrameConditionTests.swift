import Foundation
import Testing

@testable import TallyCore

/// The lock and condition a blocking run sleeps on: no signal is lost
/// between a waiter's look at the state and its sleep (a timed wait goes
/// through the same registration), and a timed wait ends without one.
@Suite struct FrameConditionTests {
    /// State changed under the condition's lock, read by two threads.
    final class Turns: @unchecked Sendable {
        let condition = FrameCondition()
        /// Guarded by `condition`'s lock.
        var turn = 0
        /// Whether the game stalled (a lost signal), which ends it.
        /// Guarded by the lock.
        var lost = false

        /// Takes `rounds` turns of `parity` (0 even, 1 odd), waiting for
        /// each with `wait` (the lock held), until the game is lost.
        func take(_ rounds: Int, parity: Int, wait: (FrameCondition) -> Void) {
            condition.lock()
            for _ in 0..<rounds {
                while turn % 2 != parity, !lost { wait(condition) }
                if lost { break }
                turn += 1
                condition.signal()
            }
            condition.signal()
            condition.unlock()
        }

        /// Both parities' turns, on this thread and another.
        func play(_ rounds: Int, wait: @escaping @Sendable (FrameCondition) -> Void) async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                let other = Thread {
                    self.take(rounds, parity: 1, wait: wait)
                    done.resume()
                }
                other.start()
                take(rounds, parity: 0, wait: wait)
            }
        }
    }

    /// Two threads take 4,000 turns, each waiting without a limit for the
    /// other's: a signal lost between a look and a sleep would leave both
    /// asleep for good. A rescuer looks every 5 s: a game that made no turn
    /// since its last look has stalled, and it ends it (a slow game, on a
    /// loaded machine, still makes turns). Checked: with `signal()` not
    /// moving the futex word, the game stalls within a few turns.
    @Test func aSignalAfterAChangeUnderTheLockAlwaysWakesTheWaiter() async {
        let turns = Turns()
        let finished = DispatchSemaphore(value: 0)
        let rescuer = Thread {
            var seen = -1
            while finished.wait(timeout: .now() + 5) == .timedOut {
                turns.condition.withLock {
                    if turns.turn == seen {
                        turns.lost = true
                        turns.condition.signal()
                    }
                    seen = turns.turn
                }
            }
        }
        rescuer.start()
        await turns.play(2_000) { $0.wait() }
        finished.signal()
        #expect(turns.condition.withLock { turns.turn } == 4_000)
        #expect(!turns.condition.withLock { turns.lost })
    }

    /// A wait of no time, or of less, returns with the lock held again and
    /// no signal: the loop around it decides.
    @Test func aWaitOfNoTimeReturnsWithTheLockHeld() {
        let condition = FrameCondition()
        condition.lock()
        condition.wait(for: .zero)
        condition.wait(for: .milliseconds(-5))
        condition.unlock()
        // The lock is free again: taking it does not block.
        #expect(condition.withLock { true })
    }
}
