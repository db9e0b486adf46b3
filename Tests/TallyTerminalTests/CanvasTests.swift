import Foundation
import TallyCore
import Testing

@testable import TallyTerminal

@Suite struct CellBufferTests {
    @Test func linesRoundTrip() {
        let buffer = CellBuffer(lines: ["4:59", "ab"])
        #expect(buffer.width == 4 && buffer.height == 2)
        #expect(buffer.lines == ["4:59", "ab  "])
    }

    @Test func wideCharactersTakeTwoCells() {
        var buffer = CellBuffer(width: 6, height: 1)
        let end = buffer.put("第一x", x: 0, y: 0)
        #expect(end == 5)
        #expect(buffer.lines == ["第一x "])
        #expect(buffer[1, 0].character == nil)
    }

    @Test func writesAreClipped() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.put("abcdef", x: -2, y: 0)
        buffer.put("zz", x: 0, y: 5)
        #expect(buffer.lines == ["cde"])
    }
}

@Suite struct TerminalScreenTests {
    @Test func firstFrameClearsAndDrawsEverything() {
        var screen = TerminalScreen(width: 6, height: 2, colorMode: .none)
        screen.back.put("4:59", x: 1, y: 1)
        let bytes = String(decoding: screen.render(), as: UTF8.self)
        #expect(bytes == "\u{1B}[0m\u{1B}[2J\u{1B}[H\u{1B}[2;2H4:59")
    }

    @Test func anIdenticalFrameWritesNothing() {
        var screen = TerminalScreen(width: 10, height: 3, colorMode: .trueColor)
        screen.back.put("12:00", x: 2, y: 1, style: TextStyle(foreground: .white, isBold: true))
        _ = screen.render()
        screen.back.clear()
        screen.back.put("12:00", x: 2, y: 1, style: TextStyle(foreground: .white, isBold: true))
        #expect(screen.render().isEmpty)
        #expect(screen.render().isEmpty)
    }

    @Test func onlyChangedCellsAreWritten() {
        var screen = TerminalScreen(width: 10, height: 2, colorMode: .none)
        screen.back.put("4:59", x: 0, y: 0)
        _ = screen.render()
        screen.back.clear()
        screen.back.put("4:58", x: 0, y: 0)
        #expect(String(decoding: screen.render(), as: UTF8.self) == "\u{1B}[1;4H8")
    }

    @Test func styleIsSentOncePerRun() {
        var screen = TerminalScreen(width: 10, height: 1, colorMode: .palette256)
        _ = screen.render()
        let red = TextStyle(foreground: Color(red: 255, green: 0, blue: 0))
        screen.back.put("abc", x: 0, y: 0, style: red)
        screen.back.put("d", x: 3, y: 0)
        let bytes = String(decoding: screen.render(), as: UTF8.self)
        #expect(bytes == "\u{1B}[0;38;5;196mabc\u{1B}[0md")
    }

    @Test func shortGapsAreRewrittenLongOnesSkipped() {
        var screen = TerminalScreen(width: 20, height: 1, colorMode: .none)
        screen.back.put("abcdefghijklmnopqrst", x: 0, y: 0)
        _ = screen.render()
        screen.back.put("X", x: 0, y: 0)
        screen.back.put("Y", x: 2, y: 0)
        screen.back.put("Z", x: 15, y: 0)
        let bytes = String(decoding: screen.render(), as: UTF8.self)
        #expect(bytes == "\u{1B}[1HXbY\u{1B}[12CZ")
    }

    @Test func noColorModeWritesNoColor() {
        var screen = TerminalScreen(width: 4, height: 1, colorMode: .none)
        screen.back.put("ab", x: 0, y: 0, style: TextStyle(foreground: .white, background: .black))
        let bytes = String(decoding: screen.render(), as: UTF8.self)
        #expect(!bytes.contains("38;") && !bytes.contains("48;"))
    }

    /// Oracle: random frames, diffed and replayed on an emulator, always
    /// leave exactly the frame on screen.
    @Test func diffsReplayToTheFrame() {
        var generator = SystemRandomNumberGenerator()
        for mode in [ColorMode.none, .palette16, .trueColor] {
            var screen = TerminalScreen(width: 17, height: 5, colorMode: mode)
            var terminal = VirtualTerminal(width: 17, height: 5)
            let alphabet = Array(" ab█▀▄⣿第")
            for _ in 0..<300 {
                screen.back.clear()
                for _ in 0..<Int.random(in: 0...30, using: &generator) {
                    let character = alphabet.randomElement(using: &generator)!
                    let style = TextStyle(foreground: Bool.random(using: &generator) ? .white : nil)
                    screen.back.put(
                        String(character), x: Int.random(in: 0..<17, using: &generator),
                        y: Int.random(in: 0..<5, using: &generator), style: style)
                }
                terminal.apply(screen.render())
                #expect(terminal.text == screen.back.lines)
            }
        }
    }

    @Test func resizeDrawsEverythingAgain() {
        var screen = TerminalScreen(width: 4, height: 1, colorMode: .none)
        screen.back.put("ab", x: 0, y: 0)
        _ = screen.render()
        screen.resize(width: 6, height: 2)
        screen.back.put("ab", x: 0, y: 0)
        #expect(String(decoding: screen.render(), as: UTF8.self).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }
}

@Suite struct ColorModeTests {
    @Test func environmentDecides() {
        #expect(ColorMode(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .none)
        #expect(ColorMode(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColor)
        #expect(ColorMode(environment: ["COLORTERM": "24bit", "TERM": "xterm"]) == .trueColor)
        #expect(ColorMode(environment: ["TERM": "xterm-256color"]) == .palette256)
        #expect(ColorMode(environment: ["TERM": "xterm"]) == .palette16)
        #expect(ColorMode(environment: ["TERM": "dumb"]) == .none)
        #expect(ColorMode(environment: [:]) == .palette16)
    }

    @Test func nearestPaletteColors() {
        #expect(ColorMode.nearest256(Color(red: 255, green: 0, blue: 0)) == 196)
        #expect(ColorMode.nearest256(Color(red: 128, green: 128, blue: 128)) == 244)
        #expect(ColorMode.nearest16(Color(red: 250, green: 250, blue: 250)) == 15)
        #expect(ColorMode.palette16.parameters(for: Color(red: 0, green: 0, blue: 230), background: true) == "44")
        #expect(
            ColorMode.trueColor.parameters(for: Color(red: 1, green: 2, blue: 3), background: false) == "38;2;1;2;3")
    }
}
