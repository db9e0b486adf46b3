import Foundation
import TallyCore
import TallySVG
import TallyTerminal

/// `--svg FILE` and the looks of the exported SVG, shared by the commands
/// that export.
enum SVGOptions {
    static let svg = Option<String>(
        "svg", value: "FILE",
        help: "write an animated SVG (CSS keyframes, no script) instead of playing; - writes it to stdout",
        completion: .file, anyText: true)
    static let font = Option<String>("font", value: "FAMILY", help: "its CSS font family", default: "a monospace one")
    static let fontSize = Option<Double>("font-size", value: "PX", help: "its font size", default: "48") {
        text, name throws(UsageError) in
        guard let size = Double(text), size.isFinite, (1...1000).contains(size) else {
            throw UsageError("invalid value '\(text)' for \(name) (expected 1 to 1000 pixels)")
        }
        return size
    }
    static let color = Option<RGBColor>("color", value: "#RRGGBB", help: "its text colour", default: "#111111") {
        text, name throws(UsageError) in try Self.color(text, for: name)
    }
    static let background = Option<RGBColor?>(
        "background", value: "C", help: "#RRGGBB or none", default: "#ffffff"
    ) { text, name throws(UsageError) in text == "none" ? nil : try Self.color(text, for: name) }
    static let loop = Flag("loop", help: "play it for ever (default: once)")

    static let specs = [svg.spec, font.spec, fontSize.spec, color.spec, background.spec, loop.spec]

    /// The file to write and the style, or nil when no `--svg` was given.
    static func parse(_ arguments: ParsedArguments, framesPerSecond: Double?) throws(UsageError) -> (String, SVGStyle)?
    {
        guard let path = try arguments.value(svg) else {
            // The looks go with `--lottie` too (LottieOptions).
            let looks =
                arguments.value(LottieOptions.lottie.spec.name) == nil
                ? [fontSize.spec, color.spec, background.spec] : []
            for option in [font.spec] + looks where arguments.value(option.name) != nil {
                throw UsageError("--\(option.name) goes with --svg FILE")
            }
            return nil
        }
        guard !path.isEmpty else { throw UsageError("invalid value '' for --svg (a file, or - for stdout)") }
        var style = SVGStyle()
        if let family = try arguments.value(font) { style.fontFamily = family }
        if let size = try arguments.value(fontSize) { style.fontSize = size }
        if let color = try arguments.value(color) { style.foreground = color }
        if let background = try arguments.value(background) { style.background = background }
        style.loops = arguments.has(loop)
        if let framesPerSecond { style.framesPerSecond = framesPerSecond }
        return (path, style)
    }

    static func color(_ text: String, for name: String) throws(UsageError) -> RGBColor {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else {
            throw UsageError("invalid colour '\(text)' for \(name) (expected #RRGGBB)")
        }
        return RGBColor(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}
