@testable import TallyCore
import TallyTesting
import Testing

/// The public pull-style cursor, as a display link or `TimelineView` uses it:
/// every operation at a chosen instant, and the elapsed time read back.
@Suite struct PlaybackCursorTests {
    typealias Cursor = PlaybackCursor<ManualClock.Instant>

    func at(_ milliseconds: Int) -> ManualClock.Instant { .init(offset: .milliseconds(milliseconds)) }

    @Test func idleCursorWaitsAtZero() {
        let cursor = Cursor()
        #expect(cursor.elapsed(at: at(5000)) == .zero)
        #expect(!cursor.isRunning && !cursor.isPaused)
        #expect(cursor.instant(at: .seconds(1)) == nil)
    }

    /// A script of operations and the elapsed time read after each, like a
    /// marble diagram: start at 1 s, pause at 1.5 s, resume at 3 s, seek, stop.
    @Test func startPauseResumeSeekStopReset() {
        var cursor = Cursor()
        cursor.start(at: at(1000))
        #expect(cursor.elapsed(at: at(1250)) == .milliseconds(250))
        #expect(cursor.instant(at: .seconds(2)) == at(3000))
        cursor.start(at: at(1400))  // already running: nothing changes
        #expect(cursor.elapsed(at: at(1500)) == .milliseconds(500))
        cursor.pause(at: at(1500))
        #expect(cursor.isPaused)
        #expect(cursor.elapsed(at: at(2900)) == .milliseconds(500), "held while paused")
        cursor.resume(at: at(3000))
        #expect(cursor.elapsed(at: at(3100)) == .milliseconds(600), "a pause loses nothing")
        cursor.seek(to: .seconds(4), at: at(3100))
        #expect(cursor.isRunning)
        #expect(cursor.elapsed(at: at(3200)) == .milliseconds(4100), "a running cursor plays on from the seek")
        cursor.pause(at: at(3200))
        cursor.seek(to: .milliseconds(250), at: at(3300))
        #expect(cursor.isPaused, "a held cursor stays held")
        #expect(cursor.elapsed(at: at(9000)) == .milliseconds(250))
        cursor.seek(to: .seconds(-3), at: at(3300))
        #expect(cursor.elapsed(at: at(9000)) == .zero, "negative seeks clamp to the start")
        cursor.resume(at: at(4000))
        cursor.stop(at: at(4500))
        #expect(cursor.state == .stopped(.milliseconds(500)))
        cursor.resume(at: at(5000))
        #expect(cursor.state == .stopped(.milliseconds(500)), "resume continues only a pause")
        cursor.start(at: at(6000))
        #expect(cursor.elapsed(at: at(6100)) == .milliseconds(600), "start plays on after a stop")
        cursor.reset()
        #expect(cursor.state == .idle(.zero))
    }

    /// A display link at 60 Hz drives a counter through the cursor: the frames
    /// equal the timeline's frames at the cursor's elapsed times, paused or not.
    @Test func drivesAnyTimelineAtADisplayLinksTicks() throws {
        let counter = try Counter(from: 0, to: 100, duration: .seconds(1))
        var cursor = Cursor()
        cursor.start(at: at(0))
        var shown: [String] = []
        for tick in 0...90 {
            let now = ManualClock.Instant(offset: .nanoseconds(Int64(tick) * 16_666_667))
            if tick == 30 { cursor.pause(at: now) }
            if tick == 45 { cursor.resume(at: now) }
            shown.append(counter.frame(at: min(cursor.elapsed(at: now), counter.duration)).text)
        }
        #expect(shown[30...45].allSatisfy { $0 == shown[30] }, "paused for 15 ticks")
        #expect(shown.last == "100")
        #expect(shown[29] == "48" && shown[46] == "52")
    }
}
