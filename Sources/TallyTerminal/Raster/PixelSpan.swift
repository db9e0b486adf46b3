/// A run of pixels on one row of a ``PixelCanvas``, both ends included.
///
/// ```swift
/// let span = PixelSpan(y: 3, x: 10, through: 14)  // five pixels of row 3
/// ```
struct PixelSpan: Sendable, Hashable {
    var y: Int32
    var x: Int32
    var last: Int32

    init(y: Int, x: Int, through last: Int) {
        self.y = Int32(truncatingIfNeeded: y)
        self.x = Int32(truncatingIfNeeded: x)
        self.last = Int32(truncatingIfNeeded: last)
    }

    /// The same pixels in as few runs as can be: sorted by row, then
    /// column, runs that overlap or touch on a row made one.
    ///
    /// ```swift
    /// PixelSpan.merged([PixelSpan(y: 0, x: 4, through: 6), PixelSpan(y: 0, x: 1, through: 3)])
    /// // [PixelSpan(y: 0, x: 1, through: 6)]
    /// ```
    static func merged(_ spans: [PixelSpan]) -> [PixelSpan] {
        let sorted = spans.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        var merged: [PixelSpan] = []
        merged.reserveCapacity(sorted.count)
        for span in sorted {
            if let last = merged.last, last.y == span.y, Int(span.x) <= Int(last.last) + 1 {
                merged[merged.count - 1].last = max(last.last, span.last)
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}
