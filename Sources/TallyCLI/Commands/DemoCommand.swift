import Foundation
import TallyCore

/// `tally demo`: a short tour of what Tally does.
enum DemoCommand {
    static let usage = """
        USAGE: tally demo [--fps N]

        Plays a short tour: counts with different easings, locales and formats,
        and a count that changes its target mid-way without a jump.

        OPTIONS:
          --fps N      at most N frames per second (default 30)
          -h, --help   show this help
        """

    struct Scene {
        let label: String
        let counter: Counter
    }

    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: ["fps"], switches: [], command: "tally demo")
        if parsed.has("help") {
            OutputStream.standardOutput.write(usage + "\n")
            return ExitStatus.success
        }
        if let operand = parsed.operands.first {
            throw UsageError("unexpected argument '\(operand)' (see 'tally demo --help')")
        }
        let rate =
            try parsed.value("fps").map { (text) throws(UsageError) in
                try ValueParsers.rate(text, for: "--fps")
            } ?? 30
        let renderer = LineRenderer()
        do {
            for scene in try scenes() {
                let driver = try Driver(scene.counter, framesPerSecond: rate)
                _ = await driver.run { frame, _ in renderer.show(scene.label + frame.text) }
                if renderer.isTerminal { renderer.output.write("\n") }
            }
        } catch {
            throw UsageError("\(error)")
        }
        renderer.finish()
        return ExitStatus.success
    }

    static func scenes() throws(TallyError) -> [Scene] {
        let second = Duration.seconds(1)
        var money = NumberFormat(fractionDigits: 2, prefix: "$")
        money.signPosition = .beforePrefix
        var arabic = NumberFormat(locale: Locale(identifier: "ar_EG"))
        arabic.grouping = .automatic
        var retarget = try Counter(from: 0, to: 1000, duration: .milliseconds(1500), easing: .easeOut)
        try retarget.count(to: 250, duration: second, at: .milliseconds(600))
        return [
            Scene(label: "linear            ", counter: try Counter(from: 0, to: 100, duration: second)),
            Scene(
                label: "ease-out          ",
                counter: try Counter(from: 0, to: 1_234_567, duration: second, easing: .easeOut)),
            Scene(
                label: "ease-out-bounce   ",
                counter: try Counter(from: 0, to: 100, duration: second, easing: Easing(.bounce, .out))),
            Scene(
                label: "spring(1,100,10)  ",
                counter: try Counter(from: 0, to: 100, easing: .spring(mass: 1, stiffness: 100, damping: 10))),
            Scene(
                label: "steps(5) + ' %'   ",
                counter: try Counter(
                    from: 0, to: 100, duration: second, easing: .steps(5), text: .formatted { "\($0) %" })),
            Scene(
                label: "money, -$ first   ",
                counter: try Counter(from: -250, to: 1999.99, duration: second, easing: .easeInOut, format: money)),
            Scene(
                label: "de_DE             ",
                counter: try Counter(
                    from: 0, to: 1_234_567.89, duration: second, easing: .easeOut,
                    format: NumberFormat(locale: Locale(identifier: "de_DE"), fractionDigits: 2))),
            Scene(
                label: "hi_IN (3;2)       ",
                counter: try Counter(
                    from: 0, to: 123_456_789, duration: second, easing: .easeOut,
                    format: NumberFormat(locale: Locale(identifier: "hi_IN")))),
            Scene(
                label: "ar_EG digits      ",
                counter: try Counter(from: 0, to: 2024, duration: second, easing: .easeOut, format: arabic)),
            Scene(label: "new target mid-way", counter: retarget),
        ]
    }
}
