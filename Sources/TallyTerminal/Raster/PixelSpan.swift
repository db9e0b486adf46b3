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
}
