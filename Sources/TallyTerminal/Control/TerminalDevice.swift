/// What a full-screen picture needs of a terminal: its size and colours,
/// its events, and a place for bytes. ``Terminal`` is the real one; a test
/// gives an in-memory one and plays a command on a manual clock.
///
/// ```swift
/// func draw(on device: some TerminalDevice) {
///     let (columns, rows) = device.size
///     var screen = TerminalScreen(width: columns, height: rows, colorMode: device.colorMode)
///     _ = screen.back.put("Ready", x: 0, y: 0)
///     device.write(screen.render())
/// }
/// ```
public protocol TerminalDevice: Sendable {
    /// Columns and rows of the window.
    var size: (columns: Int, rows: Int) { get }
    /// How colours are written.
    var colorMode: ColorMode { get }
    /// How big digits are best drawn here, when the user has not chosen
    /// (quadrants unless a device says otherwise).
    var pixelMode: PixelMode { get }
    /// Keys, resizes and interrupts from now on: a new stream for each caller.
    var events: AsyncStream<TerminalEvent> { get }
    /// Writes bytes, in one piece.
    func write(_ bytes: [UInt8])
}

extension TerminalDevice {
    /// Quadrants, which most terminals' fonts draw.
    ///
    /// ```swift
    /// func digits(on device: some TerminalDevice) -> PixelMode {
    ///     device.pixelMode  // .quadrant, unless the device says otherwise
    /// }
    /// ```
    public var pixelMode: PixelMode { .quadrant }
}

extension Terminal: TerminalDevice {}
