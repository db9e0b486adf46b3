import TallyTerminal

/// How big digits are drawn on the terminal at hand: the pixel mode (as
/// `--pixels` chose, or as suits the terminal), the stroke weight and the
/// most rows. Resolved once per full screen by ``FullScreenSession``.
///
/// ```swift
/// let digits = session.digits
/// NumberView(text: "42", mode: digits.mode, weight: digits.weight, height: digits.height)
/// ```
struct DigitStyle: Sendable, Equatable {
    /// How a cell's pixels are drawn.
    let mode: PixelMode
    /// How heavy the strokes are.
    let weight: StrokeWeight
    /// The most rows the digits take; nil: as many as the window allows.
    let height: Int?
}
