import SwiftUI
import TallyCore

/// The columns of one odometer frame side by side, in place-value order
/// (the highest place on the left) whatever the layout direction: a number
/// reads the same under Arabic or Hebrew layout, where an `HStack` alone
/// would mirror it.
///
/// ```swift
/// OdometerColumns(frame: odometer.frame(at: elapsed), crossFades: false)
/// OdometerColumns(frame: frame, crossFades: false, color: shade.color)  // the trend colour's overlay
/// ```
struct OdometerColumns: View {
    /// The frame whose columns are drawn.
    let frame: OdometerFrame
    /// Whether the odometer cross-fades instead of rolling (reduced motion).
    let crossFades: Bool
    /// The digits' colour; nil for the environment's foreground style.
    var color: RGBColor? = nil

    var body: some View {
        HStack(spacing: 0) {
            ForEach(frame.columns) { column in
                OdometerColumnView(column: column, crossFades: crossFades, color: color)
            }
        }
        .environment(\.layoutDirection, .leftToRight)
    }
}
