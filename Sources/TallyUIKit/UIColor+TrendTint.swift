#if canImport(UIKit) && !os(watchOS)
    import TallyCore
    import UIKit

    extension UIColor {
        /// This colour, as `traits` show it, with a trend colour's `shade`
        /// mixed over it: `TrendTint.Shade.mixed(over:)` (TallyModels,
        /// tested on Linux) on its sRGB components, read with
        /// `getRed(_:green:blue:alpha:)`; the colour as it is when they cannot
        /// be read (a pattern colour).
        ///
        /// ```swift
        /// super.textColor = ownColor.mixed(with: shade, as: traitCollection)
        /// ```
        func mixed(with shade: TrendTint<ContinuousClock.Instant>.Shade, as traits: UITraitCollection) -> UIColor {
            var red: CGFloat = 0
            var green: CGFloat = 0
            var blue: CGFloat = 0
            var alpha: CGFloat = 0
            // A dynamic colour (`.label`) in this view's light or dark appearance, not the one
            // current when the display link fires (UIColor.h: "Resolve any color to its most
            // fundamental form (a non-dynamic color) for a specific trait collection").
            guard resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha) else {
                return self
            }
            let mixed = shade.mixed(over: (Double(red), Double(green), Double(blue), Double(alpha)))
            return UIColor(
                red: CGFloat(mixed.red), green: CGFloat(mixed.green), blue: CGFloat(mixed.blue),
                alpha: CGFloat(mixed.alpha))
        }
    }
#endif
