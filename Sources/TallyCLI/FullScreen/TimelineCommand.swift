import TallyCore
import TallyLottie
import TallySVG
import TallyTerminal

/// A command that plays a timeline (`count`, `roll`, `countdown`): it
/// states its timeline, its full-screen picture, and what each output
/// shows; ``run()`` plays it the way the options ask, as an animated SVG,
/// sampled JSON lines, full screen, or plain lines, with the same code for
/// every such command.
protocol TimelineCommand: Command {
    associatedtype Content: FrameTimeline
    associatedtype View: PlaybackView

    /// What plays.
    var timeline: Content { get }
    /// How it plays: the rate, the outputs, the looks.
    var playback: PlaybackOptions { get }
    /// The full-screen picture at the start, in `session`'s terminal.
    func view(in session: FullScreenSession) -> View
    /// Puts a frame into the picture.
    static func apply(_ frame: Content.Frame, to view: inout View)
    /// What a sampled frame adds to its JSON line beyond `t`.
    func addFields(of frame: Content.Frame, at elapsed: Duration, to line: inout JSONLine)
    /// What a pipe gets, made anew for each run: the lines a frame brings
    /// (each written when it differs from the last line written).
    func pipedLines() -> @Sendable (Content.Frame) -> [String]
    /// Writes the animated SVG of the timeline in `style`, in pieces.
    func writeSVG(style: SVGStyle, to write: (String) -> Void)
    /// Writes the Lottie animation of the timeline in `style`, in pieces.
    func writeLottie(style: LottieStyle, to write: (String) -> Void)
    /// Draws what stays on the main screen after the end, in a rectangle,
    /// from the last picture shown; nil when nothing stays.
    static func finalPicture(of view: View) -> (@Sendable (inout CellBuffer, CellRect) -> Void)?
}

extension TimelineCommand {
    func run() async throws(UsageError) -> Int32 {
        try playback.checkSize(of: timeline.duration)
        if let svg = playback.svg {
            if let failure = svg.destination.write(style: svg.style, name: svg.path, document: writeSVG) {
                FileOutput.standardError.write("tally: \(UsageError.oneLine(failure))\n")
                return ExitStatus.outputFailed
            }
            return ExitStatus.success
        }
        if let lottie = playback.lottie {
            if let failure = lottie.destination.write(
                style: lottie.style, option: "--lottie", name: lottie.path, document: writeLottie)
            {
                FileOutput.standardError.write("tally: \(UsageError.oneLine(failure))\n")
                return ExitStatus.outputFailed
            }
            return ExitStatus.success
        }
        if let rate = playback.sampleRate {
            FrameSampler(rate: rate.framesPerSecond).write(timeline) { addFields(of: $0, at: $1, to: &$2) }
            return ExitStatus.success
        }
        // The timeline is held by the driver from here on.
        let driver = Driver(playing: timeline, rate: playback.rate)
        guard let terminal = Terminal() else {
            await ChangedLineWriter().play(driver, lines: pipedLines())
            return ExitStatus.success
        }
        return await FullScreenSession.run(on: terminal, digits: playback.digits) { session in
            let playback = FullScreenPlayback(self, driver: driver, in: session)
            guard await playback.run() == .finished else { return .interrupted }
            guard let shown = playback.screen.content, let picture = Self.finalPicture(of: shown) else {
                return .finished()
            }
            return .finished {
                ScrollbackPicture.write(on: terminal, height: session.digits.height, draw: picture)
                return nil
            }
        }
    }
}
