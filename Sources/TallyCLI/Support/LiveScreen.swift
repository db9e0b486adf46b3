import Synchronization
import TallyTerminal

/// A full-screen view of some content, drawn by a closure into a double
/// buffer and written with one diffed write per change; redrawn at once
/// when the window changes size.
final class LiveScreen<Content: Sendable>: Sendable {
    private struct State {
        var screen: TerminalScreen
        var content: Content?
    }

    let terminal: Terminal
    private let state: Mutex<State>
    private let draw: @Sendable (Content, inout CellBuffer) -> Void

    init(terminal: Terminal, colorMode: ColorMode, draw: @escaping @Sendable (Content, inout CellBuffer) -> Void) {
        self.terminal = terminal
        let (columns, rows) = terminal.size
        state = Mutex(State(screen: TerminalScreen(width: columns, height: rows, colorMode: colorMode)))
        self.draw = draw
    }

    /// Shows `content`.
    func show(_ content: Content) {
        let bytes = state.withLock { state in
            state.content = content
            return Self.redraw(&state, draw)
        }
        terminal.write(bytes)
    }

    /// Changes the content shown, if there is any yet.
    func update(_ change: (inout Content) -> Void) {
        let bytes: [UInt8] = state.withLock { state in
            guard var content = state.content else { return [] }
            change(&content)
            state.content = content
            return Self.redraw(&state, draw)
        }
        terminal.write(bytes)
    }

    /// Adopts a new window size and draws everything again.
    func resize(columns: Int, rows: Int) {
        let bytes = state.withLock { state in
            state.screen.resize(width: columns, height: rows)
            return Self.redraw(&state, draw)
        }
        terminal.write(bytes)
    }

    /// The last frame drawn, as lines of text without trailing blank rows.
    var lastLines: [String] {
        state.withLock { state in
            var lines = state.screen.back.lines.map { line in
                String(line.reversed().drop { $0 == " " }.reversed())
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            while lines.first?.isEmpty == true { lines.removeFirst() }
            return lines
        }
    }

    private static func redraw(_ state: inout State, _ draw: (Content, inout CellBuffer) -> Void) -> [UInt8] {
        guard let content = state.content else { return [] }
        state.screen.back.clear()
        draw(content, &state.screen.back)
        return state.screen.render()
    }
}
