import Foundation
import TallyTestSupport
import TallyTesting
import Testing

@testable import TallyCore

@Suite struct CountdownTests {
    @Test func theSeedsCountdown() throws {
        let countdown = try Countdown()
        #expect(countdown.duration == .seconds(3))
        let table: [(Duration, String, Double, Double)] = [
            (.zero, "3", 15, 0), (.milliseconds(500), "3", 8, 0.5), (.seconds(1), "2", 15, 0),
            (.milliseconds(1500), "2", 8, 0.5), (.seconds(2), "1", 15, 0),
        ]
        for (elapsed, text, scale, opacity) in table {
            let frame = countdown.frame(at: elapsed)
            #expect(
                frame.text == text && abs(frame.scale - scale) < 1e-9 && abs(frame.opacity - opacity) < 1e-9,
                "\(elapsed)")
        }
        let nearEnd = countdown.frame(at: .milliseconds(2999))
        #expect(nearEnd.text == "1" && nearEnd.scale < 1.01 && nearEnd.opacity > 0.999)
        #expect(countdown.frame(at: .seconds(3)).isFinished, "no title: it ends after 1")
    }

    /// A pipe's lines: each step's text once, in order, however sparse the
    /// frames (a starved machine drew none in the 150 ms of "1", and the
    /// pipe got "3, 2, Go!"), against the naive list of numerals and title.
    @Test func everyStepIsWrittenOnceHoweverFewTheFrames() throws {
        var random = SplitMix64(seed: 44)
        for start in 1...12 {
            for title in [nil, "Go!"] {
                let countdown = try Countdown(options: .init(start: start, endTitle: title, step: .milliseconds(150)))
                let expected = (1...start).reversed().map(String.init) + (title.map { [$0] } ?? [])
                for _ in 0..<20 {
                    var steps = CountdownSteps()
                    var written: [String] = []
                    var elapsed = Duration.zero
                    while true {
                        written += steps.texts(upTo: countdown.frame(at: elapsed), of: countdown)
                        if elapsed > countdown.duration { break }
                        // Gaps from a frame's 16 ms to half a second: whole steps skipped.
                        elapsed += .milliseconds(Int.random(in: 16...500, using: &random))
                    }
                    #expect(written == expected, "\(start) \(title ?? "")")
                }
            }
        }
    }

    @Test func anEndTitleIsOneMoreStep() throws {
        let countdown = try Countdown(options: .init(start: 5, endTitle: "第一个控制器"))
        #expect(countdown.stepCount == 6)
        #expect(countdown.duration == .seconds(6))
        #expect(countdown.frame(at: .milliseconds(4999)).text == "1")
        let title = countdown.frame(at: .seconds(5))
        #expect(title.text == "第一个控制器" && title.number == nil && title.step == 5)
        #expect(countdown.frame(at: .seconds(6)).isFinished)
    }

    @Test func stepsFallOnBoundariesFromTheStart() throws {
        let countdown = try Countdown(options: .init(start: 10))
        #expect(countdown.duration == .seconds(10))
        for step in 0..<10 {
            #expect(countdown.frame(at: .seconds(Int64(step))).number == 10 - step)
            #expect(countdown.frame(at: .seconds(Int64(step)) - .nanoseconds(1)).number == (step == 0 ? 10 : 11 - step))
        }
    }

    @Test func curvesAreConfigurable() throws {
        var options = Countdown.Options(start: 2, step: .milliseconds(500))
        options.startScale = 10
        options.endScale = 2
        options.scaleEasing = .linear
        options.opacityEasing = .easeIn
        let countdown = try Countdown(options: options)
        let frame = countdown.frame(at: .milliseconds(250))
        #expect(abs(frame.scale - 6) < 1e-9)
        #expect(abs(frame.opacity - 0.125) < 1e-9)
    }

    @Test func badOptionsAreTypedErrors() {
        #expect(throws: TallyError.self) { try Countdown(options: .init(start: 0)) }
        #expect(throws: TallyError.self) { try Countdown(options: .init(step: .zero)) }
        var options = Countdown.Options()
        options.startScale = .nan
        #expect(throws: TallyError.self) { try Countdown(options: options) }
        options = Countdown.Options()
        options.endOpacity = 2
        #expect(throws: TallyError.self) { try Countdown(options: options) }
    }
}

@Suite(.timeLimit(.minutes(1))) struct CountdownPresenterTests {
    let clock = ManualClock()
    let events = Recorder<String>()

    func record() -> @Sendable (CountdownPresenter<ManualClock>.Event) -> Void {
        let events = self.events
        let clock = self.clock
        return { event in events.append("\(event)@\(clock.now.offset)") }
    }

    @Test func eventsComeInOrderOnTheSecond() async throws {
        let presenter = try CountdownPresenter(clock: clock, framesPerSecond: 10)
        try await presenter.start(try Countdown(), onFrame: { _ in }, onEvent: record())
        for _ in 0..<30 { clock.advance(to: await clock.nextSleep()) }
        await presenter.waitUntilIdle()
        #expect(
            events.all == [
                "began@0.0 seconds", "step(3)@0.0 seconds", "step(2)@1.0 seconds", "step(1)@2.0 seconds",
                "finished@3.0 seconds",
            ])
        #expect(await presenter.isRunning == false)
    }

    @Test func aSecondCountdownIsRefusedUnlessItReplaces() async throws {
        let presenter = try CountdownPresenter(clock: clock, framesPerSecond: 10)
        try await presenter.start(try Countdown(), onFrame: { _ in }, onEvent: record())
        _ = await clock.nextSleep()
        await #expect(throws: CountdownRefusal.alreadyRunning) {
            try await presenter.start(try Countdown(), onFrame: { _ in }, onEvent: { _ in })
        }
        let second = Recorder<String>()
        try await presenter.start(
            try Countdown(options: .init(start: 1)), replacing: true, onFrame: { _ in },
            onEvent: { second.append("\($0)") })
        #expect(events.all.last == "cancelled@0.0 seconds")
        for _ in 0..<10 { clock.advance(to: await clock.nextSleep()) }
        await presenter.waitUntilIdle()
        #expect(second.all == ["began", "step(1)", "finished"])
    }

    @Test func cancellingEndsCleanlyAndFreesThePresenter() async throws {
        let presenter = try CountdownPresenter(clock: clock, framesPerSecond: 10)
        try await presenter.start(try Countdown(), onFrame: { _ in }, onEvent: record())
        for _ in 0..<15 { clock.advance(to: await clock.nextSleep()) }
        await presenter.cancel()
        #expect(
            events.all == ["began@0.0 seconds", "step(3)@0.0 seconds", "step(2)@1.0 seconds", "cancelled@1.5 seconds"])
        #expect(await presenter.isRunning == false)
        #expect(clock.pendingDeadlines.isEmpty)
        try await presenter.start(try Countdown(options: .init(start: 1)), onFrame: { _ in }, onEvent: { _ in })
        #expect(await presenter.isRunning)
        await presenter.cancel()
    }

    @Test func aTitleStepIsReportedAsZero() async throws {
        let presenter = try CountdownPresenter(clock: clock, framesPerSecond: 10)
        let frames = Recorder<String>()
        try await presenter.start(
            try Countdown(options: .init(start: 1, endTitle: "Go!")), onFrame: { frames.append($0.text) },
            onEvent: record())
        for _ in 0..<20 { clock.advance(to: await clock.nextSleep()) }
        await presenter.waitUntilIdle()
        #expect(events.all.map { $0.components(separatedBy: "@")[0] } == ["began", "step(1)", "step(0)", "finished"])
        #expect(Set(frames.all) == ["1", "Go!", ""])
    }
}

@Suite struct CooldownTests {
    static func instant(_ seconds: Double, wall: Double = 1_800_000_000, boot: String = "boot-a") -> CooldownInstant {
        CooldownInstant(
            bootID: boot, sinceBoot: .milliseconds(Int64(seconds * 1000)),
            wallClock: .milliseconds(Int64((wall + seconds) * 1000)))
    }

    @Test func roundedUpAtTheEdges() throws {
        var button = try Cooldown(duration: .seconds(60), title: "获取验证码", suffix: "s")
        let start = Self.instant(100)
        #expect(button.text(at: start) == "获取验证码")
        #expect(button.press(at: start) == .started)
        let table: [(Double, String)] = [
            (0, "60s"), (0.001, "60s"), (1, "59s"), (59.999, "1s"), (59.000, "1s"), (58.999, "2s"), (60, "获取验证码"),
            (61, "获取验证码"),
        ]
        for (after, text) in table {
            #expect(button.text(at: Self.instant(100 + after)) == text, "\(after) s after the press")
        }
        #expect(button.remainingSeconds(at: Self.instant(100.001)) == 60)
        #expect(button.remainingSeconds(at: Self.instant(159.999)) == 1)
        #expect(button.isReady(at: Self.instant(160)))
    }

    @Test func pressesAreRefusedWhileCooling() throws {
        var button = try Cooldown(duration: .seconds(5))
        button.press(at: Self.instant(0))
        #expect(button.press(at: Self.instant(2)) == .refused(remaining: .seconds(3)))
        #expect(button.press(at: Self.instant(5)) == .started)
    }

    @Test func aRelaunchResumesFromTheStoredDeadline() throws {
        var button = try Cooldown(duration: .seconds(60))
        button.press(at: Self.instant(10))
        let stored = try JSONEncoder().encode(button.deadline)
        var relaunched = try Cooldown(duration: .seconds(60))
        relaunched.deadline = try JSONDecoder().decode(CooldownDeadline.self, from: stored)
        #expect(relaunched.text(at: Self.instant(40)) == "30s")
    }

    @Test func wallClockJumpsChangeNothingInTheSameBoot() throws {
        var button = try Cooldown(duration: .seconds(60))
        button.press(at: Self.instant(10))
        #expect(
            button.remainingSeconds(at: Self.instant(20, wall: 1_800_000_000 + 86_400)) == 50, "clock set a day ahead")
        #expect(
            button.remainingSeconds(at: Self.instant(20, wall: 1_800_000_000 - 86_400)) == 50, "clock set a day back")
    }

    @Test func afterARebootTheWallClockCountsAndNeverStretchesIt() throws {
        var button = try Cooldown(duration: .seconds(60))
        button.press(at: Self.instant(10))
        // Rebooted 20 s later by the wall clock: 40 s left.
        let rebooted = CooldownInstant(bootID: "boot-b", sinceBoot: .seconds(3), wallClock: .seconds(1_800_000_030))
        #expect(button.remainingSeconds(at: rebooted) == 40)
        // Wall clock set back an hour after a reboot: still at most the duration.
        let back = CooldownInstant(bootID: "boot-b", sinceBoot: .seconds(3), wallClock: .seconds(1_800_000_000 - 3600))
        #expect(button.remainingSeconds(at: back) == 60)
        // Set ahead: over.
        let ahead = CooldownInstant(bootID: "boot-b", sinceBoot: .seconds(3), wallClock: .seconds(1_800_003_600))
        #expect(button.isReady(at: ahead))
    }

    @Test func badDurationsAreTypedErrors() {
        #expect(throws: TallyError.self) { try Cooldown(duration: .zero) }
        #expect(throws: TallyError.self) { try Cooldown(duration: .seconds(-5)) }
    }
}

@Suite struct CountdownBoundaryTests {
    /// Steps are counted in integers: exactly k steps in, step k has begun,
    /// whatever the step's length (a `Double` quotient missed some).
    @Test func everyBoundaryIsExact() throws {
        for nanoseconds: Int64 in [1_000_000_000, 333_333_333, 100_000_000, 700_000_001, 1] {
            let step = Duration.nanoseconds(nanoseconds)
            let countdown = try Countdown(options: .init(start: 10_000, step: step))
            for k in 0..<2000 {
                #expect(countdown.step(at: step * k) == k, "\(nanoseconds) ns x \(k)")
                if k > 0 { #expect(countdown.step(at: step * k - .nanoseconds(1)) == k - 1) }
            }
        }
    }

    @Test func reducedMotionFadesWithoutZoom() throws {
        var options = Countdown.Options(start: 3, endTitle: "Go!")
        options.reducedMotion = true
        let countdown = try Countdown(options: options)
        for milliseconds in stride(from: 0, to: 4000, by: 50) {
            let frame = countdown.frame(at: .milliseconds(milliseconds))
            #expect(frame.scale == 1)
        }
        #expect(countdown.frame(at: .milliseconds(500)).opacity > 0 && countdown.frame(at: .zero).opacity == 0)
    }
}
