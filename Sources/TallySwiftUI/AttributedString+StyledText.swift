import Foundation
import SwiftUI
import TallyCore

extension AttributedString {
    /// The runs of `styled` as one attributed string that SwiftUI's `Text` draws
    /// with their colours and weight.
    ///
    /// Colours go into SwiftUI's attribute scope (`swiftUI.foregroundColor`,
    /// `swiftUI.backgroundColor`); bold goes into Foundation's
    /// `inlinePresentationIntent` (`.stronglyEmphasized`), which `Text` draws
    /// in the bold weight of whatever font the environment gives it. That
    /// Foundation attribute exists only in Apple's Foundation, so on Linux,
    /// where this is only type-checked, the bold line is compiled out.
    ///
    /// ```swift
    /// let outOf = StyledText("7") + StyledText(" / 100", style: TextStyle(foreground: .lightGray))
    /// Text(AttributedString(outOf))  // "7" in the text colour, " / 100" in light grey
    /// ```
    ///
    /// - Parameters:
    ///   - styled: Runs of text, each with its style.
    init(_ styled: StyledText) {
        self.init()
        for run in styled.runs {
            var piece = AttributedString(run.text)
            if let foreground = run.style.foreground {
                piece.swiftUI.foregroundColor = SwiftUI.Color(foreground)
            }
            if let background = run.style.background {
                piece.swiftUI.backgroundColor = SwiftUI.Color(background)
            }
            #if canImport(Darwin)
                if run.style.isBold {
                    piece.inlinePresentationIntent = .stronglyEmphasized
                }
            #endif
            append(piece)
        }
    }
}
