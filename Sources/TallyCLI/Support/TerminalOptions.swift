import Foundation
import TallyCore
import TallyTerminal

/// Options and looks shared by the commands that draw big digits.
enum TerminalOptions {
    static let valued: Set<String> = ["pixels", "height"]

    static let usage = """
          --pixels P            how big digits are drawn: half (▀▄, any font), quad (▘▞▟, the
                                default) or braille (⣿, finest)
          --height ROWS         draw the digits at most ROWS rows tall (default: as big as
                                the window allows)
        """

    static func pixelMode(_ arguments: ParsedArguments) throws(UsageError) -> PixelMode {
        guard let text = arguments.value("pixels") else { return .quadrant }
        guard let mode = PixelMode(rawValue: text) else {
            throw UsageError("invalid value '\(text)' for --pixels (expected half, quad or braille)")
        }
        return mode
    }

    static func height(_ arguments: ParsedArguments) throws(UsageError) -> Int? {
        guard let text = arguments.value("height") else { return nil }
        guard let rows = Int(text), (1...1000).contains(rows) else {
            throw UsageError("invalid value '\(text)' for --height (expected a number of rows, 1 to 1000)")
        }
        return rows
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

    static let digits = TextStyle(foreground: Color(red: 120, green: 220, blue: 255), isBold: true)
    static let dimmed = TextStyle(foreground: Color(red: 110, green: 110, blue: 110))
    static let highlight = TextStyle(foreground: Color(red: 255, green: 200, blue: 80), isBold: true)
    static let title = TextStyle(isBold: true)
    /// The highlight turned around: a timer's end while it blinks.
    static let inverted = TextStyle(
        foreground: Color(red: 30, green: 30, blue: 30), background: Color(red: 255, green: 200, blue: 80), isBold: true
    )
}
