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
}
