#if canImport(UIKit) && !os(watchOS)
    import TallyCore
    import UIKit

    extension UIColor {
        /// A UIKit colour for one of Tally's 24-bit colours, fully opaque.
        ///
        /// ```swift
        /// let brand = UIColor(RGBColor(red: 84, green: 180, blue: 98))  // setTheCountdownButton's green
        /// label.textColor = UIColor(.lightGray)
        /// ```
        ///
        /// - Parameters:
        ///   - color: The colour, each channel 0...255.
        public convenience init(_ color: TallyCore.RGBColor) {
            let unit = color.unitComponents
            self.init(red: unit.red, green: unit.green, blue: unit.blue, alpha: 1)
        }
    }

    extension TallyCore.RGBColor {
        /// The channels scaled to 0...1, as UIKit takes them.
        var unitComponents: (red: CGFloat, green: CGFloat, blue: CGFloat) {
            (CGFloat(red) / 255, CGFloat(green) / 255, CGFloat(blue) / 255)
        }
    }
#endif
