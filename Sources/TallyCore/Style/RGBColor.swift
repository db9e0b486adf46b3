/// A 24-bit colour, for renderers to draw text and shapes with.
///
/// ```swift
/// let grey = RGBColor.lightGray
/// let brand = RGBColor(red: 84, green: 180, blue: 98)
/// ```
public struct RGBColor: Sendable, Hashable {
    /// Red, 0...255.
    public var red: UInt8
    /// Green, 0...255.
    public var green: UInt8
    /// Blue, 0...255.
    public var blue: UInt8

    /// A colour from its three channels.
    ///
    /// ```swift
    /// RGBColor(red: 255, green: 255, blue: 255) == .white  // true
    /// ```
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// White.
    public static let white = RGBColor(red: 255, green: 255, blue: 255)
    /// Black.
    public static let black = RGBColor(red: 0, green: 0, blue: 0)
    /// Light grey, as UIKit's `lightGray` (two thirds white).
    public static let lightGray = RGBColor(red: 170, green: 170, blue: 170)
    /// Mid grey, as UIKit's `gray` (half white).
    public static let gray = RGBColor(red: 128, green: 128, blue: 128)

    /// This colour mixed with `other`: 0 gives this colour, 1 gives `other`.
    ///
    /// ```swift
    /// RGBColor.black.mixed(with: .white, amount: 0.5)  // RGBColor(red: 128, green: 128, blue: 128)
    /// ```
    public func mixed(with other: RGBColor, amount: Double) -> RGBColor {
        let t = min(max(amount, 0), 1)
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        return RGBColor(
            red: channel(red, other.red), green: channel(green, other.green),
            blue: channel(blue, other.blue))
    }
}
