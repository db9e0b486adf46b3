import Foundation
import TallyCore
import TallyTerminal

/// `tally demo`: a short tour of everything Tally does.
struct DemoCommand: Command {
    static let name = "demo"
    static let operands = ""
    static let abstract = "a short tour of what Tally does"
    static let maximumOperandCount = 0
    static let discussion = """
        A short tour: counts with easings, locales and formats and a new target
        mid-way; odometers rolling by place value, through zero, and carrying like
        a real one; a "3, 2, 1, Go!" countdown; a "resend code" cooldown button.
        In a terminal it fills the window (space pauses, q quits); piped, it writes
        one line per change.
        """

    static let fps = PlaybackOptions.fps(default: 30)
    static let options = [fps.spec] + DigitOptions.specs

    /// One part of the tour.
    enum Scene {
        case count(String, Counter)
        case roll(String, Odometer)
        case countdown(String, Countdown)
        case cooldown(String, CooldownTimeline)

        var label: String {
            switch self {
            case .count(let label, _), .roll(let label, _), .countdown(let label, _), .cooldown(let label, _):
                return label
            }
        }
    }

    let rate: FrameRate
    /// `--pixels`, `--weight`, `--height`.
    let digits: DigitOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        rate = try parsed.valueOrDefault(Self.fps)
        digits = try DigitOptions(parsed)
    }

    func run() async throws(UsageError) -> Int32 {
        let scenes: [Scene]
        scenes = try UsageError.reporting { try Self.tour() }
        if let terminal = Terminal() {
            return await FullScreenSession.run(on: terminal, digits: digits) { session in
                for scene in scenes {
                    if await Self.play(scene, in: session, rate: rate) { return .interrupted }
                }
                return .finished()
            }
        }
        // A write that fails (a full disk, a closed output) ends the tour
        // there: tally says why as it exits.
        for scene in scenes where !(await Self.print(scene, rate: rate)) { break }
        return ExitStatus.success
    }

    /// Plays a scene full-screen, its label above; true if the user quit.
    private static func play(_ scene: Scene, in session: FullScreenSession, rate: FrameRate) async -> Bool {
        let (terminal, mode, weight, height) = (
            session.terminal, session.digits.mode, session.digits.weight, session.digits.height
        )
        /// One scene's timeline in its view, labelled.
        func play<Content: FrameTimeline, View: PlaybackView>(
            _ timeline: Content, _ view: View, _ apply: @escaping @Sendable (Content.Frame, inout View) -> Void
        ) async -> Bool {
            await FullScreenPlayback(
                terminal: terminal, driver: Driver(playing: timeline, rate: rate),
                view: Labelled(label: scene.label, view: view),
                apply: { frame, labelled in apply(frame, &labelled.view) }
            ).run() != .finished
        }
        switch scene {
        case .count(_, let counter):
            return await play(
                counter, NumberView(text: counter.frame(at: .zero).text, mode: mode, weight: weight, height: height),
                CountCommand.apply)
        case .roll(_, let odometer):
            return await play(
                odometer, OdometerView(frame: odometer.frame(at: .zero), mode: mode, weight: weight, height: height),
                RollCommand.apply)
        case .countdown(_, let countdown):
            return await play(
                countdown,
                CountdownView(
                    frame: countdown.frame(at: .zero), mode: mode, weight: weight, height: height,
                    colorMode: terminal.colorMode),
                CountdownCommand.apply)
        case .cooldown(_, let cooldown):
            let first = cooldown.frame(at: .zero)
            return await play(
                cooldown,
                CooldownView(text: first.text, isReady: first.isReady, mode: mode, weight: weight, height: height)
            ) { frame, view in
                view.isReady = frame.isReady
                view.text = frame.text
            }
        }
    }

    /// Writes a scene as lines: its label and each new reading; false
    /// once a write has failed, the scene stopped at it.
    private static func print(_ scene: Scene, rate: FrameRate) async -> Bool {
        let label = scene.label.padding(toLength: 28, withPad: " ", startingAt: 0)
        let lines = ChangedLineWriter(to: FileOutput.standardOutput)
        switch scene {
        case .count(_, let counter):
            await lines.play(Driver(playing: counter, rate: rate)) { [label + $0.text] }
        case .roll(_, let odometer):
            await lines.play(Driver(playing: odometer, rate: rate)) { [label + $0.text] }
        case .countdown(_, let countdown):
            // Each step once, also one whose frames a starved machine skipped.
            let steps = Locked(CountdownSteps())
            await lines.play(Driver(playing: countdown, rate: rate)) { frame in
                steps.withLock { $0.texts(upTo: frame, of: countdown) }.map { label + $0 }
            }
        case .cooldown(_, let cooldown):
            await lines.play(Driver(playing: cooldown, rate: rate)) { [label + $0.text] }
        }
        return FileOutput.standardOutput.failure == nil
    }

    static func tour() throws(TallyError) -> [Scene] {
        let second = Duration.seconds(1)
        var money = NumberFormat(fractionDigits: 2, prefix: "$")
        money.signPosition = .beforePrefix
        var retarget = try Counter(from: 0, to: 1000, duration: .milliseconds(1500), easing: .easeOut)
        try retarget.count(to: 250, duration: second, at: .milliseconds(600))
        var roll = OdometerOptions()
        roll.duration = .milliseconds(1500)
        roll.durationOffset = .milliseconds(120)
        var carry = roll
        carry.mode = .carry
        carry.duration = .seconds(2)
        var classic = roll
        classic.mode = .classic
        return [
            .count("count, ease-out", try Counter(from: 0, to: 1_234_567, duration: second, easing: .easeOut)),
            .count("count, bounce", try Counter(from: 0, to: 100, duration: second, easing: Easing(.bounce, .out))),
            .count(
                "count, spring(1,100,10)",
                try Counter(from: 0, to: 100, easing: .spring(mass: 1, stiffness: 100, damping: 10))),
            .count(
                "count, money, -$ first",
                try Counter(from: -250, to: 1999.99, duration: second, easing: .easeInOut, format: money)),
            .count(
                "count, de_DE",
                try Counter(
                    from: 0, to: 1_234_567.89, duration: second, easing: .easeOut,
                    format: NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2))),
            .count(
                "count, hi_IN (3;2)",
                try Counter(
                    from: 0, to: 123_456_789, duration: second, easing: .easeOut,
                    format: NumberFormat(locale: Locale(identifier: "hi_IN")))),
            .count("count, new target mid-way", retarget),
            .roll("roll 999 -> 1,000", try Odometer(from: 999, to: 1000, options: roll)),
            .roll("roll 9.99 -> 10.5", try Odometer(from: 9.99, to: 10.5, options: roll)),
            .roll("roll 5 -> -5", try Odometer(from: 5, to: -5, options: roll)),
            .roll("roll, classic (seed)", try Odometer(from: 1234, to: 5678, options: classic)),
            .roll("roll, carry 0 -> 1,000,000", try Odometer(from: 0, to: 1_000_000, options: carry)),
            .countdown("countdown 3, 2, 1, Go!", try Countdown(options: .init(start: 3, endTitle: "Go!"))),
            .cooldown("cooldown button", CooldownTimeline(try Cooldown(duration: .seconds(3), title: "Get code"))),
        ]
    }
}
