import Foundation
import TallyCore

/// One thread that runs the jobs that prefer it and wakes the sleepers of
/// ``FrameClock``, waiting on a condition until its next job or deadline.
///
/// On Linux a sleep on the standard clocks goes through the global
/// executor's timer thread, and the job it resumes through the global pool:
/// about nine context switches and 0.4 ms of CPU a frame, measured here.
/// Every playback runs here instead (``Driver/playOnFrameThread(onFrame:)``):
/// the driver's loop, its timers and the frame clock's sleepers all wake on
/// this one thread.
///
/// ```swift
/// try await FrameExecutor.shared.sleep(until: .now + .milliseconds(500))
/// ```
///
/// Sendable unchecked: all its state is guarded by `condition`.
final class FrameExecutor: TaskExecutor, @unchecked Sendable {
    /// The one frame thread of the process, started when first used.
    static let shared = FrameExecutor()

    /// A sleeper's place: woken at its deadline (`wake(false)`), or thrown
    /// out by cancellation (`wake(true)`), whichever comes first.
    private struct Sleeper {
        let ticket: Int
        let deadline: ContinuousClock.Instant
        let wake: @Sendable (_ cancelled: Bool) -> Void
    }

    /// Guards everything below; the thread waits on it.
    private let condition = FrameCondition()
    private var jobs: [UnownedJob] = []
    private var sleepers: [Sleeper] = []
    /// Tickets handed out whose sleeper is not registered yet, and whether
    /// each was cancelled meanwhile: entries live only between the two
    /// steps of a sleep, so nothing accumulates however long a playback.
    private var pending: [Int: Bool] = [:]
    private var lastTicket = 0

    private init() {
        let thread = Thread { [unowned self] in self.serve() }
        thread.start()
        // Named after the start, from here: Foundation's setter names the
        // system's thread only once `start()` has stored it, so a name set
        // before the start, or from inside the thread before `start()` has
        // returned (a race), is lost, and on Linux the thread keeps the name
        // it inherited (a pool thread's). No job runs before `shared` is.
        thread.name = "tally-frames"
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    /// Suspends the calling task until `deadline`, woken by this executor's
    /// thread; throws `CancellationError` when the task is cancelled first.
    ///
    /// ```swift
    /// try await FrameExecutor.shared.sleep(until: .now + .milliseconds(16))
    /// ```
    func sleep(until deadline: ContinuousClock.Instant) async throws {
        let ticket = condition.withLock {
            lastTicket += 1
            pending[lastTicket] = false
            return lastTicket
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = condition.withLock {
                    if pending.removeValue(forKey: ticket) == true { return true }
                    sleepers.append(
                        Sleeper(ticket: ticket, deadline: deadline) { cancelled in
                            if cancelled {
                                continuation.resume(throwing: CancellationError())
                            } else {
                                continuation.resume()
                            }
                        })
                    condition.signal()
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let sleeper: Sleeper? = condition.withLock {
                if let index = sleepers.firstIndex(where: { $0.ticket == ticket }) { return sleepers.remove(at: index) }
                // Not registered yet: the registration throws. Already
                // woken: nothing to do.
                if pending[ticket] != nil { pending[ticket] = true }
                return nil
            }
            sleeper?.wake(true)
        }
    }

    /// How many sleepers wait, and how many sleeps are between their two
    /// steps: what a test reads to know a sleep is registered, and that
    /// nothing is left behind.
    var waiting: (sleepers: Int, pending: Int) {
        condition.withLock { (sleepers.count, pending.count) }
    }

    /// The thread's loop: run the jobs queued, wake the sleepers due, else
    /// wait for a job or the next deadline.
    private func serve() {
        var batch: [UnownedJob] = []
        var due: [Sleeper] = []
        while true {
            condition.lock()
            while true {
                let now = ContinuousClock.now
                var soonest: ContinuousClock.Instant?
                sleepers.removeAll { sleeper in
                    if sleeper.deadline <= now {
                        due.append(sleeper)
                        return true
                    }
                    soonest = soonest.map { min($0, sleeper.deadline) } ?? sleeper.deadline
                    return false
                }
                if !jobs.isEmpty || !due.isEmpty { break }
                if let soonest {
                    condition.wait(for: now.duration(to: soonest))
                } else {
                    condition.wait()
                }
            }
            swap(&batch, &jobs)
            condition.unlock()
            for sleeper in due { sleeper.wake(false) }
            due.removeAll(keepingCapacity: true)
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
