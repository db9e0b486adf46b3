import Testing

@testable import TallyCore

/// The stopwatch's reading against a slow reference: every hundredth of
/// the first two minutes, and its changes where the driver is told to wake.
@Suite struct StopwatchTests {
    /// The reading written out the long way.
    static func reference(_ hundredths: Int64, finely: Bool) -> String {
        let seconds = hundredths / 100
        let clock = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        guard finely, seconds < 60 else { return clock }
        return clock + "." + (hundredths % 100 < 10 ? "0" : "") + "\(hundredths % 100)"
    }

    @Test func everyHundredthOfTwoMinutes() {
        let fine = Stopwatch()
        let coarse = Stopwatch(resolution: .seconds)
        for hundredths in Int64(0)..<12_000 {
            let instant = Duration.milliseconds(hundredths * 10) + .microseconds(3)
            #expect(fine.frame(at: instant).text == Self.reference(hundredths, finely: true))
            #expect(coarse.frame(at: instant).text == Self.reference(hundredths, finely: false))
        }
        #expect(fine.frame(at: .seconds(3723)).text == "1:02:03")
        #expect(StopwatchFrame.lapText(.milliseconds(3_723_500)) == "1:02:03.50")
    }

    /// A driver asked for the next change lands where the text changes, and
    /// nowhere the text stays (hundredths, then seconds).
    @Test func nextChangeIsWhereTheTextChanges() {
        for resolution in [Stopwatch.Resolution.hundredths, .seconds] {
            let stopwatch = Stopwatch(duration: .seconds(130), resolution: resolution)
            var elapsed = Duration.zero
            var changes = 0
            while elapsed < stopwatch.duration {
                let next = stopwatch.nextChange(after: elapsed)
                #expect(next > elapsed)
                #expect(stopwatch.frame(at: next) != stopwatch.frame(at: elapsed))
                #expect(stopwatch.frame(at: next - .nanoseconds(1)) == stopwatch.frame(at: elapsed))
                elapsed = next
                changes += 1
            }
            #expect(changes == (resolution == .hundredths ? 6000 + 70 : 130))
        }
    }

    @Test func itStopsAtItsDuration() {
        let stopwatch = Stopwatch(duration: .seconds(2))
        #expect(stopwatch.frame(at: .seconds(5)).text == "0:02.00")
        #expect(Stopwatch(duration: .seconds(-1)).duration == .zero)
    }
}
