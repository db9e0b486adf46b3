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

        /// Shows `column`: its frame, its opacity and its faces. Only what differs from
        /// what is shown is set, so a frame in which a column does not move costs
        /// no text, font or frame assignment (each of which makes UIKit lay out or draw
        /// the label again).
        func apply(_ column: OdometerLayout.Column, font: UIFont, textColor: UIColor) {
            if frame != column.frame { frame = column.frame }
            if alpha != column.alpha { alpha = column.alpha }
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
                if label.isHidden { label.isHidden = false }
                if label.text != face.text { label.text = face.text }
                if label.frame != face.frame { label.frame = face.frame }
                if label.alpha != face.alpha { label.alpha = face.alpha }
                if label.font !== font { label.font = font }
                if label.textColor !== textColor { label.textColor = textColor }
            }
        }
    }
#endif
