import Foundation
import TallyTesting
import Testing

@testable import TallyCore

/// The library examples of the README, run as written, with the results it claims.
@Suite struct ReadmeExamplesTests {
    @Test func counterAndFormatExamples() throws {
        var counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        #expect(counter.frame(at: .seconds(1)).text == "1,080.24")
        #expect(counter.frame(at: .seconds(2)).text == "1,234.56")
        try counter.count(to: 100, duration: .seconds(1), at: .seconds(1))
        #expect(counter.frame(at: .seconds(2)).text == "100.00")

        let format = NumberFormat(locale: Locale(identifier: "hi_IN"), fractionDigits: 2, prefix: "₹")
        #expect(format.string(for: 12345678.9) == "₹1,23,45,678.90")

        let percent = try Counter(from: 0, to: 100, duration: .seconds(5), text: .formatted { "\($0) %" })
        #expect(percent.frame(at: .seconds(5)).text == "100 %")
        let outOf = try Counter(
            from: 0, to: 100, duration: .seconds(5), easing: .easeIn,
            text: .styled {
                StyledText($0) + StyledText(" / 100", style: TextStyle(foreground: .lightGray))
            })
        #expect(outOf.frame(at: .seconds(5)).styled.runs.count == 2)
    }

    @Test func docCommentExamples() throws {
        #expect(Easing.easeOut(0.5) == 0.875)
        #expect(abs(try Easing.cubicBezier(0.25, 0.1, 0.25, 1)(0.5) - 0.8024033877399112) < 1e-9)
        #expect(try Easing(parsing: "steps(4,jump-end)")(0.3) == 0.25)
        #expect(Easing(.back, .out).name == "ease-out-back")
        var money = NumberFormat(prefix: "$")
        #expect(money.string(for: -5) == "$-5")
        money.signPosition = .beforePrefix
        #expect(money.string(for: -5) == "-$5")
        var german = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2)
        #expect(german.string(for: try FixedDecimal("1234567.891")) == "1.234.567,89")
        german.prefix = "€ "
        #expect(german.string(for: -5) == "€ -5,00")
        #expect(NumberFormat(fractionDigits: 2, prefix: "$").string(for: 1234.5) == "$1,234.50")
        #expect(RGBColor.black.mixed(with: .white, amount: 0.5) == RGBColor(red: 128, green: 128, blue: 128))
        let spring = try Easing.spring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.settlingDuration == .milliseconds(1271))
        #expect(abs(spring(0.2) - 1.0346) < 0.0001)
    }

    @Test func appFacingExamples() throws {
        let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        let exact = try FixedDecimal("1080.24")
        #expect(counter.frame(at: .seconds(1)).value == exact)
        let score = 1234
        let scoreCounter = try Counter(from: 0, to: score)
        #expect(scoreCounter.frame(at: scoreCounter.duration).text == "1,234")
        let price: Double = 19.99
        let priceCounter = try Counter(from: 0, to: price)
        #expect(priceCounter.frame(at: priceCounter.duration).text == "19.99")
        let ten = try Counter(to: FixedDecimal(10.00, fractionDigits: 2))
        #expect(ten.frame(at: ten.duration).text == "10.00")

        var odometer = try Odometer(from: 999, to: 1000)
        #expect(odometer.frame(at: .milliseconds(700)).columns[0].faces == ["0", "1"])
        #expect(odometer.frame(at: .zero).columns.map(\.id.description) == ["digit 2", "digit 1", "digit 0"])
        odometer.roll(to: 42, at: .milliseconds(700))
        #expect(odometer.target == 42)
        var options = odometer.options
        options.minimumLength = 4
        try odometer.apply(options, at: .milliseconds(800))
        #expect(odometer.frame(at: odometer.duration).text == "0,042")

        let points = try #require(Easing.easeOut.controlPoints)
        #expect(
            points.y1 == 1 && points.y2 == 1 && abs(points.x1 - 1.0 / 3) < 1e-15 && abs(points.x2 - 2.0 / 3) < 1e-15)

        var button = try Cooldown(duration: .seconds(60), title: "Get code")
        let now = CooldownInstant(bootID: "b", sinceBoot: .seconds(100), wallClock: .seconds(1_800_000_000))
        #expect(button.press(at: now) == .started)
        let frame = button.frame(at: now)
        #expect(frame.text == "60s" && !frame.isReady && frame.remainingSeconds == 60)
        #expect(frame.untilNextChange == .seconds(1))
    }

    /// The README's driver lines, on a manual clock: a checked rate, and a
    /// restart with a new counter that plays from its start.
    @Test func driverRestartExample() async throws {
        let clock = ManualClock()
        let counter = try Counter(from: 0, to: 100, duration: .seconds(1))
        let driver = Driver(counter, clock: clock, rate: 35)
        #expect(driver.framesPerSecond == 35)
        let seen = Recorder<String>()
        let run = Task { await driver.run { frame, _ in seen.append(frame.text) } }
        clock.advance(to: await clock.nextSleep())
        await driver.restart(with: try Counter(from: 0, to: 500, duration: .seconds(1)))
        #expect(await driver.elapsed == .zero, "from its start")
        #expect(await driver.isPlaying, "playing")
        // Past the end at once: every later sleep is already due.
        clock.advance(by: .seconds(2))
        #expect(await run.value == .finished)
        let texts = seen.all
        #expect(texts.first == "0" && texts.last == "500", "the new counter's end, not the old one's 100: \(texts)")
    }
}
