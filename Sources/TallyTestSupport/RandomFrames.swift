import TallyCore
import TallyTerminal

/// Random frames for renderer tests: runs of characters (wide ones
/// included), of block glyphs (long enough to be worth reverse video) and
/// of blanks, in random weights, colours and backgrounds, drawn over the
/// last frame and now and then over a cleared one.
///
/// ```swift
/// var generator = SplitMix64(seed: 1)
/// var buffer = CellBuffer(width: 31, height: 6)
/// RandomFrames.draw(frame: 0, into: &buffer, using: &generator)
/// ```
public enum RandomFrames {
    static let alphabet = Array("ab█▀▄⣿第")
    static let blocks = Array("███████▀▄▌▐▘▝▖▗▚▞▙▛▜▟")
    static let colors: [RGBColor?] = [nil, .white, .black, RGBColor(red: 120, green: 220, blue: 255)]

    /// Draws frame number `frame` of a sequence into `buffer`, which holds
    /// the one before: mostly small changes, a fresh frame every seventh.
    public static func draw(
        frame: Int, into buffer: inout CellBuffer, using generator: inout some RandomNumberGenerator
    ) {
        if frame % 7 == 0 { buffer.clear() }
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            let style = TextStyle(
                foreground: colors.randomElement(using: &generator)!,
                background: Bool.random(using: &generator) ? nil : colors.randomElement(using: &generator)!,
                isBold: Bool.random(using: &generator))
            let text: String
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: text = String(repeating: " ", count: Int.random(in: 1...25, using: &generator))
            case 1:
                text = String(
                    (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator)!
                    })
            default:
                text = String(
                    (0..<Int.random(in: 1...14, using: &generator)).map { _ in
                        blocks.randomElement(using: &generator)!
                    })
            }
            buffer.put(
                text, x: Int.random(in: -3..<buffer.width, using: &generator),
                y: Int.random(in: 0..<buffer.height, using: &generator), style: style)
        }
    }
}
