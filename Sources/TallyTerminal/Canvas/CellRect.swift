/// A rectangle of cells on a screen.
///
/// ```swift
/// let title = CellRect(x: 0, y: 0, width: 80, height: 1)
/// ```
public struct CellRect: Sendable, Hashable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(width, 0)
        self.height = max(height, 0)
    }
}
