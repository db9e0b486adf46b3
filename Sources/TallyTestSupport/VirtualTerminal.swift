import TallyCore
import TallyTerminal

/// A tiny terminal emulator for tests: applies the bytes a ``TerminalScreen``
/// writes (cursor positioning, relative moves, carriage return, clear, erase,
/// SGR, text) to a
/// grid of cells, so a diff can be checked against the frame it should show,
/// colours and weight included. A block glyph written in reverse video is
/// kept as the complement it shows (a reversed space is a full block); other
/// reversed text is marked, and never looks like a frame's cell.
public struct VirtualTerminal: Sendable {
    /// What one cell shows: its character and the SGR state it was written in.
    public struct Look: Equatable, Sendable {
        /// The character, e.g. `"4"`; `" "` when blank.
        public var character: Character = " "
        /// Whether it was written bold, e.g. `true` after `ESC[1m`.
        public var isBold = false
        /// The SGR parameters of the text colour, as written, e.g. `"38;5;117"`.
        public var foreground: String?
        /// The SGR parameters of the background colour, e.g. `"48;2;0;0;0"`.
        public var background: String?
        /// Whether it was written in reverse video and has no block
        /// complement that shows the same, e.g. a reversed `"a"`.
        public var isReversed = false

        /// Whether it looks like `other`: a blank shows only its background.
        public func looksLike(_ other: Look) -> Bool {
            guard character == " ", other.character == " " else { return self == other }
            return background == other.background
        }
    }

    /// Every cell, row by row: `cells[y][x]`.
    public private(set) var cells: [[Look]]
    /// Columns, e.g. `80`.
    public var width: Int { cells.first?.count ?? 0 }
    /// The cursor's column, e.g. `0` after `\r`.
    public private(set) var x = 0
    /// The cursor's row, e.g. `0` after `ESC[H`.
    public private(set) var y = 0
    /// The window title the bytes set last (OSC 2), e.g. `"4:59 · Tea"`.
    public private(set) var title = ""
    private var pen = Look()
    /// Whether SGR 7 (reverse video) is on.
    private var reverse = false
    /// Characters written at or past the right margin, which a real terminal
    /// would wrap onto the next row: a renderer should write none, e.g. `0`.
    public private(set) var strayWrites = 0
    /// Whether reverse video is on now: a frame should leave it off, e.g. `false`.
    public var isReversed: Bool { reverse }

    /// An empty screen of `width` × `height` cells, e.g.
    /// `VirtualTerminal(width: 80, height: 24)`.
    public init(width: Int, height: Int) {
        cells = Array(repeating: Array(repeating: Look(), count: width), count: height)
    }

    /// Applies bytes written to the terminal, e.g. `terminal.apply(screen.render())`.
    public mutating func apply(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var iterator = Array(text).makeIterator()
        while let character = iterator.next() {
            guard character == "\u{1B}" else {
                if character == "\r" { x = 0 } else { put(character) }
                continue
            }
            let introducer = iterator.next()
            if introducer == "]" {
                // An operating-system command up to BEL (or ESC \\): "2;" sets the title.
                var command = ""
                while let next = iterator.next(), next != "\u{07}" {
                    if next == "\u{1B}" {
                        _ = iterator.next()  // the "\\" of ESC \\
                        break
                    }
                    command.append(next)
                }
                if command.hasPrefix("2;") || command.hasPrefix("0;") { title = String(command.dropFirst(2)) }
                continue
            }
            guard introducer == "[" else { continue }
            var parameters = ""
            var final: Character = " "
            while let next = iterator.next() {
                if next.isLetter {
                    final = next
                    break
                }
                parameters.append(next)
            }
            // A missing or zero parameter means 0 to SGR and 1 to the others.
            let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            let first = max(numbers.first ?? 1, 1)
            switch final {
            case "H":
                y = first - 1
                x = max(numbers.count > 1 ? numbers[1] : 1, 1) - 1
            // After the last column the cursor is really on it, a wrap
            // pending: relative moves count from there.
            case "C":
                x = min(x, width - 1) + first
            case "D":
                x = max(min(x, width - 1) - first, 0)
            case "A":
                (x, y) = (min(x, width - 1), max(y - first, 0))
            case "B":
                (x, y) = (min(x, width - 1), min(y + first, cells.count - 1))
            case "G":
                x = first - 1
            // Erases paint the pen's background (bce), never in reverse video.
            case "J":
                for row in cells.indices { cells[row] = cells[row].map { _ in Look(background: pen.background) } }
            case "X":
                let start = x
                for _ in 0..<first { put(" ", erasing: true) }
                x = start
            case "K":
                // Bytes made for a larger window can put the cursor past
                // this one: a real terminal clips them, and so does this.
                let start = x
                if y < cells.count {
                    while x < width { put(" ", erasing: true) }
                }
                x = start
            case "m":
                setPen(numbers)
            default:
                break  // modes do not change cells
            }
        }
    }

    /// SGR: reset, bold, reverse video, defaults, and colours in their 16,
    /// 256 and true-colour forms.
    private mutating func setPen(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0:
                pen = Look()
                reverse = false
            case 1: pen.isBold = true
            case 22: pen.isBold = false
            case 7: reverse = true
            case 27: reverse = false
            case 39: pen.foreground = nil
            case 49: pen.background = nil
            case 30...37, 90...97: pen.foreground = String(number)
            case 40...47, 100...107: pen.background = String(number)
            case 38, 48:
                let length = numbers[index + 1] == 5 ? 3 : 5
                let colour = numbers[index..<(index + length)].map(String.init).joined(separator: ";")
                if number == 38 { pen.foreground = colour } else { pen.background = colour }
                index += length - 1
            default: break
            }
            index += 1
        }
    }

    /// Writes like a terminal: overwriting either half of a wide character
    /// erases the whole of it.
    private mutating func put(_ character: Character, erasing: Bool = false) {
        let width = Cell.width(of: character)
        if !erasing, x + width > self.width { strayWrites += 1 }
        guard y < cells.count, x + width <= cells[y].count else { return }
        for column in x..<(x + width) {
            if cells[y][column].character == Self.continuation, column > 0 {
                cells[y][column - 1].character = " "
            }
            if column + 1 < cells[y].count, cells[y][column + 1].character == Self.continuation,
                Cell.width(of: cells[y][column].character) == 2
            {
                cells[y][column + 1].character = " "
            }
        }
        var look = erasing ? Look(background: pen.background) : pen
        look.character = character
        if reverse, !erasing {
            let complement = character.unicodeScalars.count == 1 ? Self.complements[character] : nil
            look.character = complement ?? character
            look.isReversed = complement == nil
        }
        cells[y][x] = look
        if width == 2 {
            look.character = Self.continuation
            cells[y][x + 1] = look
        }
        x += width
    }

    static let continuation: Character = "\u{0}"

    /// Block glyphs and the glyph each shows in reverse video.
    static let complements: [Character: Character] = {
        let pairs: [(Character, Character)] = [
            (" ", "█"), ("▀", "▄"), ("▌", "▐"), ("▘", "▟"), ("▝", "▙"), ("▖", "▜"), ("▗", "▛"), ("▚", "▞"),
        ]
        var table: [Character: Character] = [:]
        for (a, b) in pairs {
            table[a] = b
            table[b] = a
        }
        return table
    }()

    /// Each row's characters, e.g. `terminal.text[0]  // "4:59      "`.
    public var text: [String] {
        cells.map { String($0.map(\.character).filter { $0 != Self.continuation }) }
    }

    /// Applies one frame's bytes and checks that the screen then shows
    /// `frame` exactly: every cell, no write past the right margin, reverse
    /// video off. Returns nil when it does, else what was written and what
    /// the screen shows, for a test's message.
    ///
    /// ```swift
    /// if let problem = terminal.replay(screen.render(), expecting: screen.back, in: .trueColor) {
    ///     Issue.record("\(problem)")
    /// }
    /// ```
    public mutating func replay(_ bytes: [UInt8], expecting frame: CellBuffer, in colorMode: ColorMode) -> String? {
        apply(bytes)
        guard !shows(frame, in: colorMode) || text != frame.lines || strayWrites != 0 || isReversed else { return nil }
        return "bytes \(String(decoding: bytes, as: UTF8.self).debugDescription) want \(frame.lines) got \(text)"
            + " stray \(strayWrites) reversed \(isReversed)"
    }

    /// Whether every cell looks like `buffer`'s in `colorMode`.
    public func shows(_ buffer: CellBuffer, in colorMode: ColorMode) -> Bool {
        for row in 0..<buffer.height {
            for column in 0..<buffer.width {
                let cell = buffer[column, row]
                let style = cell.style
                let expected = Look(
                    character: cell.character ?? Self.continuation,
                    isBold: style.isBold,
                    foreground: colorMode == .none
                        ? nil : style.foreground.map { colorMode.parameters(for: $0, background: false) },
                    background: colorMode == .none
                        ? nil : style.background.map { colorMode.parameters(for: $0, background: true) })
                guard cells[row][column].looksLike(expected) else { return false }
            }
        }
        return true
    }
}
