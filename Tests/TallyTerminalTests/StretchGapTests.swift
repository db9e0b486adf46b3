import Foundation
import TallyCore
import TallyTestSupport
import Testing

@testable import TallyTerminal

/// Sparse edits on wide rows, so stretches hold long unchanged
/// gaps (wide characters, clusters, coloured and default blanks in and
/// around them); every frame replayed must show the frame.
@Suite struct StretchGapTests {
    static let glyphs = Array("ab█▀▄⣿第é👍🏽  ")
    static let colors: [RGBColor?] = [nil, .white, RGBColor(red: 120, green: 220, blue: 255)]

    @Test(arguments: [ColorMode.none, .palette16, .trueColor])
    func sparseEditsReplay(mode: ColorMode) {
        for seed in 0..<20 {
            var g = SplitMix64(seed: UInt64(seed) &+ 1000)
            let (width, height) = (Int.random(in: 20...90, using: &g), Int.random(in: 1...4, using: &g))
            var screen = TerminalScreen(width: width, height: height, colorMode: mode)
            var terminal = VirtualTerminal(width: width, height: height)
            for frame in 0..<200 {
                if frame % 40 == 0 {
                    // A busy base picture.
                    for _ in 0..<12 { Self.put(&screen.back, &g, length: 1...30) }
                } else {
                    // A few small edits, far apart.
                    for _ in 0..<Int.random(in: 1...4, using: &g) { Self.put(&screen.back, &g, length: 1...3) }
                }
                if let problem = terminal.replay(screen.render(), expecting: screen.back, in: mode) {
                    Issue.record("mode \(mode) seed \(seed) frame \(frame) \(width)x\(height) \(problem)")
                    return
                }
            }
        }
    }

    static func put(_ buffer: inout CellBuffer, _ g: inout SplitMix64, length: ClosedRange<Int>) {
        let style = TextStyle(
            foreground: colors.randomElement(using: &g)!,
            background: Int.random(in: 0..<3, using: &g) == 0 ? colors.randomElement(using: &g)! : nil,
            isBold: Int.random(in: 0..<4, using: &g) == 0)
        let count = Int.random(in: length, using: &g)
        let mono = Bool.random(using: &g)
        let first = glyphs.randomElement(using: &g)!
        let text = String((0..<count).map { _ in mono ? first : glyphs.randomElement(using: &g)! })
        buffer.put(
            text, x: Int.random(in: -2..<buffer.width, using: &g), y: Int.random(in: 0..<buffer.height, using: &g),
            style: style)
    }

    /// Unchanged text and blanks before a run of changed blanks: a gap ends
    /// where its blanks begin, so the erase may begin there (14 bytes, as
    /// before gaps existed; a gap of text and blanks together, only
    /// skipped, took 17).
    @Test func aGapEndsWhereItsBlanksBegin() {
        var screen = TerminalScreen(width: 60, height: 1, colorMode: .none)
        var terminal = VirtualTerminal(width: 60, height: 1)
        screen.back.put(
            "X" + "a" + String(repeating: " ", count: 8) + String(repeating: "z", count: 30) + "Y", x: 0, y: 0)
        terminal.apply(screen.render())
        screen.back.clear()
        screen.back.put("W" + "a", x: 0, y: 0)
        screen.back.put("V", x: 40, y: 0)
        let bytes = screen.render()
        terminal.apply(bytes)
        #expect(terminal.text == screen.back.lines)
        #expect(bytes.count <= 14, "the renderer before the gaps wrote 14 bytes: \"\\rWa\\u{1B}[38X\\u{1B}[38CV\"")
    }
}
