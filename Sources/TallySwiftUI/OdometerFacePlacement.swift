import TallyCore

/// Where the faces of one odometer column sit and how opaque each is: the
/// arithmetic between an `OdometerColumn` and the layout that draws it.
///
/// Offsets are in face heights from the column's top edge, so the layout
/// only multiplies by the height it measured. Rolling up, the next face comes
/// from below (face 0 at `-offset`, face 1 at `1 - offset`); rolling down it
/// comes from above (face 0 at `offset`, face 1 at `offset - 1`). With a
/// cross-fade (reduced motion) both faces stay in place and `offset` shifts
/// opacity from the first to the second.
///
/// ```swift
/// let placement = OdometerFacePlacement(column: column, crossFades: false)
/// placement.verticalOffset(ofFace: 1)  // 0.7 when rolling up 30 % of the way
/// ```
struct OdometerFacePlacement: Equatable, Sendable {
    /// 1 or 2.
    let faceCount: Int
    /// How far from face 0 towards face 1, clamped to 0...1.
    let offset: Double
    /// Whether the next face comes from above.
    let rollsDown: Bool
    /// Whether faces fade into each other instead of moving.
    let crossFades: Bool
    /// The share of a full column's width the column takes, 0...1.
    let widthFactor: Double

    /// The placement of `column`'s faces.
    ///
    /// - Parameters:
    ///   - column: A column of an odometer frame.
    ///   - crossFades: Whether the odometer was made with reduced motion.
    init(column: OdometerColumn, crossFades: Bool) {
        faceCount = column.faces.count
        offset = Self.unit(column.offset)
        rollsDown = column.direction == .down
        self.crossFades = crossFades
        widthFactor = Self.unit(column.width)
    }

    /// The top of face `index`, in face heights below the column's top (negative: above it).
    func verticalOffset(ofFace index: Int) -> Double {
        guard !crossFades else { return 0 }
        let upward = index == 0 ? -offset : 1 - offset
        return rollsDown ? -upward : upward
    }

    /// How opaque face `index` is within its column.
    func opacity(ofFace index: Int) -> Double {
        guard crossFades, faceCount > 1 else { return 1 }
        return index == 0 ? 1 - offset : offset
    }

    /// `value` within 0...1; NaN counts as 0.
    private static func unit(_ value: Double) -> Double {
        value >= 1 ? 1 : value > 0 ? value : 0
    }
}
