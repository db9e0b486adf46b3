import CAllocationCounter
import Foundation
import TallyTerminal

/// Section 4's frames as a real count meets them: each one drawn and
/// rendered after the idle gap between two frames at 60 fps, beside the
/// floor's work (a copy of a whole frame's bytes) after the same gap, and
/// beside the same frames back to back. Asleep between frames, a core runs
/// other work or idles, and the frame finds its caches, branch history and
/// address translations cold: the cost `scripts/measure-floor` sees, which
/// section 4's hot loop understates.
struct IdleGapBench {
    /// Mid-count frames (3 s to 7 s), after the first rush of changing digits.
    let indices = 180..<420
    /// A frame's time at 60 fps.
    let gap: UInt32 = 16_667

    /// Median nanoseconds and allocations a frame of each contender: the
    /// first two each frame after a gap of its own, taking turns; then the
    /// third, the same frames back to back.
    func measure(_ renderer: RendererBench) -> [Measurement] {
        let wholeFrame = renderer.wholeFrame()
        var copy: [UInt8] = []
        var screen = TerminalScreen(width: RendererBench.width, height: RendererBench.height, colorMode: .trueColor)
        var bytes: [UInt8] = []
        // Every glyph rasterized once (as a real count has, 3 s in), and the
        // frame before the first drawn, so that the first diff is a frame's change.
        var scratch = CellBuffer(width: RendererBench.width, height: RendererBench.height)
        for index in indices { renderer.draw(renderer.instants[index], into: &scratch) }
        renderer.draw(renderer.instants[indices.lowerBound - 1], into: &screen.back)
        screen.render(into: &bytes)
        // A screen of its own from the same frame (a copy would share the
        // first's storage and copy it on the first timed frame).
        var hotScreen = TerminalScreen(width: RendererBench.width, height: RendererBench.height, colorMode: .trueColor)
        var hotBytes: [UInt8] = []
        renderer.draw(renderer.instants[indices.lowerBound - 1], into: &hotScreen.back)
        hotScreen.render(into: &hotBytes)
        let clock = ContinuousClock()
        var times: [[Double]] = [[], [], []]
        var allocations = [0, 0, 0]
        var checksum = 0
        func time(_ index: Int, _ work: () -> Int) {
            let before = tally_thread_allocation_count()
            let began = clock.now
            checksum &+= work()
            let took = began.duration(to: clock.now)
            allocations[index] += Int(tally_thread_allocation_count() - before)
            times[index].append(nanoseconds(took))
        }
        for index in indices {
            usleep(gap)
            time(0) {
                copy.removeAll(keepingCapacity: true)
                copy.append(contentsOf: wholeFrame)
                return copy.count
            }
            usleep(gap)
            time(1) {
                renderer.draw(renderer.instants[index], into: &screen.back)
                screen.render(into: &bytes)
                return bytes.count
            }
        }
        for index in indices {
            time(2) {
                renderer.draw(renderer.instants[index], into: &hotScreen.back)
                hotScreen.render(into: &hotBytes)
                return hotBytes.count
            }
        }
        precondition(checksum != 0 && bytes == hotBytes)
        let names = [
            "copy of a frame's bytes, after a gap", "draw and render, after a gap", "draw and render, back to back",
        ]
        return names.indices.map { index in
            let sorted = times[index].sorted()
            return Measurement(
                name: names[index], nanosecondsPerFrame: sorted[sorted.count / 2],
                allocationsPerFrame: tally_counts_allocations() != 0
                    ? Double(allocations[index]) / Double(indices.count) : .nan,
                sample: "\(index == 0 ? wholeFrame.count : bytes.count) bytes")
        }
    }
}
