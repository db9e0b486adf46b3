import TallyCore
import TallyTerminal

/// The looks and layout the full-screen views share: their styles, and
/// where big digits go in a window.
///
/// ```swift
/// BigText.draw("5:00", into: &buffer, in: region, mode: .quadrant, style: ViewStyle.digits)
/// ```
enum ViewStyle {
    static let digits = TextStyle(foreground: RGBColor(red: 120, green: 220, blue: 255), isBold: true)
    static let dimmed = TextStyle(foreground: RGBColor(red: 110, green: 110, blue: 110))
    static let highlight = TextStyle(foreground: RGBColor(red: 255, green: 200, blue: 80), isBold: true)
    static let title = TextStyle(isBold: true)
    /// A timer's last seconds (`--critical`).
    static let critical = TextStyle(foreground: RGBColor(red: 240, green: 60, blue: 60), isBold: true)
    /// The highlight turned around: a timer's end while it blinks.
    static let inverted = TextStyle(
        foreground: RGBColor(red: 30, green: 30, blue: 30), background: RGBColor(red: 255, green: 200, blue: 80), isBold: true
    )

    /// The digits with a trend colour mixed over their colour (follow
    /// --trend-colors); the digits' own style without one.
    ///
    /// ```swift
    /// ViewStyle.digits(frame.shade).foreground  // green at a rise, back to light blue
    /// ```
    static func digits(_ shade: TrendTint<TimelineInstant>.Shade?) -> TextStyle {
        guard let shade, let own = digits.foreground else { return digits }
        var style = digits
        style.foreground = shade.mixed(over: own)
        return style
    }

    /// Where big digits go in a window's top `height` rows: all of them but
    /// a column at each side, at most `rows` rows tall, centred.
    static func digitRegion(of buffer: CellBuffer, height: Int, rows: Int?) -> CellRect {
        limit(CellRect(x: 1, y: 0, width: buffer.width - 2, height: height), to: rows)
    }

    /// `region` narrowed to at most `rows` rows, centred.
    static func limit(_ region: CellRect, to rows: Int?) -> CellRect {
        guard let rows, rows < region.height else { return region }
        return CellRect(x: region.x, y: region.y + (region.height - rows) / 2, width: region.width, height: rows)
    }
}
