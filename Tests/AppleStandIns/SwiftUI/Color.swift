/// SwiftUI: @frozen struct Color : Hashable, CustomStringConvertible, Sendable (also View and ShapeStyle; the
/// stand-in leaves those out).
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11516 — @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
/// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11521 — @frozen public struct Color : Swift.Hashable, Swift.CustomStringConvertible, Swift.Sendable {
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable {
    // The stand-in keeps the components so that tests can compare colors.
    private let colorSpace: RGBColorSpace
    private let red: Double
    private let green: Double
    private let blue: Double
    private let opacity: Double

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3275 — public init(_ colorSpace: SwiftUICore.Color.RGBColorSpace = .sRGB, red: Swift.Double, green: Swift.Double, blue: Swift.Double, opacity: Swift.Double = 1)
    ///   (in `extension SwiftUICore.Color`, iOS 13)
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11537 — public var description: Swift.String {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11538 — get
    public var description: String {
        "Color(\(colorSpace), red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))"
    }

    /// SwiftUI: enum RGBColorSpace (not @frozen; Equatable and Hashable in the conformance list).
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3265 — public enum RGBColorSpace : Swift.Sendable {
    /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:17362 — extension SwiftUICore.Color.RGBColorSpace : Swift.Equatable {}
    public enum RGBColorSpace: Sendable {
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3266 — case sRGB
        case sRGB
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3267 — case sRGBLinear
        case sRGBLinear
        /// SDK: SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3268 — case displayP3
        case displayP3
    }
}
