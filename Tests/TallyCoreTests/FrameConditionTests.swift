import Foundation
import Testing

@testable import TallyCore

/// The lock and condition a blocking run sleeps on: no signal is lost
/// between a waiter's look at the state and its sleep, and a timed wait
/// ends without one.
@Suite struct FrameConditionTests {
    /// State changed under the condition's lock, read by two threads.
    final class Turns: @unchecked Sendable {
        let condition = FrameCondition()
        /// Guarded by `condition`'s lock.
        var turn = 0
        /// Whether a wait ran out its time, or a rescuer had to signal: a
        /// lost signal, which ends the game. Guarded by the lock.
        var lost = false

        /// Takes `rounds` turns of `parity` (0 even, 1 odd), waiting for
        /// each with `wait` (the lock held), until a signal is lost.
        func take(_ rounds: Int, parity: Int, wait: (FrameCondition) -> Void) {
            condition.lock()
            for _ in 0..<rounds {
                while turn % 2 != parity, !lost {
                    let asleep = ContinuousClock.now
                    wait(condition)
                    if asleep.duration(to: .now) >= FrameConditionTests.limit { lost = true }
                }
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

    /// How long a wait woken by a signal never takes here.
    static let limit = Duration.seconds(3)

    /// Two threads take 20,000 turns, each waiting for the other's with a
    /// time limit that no signal-woken wait comes near: a signal lost
    /// between a look and a sleep would leave a wait to run out its time,
    /// which ends the game. (A limit, not an endless wait: a lost signal
    /// fails the test instead of hanging it.)
    @Test func aSignalAfterAChangeUnderTheLockAlwaysWakesTheWaiter() async {
        let turns = Turns()
        await turns.play(10_000) { $0.wait(for: Self.limit * 2) }
        #expect(turns.condition.withLock { turns.turn } == 20_000)
        #expect(!turns.condition.withLock { turns.lost })
    }

    /// The wait without a limit, woken by the signal that follows a change.
    /// A lost signal would hang it: a rescuer ends the game if it has not
    /// ended after a while.
    @Test func anEndlessWaitIsWokenByASignal() async {
        let turns = Turns()
        let finished = DispatchSemaphore(value: 0)
        let rescuer = Thread {
            while finished.wait(timeout: .now() + 10) == .timedOut {
                turns.condition.withLock {
                    turns.lost = true
                    turns.condition.signal()
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
