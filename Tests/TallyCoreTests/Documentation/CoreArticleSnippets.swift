import Foundation
import Synchronization
import TallyCore
import TallyTesting
import Testing

/// The code of the TallyCore articles (`Sources/TallyCore/TallyCore.docc`):
/// each `// snippet:` region is a code listing of an article, word for word
/// (`DocumentationSnippetTests` checks that), and runs here.
@Suite struct CoreArticleSnippets {
    @Test func gettingStarted() throws {
        // snippet: getting-started-counter
        let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        #expect(counter.frame(at: .zero).text == "0.00")
        #expect(counter.frame(at: .seconds(1)).text == "1,080.24")
        #expect(counter.frame(at: .seconds(2)).text == "1,234.56")
        // end-snippet

        // snippet: getting-started-odometer
        let odometer = try Odometer(from: 999, to: 1000)
        #expect(odometer.frame(at: .zero).text == "999")
        #expect(odometer.frame(at: odometer.duration).text == "1,000")
        // end-snippet
    }

    /// Compiled, not run: it plays on the real clock, and tests never wait
    /// for real time (the same calls run on a `ManualClock` below).
    static func gettingStartedDriver() async throws {
        // snippet: getting-started-driver
        let counter = try Counter(from: 0, to: 100, duration: .milliseconds(300))
        let driver = try Driver(counter, framesPerSecond: 30)
        let ending = await driver.run { frame, elapsed in
            print(elapsed, frame.text)
        }
        #expect(ending == .finished)
        // end-snippet
    }

    @Test func timelines() throws {
        // snippet: timelines-pure
        let counter = try Counter(from: 0, to: 100, duration: .seconds(1))
        #expect(counter.frame(at: .milliseconds(730)).text == "73")
        #expect(counter.frame(at: .milliseconds(730)) == counter.frame(at: .milliseconds(730)))
        #expect(counter.frame(at: .seconds(5)).text == "100")
        // end-snippet

        // snippet: timelines-retarget
        var score = try Counter(from: 0, to: 100, duration: .seconds(2))
        try score.count(to: 50, duration: .seconds(1), at: .seconds(1))
        #expect(score.frame(at: .seconds(1)).text == "50")
        #expect(score.duration == .seconds(2))
        #expect(score.frame(at: .seconds(2)).text == "50")
        // end-snippet

        // snippet: timelines-next-change
        let countdown = try Countdown()
        #expect(countdown.nextChange(after: .milliseconds(300)) == .milliseconds(300))
        let timer = try CountdownTimer(duration: .seconds(90))
        #expect(timer.frame(at: .milliseconds(300)).text == "1:30")
        #expect(timer.nextChange(after: .milliseconds(300)) == .seconds(1))
        // end-snippet
    }

    @Test func timelinesPlayhead() throws {
        // snippet: timelines-playhead
        let t0 = ManualClock.Instant(offset: .zero)
        var playhead = Playhead<Counter, ManualClock.Instant>(try Counter(from: 0, to: 100, duration: .seconds(1)))
        playhead.start(at: t0)
        #expect(playhead.frame(at: t0.advanced(by: .milliseconds(500))).text == "50")
        playhead.update(at: t0.advanced(by: .milliseconds(500))) { counter, elapsed in
            try? counter.count(to: 0, duration: .seconds(1), at: elapsed)
        }
        let cutShort = playhead.arrive(at: t0.advanced(by: .seconds(1)))
        let arrived = playhead.arrive(at: t0.advanced(by: .milliseconds(1500)))
        #expect(!cutShort && arrived)
        #expect(playhead.frame(at: t0.advanced(by: .seconds(9))).text == "0")
        playhead.reduceMotion(true, at: t0.advanced(by: .seconds(9)))  // a count then shows each target at once
        // end-snippet
        #expect(playhead.reducesMotion)
    }

    @Test func timelinesPause() async throws {
        // snippet: timelines-pause
        let clock = ManualClock()
        let counter = try Counter(from: 0, to: 100, duration: .seconds(10))
        let driver = Driver(counter, clock: clock, rate: 10)
        let run = Task { await driver.run { _, _ in } }
        _ = await clock.nextSleep()  // playing: frame 0 is shown
        clock.advance(by: .seconds(3))
        await driver.pause()
        clock.advance(by: .seconds(60))  // a minute paused: nothing moves
        #expect(await driver.elapsed == .seconds(3))
        await driver.resume()
        clock.advance(by: .seconds(1))
        #expect(await driver.elapsed == .seconds(4))
        #expect(await driver.timeline.frame(at: driver.elapsed).text == "40")
        await driver.stop()
        #expect(await run.value == .stopped)
        // end-snippet
    }

    @Test func counting() throws {
        // snippet: counting-numbers
        let score = try Counter(from: 0, to: 1234)
        #expect(score.frame(at: score.duration).text == "1,234")
        let price = try Counter(from: 0, to: 19.99)
        #expect(price.frame(at: price.duration).text == "19.99")
        let exact = try Counter(to: try FixedDecimal("0.000000000000000001"))
        #expect(exact.frame(at: exact.duration).value.scale == 18)
        // end-snippet

        // snippet: counting-easing
        #expect(Easing.easeOut(0.5) == 0.875)
        #expect(try Easing(parsing: "ease-in-out-back") == Easing(.back, .inOut))
        #expect(try Easing(parsing: "steps(4,jump-end)")(0.3) == 0.25)
        let spring = try Easing.spring(mass: 1, stiffness: 100, damping: 10)
        #expect(spring.settlingDuration == .milliseconds(1271))
        // end-snippet

        // snippet: counting-text
        let percent = try Counter(from: 0, to: 100, duration: .seconds(5), text: .formatted { "\($0) %" })
        #expect(percent.frame(at: .seconds(5)).text == "100 %")
        let outOf = try Counter(
            from: 0, to: 100, duration: .seconds(5),
            text: .styled { StyledText($0) + StyledText(" / 100", style: TextStyle(foreground: .lightGray)) })
        #expect(outOf.frame(at: .seconds(5)).styled.runs.count == 2)
        // end-snippet

        // snippet: counting-velocity
        let speed = try Counter(from: 0, to: 10, duration: .seconds(1))
        #expect(speed.value(at: .milliseconds(300)) == 3)
        #expect(abs(speed.velocity(at: .milliseconds(500)) - 10) < 1e-6)
        // end-snippet
    }

    @Test func countingLive() async throws {
        // snippet: counting-live
        let clock = ManualClock()
        let shown = Mutex<[String]>([])
        let label = try LiveCounter(
            clock: clock, framesPerSecond: 35,
            onFrame: { frame in shown.withLock { $0.append(frame.text) } })
        try await label.count(from: 0, to: 10, duration: .seconds(1))
        _ = await clock.nextSleep()
        await label.pause()
        #expect(await label.isPaused)
        await label.resume()
        clock.advance(by: .seconds(1))
        await label.waitUntilIdle()
        #expect(shown.withLock { $0.first == "0" && $0.last == "10" })
        // end-snippet
    }

    @Test func odometer() throws {
        // snippet: odometer-columns
        let odometer = try Odometer(from: 999, to: 1000)
        let middle = odometer.frame(at: .milliseconds(700))
        #expect(
            middle.columns.map(\.id.description) == [
                "digit 3", "separator after place 3", "digit 2", "digit 1", "digit 0",
            ])
        #expect(middle.columns[0].faces == ["0", "1"])
        #expect(odometer.frame(at: .zero).columns.filter(\.isShown).count == 3)
        // end-snippet

        // snippet: odometer-options
        var options = OdometerOptions()
        options.duration = .seconds(2)
        options.durationOffset = .milliseconds(100)
        options.minimumLength = 6
        options.direction = .shortest
        let padded = try Odometer(from: 7, to: 42, options: options)
        #expect(padded.frame(at: padded.duration).text == "000,042")
        // end-snippet

        // snippet: odometer-retarget
        var live = try Odometer(from: 999, to: 1000)
        live.roll(to: 42, at: .milliseconds(700))
        #expect(live.target == 42)
        #expect(live.frame(at: live.duration).text == "42")
        // end-snippet

        // snippet: odometer-carry
        var carrying = OdometerOptions()
        carrying.mode = .carry
        let exact = try Odometer(from: 0, to: 250, options: carrying)
        let readings = stride(from: 0, through: 1500, by: 100).map { exact.value(at: .milliseconds($0)) }
        #expect(readings.allSatisfy { $0 >= 0 && $0 <= 250 })
        #expect(readings == readings.sorted())
        // end-snippet

        // snippet: odometer-styles
        var styled = OdometerOptions()
        styled.format.notation = .compact
        let followers = try Odometer(from: 999, to: 1_200_000, options: styled)
        #expect(followers.frame(at: .zero).text == "999")
        #expect(followers.frame(at: followers.duration).text == "1.2M")
        #expect(followers.frame(at: followers.duration).columns.map(\.role).last == .suffix)
        #expect(followers.value(at: followers.duration) == 1_200_000)
        styled.format = NumberFormat(currency: "USD", locale: Locale(identifier: "en_US"))
        let balance = try Odometer(from: -5, to: 7, options: styled)
        #expect(balance.frame(at: .zero).columns[0].reading == "-$")
        #expect(balance.frame(at: balance.duration).text == "$7.00")
        // end-snippet
    }

    @Test func countdown() throws {
        // snippet: countdown-frames
        let countdown = try Countdown(options: .init(start: 3, endTitle: "Go!"))
        #expect(countdown.duration == .seconds(4))
        let start = countdown.frame(at: .zero)
        #expect(start.text == "3" && start.scale == 15 && start.opacity == 0)
        let settled = countdown.frame(at: .milliseconds(999))
        #expect(settled.text == "3" && settled.scale < 1.01 && settled.opacity > 0.99)
        #expect(countdown.frame(at: .seconds(3)).text == "Go!")
        #expect(countdown.frame(at: .seconds(4)).isFinished)
        // end-snippet

        // snippet: countdown-reduced-motion
        var calm = Countdown.Options()
        calm.reducedMotion = true
        #expect(try Countdown(options: calm).frame(at: .zero).scale == 1)
        // end-snippet
    }

    @Test func countdownPresenter() async throws {
        // snippet: countdown-presenter
        let clock = ManualClock()
        let presenter = try CountdownPresenter(clock: clock)
        let events = Mutex<[CountdownPresenter<ManualClock>.Event]>([])
        try await presenter.start(
            try Countdown(options: .init(start: 2)), onFrame: { _ in },
            onEvent: { event in events.withLock { $0.append(event) } })
        await #expect(throws: CountdownRefusal.alreadyRunning) {
            try await presenter.start(try Countdown(), onFrame: { _ in }, onEvent: { _ in })
        }
        clock.advance(by: .seconds(2))
        await presenter.waitUntilIdle()
        #expect(events.withLock { $0 } == [.began, .step(2), .step(1), .finished])
        // end-snippet
    }

    @Test func cooldown() throws {
        // snippet: cooldown-press
        var button = try Cooldown(duration: .seconds(60), title: "Get code")
        let now = CooldownInstant(bootID: "boot-1", sinceBoot: .seconds(100), wallClock: .seconds(1_800_000_000))
        #expect(button.press(at: now) == .started)
        #expect(button.frame(at: now).text == "60s")
        let later = CooldownInstant(
            bootID: "boot-1", sinceBoot: .milliseconds(100_500), wallClock: .seconds(1_800_000_000))
        #expect(button.frame(at: later).text == "60s")  // 59.5 s left: rounded up
        #expect(button.press(at: later) == .refused(remaining: .milliseconds(59_500)))
        let done = CooldownInstant(bootID: "boot-1", sinceBoot: .seconds(160), wallClock: .seconds(1_800_000_060))
        #expect(button.frame(at: done).text == "Get code")
        #expect(button.isReady(at: done))
        // end-snippet

        // snippet: cooldown-clock-change
        let wallClockSetAnHourAhead = CooldownInstant(
            bootID: "boot-1", sinceBoot: .seconds(130), wallClock: .seconds(1_800_003_630))
        #expect(button.remainingSeconds(at: wallClockSetAnHourAhead) == 30)
        let afterAReboot = CooldownInstant(bootID: "boot-2", sinceBoot: .seconds(5), wallClock: .seconds(1_800_000_050))
        #expect(button.remainingSeconds(at: afterAReboot) == 10)
        // end-snippet
    }

    @Test func cooldownStore() throws {
        // snippet: cooldown-store
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = CooldownStore(directory: directory)

        var button = try Cooldown(duration: .seconds(60))
        button.deadline = try store.deadline(for: "sms")  // nil: never pressed
        if button.press(at: .now()) == .started {
            try store.save(button.deadline, for: "sms")
        }

        var relaunched = try Cooldown(duration: .seconds(60))
        relaunched.deadline = try store.deadline(for: "sms")
        #expect(!relaunched.isReady(at: .now()))
        // end-snippet
    }

    @Test func formatting() throws {
        // snippet: formatting-locales
        var german = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2)
        #expect(german.string(for: try FixedDecimal("1234567.891")) == "1.234.567,89")
        german.prefix = "€ "
        #expect(german.string(for: -5) == "€ -5,00")
        let rupees = NumberFormat(locale: Locale(identifier: "hi_IN"), fractionDigits: 2, prefix: "₹")
        #expect(rupees.string(for: 12_345_678.9) == "₹1,23,45,678.90")
        // end-snippet

        // snippet: formatting-exact
        let tenth: Double = 0.1
        #expect(try FixedDecimal(tenth).description == "0.1")
        #expect(try FixedDecimal("2.345").significand(atScale: 2) == 234)
        #expect(NumberFormat(fractionDigits: 2).string(for: try FixedDecimal("-0.004")) == "0.00")
        let big = try Counter(from: 0, to: FixedDecimal(Int64.max), duration: .seconds(1))
        #expect(big.frame(at: .seconds(1)).text == "9,223,372,036,854,775,807")
        // end-snippet

        // snippet: formatting-options
        var money = NumberFormat(prefix: "$")
        #expect(money.string(for: -5) == "$-5")
        money.signPosition = .beforePrefix
        #expect(money.string(for: -5) == "-$5")
        var clock = NumberFormat()
        clock.groupSeparator = ":"
        #expect(clock.string(for: 10_000) == "10:000")
        var eastern = NumberFormat(fractionDigits: 1)
        eastern.numerals = .arabicIndic
        #expect(eastern.string(for: 12.5) == "١٢.٥")
        // end-snippet

        // snippet: formatting-styles
        let euros = NumberFormat(currency: "EUR", locale: Locale(identifier: "de_DE"))
        #expect(euros.string(for: 1234.5) == "1.234,50\u{A0}€")
        let yen = NumberFormat(currency: "JPY", locale: Locale(identifier: "en_US"))
        #expect(yen.string(for: 1234.5) == "¥1,234")
        var accounts = NumberFormat(currency: "USD")
        accounts.signDisplay = .accounting
        #expect(accounts.string(for: -1234.5) == "($1,234.50)")
        var share = NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 1)
        share.style = .percent
        #expect(share.string(for: 0.256) == "25,6\u{A0}%")
        var followers = NumberFormat()
        followers.notation = .compact
        #expect(followers.string(for: 12_345_678) == "12M")
        var rounded = NumberFormat()
        rounded.significantDigits = 1...3
        #expect(rounded.string(for: 1234.5678) == "1,230")
        var change = NumberFormat()
        change.signDisplay = .always()
        #expect(change.string(for: 5) == "+5")
        var download = NumberFormat()
        download.style = .bytes()
        #expect(download.string(for: 1_250_000) == "1.2 MB")
        // end-snippet

        // snippet: formatting-format-style
        let price = try FixedDecimal("1234.5")
        #expect(price.formatted(euros) == "1.234,50\u{A0}€")
        let restored = try JSONDecoder().decode(NumberFormat.self, from: JSONEncoder().encode(euros))
        #expect(restored == euros)
        // end-snippet

        // snippet: formatting-notation-change
        var compact = NumberFormat()
        compact.notation = .compact
        let growth = try Counter(from: 999, to: 1_200_000, duration: .seconds(1), easing: .linear, format: compact)
        #expect(growth.frame(at: .zero).text == "999")
        #expect(growth.frame(at: .milliseconds(1)).text == "2.2K")
        #expect(growth.frame(at: .milliseconds(834)).text == "1M")
        #expect(compact.string(for: 999_999) == "1M")  // never "1000K"
        #expect(growth.frame(at: .seconds(1)).text == "1.2M")
        // end-snippet

        // snippet: formatting-errors
        #expect(throws: TallyError.self) { try FixedDecimal(Double.nan) }
        #expect(throws: TallyError.self) { try FixedDecimal("12abc") }
        #expect(throws: TallyError.self) { try Counter(to: 1, duration: .seconds(-1)) }
        // end-snippet
    }

    @Test func testingStepByStep() async throws {
        // snippet: testing-step
        let clock = ManualClock()
        let counter = try Counter(from: 0, to: 3, duration: .seconds(3))
        let driver = Driver(counter, clock: clock, rate: 1)
        let seen = Mutex<[String]>([])
        let run = Task { await driver.run { frame, _ in seen.withLock { $0.append(frame.text) } } }

        var deadline = await clock.nextSleep()  // frame 0 is out; the driver sleeps
        #expect(seen.withLock { $0 } == ["0"])
        #expect(deadline == ManualClock.Instant(offset: .seconds(1)))
        #expect(clock.pendingDeadlines == [deadline])

        clock.advance(to: deadline)
        deadline = await clock.nextSleep()
        #expect(seen.withLock { $0 } == ["0", "1"])

        clock.advance(by: .seconds(10))  // the driver wakes once, and shows the present
        #expect(await run.value == .finished)
        #expect(seen.withLock { $0 } == ["0", "1", "3"])
        #expect(clock.pendingDeadlines.isEmpty)
        // end-snippet
    }

    @Test func testingWakesOnlyOnChange() async throws {
        // snippet: testing-wakes
        let clock = ManualClock()
        let timer = try CountdownTimer(duration: .seconds(3))
        let driver = Driver(timer, clock: clock, rate: 60)
        let run = Task { await driver.run { _, _ in } }
        var wakes: [ManualClock.Instant] = []
        for _ in 0..<3 {
            let deadline = await clock.nextSleep()
            wakes.append(deadline)
            clock.advance(to: deadline)
        }
        #expect(await run.value == .finished)
        #expect(wakes.map(\.offset) == [.seconds(1), .seconds(2), .seconds(3)])  // not 180 ticks at 60 fps
        // end-snippet
    }
}
