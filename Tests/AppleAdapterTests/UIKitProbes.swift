// UIKit names for UIKitTests.swift. On Linux a file that imports both Testing
// and UIKit makes the compiler look for Swift Testing's cross-import overlay
// `_Testing_UIKit`, which exists only on Apple platforms. So the test file
// does not import UIKit, and reaches UIKit through these helpers in a file
// that does not import Testing.

import Foundation
import TallyCore
import TallyModels
import UIKit

@testable import TallyUIKit

/// The UIKit values and checks the UIKit tests need.
enum UIKitProbes {
    /// The attribute key of a text colour.
    static let foregroundColor = NSAttributedString.Key.foregroundColor
    /// The attribute key of a background colour.
    static let backgroundColor = NSAttributedString.Key.backgroundColor
    /// The attribute key of a font.
    static let font = NSAttributedString.Key.font

    /// `styled` as an attributed string in the system font of `size` points.
    static func attributed(_ styled: StyledText, size: CGFloat) -> NSAttributedString {
        styled.attributedString(font: .systemFont(ofSize: size))
    }

    /// Whether `value` is a UIKit colour.
    static func isColor(_ value: Any?) -> Bool {
        value is UIColor
    }

    /// The point size of `value`, if it is a UIKit font.
    static func pointSize(_ value: Any?) -> CGFloat? {
        (value as? UIFont)?.pointSize
    }

    /// The components of `own` with `shade` mixed over it (`UIColor.mixed(with:as:)`), read back with `getRed`.
    static func mixed(
        _ own: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat),
        with shade: TrendTint<ContinuousClock.Instant>.Shade
    ) -> [CGFloat]? {
        let color = UIColor(red: own.red, green: own.green, blue: own.blue, alpha: own.alpha)
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        let mixed = color.mixed(with: shade, as: UITraitCollection())
        guard mixed.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        return [red, green, blue, alpha]
    }

    /// Gives `odometer` each kind of number `setNumber(_:)` takes: a
    /// `Double`, a `Float`, a `CGFloat`, a `UInt64`, an `Int8`, a `Decimal`
    /// and a literal (the `Double` overload, shortest spelling). Only
    /// type-checked: a UIKit view cannot be made on Linux (the stand-ins
    /// have no accessibility tree); the conversions are `FixedDecimal`'s,
    /// tested in `AnyNumberTests`.
    @MainActor
    static func setEveryKindOfNumber(on odometer: TallyUIKit.OdometerView) throws {
        try odometer.setNumber(Double(19.99))
        try odometer.setNumber(Float(0.1))
        try odometer.setNumber(CGFloat(2.5))
        try odometer.setNumber(UInt64(1_250_000))
        try odometer.setNumber(Int8(-3))
        try odometer.setNumber(Decimal(string: "1234.56")!)
        try odometer.setNumber(9.95)
    }
}
