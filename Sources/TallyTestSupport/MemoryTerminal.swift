import Synchronization
import TallyCore
import TallyTerminal

/// A terminal in memory for tests: a window of a chosen size whose bytes go
/// to a ``VirtualTerminal``, and whose keys, resizes and interrupts the test
/// sends.
///
/// ```swift
/// let terminal = MemoryTerminal(columns: 80, rows: 24)
/// terminal.send(.key(" "))
/// terminal.resize(columns: 40, rows: 12)   // also sends .resize
/// terminal.text  // the rows it shows
/// ```
public final class MemoryTerminal: TerminalDevice {
    private struct State {
        var size: (columns: Int, rows: Int)
        var screen: VirtualTerminal
        var writes = 0
    }

    private let state: Mutex<State>
    private let hub = EventHub()
    /// How colours are written to it, e.g. `.none` to check text alone.
    public let colorMode: ColorMode

    /// A window of `columns` × `rows` cells, showing colours as `colorMode`.
    public init(columns: Int, rows: Int, colorMode: ColorMode = .trueColor) {
        state = Mutex(State(size: (columns, rows), screen: VirtualTerminal(width: columns, height: rows)))
        self.colorMode = colorMode
    }

    /// Columns and rows, e.g. `(80, 24)`; ``resize(columns:rows:)`` changes them.
    public var size: (columns: Int, rows: Int) { state.withLock { $0.size } }

    /// What ``send(_:)`` and ``resize(columns:rows:)`` send, e.g.
    /// `for await event in terminal.events { … }`.
    public var events: AsyncStream<TerminalEvent> { hub.subscribe() }

    /// Applies bytes to the screen it shows, e.g. `terminal.write(screen.render())`.
    public func write(_ bytes: [UInt8]) {
        state.withLock { state in
            state.screen.apply(bytes)
            state.writes += 1
        }
    }

    /// Sends a key, a resize or an interrupt to whoever listens.
    public func send(_ event: TerminalEvent) {
        hub.yield(event)
    }

    /// Changes the window's size (what it showed is gone, as in a real
    /// one that reflows) and sends the resize.
    public func resize(columns: Int, rows: Int) {
        state.withLock { state in
            state.size = (columns, rows)
            state.screen = VirtualTerminal(width: columns, height: rows)
        }
        hub.yield(.resize(columns: columns, rows: rows))
    }

    /// The rows the window shows, as text.
    public var text: [String] { state.withLock { $0.screen.text } }

    /// The window title the program set last, e.g. `"4:59 · Tea"`.
    public var title: String { state.withLock { $0.screen.title } }

    /// How many writes it has had.
    public var writes: Int { state.withLock { $0.writes } }

    /// Whether it shows `buffer`, colours included.
    public func shows(_ buffer: CellBuffer) -> Bool {
        state.withLock { $0.screen.shows(buffer, in: colorMode) }
    }
}
