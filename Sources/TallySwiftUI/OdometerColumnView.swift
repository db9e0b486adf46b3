import Foundation
import SwiftUI
import TallyCore

/// One column of a ``RollingNumber``: its one or two faces, placed by
/// ``OdometerColumnLayout``, clipped to the column and faded by the
/// column's opacity.
///
/// ```swift
/// ForEach(frame.columns) { column in
///     OdometerColumnView(column: column, crossFades: false, color: nil)
/// }
/// ```
struct OdometerColumnView: View {
    /// The column of the current frame.
    let column: OdometerColumn
    /// Whether the odometer cross-fades instead of rolling (reduced motion).
    let crossFades: Bool
    /// The faces' colour; nil for the environment's foreground style.
    let color: RGBColor?

    var body: some View {
        let placement = OdometerFacePlacement(column: column, crossFades: crossFades)
        OdometerColumnLayout(placement: placement) {
            face(0).opacity(placement.opacity(ofFace: 0))
            if column.faces.count > 1 {
                face(1).opacity(placement.opacity(ofFace: 1))
            }
        }
        .clipped()
        .opacity(column.opacity)
    }

    /// The text of face `index`, in ``color`` when one is given.
    private func face(_ index: Int) -> Text {
        guard let color else { return Text(verbatim: column.faces[index]) }
        return Text(AttributedString(StyledText(column.faces[index], style: TextStyle(foreground: color))))
    }
}
