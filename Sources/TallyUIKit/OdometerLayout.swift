#if canImport(UIKit) && !os(watchOS)
    import Foundation
    import TallyCore

    /// Where the columns of an odometer frame go, and where each column's
    /// faces go inside it: the geometry an ``OdometerView`` gives its subviews.
    ///
    /// Columns sit side by side from x = 0, each as wide as its widest face
    /// times `OdometerColumn.width` (so entering and leaving columns grow and
    /// shrink), and as opaque as `OdometerColumn.opacity`. A column clips its
    /// faces: face 0 is moved `offset` of a line away and face 1 follows it
    /// in, from below when rolling up and from above when rolling down. With
    /// reduced motion nothing moves; the two faces cross-fade by `offset`.
    struct OdometerLayout: Equatable {
        /// One face of a column, in the column's coordinates.
        struct Face: Equatable {
            var text: String
            var frame: CGRect
            var alpha: CGFloat
        }

        /// One column, in the layout's coordinates.
        struct Column: Equatable {
            var id: OdometerColumn.ID
            var frame: CGRect
            var alpha: CGFloat
            var faces: [Face]
        }

        /// The columns, left to right.
        var columns: [Column]
        /// The width of all columns together.
        var width: CGFloat
        /// One line of text.
        var height: CGFloat

        /// The layout of `frame`.
        ///
        /// - Parameters:
        ///   - frame: What the odometer shows.
        ///   - lineHeight: The height of a face.
        ///   - reducedMotion: Whether the frame cross-fades instead of rolling.
        ///   - faceWidth: The width of a face's text.
        init(
            _ frame: OdometerFrame, lineHeight: CGFloat, reducedMotion: Bool, faceWidth: (String) -> CGFloat
        ) {
            var x: CGFloat = 0
            columns = frame.columns.map { column in
                let natural = column.faces.map(faceWidth).max() ?? 0
                let width = natural * CGFloat(min(max(column.width, 0), 1))
                let faces = Self.faces(
                    of: column, naturalWidth: natural, columnWidth: width, lineHeight: lineHeight,
                    reducedMotion: reducedMotion)
                defer { x += width }
                return Column(
                    id: column.id, frame: CGRect(x: x, y: 0, width: width, height: lineHeight),
                    alpha: CGFloat(min(max(column.opacity, 0), 1)), faces: faces)
            }
            width = x
            height = lineHeight
        }

        private static func faces(
            of column: OdometerColumn, naturalWidth: CGFloat, columnWidth: CGFloat, lineHeight: CGFloat,
            reducedMotion: Bool
        ) -> [Face] {
            let offset = CGFloat(min(max(column.offset, 0), 1))
            let x = (columnWidth - naturalWidth) / 2
            func face(_ index: Int, y: CGFloat, alpha: CGFloat) -> Face {
                Face(
                    text: column.faces[index], frame: CGRect(x: x, y: y, width: naturalWidth, height: lineHeight),
                    alpha: alpha)
            }
            guard column.faces.count > 1 else { return [face(0, y: 0, alpha: 1)] }
            if reducedMotion {
                return [face(0, y: 0, alpha: 1 - offset), face(1, y: 0, alpha: offset)]
            }
            let step = column.direction == .down ? -lineHeight : lineHeight
            return [face(0, y: -offset * step, alpha: 1), face(1, y: (1 - offset) * step, alpha: 1)]
        }
    }
#endif
