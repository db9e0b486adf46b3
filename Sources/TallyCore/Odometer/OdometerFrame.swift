/// What an odometer shows at one instant.
///
/// ```swift
/// let frame = try Odometer(from: 999, to: 1000).frame(at: .seconds(2))
/// frame.text           // "1,000"
/// frame.columns.count  // 5: four digits and a separator
/// ```
public struct OdometerFrame: Sendable, Hashable {
    /// Every column, left to right, including entering and leaving ones.
    public var columns: [OdometerColumn]

    /// A frame of `columns`; empty, it is the room that
    /// ``Odometer/frame(at:into:)`` fills.
    ///
    /// ```swift
    /// var frame = OdometerFrame()
    /// odometer.frame(at: .seconds(1), into: &frame)
    /// ```
    public init(columns: [OdometerColumn] = []) {
        self.columns = columns
    }

    /// The reading a person sees: each shown column's nearer face.
    ///
    /// - Complexity: O(columns), and one allocation at most: the string.
    public var text: String {
        var length = 0
        for column in columns where column.isShown { length += column.readingFace.byteCount }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var offset = 0
            for column in columns where column.isShown {
                offset = column.readingFace.copyBytes(into: buffer, at: offset)
            }
            return offset
        }
    }
}
