#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// One column of an ``OdometerView``: a clipping view holding a label for
    /// each of the column's faces.
    @MainActor
    final class OdometerColumnView: UIView {
        private var labels: [UILabel] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            clipsToBounds = true
            isUserInteractionEnabled = false
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            clipsToBounds = true
            isUserInteractionEnabled = false
        }

        /// Shows `column`: its frame, its opacity and its faces.
        func apply(_ column: OdometerLayout.Column, font: UIFont, textColor: UIColor) {
            frame = column.frame
            alpha = column.alpha
            while labels.count < column.faces.count {
                let label = UILabel(frame: .zero)
                label.textAlignment = .center
                addSubview(label)
                labels.append(label)
            }
            for (index, label) in labels.enumerated() {
                guard index < column.faces.count else {
                    label.isHidden = true
                    continue
                }
                let face = column.faces[index]
                label.isHidden = false
                label.text = face.text
                label.frame = face.frame
                label.alpha = face.alpha
                label.font = font
                label.textColor = textColor
            }
        }
    }
#endif
