/// Tally's built-in stroke font: digits, the signs numbers need, A-Z, a-z
/// and a little punctuation, designed here as lines and arcs so that they
/// scale to any size. Digits share one advance, so counting numbers do not
/// jitter.
enum StrokeFont {
    /// Cap height in glyph units.
    static let capHeight = 10.0
    /// Lowest point (descenders), in glyph units.
    static let descent = -3.0

    static func glyph(for character: Character) -> Glyph? {
        if let ascii = character.asciiValue { return glyph(ascii: ascii) }
        return glyphs[character]
    }

    /// The glyph of an ASCII character, by its code (below 128).
    static func glyph(ascii code: UInt8) -> Glyph? {
        asciiGlyphs[Int(code)]
    }

    /// The glyphs of the 128 ASCII characters by code (nil where the font
    /// has none): a frame's digits are found without hashing a `Character`.
    private static let asciiGlyphs: [Glyph?] = (0..<128).map { code in
        glyphs[Character(Unicode.Scalar(UInt8(code)))]
    }

    private static func make(_ width: Double, _ draw: (inout GlyphBuilder) -> Void) -> Glyph {
        var builder = GlyphBuilder()
        draw(&builder)
        return builder.glyph(width: width)
    }

    private static let digitWidth = 5.6

    private static let glyphs: [Character: Glyph] = {
        var table: [Character: Glyph] = [:]
        let w = digitWidth
        // Digits.
        table["0"] = make(w) {
            $0.arc(2.8, 7.2, 2.8, 2.8, from: 0, to: 180); $0.arc(2.8, 2.8, 2.8, 2.8, from: 180, to: 360)
            $0.line((0, 7.2), (0, 2.8)); $0.line((5.6, 7.2), (5.6, 2.8))
        }
        table["1"] = make(w) { $0.line((1.0, 8.2), (3.2, 10), (3.2, 0)) }
        table["2"] = make(w) {
            $0.arc(2.8, 7.3, 2.7, 2.7, from: 160, to: -30); $0.line((5.14, 5.95), (0, 0), (5.6, 0))
        }
        table["3"] = make(w) {
            $0.arc(2.7, 7.6, 2.5, 2.4, from: 155, to: -90); $0.arc(2.7, 2.7, 2.9, 2.5, from: 90, to: -155)
        }
        table["4"] = make(w) { $0.line((4.2, 0), (4.2, 10), (0, 3), (5.6, 3)) }
        table["5"] = make(w) {
            $0.line((5.3, 10), (0.6, 10), (0.3, 5.4)); $0.arc(2.75, 3.05, 2.85, 3.05, from: 130, to: -150)
        }
        table["6"] = make(w) {
            $0.ellipse(2.8, 2.9, 2.8, 2.9); $0.line((0.35, 4.3), (3.9, 10))
        }
        table["7"] = make(w) { $0.line((0, 10), (5.6, 10), (1.8, 0)) }
        table["8"] = make(w) {
            $0.ellipse(2.8, 7.65, 2.35, 2.35); $0.ellipse(2.8, 2.7, 2.8, 2.7)
        }
        table["9"] = make(w) {
            $0.ellipse(2.8, 7.1, 2.8, 2.9); $0.line((5.25, 5.7), (1.7, 0))
        }
        // Signs.
        table["."] = make(0) { $0.dot(0, 0) }
        table[","] = make(0.5) { $0.line((0.5, 0.3), (0, -1.8)) }
        table[":"] = make(0) {
            $0.dot(0, 0.3); $0.dot(0, 6.2)
        }
        table["-"] = make(4) { $0.line((0, 4.5), (4, 4.5)) }
        table["−"] = table["-"]
        table["+"] = make(5) {
            $0.line((0, 4.5), (5, 4.5)); $0.line((2.5, 2), (2.5, 7))
        }
        table["%"] = make(6) {
            $0.ellipse(1.2, 8.4, 1.2, 1.5); $0.ellipse(4.8, 1.6, 1.2, 1.5); $0.line((5.6, 10), (0.4, 0))
        }
        table["$"] = make(5.4) {
            $0.arc(2.7, 7.3, 2.5, 2.3, from: 20, to: 270); $0.arc(2.7, 2.6, 2.7, 2.4, from: 90, to: -160)
            $0.line((2.7, -1), (2.7, 11))
        }
        table["€"] = make(6) {
            $0.arc(3.8, 5, 3.6, 5, from: 50, to: 310); $0.line((0, 6), (4.2, 6)); $0.line((0, 4), (4.2, 4))
        }
        table["£"] = make(5.6) {
            $0.arc(3.6, 7.6, 2, 2.4, from: 20, to: 180); $0.line((1.6, 7.6), (1.6, 0.8), (0, 0), (5.6, 0))
            $0.line((0, 5), (3.6, 5))
        }
        table["¥"] = make(6) {
            $0.line((0, 10), (3, 5), (6, 10)); $0.line((3, 5), (3, 0)); $0.line((0.8, 4.2), (5.2, 4.2))
            $0.line((0.8, 2.2), (5.2, 2.2))
        }
        table["₹"] = make(5.6) {
            $0.line((0, 10), (5.6, 10)); $0.line((0, 7.2), (5.6, 7.2))
            $0.arc(1.4, 7.5, 2.6, 2.5, from: 90, to: -90); $0.line((1.4, 5), (0, 5), (4.6, 0))
        }
        table["!"] = make(0) {
            $0.line((0, 10), (0, 3)); $0.dot(0, 0.2)
        }
        table["?"] = make(5) {
            $0.arc(2.5, 7.5, 2.5, 2.5, from: 160, to: -60); $0.line((3.75, 5.33), (2.5, 4.2), (2.5, 2.8))
            $0.dot(2.5, 0.2)
        }
        table["'"] = make(0) { $0.line((0, 10), (0, 7.5)) }
        table["/"] = make(4) { $0.line((0, -1), (4, 11)) }
        table["("] = make(2) { $0.arc(4.2, 4.5, 4.2, 6.8, from: 120, to: 240) }
        table[")"] = make(2) { $0.arc(-2.2, 4.5, 4.2, 6.8, from: 60, to: -60) }
        table["="] = make(5) {
            $0.line((0, 6), (5, 6)); $0.line((0, 3), (5, 3))
        }
        table[" "] = make(2.4) { _ in }
        // The spaces and apostrophe formats put between digits and words:
        // "1.234,50 €" (no-break), "1 234,50 €" (narrow), "1’234" (de_CH).
        table["\u{A0}"] = table[" "]
        table["\u{202F}"] = make(1.2) { _ in }
        table["\u{2009}"] = table["\u{202F}"]
        table["’"] = table["'"]
        // Capitals.
        table["A"] = make(6) {
            $0.line((0, 0), (3, 10), (6, 0)); $0.line((1, 3.3), (5, 3.3))
        }
        table["B"] = make(5.6) {
            $0.line((2.9, 5.2), (0, 5.2), (0, 10), (2.9, 10)); $0.arc(2.9, 7.6, 2.4, 2.4, from: 90, to: -90)
            $0.line((3, 5.2), (0, 5.2), (0, 0), (3, 0)); $0.arc(3, 2.6, 2.6, 2.6, from: 90, to: -90)
        }
        table["C"] = make(6.2) { $0.arc(3.6, 5, 3.6, 5, from: 45, to: 315) }
        table["D"] = make(6) {
            $0.line((2, 10), (0, 10), (0, 0), (2, 0)); $0.arc(2, 5, 4, 5, from: 90, to: -90)
        }
        table["E"] = make(5) {
            $0.line((5, 10), (0, 10), (0, 0), (5, 0)); $0.line((0, 5), (4, 5))
        }
        table["F"] = make(5) {
            $0.line((5, 10), (0, 10), (0, 0)); $0.line((0, 5), (4, 5))
        }
        table["G"] = make(6.6) {
            $0.arc(3.6, 5, 3.6, 5, from: 45, to: 360); $0.line((7.2, 5), (3.8, 5))
        }
        table["H"] = make(6) {
            $0.line((0, 0), (0, 10)); $0.line((6, 0), (6, 10)); $0.line((0, 5), (6, 5))
        }
        table["I"] = make(3) {
            $0.line((0, 10), (3, 10)); $0.line((1.5, 10), (1.5, 0)); $0.line((0, 0), (3, 0))
        }
        table["J"] = make(5) {
            $0.line((5, 10), (5, 2.6)); $0.arc(2.5, 2.6, 2.5, 2.6, from: 0, to: -180)
        }
        table["K"] = make(5.6) {
            $0.line((0, 0), (0, 10)); $0.line((5.6, 10), (0, 3.6)); $0.line((1.9, 5.8), (5.6, 0))
        }
        table["L"] = make(5) { $0.line((0, 10), (0, 0), (5, 0)) }
        table["M"] = make(7) { $0.line((0, 0), (0, 10), (3.5, 3), (7, 10), (7, 0)) }
        table["N"] = make(6) { $0.line((0, 0), (0, 10), (6, 0), (6, 10)) }
        table["O"] = make(7) { $0.ellipse(3.5, 5, 3.5, 5) }
        table["P"] = make(5.6) {
            $0.line((0, 0), (0, 10), (3, 10)); $0.arc(3, 7.4, 2.6, 2.6, from: 90, to: -90); $0.line((3, 4.8), (0, 4.8))
        }
        table["Q"] = make(7) {
            $0.ellipse(3.5, 5, 3.5, 5); $0.line((4.4, 2.4), (7, -0.6))
        }
        table["R"] = make(5.6) {
            $0.line((0, 0), (0, 10), (3, 10)); $0.arc(3, 7.4, 2.6, 2.6, from: 90, to: -90)
            $0.line((3, 4.8), (0, 4.8)); $0.line((2.6, 4.8), (5.6, 0))
        }
        table["S"] = make(5.6) {
            $0.arc(2.8, 7.5, 2.6, 2.5, from: 25, to: 270); $0.arc(2.8, 2.5, 2.8, 2.5, from: 90, to: -155)
        }
        table["T"] = make(6) {
            $0.line((0, 10), (6, 10)); $0.line((3, 10), (3, 0))
        }
        table["U"] = make(6) {
            $0.line((0, 10), (0, 3)); $0.arc(3, 3, 3, 3, from: 180, to: 360); $0.line((6, 3), (6, 10))
        }
        table["V"] = make(6) { $0.line((0, 10), (3, 0), (6, 10)) }
        table["W"] = make(8) { $0.line((0, 10), (2, 0), (4, 7), (6, 0), (8, 10)) }
        table["X"] = make(6) {
            $0.line((0, 10), (6, 0)); $0.line((0, 0), (6, 10))
        }
        table["Y"] = make(6) {
            $0.line((0, 10), (3, 5), (6, 10)); $0.line((3, 5), (3, 0))
        }
        table["Z"] = make(6) { $0.line((0, 10), (6, 10), (0, 0), (6, 0)) }
        // Small letters: x-height 7, ascenders 10, descenders -3.
        let bowl: (inout GlyphBuilder) -> Void = { $0.ellipse(2.5, 3.5, 2.5, 3.5) }
        table["a"] = make(5) {
            bowl(&$0); $0.line((5, 7), (5, 0))
        }
        table["b"] = make(5) {
            bowl(&$0); $0.line((0, 10), (0, 0))
        }
        table["c"] = make(5) { $0.arc(2.8, 3.5, 2.8, 3.5, from: 45, to: 315) }
        table["d"] = make(5) {
            bowl(&$0); $0.line((5, 10), (5, 0))
        }
        table["e"] = make(5.4) {
            $0.arc(2.7, 3.5, 2.7, 3.5, from: 0, to: 320); $0.line((0, 3.5), (5.4, 3.5))
        }
        table["f"] = make(4) {
            $0.line((4, 9.7), (2.9, 10), (1.8, 9.2), (1.5, 8), (1.5, 0)); $0.line((0, 7), (3.6, 7))
        }
        table["g"] = make(5) {
            bowl(&$0); $0.line((5, 7), (5, -0.8)); $0.arc(2.5, -0.8, 2.5, 2.2, from: 0, to: -165)
        }
        table["h"] = make(5) {
            $0.line((0, 10), (0, 0)); $0.arc(2.5, 4.5, 2.5, 2.5, from: 180, to: 0); $0.line((5, 4.5), (5, 0))
        }
        table["i"] = make(0) {
            $0.line((0, 7), (0, 0)); $0.dot(0, 9.6)
        }
        table["j"] = make(2) {
            $0.line((2, 7), (2, -1.5)); $0.arc(0.5, -1.5, 1.5, 1.5, from: 0, to: -150); $0.dot(2, 9.6)
        }
        table["k"] = make(4.6) {
            $0.line((0, 10), (0, 0)); $0.line((4.6, 7), (0, 2.6)); $0.line((1.6, 4.1), (4.6, 0))
        }
        table["l"] = make(0) { $0.line((0, 10), (0, 0)) }
        table["m"] = make(8) {
            $0.line((0, 7), (0, 0)); $0.arc(2, 4.8, 2, 2.2, from: 180, to: 0); $0.line((4, 4.8), (4, 0))
            $0.arc(6, 4.8, 2, 2.2, from: 180, to: 0); $0.line((8, 4.8), (8, 0))
        }
        table["n"] = make(5) {
            $0.line((0, 7), (0, 0)); $0.arc(2.5, 4.5, 2.5, 2.5, from: 180, to: 0); $0.line((5, 4.5), (5, 0))
        }
        table["o"] = make(5.4) { $0.ellipse(2.7, 3.5, 2.7, 3.5) }
        table["p"] = make(5) {
            bowl(&$0); $0.line((0, 7), (0, -3))
        }
        table["q"] = make(5) {
            bowl(&$0); $0.line((5, 7), (5, -3))
        }
        table["r"] = make(4) {
            $0.line((0, 7), (0, 0)); $0.arc(2.8, 4.2, 2.8, 2.8, from: 180, to: 60)
        }
        table["s"] = make(4.6) {
            $0.arc(2.3, 5.25, 2.1, 1.75, from: 25, to: 270); $0.arc(2.3, 1.75, 2.3, 1.75, from: 90, to: -155)
        }
        table["t"] = make(4) {
            $0.line((1.5, 9.5), (1.5, 1.5)); $0.arc(3, 1.5, 1.5, 1.5, from: 180, to: 270); $0.line((3, 0), (4, 0))
            $0.line((0, 7), (3.8, 7))
        }
        table["u"] = make(5) {
            $0.line((0, 7), (0, 2.5)); $0.arc(2.5, 2.5, 2.5, 2.5, from: 180, to: 360); $0.line((5, 7), (5, 0))
        }
        table["v"] = make(5) { $0.line((0, 7), (2.5, 0), (5, 7)) }
        table["w"] = make(7) { $0.line((0, 7), (1.75, 0), (3.5, 5), (5.25, 0), (7, 7)) }
        table["x"] = make(5) {
            $0.line((0, 7), (5, 0)); $0.line((0, 0), (5, 7))
        }
        table["y"] = make(5) {
            $0.line((0, 7), (2.5, 0)); $0.line((5, 7), (1.4, -3))
        }
        table["z"] = make(5) { $0.line((0, 7), (5, 7), (0, 0), (5, 0)) }
        return table
    }()
}
