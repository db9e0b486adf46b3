/// A point in pixels (or glyph units), y downwards.
public struct Point: Sendable, Hashable {
    /// Across.
    public var x: Double
    /// Down.
    public var y: Double

    /// A point.
    ///
    /// ```swift
    /// Point(x: 1.5, y: 2)
    /// ```
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
