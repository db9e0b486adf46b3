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

    /// The reading a person sees: each shown column's nearer face.
    public var text: String {
        columns.filter(\.isShown).map(\.reading).joined()
    }
}
