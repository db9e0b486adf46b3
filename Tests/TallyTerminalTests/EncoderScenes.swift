import TallyCore
import TallyTerminal
import TallyTestSupport

/// Fixed, seeded sequences of frames for the encoder's tests: the same
/// frames every run, so that the bytes the renderer writes for them can be
/// compared with a naive encoder's and with digests recorded once.
///
/// ```swift
/// for scene in EncoderScenes.all {
///     try scene.forEachFrame { frame in _ = frame.lines }
/// }
/// ```
struct EncoderScene: CustomStringConvertible, Sendable {
    /// What the frames hold, e.g. `"random"`.
    let kind: Kind
    let width: Int
    let height: Int
    let colorMode: ColorMode
    /// Frames in the sequence.
    let frames: Int

    enum Kind: String, Sendable {
        /// ``RandomFrames``: characters, wide ones, blocks, blanks, in random styles.
        case random
        /// Text with clusters, accents, wide characters and blocks, in runs.
        case text
        /// Sparse edits on a busy picture: long unchanged gaps.
        case gaps
        /// A count's big digits in quadrants, then half blocks, braille and ASCII.
        case digits
    }

    var description: String { "\(kind.rawValue) \(width)x\(height) \(colorMode)" }

    /// Calls `body` with each frame of the scene in order.
    func forEachFrame(_ body: (CellBuffer) -> Void) throws {
        var generator = SplitMix64(seed: UInt64(width * 1_000 + height) &+ seed)
        var buffer = CellBuffer(width: width, height: height)
        switch kind {
        case .random:
            for frame in 0..<frames {
                RandomFrames.draw(frame: frame, into: &buffer, using: &generator)
                body(buffer)
            }
        case .text:
            for _ in 0..<frames {
                Self.drawText(into: &buffer, using: &generator)
                body(buffer)
            }
        case .gaps:
            for frame in 0..<frames {
                let (count, length) = frame % 20 == 0 ? (12, 1...30) : (Int.random(in: 1...4, using: &generator), 1...3)
                for _ in 0..<count { Self.drawRun(into: &buffer, length: length, using: &generator) }
                body(buffer)
            }
        case .digits:
            let counter = try Counter(from: 0, to: 10_000_000, duration: .seconds(10), easing: .easeOut)
            let style = TextStyle(foreground: RGBColor(red: 120, green: 220, blue: 255), isBold: true)
            let region = CellRect(x: 1, y: 0, width: width - 2, height: height - 1)
            let modes: [PixelMode] = [.quadrant, .halfBlock, .braille, .ascii]
            for frame in 0..<frames {
                buffer.clear()
                let text = counter.frame(at: .milliseconds(frame * 97 % 10_000)).text
                BigText.draw(text, into: &buffer, in: region, mode: modes[frame * modes.count / frames], style: style)
                body(buffer)
            }
        }
    }

    private var seed: UInt64 {
        switch kind {
        case .random: 44_001
        case .text: 44_002
        case .gaps: 44_003
        case .digits: 44_004
        }
    }

    static let colors: [RGBColor?] = [nil, .white, .black, RGBColor(red: 120, green: 220, blue: 255)]
    static let pieces = ["█", "▀", "▄", "▛", " ", "第", "é", "e\u{301}", "👍🏽", "🇫🇷", "𝐀", "a", "⣿"]

    /// A fresh frame of runs of one piece each, in random styles.
    private static func drawText(into buffer: inout CellBuffer, using generator: inout SplitMix64) {
        buffer.clear()
        for y in 0..<buffer.height {
            var x = Int.random(in: 0..<4, using: &generator)
            while x < buffer.width {
                let style = TextStyle(
                    foreground: colors.randomElement(using: &generator)!,
                    background: Int.random(in: 0..<4, using: &generator) == 0
                        ? colors.randomElement(using: &generator)! : nil,
                    isBold: Int.random(in: 0..<4, using: &generator) == 0)
                let piece = pieces.randomElement(using: &generator)!
                x = buffer.put(
                    String(repeating: piece, count: Int.random(in: 1...12, using: &generator)), x: x, y: y,
                    style: style)
                x += Int.random(in: 0...3, using: &generator)
            }
        }
    }

    /// A run of pieces drawn over what the frame holds.
    private static func drawRun(
        into buffer: inout CellBuffer, length: ClosedRange<Int>, using generator: inout SplitMix64
    ) {
        let style = TextStyle(
            foreground: colors.randomElement(using: &generator)!,
            background: Int.random(in: 0..<3, using: &generator) == 0 ? colors.randomElement(using: &generator)! : nil,
            isBold: Int.random(in: 0..<4, using: &generator) == 0)
        let count = Int.random(in: length, using: &generator)
        let first = pieces.randomElement(using: &generator)!
        let mono = Bool.random(using: &generator)
        let text = (0..<count).map { _ in mono ? first : pieces.randomElement(using: &generator)! }.joined()
        buffer.put(
            text, x: Int.random(in: -2..<buffer.width, using: &generator),
            y: Int.random(in: 0..<buffer.height, using: &generator), style: style)
    }
}

enum EncoderScenes {
    static let modes: [ColorMode] = [.trueColor, .palette256, .palette16, .none]

    /// Every scene: each kind at a few sizes, in every colour mode (the
    /// digits in two).
    static let all: [EncoderScene] =
        [(31, 6), (80, 24), (133, 9)].flatMap { size in
            modes.map { EncoderScene(kind: .random, width: size.0, height: size.1, colorMode: $0, frames: 70) }
        }
        + [(40, 3), (90, 4)].flatMap { size in
            modes.map { EncoderScene(kind: .text, width: size.0, height: size.1, colorMode: $0, frames: 40) }
        }
        + [(90, 3), (200, 2)].flatMap { size in
            modes.map { EncoderScene(kind: .gaps, width: size.0, height: size.1, colorMode: $0, frames: 100) }
        }
        + [(80, 24), (200, 60)].flatMap { size in
            [ColorMode.trueColor, .palette16].map {
                EncoderScene(kind: .digits, width: size.0, height: size.1, colorMode: $0, frames: 24)
            }
        }
}
