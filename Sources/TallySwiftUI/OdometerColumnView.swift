import Foundation
import SwiftUI
import TallyCore

/// One column of a ``RollingNumber``: its one or two faces, placed by
/// ``OdometerColumnLayout``, clipped to the column and faded by the
/// column's opacity.
///
/// ```swift
/// ForEach(frame.columns) { column in
///     OdometerColumnView(column: column, crossFades: false)
/// }
/// ```
struct OdometerColumnView: View {
    /// The column of the current frame.
    let column: OdometerColumn
    /// Whether the odometer cross-fades instead of rolling (reduced motion).
    let crossFades: Bool

    var body: some View {
        let placement = OdometerFacePlacement(column: column, crossFades: crossFades)
        OdometerColumnLayout(placement: placement) {
            Text(verbatim: column.faces[0]).opacity(placement.opacity(ofFace: 0))
            if column.faces.count > 1 {
                Text(verbatim: column.faces[1]).opacity(placement.opacity(ofFace: 1))
            }
        }
        .clipped()
        .opacity(column.opacity)
    }
}
