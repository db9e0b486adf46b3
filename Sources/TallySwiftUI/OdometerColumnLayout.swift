import Foundation
import SwiftUI

/// Lays out the faces of one odometer column: each face at the vertical
/// offset its placement gives, the column as tall as a face and as wide as
/// the widest face times the column's width factor (entering and leaving
/// columns grow and shrink).
///
/// ```swift
/// OdometerColumnLayout(placement: placement) {
///     Text(verbatim: "4")
///     Text(verbatim: "5")
/// }
/// .clipped()
/// ```
struct OdometerColumnLayout: Layout {
    /// Where each face goes.
    var placement: OdometerFacePlacement

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let face = faceSize(of: subviews)
        return CGSize(width: face.width * placement.widthFactor, height: face.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let face = faceSize(of: subviews)
        for (index, subview) in subviews.enumerated() {
            let top = bounds.minY + placement.verticalOffset(ofFace: index) * face.height
            subview.place(at: CGPoint(x: bounds.midX, y: top), anchor: .top, proposal: ProposedViewSize(face))
        }
    }

    /// The size of the largest face at its ideal size.
    private func faceSize(of subviews: Subviews) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let face = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, face.width), height: max(size.height, face.height))
        }
    }
}
