import Foundation
import TallyTestSupport
import Testing

@testable import TallyCore

@Suite struct CounterTests {
    @Test func seedExamples() throws {
        let linear = try Counter(to: 100)
        #expect(linear.duration == .seconds(2))
        #expect(linear.frame(at: .zero).text == "0")
        #expect(linear.frame(at: .seconds(1)).text == "50")
        #expect(linear.frame(at: .seconds(2)).text == "100")

        let easeIn = try Counter(
            from: 10, to: 100, duration: .seconds(5), easing: .easeIn, format: NumberFormat(fractionDigits: 2))
        #expect(easeIn.frame(at: .milliseconds(2500)).text == "21.25")

        let percent = try Counter(
            from: 0, to: 100, duration: .seconds(5), easing: .easeOut, text: .formatted { "\($0) %" })
        #expect(percent.frame(at: .seconds(5)).text == "100 %")

        let outOf = try Counter(
            from: 0, to: 100, duration: .seconds(5), easing: .easeIn,
            text: .styled { StyledText($0) + StyledText(" / 100", style: TextStyle(foreground: .lightGray)) })
        let frame = outOf.frame(at: .seconds(5))
        #expect(frame.text == "100 / 100")
        #expect(frame.styled.runs.map(\.style.foreground) == [nil, .lightGray])
    }

    @Test func defaultFormatShowsTheInputsDigits() throws {
        let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        #expect(counter.frame(at: .seconds(2)).text == "1,234.56")
        #expect(counter.frame(at: .seconds(1)).text == "1,080.24")
    }

    @Test func int64ExtremesAreExactAndNeverOverflow() throws {
        var format = NumberFormat()
        format.grouping = .never
        for easing in [Easing.linear, .easeInOut, Easing(.back, .inOut), Easing(.elastic, .out)] {
            for (start, end) in [(Int64.min, Int64.max), (Int64.max, Int64.min), (0, Int64.max), (Int64.min, 0)] {
                let counter = try Counter(
                    from: FixedDecimal(start), to: FixedDecimal(end), duration: .seconds(1), easing: easing,
                    format: format)
                #expect(counter.frame(at: .zero).text == "\(start)")
                #expect(counter.frame(at: .seconds(1)).text == "\(end)")
                #expect(counter.frame(at: .seconds(9)).text == "\(end)")
                var previous = counter.value(at: .zero)
                for millisecond in stride(from: 0, through: 1000, by: 7) {
                    let value = counter.value(at: .milliseconds(millisecond))
                    if easing.isMonotonic {
                        #expect(value >= min(FixedDecimal(start), FixedDecimal(end)))
                        #expect(value <= max(FixedDecimal(start), FixedDecimal(end)))
                        #expect(start < end ? value >= previous : value <= previous)
                    }
                    previous = value
                }
            }
        }
    }

    @Test func randomCountsEndExactlyOnTheirTarget() throws {
        var generator = SplitMix64(seed: 2024)
        let easings = EasingTests.allNamed
        func randomValue() throws -> FixedDecimal {
            let scale = Int(generator.next() % 19)
            let digits = Int(generator.next() % 18) + 1
            var significand =
                Int128(generator.next() % 1_000_000_000_000_000_000) / FixedDecimal.powerOfTen(18 - digits)
            if generator.next() % 3 == 0 { significand = -significand }
            return try FixedDecimal(significand: significand, scale: scale)
        }
        for _ in 0..<3_000 {
            let start = try randomValue()
            let end = try randomValue()
            let easing = easings[Int(generator.next() % UInt64(easings.count))]
            var format = NumberFormat(fractionDigits: max(start.scale, end.scale))
            format.grouping = .never
            let counter = try Counter(
                from: start, to: end, duration: .milliseconds(700), easing: easing, format: format)
            #expect(counter.frame(at: .zero).text == format.string(for: start))
            #expect(
                counter.frame(at: .milliseconds(700)).text == format.string(for: end), "\(start) -> \(end) \(easing)")
            #expect(counter.value(at: .milliseconds(700)) == end)
        }
        let fine = try FixedDecimal("0.123456789012345678")
        let counter = try Counter(from: 0, to: fine, duration: .seconds(1))
        #expect(counter.frame(at: .seconds(1)).text == "0.123456789012345678")
    }

    @Test func retargetKeepsValueAndVelocity() throws {
        let easings = try EasingTests.samples
        for easing in easings {
            for (at, newTarget) in [
                (Duration.milliseconds(300), FixedDecimal(500)), (.milliseconds(1500), -200),
                (.milliseconds(1000), 1000),
            ] {
                let original = try Counter(from: 0, to: 1000, duration: .seconds(2), easing: easing)
                var counter = original
                try counter.count(to: newTarget, duration: .seconds(1), at: at)
                #expect(counter.value(at: at) == original.value(at: at), "\(easing) value at \(at)")
                let before = original.velocity(at: at)
                let after = counter.velocity(at: at)
                let tolerance = max(1e-3 * abs(before), 1e-2)
                #expect(abs(after - before) <= tolerance, "\(easing) at \(at): \(before) -> \(after)")
                #expect(counter.duration == at + .seconds(1))
                #expect(counter.value(at: at + .seconds(1)) == newTarget)
                #expect(counter.frame(at: at + .seconds(5)).text == NumberFormat().string(for: newTarget))
                // Frames before the change are untouched.
                #expect(counter.frame(at: at / 2) == original.frame(at: at / 2))
            }
        }
    }

    /// The same property seen only through the values shown: the slope just
    /// before the change equals the slope just after it.
    @Test func retargetHasNoKinkInTheShownValues() throws {
        let step = Duration.microseconds(50)
        func slope(_ counter: Counter, from start: Duration) -> Double {
            let a = counter.value(at: start).doubleValue
            let b = counter.value(at: start + step).doubleValue
            return (b - a) / step.inSeconds
        }
        // A staircase (steps) has no speed between its jumps: left out.
        for easing in try EasingTests.samples where easing.cssTimingFunction?.hasPrefix("steps") != true {
            let format = NumberFormat(fractionDigits: 6)
            let original = try Counter(from: 0, to: 1_000_000, duration: .seconds(2), easing: easing, format: format)
            let at = Duration.milliseconds(700)
            var counter = original
            try counter.count(to: -250_000, duration: .milliseconds(1500), at: at)
            let before = slope(original, from: at - step)
            let after = slope(counter, from: at)
            let kinkWithoutChange = abs(slope(original, from: at) - before)
            #expect(
                abs(after - before) <= max(2 * kinkWithoutChange, 1e-4 * abs(before), 1),
                "\(easing): \(before) -> \(after)")
        }
    }

    @Test func retargetAfterTheEndStartsFromRest() throws {
        var counter = try Counter(from: 0, to: 10, duration: .seconds(1))
        try counter.count(to: 20, duration: .seconds(1), at: .seconds(3))
        #expect(counter.value(at: .seconds(3)) == 10)
        #expect(counter.velocity(at: .seconds(3)) == 10)  // linear: 10 units over 1 s
        #expect(counter.frame(at: .milliseconds(3500)).text == "15")
        #expect(counter.frame(at: .seconds(4)).text == "20")
    }

    @Test func badInputIsATypedError() throws {
        #expect(throws: TallyError.invalidDuration("-1.0 seconds")) {
            try Counter(to: 1, duration: .seconds(-1))
        }
        var counter = try Counter(to: 1)
        #expect(throws: TallyError.self) { try counter.count(to: 2, duration: .milliseconds(-5), at: .zero) }
        #expect(throws: TallyError.self) { try Duration.checkedSeconds(.nan) }
        #expect(throws: TallyError.self) { try Duration.checkedSeconds(-.infinity) }
        #expect(throws: TallyError.self) { try Duration.checkedSeconds(-1) }
        #expect(try Duration.checkedSeconds(1.5) == .milliseconds(1500))
    }

    @Test func zeroDurationShowsTheTargetAtOnce() throws {
        let counter = try Counter(from: 5, to: 7, duration: .zero)
        #expect(counter.frame(at: .zero).text == "7")
    }
}

@Suite struct CountdownTimerTests {
    @Test func remainingSecondsAreRoundedUp() throws {
        let timer = try CountdownTimer(duration: .seconds(60))
        let table: [(Duration, Int64, String)] = [
            (.zero, 60, "1:00"), (.milliseconds(1), 60, "1:00"), (.milliseconds(999), 60, "1:00"),
            (.seconds(1), 59, "0:59"), (.milliseconds(59_001), 1, "0:01"), (.milliseconds(59_999), 1, "0:01"),
            (.seconds(60), 0, "0:00"), (.seconds(61), 0, "0:00"),
        ]
        for (elapsed, seconds, text) in table {
            let frame = timer.frame(at: elapsed)
            #expect(frame.remainingSeconds == seconds && frame.text == text, "\(elapsed)")
        }
    }

    @Test func clockTextAcrossHoursAndDays() {
        let twoDaysAndMore: Int64 = 183_845  // 2 days, 3 hours, 4 minutes and 5 seconds
        let table: [(Int64, String)] = [
            (0, "0:00"), (5, "0:05"), (90, "1:30"), (3599, "59:59"), (3600, "1:00:00"), (3723, "1:02:03"),
            (86_399, "23:59:59"), (86_400, "1d 00:00:00"), (twoDaysAndMore, "2d 03:04:05"),
        ]
        for (seconds, text) in table {
            #expect(TimerFrame(remainingSeconds: seconds).text == text)
        }
    }

    @Test func changesFallOnSecondBoundariesFromTheStart() throws {
        let timer = try CountdownTimer(duration: .milliseconds(2500))
        #expect(timer.frame(at: .zero).text == "0:03")
        #expect(timer.nextChange(after: .zero) == .milliseconds(500))
        #expect(timer.nextChange(after: .milliseconds(500)) == .milliseconds(1500))
        #expect(timer.nextChange(after: .milliseconds(2499)) == .milliseconds(2500))
        let whole = try CountdownTimer(duration: .seconds(10))
        for second in 0..<10 {
            #expect(whole.nextChange(after: .seconds(Int64(second))) == .seconds(Int64(second + 1)))
            #expect(
                whole.nextChange(after: .seconds(Int64(second)) + .milliseconds(300)) == .seconds(Int64(second + 1)))
        }
    }

    @Test func timeCanBeAddedAndTakenAway() throws {
        var timer = try CountdownTimer(duration: .seconds(60))
        timer.add(.seconds(30), at: .seconds(10))
        #expect(timer.frame(at: .seconds(10)).text == "1:20")
        timer.add(.seconds(-30), at: .seconds(10))
        #expect(timer.frame(at: .seconds(10)).text == "0:50")
        timer.add(.seconds(-300), at: .seconds(10))
        #expect(timer.frame(at: .seconds(10)).isFinished)
        #expect(timer.duration == .seconds(10))
        #expect(throws: TallyError.self) { try CountdownTimer(duration: .seconds(-1)) }
    }
}
