import CAllocationCounter
import Foundation

struct Measurement {
    var name: String
    var nanosecondsPerFrame: Double
    /// Heap allocations a frame; NaN where they cannot be counted (not glibc).
    var allocationsPerFrame: Double
    var sample: String
}

/// A contender: a name and a way to make the text of the frame at an instant.
struct Contender {
    var name: String
    var frame: (Duration) -> String
}

/// Runs every contender in turn, round after round, so that each sees the
/// same machine; keeps each one's fastest round. Absolute times on a shared
/// machine drift; the interleaving keeps the ratios honest.
///
/// With `onThisThread`, a round's time is the CPU time this thread spent in
/// it, not the time that passed: on a machine shared by many builds (a load
/// of 15 on 2 cores) a round is otherwise mostly the time others ran.
func measure(
    _ contenders: [Contender], rounds: Int = 15, framesPerRound: Int = 40_000, instants: [Duration] = counterInstants,
    onThisThread: Bool = false
) -> [Measurement] {
    var checksum = 0
    var best = [Double](repeating: .infinity, count: contenders.count)
    var allocations = [Double](repeating: 0, count: contenders.count)
    for contender in contenders {
        for elapsed in instants { checksum &+= contender.frame(elapsed).utf8.count }  // warm up
    }
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        for (index, contender) in contenders.enumerated() {
            let before = tally_thread_allocation_count()
            let began = clock.now
            let cpuBegan = threadCPUTime()
            for frame in 0..<framesPerRound {
                checksum &+= contender.frame(instants[frame % instants.count]).utf8.count
            }
            let took = onThisThread ? threadCPUTime() - cpuBegan : began.duration(to: clock.now)
            let after = tally_thread_allocation_count()
            let perFrame = nanoseconds(took) / Double(framesPerRound)
            if perFrame < best[index] {
                best[index] = perFrame
                allocations[index] =
                    tally_counts_allocations() != 0 ? Double(after - before) / Double(framesPerRound) : .nan
            }
        }
    }
    precondition(checksum != 0)
    return contenders.indices.map {
        Measurement(
            name: contenders[$0].name, nanosecondsPerFrame: best[$0],
            allocationsPerFrame: allocations[$0], sample: contenders[$0].frame(.milliseconds(1000)))
    }
}

/// The CPU time this thread has run.
func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}

/// `duration` in nanoseconds, fractions kept.
func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}
