@testable import TallyTerminal

/// A tiny terminal emulator for tests: applies the bytes a ``TerminalScreen``
/// writes (cursor positioning, relative moves, clear, SGR, text) to a grid
/// of characters, so a diff can be checked against the frame it should show.
struct VirtualTerminal {
    var lines: [[Character]]
    var x = 0
    var y = 0

    init(width: Int, height: Int) {
        lines = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    mutating func apply(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var iterator = Array(text).makeIterator()
        while let character = iterator.next() {
            guard character == "\u{1B}" else {
                put(character)
                continue
            }
            guard iterator.next() == "[" else { continue }
            var parameters = ""
            var final: Character = " "
            while let next = iterator.next() {
                if next.isLetter {
                    final = next
                    break
                }
                parameters.append(next)
            }
            let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
            switch final {
            case "H":
                y = (numbers.first ?? 1) - 1
                x = (numbers.count > 1 ? numbers[1] : 1) - 1
            case "C":
                x += numbers.first ?? 1
            case "J":
                for row in lines.indices { lines[row] = Array(repeating: " ", count: lines[row].count) }
            default:
                break  // SGR and modes do not change characters
            }
        }
    }

    /// Writes like a terminal: overwriting either half of a wide character
    /// erases the whole of it.
    private mutating func put(_ character: Character) {
        let width = Cell.width(of: character)
        guard y < lines.count, x + width <= lines[y].count else { return }
        for column in x..<(x + width) {
            if lines[y][column] == Self.continuation, column > 0 { lines[y][column - 1] = " " }
            if column + 1 < lines[y].count, lines[y][column + 1] == Self.continuation,
                Cell.width(of: lines[y][column]) == 2
            {
                lines[y][column + 1] = " "
            }
        }
        lines[y][x] = character
        if width == 2 { lines[y][x + 1] = Self.continuation }
        x += width
    }

    static let continuation: Character = "\u{0}"

    var text: [String] {
        lines.map { String($0.filter { $0 != Self.continuation }) }
    }
}
