import Foundation
import TallyCore
import TallyTestSupport
import Testing

@testable import TallyTerminal

@Suite struct CellBufferTests {
    @Test func linesRoundTrip() {
        let buffer = CellBuffer(lines: ["4:59", "ab"])
        #expect(buffer.width == 4 && buffer.height == 2)
        #expect(buffer.lines == ["4:59", "ab  "])
    }

    /// Cells set one by one, in any order and from anywhere (halves of wide
    /// characters read from another buffer included), leave no half of a
    /// character alone: every right half has its wide character on its
    /// left, every wide character its right half.
    @Test func settingCellsKeepsCharactersWhole() {
        var generator = SplitMix64(seed: 17)
        let source = CellBuffer(lines: ["第a👍🏽b一 ", "cd倒计时e"])
        let cells = (0..<source.height).flatMap { y in (0..<source.width).map { source[$0, y] } }
        for _ in 0..<300 {
            var buffer = CellBuffer(width: 9, height: 2)
            for _ in 0..<Int.random(in: 1...20, using: &generator) {
                buffer[Int.random(in: -1...9, using: &generator), Int.random(in: -1...2, using: &generator)] =
                    cells.randomElement(using: &generator)!
            }
            for y in 0..<buffer.height {
                for x in 0..<buffer.width {
                    let isRightHalf = buffer[x, y].character == nil
                    let leftIsWide = x > 0 && buffer[x - 1, y].character.map { Cell.width(of: $0) == 2 } == true
                    #expect(isRightHalf == leftIsWide, "\(buffer.lines) at \(x), \(y)")
                }
            }
        }
    }

    /// A row the buffer does not count as touched is blank, whatever wrote
    /// to the buffer (text, cells set one by one, another buffer laid over
    /// it, big digits, a clear): the renderer skips such rows in both frames
    /// and a clear leaves them alone. A clear leaves a blank buffer.
    @Test func untouchedRowsAreBlank() {
        var generator = SplitMix64(seed: 29)
        let source = CellBuffer(lines: ["第a👍🏽b一 ", "cd倒计时e"])
        let cells = (0..<source.height).flatMap { y in (0..<source.width).map { source[$0, y] } }
        let modes = PixelMode.allCases
        for round in 0..<400 {
            var buffer = CellBuffer(width: 23, height: 9)
            for step in 0..<12 {
                switch generator.next() % 5 {
                case 0:
                    RandomFrames.draw(frame: round + step, into: &buffer, using: &generator)
                case 1:
                    for _ in 0..<Int(generator.next() % 6) {
                        buffer[Int(generator.next() % 25) - 1, Int(generator.next() % 11) - 1] =
                            cells.randomElement(using: &generator)!
                    }
                case 2:
                    var top = CellBuffer(width: 7, height: 3)
                    RandomFrames.draw(frame: step + 1, into: &top, using: &generator)
                    top[Int(generator.next() % 7), Int(generator.next() % 3)] = cells.randomElement(using: &generator)!
                    buffer.overlay(top, x: Int(generator.next() % 30) - 7, y: Int(generator.next() % 14) - 3)
                case 3:
                    let y = Int(generator.next() % 12) - 2
                    BigText.draw(
                        String(generator.next() % 1000), into: &buffer,
                        in: CellRect(
                            x: Int(generator.next() % 8), y: y, width: 15, height: 4 + Int(generator.next() % 4)),
                        mode: modes[Int(generator.next() % UInt64(modes.count))], style: .plain,
                        inverted: generator.next() % 4 == 0)
                default:
                    buffer.clear()
                    #expect(buffer == CellBuffer(width: 23, height: 9))
                    #expect(!buffer.touchedRows.contains(true))
                }
                for y in 0..<buffer.height where !buffer.touchedRows[y] {
                    #expect(
                        (0..<buffer.width).allSatisfy { buffer[$0, y] == .blank },
                        "round \(round), step \(step): row \(y) is not blank: \(buffer.lines[y])")
                }
            }
        }
    }

    /// Text of narrow scalars (U+0020...U+007E, U+00A0...U+02FF) is written
    /// a scalar a cell: every pair of them makes two characters of one
    /// column each, and scalars just outside the ranges are not taken.
    @Test func narrowScalarsAreCharactersOfTheirOwn() {
        let narrow = (0x20..<0x7F).map { $0 } + (0xA0..<0x300).map { $0 }
        let scalars = narrow.map { Unicode.Scalar(UInt32($0))! }
        #expect(Cell.isNarrowScalars(String(String.UnicodeScalarView(scalars))), "every one of them is taken")
        for first in scalars {
            #expect(Cell.width(of: Character(first)) == 1)
            for second in scalars {
                var pair = String.UnicodeScalarView()
                pair.append(first)
                pair.append(second)
                if String(pair).count != 2 {
                    Issue.record("U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16)) join")
                }
            }
        }
        for outside: UInt32 in [0x00, 0x0A, 0x0D, 0x1F, 0x7F, 0x80, 0x9F, 0x300, 0x301, 0x200D, 0x4E00] {
            #expect(!Cell.isNarrowScalars("a" + String(Unicode.Scalar(outside)!)), "U+\(String(outside, radix: 16))")
        }
    }

    /// Writing narrow text a scalar at a time leaves the buffer as writing it
    /// a character at a time does, over wide characters and clusters, at any
    /// place, clipped or not.
    @Test func scalarPutMatchesCharacterPut() {
        var generator = SplitMix64(seed: 31)
        let narrow = Array("a Z~·é¡ÿıœƒʃˆ˜ ") + ["\u{2FF}"]
        for round in 0..<3_000 {
            var base = CellBuffer(width: 17, height: 3)
            RandomFrames.draw(frame: round, into: &base, using: &generator)
            base.put("第👍🏽一", x: Int(generator.next() % 18) - 2, y: Int(generator.next() % 3))
            let text = String((0..<Int(generator.next() % 12)).map { _ in narrow.randomElement(using: &generator)! })
            #expect(Cell.isNarrowScalars(text))
            let (x, y) = (Int(generator.next() % 24) - 5, Int(generator.next() % 5) - 1)
            let shownStyle = PackedStyle(TextStyle(foreground: .white, isBold: generator.next() % 2 == 0)).rawValue
            var scalars = base
            var characters = base
            let scalarsEnd = scalars.putScalars(text, x: x, y: y, shownStyle: shownStyle)
            let charactersEnd = characters.putCharacters(text, x: x, y: y, shownStyle: shownStyle)
            #expect(scalarsEnd == charactersEnd)
            #expect(scalars == characters, "\(text) at \(x), \(y): \(scalars.lines) against \(characters.lines)")
            #expect(scalars.touchedRows == characters.touchedRows)
            #expect(Cell.width(of: text) == text.reduce(0) { $0 + Cell.width(of: $1) })
        }
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
        #expect(String(decoding: screen.render(), as: UTF8.self) == "\u{1B}[D8", "one step back from after \"4:59\"")
    }

    @Test func styleIsSentOncePerRun() {
        var screen = TerminalScreen(width: 10, height: 1, colorMode: .palette256)
        _ = screen.render()
        let red = TextStyle(foreground: RGBColor(red: 255, green: 0, blue: 0))
        screen.back.put("abc", x: 0, y: 0, style: red)
        screen.back.put("d", x: 3, y: 0)
        let bytes = String(decoding: screen.render(), as: UTF8.self)
        #expect(bytes == "\u{1B}[38;5;196mabc\u{1B}[0md")
    }

    @Test func shortGapsAreRewrittenLongOnesSkipped() {
        var screen = TerminalScreen(width: 20, height: 1, colorMode: .none)
        screen.back.put("abcdefghijklmnopqrst", x: 0, y: 0)
        _ = screen.render()
        screen.back.put("X", x: 0, y: 0)
        screen.back.put("Y", x: 2, y: 0)
        screen.back.put("Z", x: 15, y: 0)
        let bytes = String(decoding: screen.render(), as: UTF8.self)
        #expect(bytes == "\rXbY\u{1B}[12CZ")
    }

    @Test func noColorModeWritesNoColor() {
        var screen = TerminalScreen(width: 4, height: 1, colorMode: .none)
        screen.back.put("ab", x: 0, y: 0, style: TextStyle(foreground: .white, background: .black))
        let bytes = String(decoding: screen.render(), as: UTF8.self)
        #expect(!bytes.contains("38;") && !bytes.contains("48;"))
    }

    /// Oracle: random frames (characters, wide ones, runs of blanks, bold,
    /// colours and backgrounds), diffed and replayed on an emulator, always
    /// leave a screen that looks exactly like the frame.
    @Test(arguments: [ColorMode.none, .palette16, .palette256, .trueColor])
    func diffsReplayToTheFrame(mode: ColorMode) {
        var generator = SystemRandomNumberGenerator()
        let (width, height) = (31, 6)
        var screen = TerminalScreen(width: width, height: height, colorMode: mode)
        var terminal = VirtualTerminal(width: width, height: height)
        for frame in 0..<400 {
            RandomFrames.draw(frame: frame, into: &screen.back, using: &generator)
            terminal.apply(screen.render())
            #expect(terminal.shows(screen.back, in: mode), "frame \(frame)")
            #expect(terminal.text == screen.back.lines, "frame \(frame)")
        }
    }

    @Test func longRunsOfBlanksAreErasedShortOnesWritten() {
        var screen = TerminalScreen(width: 40, height: 1, colorMode: .none)
        screen.back.put(String(repeating: "x", count: 40), x: 0, y: 0)
        _ = screen.render()
        screen.back.clear()
        screen.back.put(String(repeating: "x", count: 12), x: 0, y: 0)
        screen.back.put("x", x: 20, y: 0)
        screen.back.put(String(repeating: "x", count: 15), x: 25, y: 0)
        // Runs of eight and four blanks cost less written than erased; an
        // unchanged "x" between them is rewritten rather than skipped.
        #expect(String(decoding: screen.render(), as: UTF8.self) == "\u{1B}[13G        x    ")
        screen.back.clear()
        screen.back.put("x", x: 39, y: 0)
        // Every blank before the "x" is on the default background: one
        // erase covers the changed and unchanged ones alike.
        #expect(String(decoding: screen.render(), as: UTF8.self) == "\r\u{1B}[39X")
        screen.back.put("abcdefgh", x: 0, y: 0)
        _ = screen.render()
        screen.back.clear()
        // The rest of the row is blank: one erase to its end.
        #expect(String(decoding: screen.render(), as: UTF8.self) == "\r\u{1B}[K")
    }

    @Test func blanksTakeWhateverStyleIsCurrent() {
        var screen = TerminalScreen(width: 10, height: 1, colorMode: .palette256)
        _ = screen.render()
        let bold = TextStyle(foreground: .white, isBold: true)
        screen.back.put("a", x: 0, y: 0, style: bold)
        screen.back.put("  ", x: 1, y: 0)
        screen.back.put("b", x: 3, y: 0, style: bold)
        #expect(String(decoding: screen.render(), as: UTF8.self) == "\u{1B}[1;38;5;231ma  b")
        // A blank turning from one foreground to another looks the same: nothing to write.
        screen.back.put("  ", x: 1, y: 0, style: TextStyle(foreground: .black))
        #expect(screen.render().isEmpty)
    }

    @Test func resizeDrawsEverythingAgain() {
        var screen = TerminalScreen(width: 4, height: 1, colorMode: .none)
        screen.back.put("ab", x: 0, y: 0)
        _ = screen.render()
        screen.resize(width: 6, height: 2)
        screen.back.put("ab", x: 0, y: 0)
        #expect(String(decoding: screen.render(), as: UTF8.self).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }

    /// ``TerminalScreen/back`` is a public property: a buffer of another
    /// size put there is drawn whole, like a resize (the diff would
    /// otherwise compare rows of different lengths).
    @Test func aBackOfAnotherSizeIsDrawnWhole() {
        var screen = TerminalScreen(width: 4, height: 1, colorMode: .none)
        screen.back.put("ab", x: 0, y: 0)
        _ = screen.render()
        screen.back = CellBuffer(lines: ["wider than before", "and taller"])
        let bytes = screen.render()
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}[0m\u{1B}[2J"))
        var terminal = VirtualTerminal(width: 17, height: 2)
        #expect(terminal.replay(bytes, expecting: screen.back, in: .none) == nil)
        screen.back = CellBuffer(lines: ["ab"])
        #expect(String(decoding: screen.render(), as: UTF8.self) == "\u{1B}[0m\u{1B}[2J\u{1B}[Hab")
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
        #expect(ColorMode.nearest256(RGBColor(red: 255, green: 0, blue: 0)) == 196)
        #expect(ColorMode.nearest256(RGBColor(red: 128, green: 128, blue: 128)) == 244)
        #expect(ColorMode.nearest16(RGBColor(red: 250, green: 250, blue: 250)) == 15)
        #expect(ColorMode.palette16.parameters(for: RGBColor(red: 0, green: 0, blue: 230), background: true) == "44")
        #expect(
            ColorMode.trueColor.parameters(for: RGBColor(red: 1, green: 2, blue: 3), background: false) == "38;2;1;2;3")
    }
}

/// The README's terminal example, as written.
@Suite struct TerminalReadmeExampleTests {
    @Test func drawsACounterFrameBigAndThenOnlyChanges() throws {
        let counter = try Counter(from: 0, to: 1234.56, duration: .seconds(2), easing: .easeOut)
        var screen = TerminalScreen(width: 80, height: 24, colorMode: .trueColor)
        screen.back.clear()
        let big = BigText.draw(
            counter.frame(at: .seconds(1)).text, into: &screen.back, in: CellRect(x: 0, y: 0, width: 80, height: 24),
            mode: .quadrant, style: TextStyle(isBold: true))
        #expect(big)
        let first = screen.render()
        screen.back.clear()
        BigText.draw(
            counter.frame(at: .seconds(1)).text, into: &screen.back, in: CellRect(x: 0, y: 0, width: 80, height: 24),
            mode: .quadrant, style: TextStyle(isBold: true))
        #expect(first.count > 100 && screen.render().isEmpty, "the same frame again writes nothing")
    }
}

/// Big digits in motion, as `tally count` draws them: every frame's bytes,
/// replayed, show the frame; reverse video is used where it saves bytes.
@Suite struct BlockRunTests {
    /// Every pixel mode in three colour modes (a static list: Swift 6.0's
    /// compiler crashed on the closures written inside the macro).
    static let modes: [(PixelMode, ColorMode)] = PixelMode.allCases.flatMap { pixel in
        [ColorMode.none, .palette16, .trueColor].map { (pixel, $0) }
    }

    @Test(arguments: modes)
    func countingDigitsReplayToTheFrame(pixel: PixelMode, color: ColorMode) throws {
        let counter = try Counter(from: 0, to: 10_000_000, duration: .seconds(1), easing: .linear)
        let (width, height) = (120, 40)
        var screen = TerminalScreen(width: width, height: height, colorMode: color)
        var terminal = VirtualTerminal(width: width, height: height)
        var reversed = 0
        for frame in 0..<40 {
            screen.back.clear()
            BigText.draw(
                counter.frame(at: .milliseconds(frame * 25)).text, into: &screen.back,
                in: CellRect(x: 1, y: 0, width: width - 2, height: height),
                mode: pixel, style: TextStyle(foreground: RGBColor(red: 120, green: 220, blue: 255), isBold: true))
            let bytes = screen.render()
            // Reverse video, alone (ESC[7m) or in a whole pen (ESC[0;1;…;7m).
            let text = String(decoding: bytes, as: UTF8.self)
            if text.contains("\u{1B}[7m") || text.contains(";7m") { reversed += 1 }
            terminal.apply(bytes)
            #expect(terminal.shows(screen.back, in: color), "frame \(frame)")
            #expect(terminal.text == screen.back.lines, "frame \(frame)")
        }
        // Braille dots do not tile a cell, nor do letters: they have no
        // complement. In 16 colours these bold digits are basic white (7),
        // which terminals may brighten as text but not as a reversed
        // background: never reversed.
        let reverses = pixel != .braille && pixel != .ascii && color != .palette16
        #expect(reverses ? reversed > 20 : reversed == 0)
    }

    @Test func aLongRunOfFullBlocksIsReversedSpacesAShortOneIsNot() {
        var screen = TerminalScreen(width: 12, height: 2, colorMode: .none)
        screen.back.put(String(repeating: "█", count: 10), x: 0, y: 0)
        let bytes = String(decoding: screen.render(), as: UTF8.self)
        #expect(bytes == "\u{1B}[0m\u{1B}[2J\u{1B}[H\u{1B}[7m          \u{1B}[27m")
        // A frame leaves the terminal out of reverse video; two blocks are
        // cheaper written than reversed.
        screen.back.put("██", x: 0, y: 1)
        #expect(String(decoding: screen.render(), as: UTF8.self) == "\u{1B}[2H██")
    }

    @Test func halfBlocksInsideAReversedRunAreTheirComplements() {
        var screen = TerminalScreen(width: 12, height: 1, colorMode: .none)
        screen.back.put("▄████▀█████", x: 0, y: 0)
        let bytes = String(decoding: screen.render(), as: UTF8.self)
        #expect(bytes == "\u{1B}[0m\u{1B}[2J\u{1B}[H\u{1B}[7m▀    ▄     \u{1B}[27m")
    }
}

/// Overlaying one buffer on another, against the slow, obvious reference:
/// cell by cell through the subscript.
@Suite struct OverlayTests {
    @Test func overlayIsTheCellByCellCopy() {
        var generator = SplitMix64(seed: 5)
        for round in 0..<200 {
            var base = CellBuffer(width: 31, height: 6)
            var top = CellBuffer(width: 12, height: 4)
            RandomFrames.draw(frame: round, into: &base, using: &generator)
            RandomFrames.draw(frame: round + 1, into: &top, using: &generator)
            // Characters of several scalars, so that clusters are copied one
            // by one too (the buffers then keep them in different orders).
            for cluster in ["é", "👍🏽", "🇫🇷"] where generator.next() % 2 == 0 {
                top.put(cluster, x: Int(generator.next() % 13) - 1, y: Int(generator.next() % 4))
            }
            let x = Int(generator.next() % 40) - 8
            let y = Int(generator.next() % 10) - 3
            var fast = base
            fast.overlay(top, x: x, y: y)
            // `put` writes a character with its second column, clips one
            // cut at an edge, and blanks the other half of a wide character
            // it overwrites.
            var slow = base
            for row in 0..<top.height {
                for column in 0..<top.width where top[column, row] != .blank {
                    let cell = top[column, row]
                    guard let character = cell.character else { continue }
                    slow.put(String(character), x: x + column, y: y + row, style: cell.style)
                }
            }
            #expect(fast == slow, "round \(round)")
        }
    }

    /// A narrow character laid over either half of a wide one blanks the
    /// other half, as `put` does: no half of a character is left behind.
    @Test func overlayLeavesNoHalfOfAWideCharacter() {
        var base = CellBuffer(lines: ["第一 "])
        base.overlay(CellBuffer(lines: ["a"]), x: 0, y: 0)
        #expect(base.lines == ["a 一 "])
        base.overlay(CellBuffer(lines: ["b"]), x: 3, y: 0)
        #expect(base.lines == ["a  b "])
        var wide = CellBuffer(lines: [" 第一"])
        wide.overlay(CellBuffer(lines: ["二"]), x: 0, y: 0)
        #expect(wide.lines == ["二 一"])
    }
}

/// Random frames of every kind of cell (block runs worth reversing, wide
/// characters, clusters, colours, weight), resized now and then, replayed
/// in every colour mode: each frame shows exactly, nothing is written past
/// the right margin, and reverse video is off between frames. (From a
/// fresh-eyes review of the renderer.)
@Suite struct RenderReplayTests {
    static let glyphs = Array("ab█▀▄▌▐▘▝▖▗▚▞▙▛▜▟⣿第é👍🏽 ")
    static let colors: [RGBColor?] = [nil, .white, .black, RGBColor(red: 120, green: 220, blue: 255)]

    static func randomFrame(_ buffer: inout CellBuffer, frame: Int, _ g: inout SplitMix64) {
        if frame % 5 == 0 { buffer.clear() }
        for _ in 0..<Int.random(in: 0...10, using: &g) {
            let style = TextStyle(
                foreground: colors.randomElement(using: &g)!,
                background: Int.random(in: 0..<3, using: &g) == 0 ? colors.randomElement(using: &g)! : nil,
                isBold: Int.random(in: 0..<4, using: &g) == 0)
            let length = Int.random(in: 1...16, using: &g)
            let mono = Bool.random(using: &g)
            let first = glyphs.randomElement(using: &g)!
            let text = String((0..<length).map { _ in mono ? first : glyphs.randomElement(using: &g)! })
            buffer.put(
                text, x: Int.random(in: -3..<buffer.width, using: &g),
                y: Int.random(in: 0..<buffer.height, using: &g), style: style)
        }
    }

    @Test(arguments: [ColorMode.none, .palette16, .palette256, .trueColor])
    func randomFramesReplay(mode: ColorMode) {
        for seed in 0..<40 {
            var g = SplitMix64(seed: UInt64(seed))
            var (width, height) = (Int.random(in: 3...24, using: &g), Int.random(in: 1...5, using: &g))
            var screen = TerminalScreen(width: width, height: height, colorMode: mode)
            var terminal = VirtualTerminal(width: width, height: height)
            for frame in 0..<150 {
                if frame % 50 == 49 {
                    (width, height) = (Int.random(in: 3...24, using: &g), Int.random(in: 1...5, using: &g))
                    screen.resize(width: width, height: height)
                    terminal = VirtualTerminal(width: width, height: height)
                }
                Self.randomFrame(&screen.back, frame: frame, &g)
                if let problem = terminal.replay(screen.render(), expecting: screen.back, in: mode) {
                    Issue.record("mode \(mode) seed \(seed) frame \(frame) \(width)x\(height) \(problem)")
                    return
                }
            }
        }
    }
}

/// The one door through which text becomes cells lets no text become
/// terminal control: a control or an invisible format character is drawn as
/// U+FFFD, and the bytes written hold no escape sequence the text brought.
@Suite struct CellDoorTests {
    @Test(
        arguments: ["\u{1B}]2;PWNED\u{7}", "a\u{1B}[31mb", "\u{9B}2J", "x\u{202E}y", "\u{2066}z\u{2069}", "\u{0}"]
            .map(Escaped.init))
    func controlsAndInvisiblesBecomeReplacementCharacters(hostile: Escaped<String>) {
        let text = hostile.value
        var buffer = CellBuffer(width: 40, height: 1)
        _ = buffer.put("→" + text, x: 0, y: 0)
        let line = buffer.lines[0]
        #expect(!line.unicodeScalars.contains { $0.isControlOrInvisibleFormat }, "\(line.debugDescription)")
        #expect(line.contains("\u{FFFD}"))
        var screen = TerminalScreen(width: 40, height: 1, colorMode: .none)
        _ = screen.back.put("→" + text, x: 0, y: 0)
        let bytes = screen.render()
        // The renderer's own sequences begin with ESC [ and a digit or '?', and
        // never carry ']' (a title), a BEL, a C1 CSI or a bidi override.
        #expect(!bytes.contains(0x07) && !bytes.contains(0x00))
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(!written.contains("\u{1B}]") && !written.contains("\u{9B}") && !written.contains("\u{202E}"))
        #expect(!written.contains("\u{1B}[31m"), "no colour from the text (the screen has none)")
    }

    /// A character no terminal draws as one (a letter under 20,000 accents,
    /// 40,001 bytes) is drawn as U+FFFD, and the screen renders it; the
    /// longest real characters (a family emoji, 30 bytes) are kept.
    @Test func aCharacterTooLongToDrawBecomesAReplacementCharacter() {
        let family = "👨🏻‍👩🏻‍👧🏻"
        let accented = "e" + String(repeating: "\u{301}", count: 20_000)
        var screen = TerminalScreen(width: 12, height: 1, colorMode: .none)
        _ = screen.back.put("a" + accented + "b" + family, x: 0, y: 0)
        #expect(screen.back.lines[0].hasPrefix("a\u{FFFD}b" + family))
        var terminal = VirtualTerminal(width: 12, height: 1)
        #expect(terminal.replay(screen.render(), expecting: screen.back, in: .none) == nil)
        screen.back.clear()
        _ = screen.back.put(accented + family, x: 2, y: 0)
        #expect(terminal.replay(screen.render(), expecting: screen.back, in: .none) == nil)
    }

    /// A row wider than a plan's position counts (40,000 columns, a gap of
    /// 39,998 unchanged ones between two changes) renders and replays.
    @Test func aGapWiderThanAPositionIsSplit() {
        var screen = TerminalScreen(width: 40_000, height: 1, colorMode: .none)
        var terminal = VirtualTerminal(width: 40_000, height: 1)
        for (first, last) in [("a", "b"), ("c", "d"), ("c", "e")] {
            screen.back.clear()
            _ = screen.back.put(first, x: 0, y: 0)
            _ = screen.back.put(last, x: 39_999, y: 0)
            #expect(terminal.replay(screen.render(), expecting: screen.back, in: .none) == nil)
        }
    }
}
