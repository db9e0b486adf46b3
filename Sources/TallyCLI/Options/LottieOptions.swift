import TallyCore
import TallyLottie

/// `--lottie FILE`, shared by the commands that export: the looks come
/// from the options `--svg` takes (`--font-size`, `--color`,
/// `--background`), the frame rate from `--fps`.
enum LottieOptions {
    static let lottie = Option<String>(
        "lottie", value: "FILE",
        help: "write a Lottie animation (JSON, glyphs as paths) instead of playing; - writes it to stdout",
        completion: .file, anyText: true)

    /// The looks a Lottie file takes (`--font` and `--loop` are the SVG's
    /// alone: a Lottie file's glyphs are paths, and its player loops it).
    static let looks = [SVGOptions.fontSize.spec, SVGOptions.color.spec, SVGOptions.background.spec]

    /// The file to write, where, and the style; nil when no `--lottie` was
    /// given.
    static func parse(_ arguments: ParsedArguments, framesPerSecond: Double?) throws(UsageError)
        -> (path: String, destination: SVGDestination, style: LottieStyle)?
    {
        guard let path = try arguments.value(lottie) else { return nil }
        guard !path.isEmpty else { throw UsageError("invalid value '' for --lottie (a file, or - for stdout)") }
        if arguments.value(SVGOptions.font.spec.name) != nil { throw UsageError("--font goes with --svg FILE") }
        if arguments.has(SVGOptions.loop) { throw UsageError("--loop goes with --svg FILE") }
        var style = LottieStyle()
        if let size = try arguments.value(SVGOptions.fontSize) { style.fontSize = size }
        if let color = try arguments.value(SVGOptions.color) { style.foreground = color }
        if let background = try arguments.value(SVGOptions.background) { style.background = background }
        if let framesPerSecond { style.framesPerSecond = framesPerSecond }
        return (path, try SVGDestination(path, option: "--lottie"), style)
    }
}
