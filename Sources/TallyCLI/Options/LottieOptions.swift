import Foundation
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

    static let fontFile = Option<String>(
        "font-file", value: "FILE", help: "draw the --lottie glyphs with this TrueType font (default: Tally's own)",
        completion: .file, anyText: true)

    /// `--lottie` and `--font-file`: the options only a Lottie file takes.
    static let specs = [lottie.spec, fontFile.spec]

    /// The looks a Lottie file takes (`--font` and `--loop` are the SVG's
    /// alone: a Lottie file's glyphs are paths, and its player loops it).
    static let looks = [SVGOptions.fontSize.spec, SVGOptions.color.spec, SVGOptions.background.spec]

    /// The file to write, where, and the style; nil when no `--lottie` was
    /// given.
    static func parse(_ arguments: ParsedArguments, framesPerSecond: Double?) throws(UsageError)
        -> (path: String, destination: SVGDestination, style: LottieStyle)?
    {
        guard let path = try arguments.value(lottie) else {
            if arguments.value(fontFile.spec.name) != nil { throw UsageError("--font-file goes with --lottie FILE") }
            return nil
        }
        guard !path.isEmpty else { throw UsageError("invalid value '' for --lottie (a file, or - for stdout)") }
        if arguments.value(SVGOptions.font.spec.name) != nil { throw UsageError("--font goes with --svg FILE") }
        if arguments.has(SVGOptions.loop) { throw UsageError("--loop goes with --svg FILE") }
        var style = LottieStyle()
        if let size = try arguments.value(SVGOptions.fontSize) { style.fontSize = size }
        if let color = try arguments.value(SVGOptions.color) { style.foreground = color }
        if let background = try arguments.value(SVGOptions.background) { style.background = background }
        if let framesPerSecond { style.framesPerSecond = framesPerSecond }
        if let font = try arguments.value(fontFile) { style.font = try Self.font(font) }
        return (path, try SVGDestination(path, option: "--lottie"), style)
    }

    /// The TrueType font in the file at `path`, or the one line that says
    /// why it cannot be used.
    static func font(_ path: String) throws(UsageError) -> LottieFont {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw UsageError("cannot read '\(path)' for --font-file (no such file)")
        }
        guard !isFolder.boolValue else { throw UsageError("cannot read '\(path)' for --font-file (it is a folder)") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read '\(path)' for --font-file (it cannot be read)")
        }
        do {
            return try LottieFont(trueType: Array(data))
        } catch {
            throw UsageError("cannot use '\(path)' for --font-file: \(error)")
        }
    }
}
