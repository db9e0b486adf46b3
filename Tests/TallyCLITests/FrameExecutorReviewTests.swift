import Foundation
import TallyCore
import TallyTesting
import Testing

@testable import TallyCLI

/// Review tests, in the frame executor's serialized suite: they sleep on
/// the one shared executor, whose sleeper count its tests read.
extension FrameExecutorTests {
    /// Many sleeps with short deadlines, from the pool and from the frame
    /// thread, some cancelled at random moments: every one ends (woken or
    /// thrown), and nothing is left behind.
    @Test func manySleepsAndCancellationsLeaveNothing() async throws {
        let woken = Shared(0)
        let thrown = Shared(0)
        for round in 0..<20 {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<200 {
                    let onFrame = index % 2 == 0
                    let task = Task(executorPreference: onFrame ? FrameExecutor.shared : nil) {
                        do {
                            try await FrameClock().sleep(until: .now + .microseconds((index * 37 + round) % 3000))
                            woken.withLock { $0 += 1 }
                        } catch {
                            thrown.withLock { $0 += 1 }
                        }
                    }
                    if index % 3 == 0 {
                        group.addTask {
                            if index % 2 == 0 { await Task.yield() }
                            task.cancel()
                        }
                    }
                    group.addTask { await task.value }
                }
            }
        }
        #expect(woken.withLock { $0 } + thrown.withLock { $0 } == 4000)
        #expect(FrameExecutor.shared.waiting.sleepers == 0)
        #expect(FrameExecutor.shared.waiting.pending == 0)
    }

    /// How late a 2 ms sleep on the frame clock wakes (sanity, printed).
    @Test func wakeLateness() async throws {
        for pass in 0..<2 {
            var lates: [Duration] = []
            for _ in 0..<300 {
                let deadline = ContinuousClock.now + .milliseconds(2)
                if pass == 0 { try await FrameClock().sleep(until: deadline) } else { try await ContinuousClock().sleep(until: deadline, tolerance: .zero) }
                lates.append(ContinuousClock.now - deadline)
                #expect(ContinuousClock.now >= deadline)
            }
            lates.sort()
            print(pass == 0 ? "frame clock" : "continuous", "median", lates[150], "p95", lates[285], "max", lates[299])
        }
        for pass in 0..<2 {
            var lates: [Duration] = []
            await withTaskExecutorPreference(pass == 0 ? FrameExecutor.shared : nil) {
            for _ in 0..<300 {
                let deadline = ContinuousClock.now + .milliseconds(2)
                if pass == 0 { try? await FrameClock().sleep(until: deadline) } else { try? await ContinuousClock().sleep(until: deadline, tolerance: .zero) }
                lates.append(ContinuousClock.now - deadline)
            }
            }
            lates.sort()
            print(pass == 0 ? "frame clock on frame thread" : "continuous on pool", "median", lates[150], "p95", lates[285], "max", lates[299])
        }
    }

    /// Whether an unstructured Task {} made inside a preference keeps it.
    @Test func unstructuredTaskInheritance() async {
        let name = await withTaskExecutorPreference(FrameExecutor.shared) {
            await Task { Self.reviewThreadName() }.value
        }
        print("Task {} inside the preference runs on:", name as Any)
        let detached = await withTaskExecutorPreference(FrameExecutor.shared) {
            await Task.detached { Self.reviewThreadName() }.value
        }
        print("Task.detached inside the preference runs on:", detached as Any)
    }

    /// A driver's frames() stream on the frame clock, read from the pool.
    @Test func framesStreamOnTheFrameClock() async throws {
        let counter = try Counter(from: 0, to: 5, duration: .milliseconds(100))
        let driver = Driver(playing: counter, rate: 60)
        var last: String?
        for await frame in driver.frames() { last = frame.text }
        #expect(last == "5")
    }

    /// Stopping from another task while frames play on the frame thread.
    @Test func stopFromThePoolWhilePlaying() async throws {
        for _ in 0..<50 {
            let counter = try Counter(from: 0, to: 1000, duration: .seconds(10))
            let driver = Driver(playing: counter, rate: 1000)
            let playing = Task { await driver.play { _, _ in } }
            try await Task.sleep(for: .milliseconds(Int.random(in: 0...5)))
            await driver.pause()
            await driver.resume()
            await driver.stop()
            #expect(await playing.value == .stopped)
        }
        #expect(FrameExecutor.shared.waiting.sleepers == 0)
        #expect(FrameExecutor.shared.waiting.pending == 0)
    }
    private static func reviewThreadName() -> String? { Thread.current.name }
}
