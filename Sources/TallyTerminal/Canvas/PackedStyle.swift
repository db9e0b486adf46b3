import TallyCore

/// A ``TextStyle`` in one integer, so that cells compare and hash as numbers:
/// bits 0–23 the foreground's red, green and blue, bit 24 whether there is
/// one; bits 25–48 and 49 the same for the background; bit 50 bold.
///
/// ```swift
/// let packed = PackedStyle(TextStyle(foreground: .white, isBold: true))
/// packed.style == TextStyle(foreground: .white, isBold: true)  // true
/// ```
struct PackedStyle: Hashable, Sendable {
    var rawValue: UInt64

    static let foregroundBits: UInt64 = 0x1FF_FFFF
    static let backgroundBits: UInt64 = 0x1FF_FFFF << 25
    static let boldBit: UInt64 = 1 << 50
    static let plain = PackedStyle(rawValue: 0)

    init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    init(_ style: TextStyle) {
        func pack(_ color: RGBColor?) -> UInt64 {
            guard let color else { return 0 }
            return 1 << 24 | UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)
        }
        rawValue = pack(style.foreground) | pack(style.background) << 25 | (style.isBold ? Self.boldBit : 0)
    }

    var style: TextStyle {
        func unpack(_ bits: UInt64) -> RGBColor? {
            guard bits & 1 << 24 != 0 else { return nil }
            return RGBColor(
                red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8),
                blue: UInt8(truncatingIfNeeded: bits))
        }
        return TextStyle(
            foreground: unpack(rawValue & Self.foregroundBits),
            background: unpack(rawValue >> 25 & Self.foregroundBits),
            isBold: rawValue & Self.boldBit != 0)
    }

    /// The background's bits alone: what a blank shows.
    var background: UInt64 { rawValue & Self.backgroundBits }

    /// The bits a terminal in `colorMode` can show: only the weight without colours.
    static func visibleBits(in colorMode: ColorMode) -> UInt64 {
        colorMode == .none ? boldBit : foregroundBits | backgroundBits | boldBit
    }
}
