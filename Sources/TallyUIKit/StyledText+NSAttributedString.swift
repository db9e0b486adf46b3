#if canImport(UIKit) && !os(watchOS)
    import TallyCore
    import UIKit

    extension StyledText {
        /// The text as an attributed string: each run's colours become
        /// `.foregroundColor` and `.backgroundColor`, a bold run gets the bold
        /// system font at `font`'s size, and plain parts keep the label's own style.
        ///
        /// ```swift
        /// let outOf = StyledText("42") + StyledText(" / 100", style: TextStyle(foreground: .lightGray))
        /// label.attributedText = outOf.attributedString(font: label.font)
        /// ```
        ///
        /// - Parameters:
        ///   - font: The font of the text around it; bold runs use its point size.
        /// - Returns: One attributed run for each run of the text.
        public func attributedString(font: UIFont) -> NSAttributedString {
            let result = NSMutableAttributedString(string: "")
            for run in runs {
                result.append(NSAttributedString(string: run.text, attributes: run.style.attributes(font: font)))
            }
            return result
        }
    }

    extension TextStyle {
        /// The attributes of a run in this style; none for plain text.
        func attributes(font: UIFont) -> [NSAttributedString.Key: Any] {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let foreground {
                attributes[.foregroundColor] = UIColor(foreground)
            }
            if let background {
                attributes[.backgroundColor] = UIColor(background)
            }
            if isBold {
                attributes[.font] = UIFont.boldSystemFont(ofSize: font.pointSize)
            }
            return attributes
        }
    }
#endif
