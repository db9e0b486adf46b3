import Foundation
import Testing

@testable import TallyCore

/// The lock and condition a blocking run sleeps on: no signal is lost
/// between a waiter's look at the state and its sleep, and a wait of no
/// time ends without one.
@Suite struct FrameConditionTests {
    /// A game of turns between two threads through one condition, its
    /// state changed under the condition's lock.
    final class Turns: @unchecked Sendable {
        let condition = FrameCondition()
        /// Guarded by `condition`'s lock.
        var turn = 0
        /// Whether the game stalled (a lost signal), which ends it.
        /// Guarded by the lock.
        var lost = false
        /// The players still playing. Guarded by the lock.
        var playing = 2

        /// Takes `rounds` turns of `parity` (0 even, 1 odd), each waited
        /// for without a limit, until the game is lost; then leaves it.
        func take(_ rounds: Int, parity: Int) {
            condition.lock()
            for _ in 0..<rounds {
                while turn % 2 != parity, !lost { condition.wait() }
                if lost { break }
                turn += 1
                condition.signal()
            }
            playing -= 1
            condition.signal()
            condition.unlock()
        }

        /// Plays `rounds` turns each on two threads of their own (no task
        /// is blocked), with a rescuer that looks every 5 s while they
        /// play: a game that made no turn since its last look has stalled,
        /// and it ends it. A slow game, on a loaded machine, still makes
        /// turns. Returns when both players and the rescuer are done.
        func play(_ rounds: Int) async {
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                let over = DispatchSemaphore(value: 0)
                let players = DispatchGroup()
                for parity in 0..<2 {
                    players.enter()
                    Thread {
                        self.take(rounds, parity: parity)
                        players.leave()
                    }.start()
                }
                Thread {
                    var seen = -1
                    while over.wait(timeout: .now() + 5) == .timedOut {
                        self.condition.withLock {
                            if self.playing > 0, self.turn == seen {
                                self.lost = true
                                self.condition.signal()
                            }
                            seen = self.turn
                        }
                    }
                    done.resume()
                }.start()
                players.notify(queue: .global()) { over.signal() }
            }
        }
    }

    /// Two threads take 20,000 turns, each waiting without a limit for the
    /// other's: a signal lost between a look and a sleep would leave both
    /// asleep for good, and the rescuer would end the game. Checked: with
    /// `signal()` not moving the futex word (a window of a few
    /// instructions to lose a signal in), the test failed in 3 of 5 runs.
    @Test(.timeLimit(.minutes(2))) func aSignalAfterAChangeUnderTheLockAlwaysWakesTheWaiter() async {
        let turns = Turns()
        await turns.play(10_000)
        #expect(turns.condition.withLock { turns.turn } == 20_000)
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
