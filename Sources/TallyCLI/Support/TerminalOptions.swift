import Foundation
import TallyCore
import TallyTerminal

/// Options and looks shared by the commands that draw big digits.
enum TerminalOptions {
    static let valued: Set<String> = ["pixels"]

    static let usage = """
          --pixels P            how big digits are drawn: half (▀▄, any font), quad (▘▞▟, the
                                default) or braille (⣿, finest)
        """

    static func pixelMode(_ arguments: ParsedArguments) throws(UsageError) -> PixelMode {
        guard let text = arguments.value("pixels") else { return .quadrant }
        guard let mode = PixelMode(rawValue: text) else {
            throw UsageError("invalid value '\(text)' for --pixels (expected half, quad or braille)")
        }
        return mode
    }

    static var colorMode: ColorMode { ColorMode(environment: ProcessInfo.processInfo.environment) }

    static let digits = CellStyle(foreground: Color(red: 120, green: 220, blue: 255), isBold: true)
    static let dimmed = CellStyle(foreground: Color(red: 110, green: 110, blue: 110))
    static let highlight = CellStyle(foreground: Color(red: 255, green: 200, blue: 80), isBold: true)
    static let title = CellStyle(isBold: true)
}
