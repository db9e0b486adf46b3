import TallyCore
import Testing

/// A cooldown as a timeline, against a plain reading of the rule: the
/// seconds left rounded up with the suffix, the title from the end on, and
/// a next change exactly where the text changes.
@Suite struct CooldownTimelineTests {
    @Test(arguments: [1, 3, 59])
    func everyTenMillisecondsShowsTheSecondsLeftRoundedUp(seconds: Int64) throws {
        let timeline = CooldownTimeline(try Cooldown(duration: .seconds(seconds), title: "Get code", suffix: " s"))
        var shown: [String] = []
        for step in 0...(seconds * 100 + 50) {
            let elapsed = Duration.milliseconds(step * 10)
            let leftMilliseconds = max(0, seconds * 1000 - step * 10)
            let expected = leftMilliseconds == 0 ? "Get code" : "\((leftMilliseconds + 999) / 1000) s"
            let frame = timeline.frame(at: elapsed)
            #expect(frame.text == expected, "at \(elapsed)")
            #expect(frame.isReady == (leftMilliseconds == 0))
            if shown.last != frame.text { shown.append(frame.text) }
            let next = timeline.nextChange(after: elapsed)
            if leftMilliseconds > 0 {
                #expect(next > elapsed && next <= timeline.duration)
                #expect(timeline.frame(at: next).text != frame.text, "it changes at \(next)")
                #expect(timeline.frame(at: next - .nanoseconds(1)).text == frame.text, "not before \(next)")
            } else {
                #expect(next == timeline.duration)
            }
        }
        #expect(shown == (1...seconds).reversed().map { "\($0) s" } + ["Get code"])
    }
}
