import TallyCore
import TallySVG
import TallyTerminal

/// A command that plays a timeline (`count`, `roll`, `countdown`): it
/// states its timeline, its full-screen picture, and what each output
/// shows; ``run()`` plays it the way the options ask, as an animated SVG,
/// sampled JSON lines, full screen, or plain lines, with the same code for
/// every such command.
protocol TimelineCommand: Command {
    associatedtype Content: Timeline
    associatedtype View: PlaybackView

    /// What plays.
    var timeline: Content { get }
    /// How it plays: the rate, the outputs, the looks.
    var playback: PlaybackOptions { get set }
    /// The full-screen picture at the start, in a terminal with `colorMode`.
    func view(colorMode: ColorMode) -> View
    /// Puts a frame into the picture.
    static func apply(_ frame: Content.Frame, to view: inout View)
    /// What a sampled frame adds to its JSON line beyond `t`.
    func addFields(of frame: Content.Frame, at elapsed: Duration, to line: inout JSONLine)
    /// The line a pipe gets for a frame (written when it differs from the
    /// last one), or nil for none.
    func plainLine(for frame: Content.Frame) -> String?
    /// Writes the animated SVG of the timeline in `style`, in pieces.
    func writeSVG(style: SVGStyle, to write: (String) -> Void)
    /// Draws what stays on the main screen after the end, in a rectangle;
    /// nil when nothing stays.
    var finalPicture: (@Sendable (inout CellBuffer, CellRect) -> Void)? { get }
}

extension TimelineCommand {
    func run() async throws(UsageError) -> Int32 {
        try playback.checkSize(of: timeline.duration)
        if let svg = playback.svg {
            try svg.destination.write(style: svg.style, name: svg.path) { writeSVG(style: $0, to: $1) }
            return ExitStatus.success
        }
        if let rate = playback.sampleRate {
            FrameSampler(rate: rate.framesPerSecond).write(timeline) { addFields(of: $0, at: $1, to: &$2) }
            return ExitStatus.success
        }
        let driver = Driver(playing: timeline, rate: playback.rate)
        guard let terminal = Terminal() else {
            let output = FileOutput.standardOutput
            let last = Shared<String?>(nil)
            _ = await driver.play { frame, _ in
                if let line = plainLine(for: frame), last.changes(to: line) { output.write(line + "\n") }
            }
            return ExitStatus.success
        }
        var command = self
        command.playback.suit(terminal)
        terminal.listen(rawKeys: true)
        terminal.enterFullScreen()
        defer { terminal.restore() }
        if await FullScreenPlayback(command, driver: driver, terminal: terminal).run() != .finished {
            return ExitStatus.interrupted
        }
        terminal.restore()
        if let finalPicture = command.finalPicture {
            FinalPicture.write(on: terminal, height: playback.digits.height, draw: finalPicture)
        }
        return ExitStatus.success
    }
}
