import Testing

@testable import TallyCore

/// `--no-seconds`: whole minutes rounded up until the last minute, and a
/// driver told to wake only when the text changes.
@Suite struct TimerWithoutSecondsTests {
    @Test func minutesUntilTheLastMinute() throws {
        var timer = try CountdownTimer(duration: .seconds(3 * 3600 + 125))
        timer.showsSeconds = false
        #expect(timer.frame(at: .zero).text == "3h03m")
        #expect(timer.frame(at: .seconds(3 * 3600)).text == "3m")
        #expect(timer.frame(at: .seconds(3 * 3600 + 65)).text == "1:00")
        #expect(timer.frame(at: .seconds(3 * 3600 + 64)).text == "2m")
        var elapsed = Duration.zero
        var changes = 0
        while elapsed < timer.duration {
            let next = timer.nextChange(after: elapsed)
            #expect(next > elapsed)
            #expect(timer.frame(at: next) != timer.frame(at: elapsed), "\(elapsed) -> \(next)")
            #expect(timer.frame(at: next - .nanoseconds(1)) == timer.frame(at: elapsed))
            elapsed = next
            changes += 1
        }
        // 3h03m down to 2m (181 changes), then 1:00, then 60 seconds to 0:00.
        #expect(changes == 181 + 1 + 60, "\(changes)")
        var days = try CountdownTimer(duration: .seconds(2 * 86_400 + 3 * 3600 + 4 * 60))
        days.showsSeconds = false
        #expect(days.frame(at: .zero).text == "2d 03h04m")
    }
}
