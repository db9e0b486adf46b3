/// SwiftUI: @frozen struct Color : Hashable, CustomStringConvertible, Sendable
///   (also View and ShapeStyle; the stand-in leaves those out)
/// — developer.apple.com/documentation/swiftui/color
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    // The stand-in keeps the components so that tests can compare colors.
    private let colorSpace: RGBColorSpace
    private let red: Double
    private let green: Double
    private let blue: Double
    private let opacity: Double

    /// SwiftUI: init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double,
    ///   blue: Double, opacity: Double = 1)
    /// — developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// As in the declaration quoted above.
    public var description: String {
        "Color(\(colorSpace), red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))"
    }

    /// SwiftUI: enum RGBColorSpace : Sendable { case sRGB, sRGBLinear, displayP3 }
    /// — developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
}
