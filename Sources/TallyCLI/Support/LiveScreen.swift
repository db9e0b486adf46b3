import Synchronization
import TallyTerminal

/// A full-screen view of some content, drawn by a closure into a double
/// buffer and written with one diffed write per change; redrawn at once
/// when the window changes size.
///
/// A frame known in advance (a timer's next second) can be prepared: drawn
/// and diffed ahead, so that when it is due only its bytes are written.
final class LiveScreen<Content: Sendable & Equatable>: Sendable {
    private struct State {
        var screen: TerminalScreen
        var content: Content?
        /// Counts renders and resizes: a prepared frame is valid only on
        /// top of the state it was prepared from.
        var generation = 0
        var prepared: Prepared?
    }

    private struct Prepared {
        let content: Content
        let screen: TerminalScreen
        let bytes: [UInt8]
        let generation: Int
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

    /// Makes `content` the base that ``update(_:)`` changes, without drawing
    /// it: the first update draws.
    func set(_ content: Content) {
        state.withLock { $0.content = content }
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
            state.generation += 1
            return Self.redraw(&state, draw)
        }
        terminal.write(bytes)
    }

    /// Draws `content` ahead, to be written at once if it is the next thing shown.
    func prepare(_ content: Content) {
        state.withLock { state in
            var screen = state.screen
            screen.back.clear()
            draw(content, &screen.back)
            let bytes = screen.render()
            state.prepared = Prepared(content: content, screen: screen, bytes: bytes, generation: state.generation)
        }
    }

    private static func redraw(_ state: inout State, _ draw: (Content, inout CellBuffer) -> Void) -> [UInt8] {
        guard let content = state.content else { return [] }
        defer {
            state.generation += 1
            state.prepared = nil
        }
        if let prepared = state.prepared, prepared.generation == state.generation, prepared.content == content {
            state.screen = prepared.screen
            return prepared.bytes
        }
        state.screen.back.clear()
        draw(content, &state.screen.back)
        return state.screen.render()
    }
}
