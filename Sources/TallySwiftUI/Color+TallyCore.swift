import SwiftUI
import TallyCore

extension SwiftUI.Color {
    /// The sRGB colour with the 8-bit components of a Tally colour.
    ///
    /// ```swift
    /// SwiftUI.Color(TallyCore.RGBColor.lightGray)  // sRGB 170/255, 170/255, 170/255
    /// ```
    ///
    /// - Parameters:
    ///   - color: A colour of Tally's styled text.
    init(_ color: TallyCore.RGBColor) {
        self.init(
            .sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
            opacity: 1)
    }
}
