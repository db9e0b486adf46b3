import TallyCore

/// Exports Tally's timelines as Lottie animations (JSON) that lottie-web,
/// rlottie, ThorVG, lottie-ios, lottie-android and Flutter's `lottie`
/// play: the same timeline as the model, in the subset of the format every
/// player draws.
///
/// Text is glyph paths, never a text layer (lottie-ios falls back to the
/// system font, rlottie draws none, Lottie 1.0 has none): Tally's stroke
/// font as stroked paths, each glyph defined once as a precomposition and
/// reused. Only shape, null and precomposition layers, groups, paths,
/// fills, strokes, transforms, opacity, parenting, add masks (with
/// `hasMask` set) and linear, Bézier and hold keyframes are written: no
/// expressions, mattes, merge paths or time remapping. Keyframes are
/// written only where something changes.
///
/// Output is minified and byte-stable for the same input.
///
/// ```swift
/// let json = AnimatedLottie.counter(try Counter(from: 0, to: 1234.56, duration: .seconds(2)))
/// try json.write(toFile: "count.json", atomically: true, encoding: .utf8)
/// ```
public enum AnimatedLottie {
    /// Writes a document of `duration` in `style` to `write`: `content`
    /// adds its assets and layers and returns the size of the picture.
    static func write(
        duration: Duration, style: LottieStyle, to write: (String) -> Void,
        content: (LottieComposition) -> (width: Double, height: Double)
    ) {
        withoutActuallyEscaping(write) { write in
            let composition = LottieComposition(duration: duration, style: style, write: write)
            let size = content(composition)
            composition.finish(width: size.width, height: size.height)
        }
    }

    /// A document as one string.
    static func document(_ body: ((String) -> Void) -> Void) -> String {
        var document = ""
        body { document += $0 }
        return document
    }

    /// A timeline whose text is exact at every frame, centred on one line.
    static func text<T: FrameTimeline>(
        of timeline: T, style: LottieStyle, to write: (String) -> Void, text: @escaping (T.Frame) -> String
    ) {
        Self.write(duration: timeline.duration, style: style, to: write) { composition in
            let height = composition.line * 1.6
            var track = LottieTextTrack(composition)
            track.add(timeline, top: (height - composition.line) / 2, text: text)
            // A whole, even number of pixels: two texts centred in
            // pictures of different widths then sit a whole pixel apart.
            return (((track.widest + composition.style.fontSize * 1.2) / 2).rounded(.up) * 2, height)
        }
    }
}
