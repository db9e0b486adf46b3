import Synchronization

/// The one owner of a full-screen picture's bytes: it keeps a
/// ``TerminalScreen``, draws content into it with a closure, and writes each
/// diff to its output in the same critical section that computed it, so
/// however many tasks update and resize it at once, the terminal receives the
/// diffs in the order they were made and ends up showing the last picture.
///
/// A picture known in advance (a timer's next second) can be prepared: drawn
/// and diffed ahead, so that when it is shown only its bytes are written.
///
/// ```swift
/// let terminal = Terminal()!
/// let screen = LiveScreen<String>(
///     columns: 80, rows: 24, colorMode: .trueColor, output: { terminal.write($0) }
/// ) { text, buffer in _ = buffer.put(text, x: 0, y: 0) }
/// screen.show("4:59")
/// screen.update { $0 = "4:58" }   // writes one character
/// ```
public final class LiveScreen<Content: Sendable & Equatable>: Sendable {
    // The per-frame path is inlinable, its storage usable from inline
    // code: the module that names `Content` (the command line's view)
    // specializes it, where a generic class run from another module copied,
    // compared and destroyed its content through metadata every frame.

    @usableFromInline
    struct State {
        @usableFromInline var screen: TerminalScreen
        @usableFromInline var content: Content?
        /// Counts renders and resizes: a prepared picture is valid only on
        /// top of the state it was prepared from.
        @usableFromInline var generation = 0
        @usableFromInline var prepared: Prepared?
        /// The bytes of the last frame drawn here, kept as room for the
        /// next: a frame allocates no array once it has grown.
        @usableFromInline var bytes: [UInt8] = []

        @usableFromInline
        init(screen: TerminalScreen) {
            self.screen = screen
        }
    }

    @usableFromInline
    struct Prepared {
        @usableFromInline let content: Content
        @usableFromInline let screen: TerminalScreen
        @usableFromInline let bytes: [UInt8]
        @usableFromInline let generation: Int

        @usableFromInline
        init(content: Content, screen: TerminalScreen, bytes: [UInt8], generation: Int) {
            self.content = content
            self.screen = screen
            self.bytes = bytes
            self.generation = generation
        }
    }

    @usableFromInline let state: Mutex<State>
    @usableFromInline let output: @Sendable ([UInt8]) -> Void
    @usableFromInline let draw: @Sendable (Content, inout CellBuffer) -> Void

    /// A screen of `columns` × `rows` cells that writes to `output` and
    /// draws content with `draw` into an empty, window-sized buffer.
    public init(
        columns: Int, rows: Int, colorMode: ColorMode, output: @escaping @Sendable ([UInt8]) -> Void,
        draw: @escaping @Sendable (Content, inout CellBuffer) -> Void
    ) {
        state = Mutex(State(screen: TerminalScreen(width: columns, height: rows, colorMode: colorMode)))
        self.output = output
        self.draw = draw
    }

    /// The content shown last (or set), if any.
    ///
    /// ```swift
    /// screen.content  // "4:58"
    /// ```
    @inlinable
    public var content: Content? { state.withLock { $0.content } }

    /// Makes `content` the base that ``update(_:)`` changes, without drawing
    /// it: the first update draws.
    ///
    /// ```swift
    /// screen.set("5:00")
    /// ```
    @inlinable
    public func set(_ content: Content) {
        state.withLock { $0.content = content }
    }

    /// Shows `content`.
    ///
    /// ```swift
    /// screen.show("4:59")
    /// ```
    @inlinable
    public func show(_ content: Content) {
        state.withLock { state in
            state.content = content
            emit(Self.redraw(&state, draw))
        }
    }

    /// Changes the content shown, if there is any yet, and shows the change.
    ///
    /// ```swift
    /// screen.update { $0 = "4:58" }
    /// ```
    @inlinable
    public func update(_ change: (inout Content) -> Void) {
        state.withLock { state in
            guard var content = state.content else { return }
            change(&content)
            state.content = content
            emit(Self.redraw(&state, draw))
        }
    }

    /// Adopts a new window size and draws everything again.
    ///
    /// ```swift
    /// screen.resize(columns: 100, rows: 30)
    /// ```
    @inlinable
    public func resize(columns: Int, rows: Int) {
        state.withLock { state in
            state.screen.resize(width: columns, height: rows)
            state.generation += 1
            emit(Self.redraw(&state, draw))
        }
    }

    /// Draws `content` ahead, to be written at once if it is the next thing
    /// shown on top of what is shown now.
    ///
    /// ```swift
    /// screen.prepare("4:57")   // shown a second later by screen.update { $0 = "4:57" }
    /// ```
    @inlinable
    public func prepare(_ content: Content) {
        state.withLock { state in
            var screen = state.screen
            screen.back.clear()
            draw(content, &screen.back)
            let bytes = screen.render()
            state.prepared = Prepared(content: content, screen: screen, bytes: bytes, generation: state.generation)
        }
    }

    /// Hands bytes to the output; called under the lock, so in order.
    @inlinable
    func emit(_ bytes: [UInt8]) {
        if !bytes.isEmpty { output(bytes) }
    }

    @inlinable
    static func redraw(_ state: inout State, _ draw: (Content, inout CellBuffer) -> Void) -> [UInt8] {
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
        state.screen.render(into: &state.bytes)
        return state.bytes
    }
}
