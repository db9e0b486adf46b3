import TallyCore

/// How many colours the terminal shows, and how to ask for them.
///
/// ```swift
/// ColorMode(environment: ["COLORTERM": "truecolor"])  // .trueColor
/// ColorMode(environment: ["NO_COLOR": "1"])           // .none
/// ```
public enum ColorMode: Sendable, Hashable {
    /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
    case trueColor
    /// The xterm 256-colour palette (`TERM` ending in `256color`).
    case palette256
    /// The 16 ANSI colours.
    case palette16
    /// No colour at all: `NO_COLOR` is set, or `TERM=dumb`.
    case none

    /// The mode the environment asks for: `NO_COLOR` (any value, see
    /// no-color.org) wins, then `COLORTERM`, then `TERM`.
    ///
    /// ```swift
    /// ColorMode(environment: ["TERM": "xterm-256color"])  // .palette256
    /// ```
    public init(environment: [String: String]) {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            self = .none
        } else if let colorTerm = environment["COLORTERM"], ["truecolor", "24bit"].contains(colorTerm.lowercased()) {
            self = .trueColor
        } else if let term = environment["TERM"] {
            if term == "dumb" {
                self = .none
            } else if term.hasSuffix("256color") || term.contains("256") {
                self = .palette256
            } else {
                self = .palette16
            }
        } else {
            self = .palette16
        }
    }

    /// The SGR parameters selecting `color` as text (`background == false`)
    /// or background colour; empty in `.none`.
    ///
    /// ```swift
    /// ColorMode.trueColor.parameters(for: RGBColor(red: 1, green: 2, blue: 3), background: false)  // "38;2;1;2;3"
    /// ```
    public func parameters(for color: RGBColor, background: Bool) -> String {
        switch self {
        case .trueColor:
            return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .palette256:
            return "\(background ? 48 : 38);5;\(Self.nearest256(color))"
        case .palette16:
            let index = Self.nearest16(color)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + index % 8)
        case .none:
            return ""
        }
    }

    /// The xterm palette: 16 system colours (their usual values).
    static let systemColors: [RGBColor] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ].map { RGBColor(red: $0.0, green: $0.1, blue: $0.2) }

    static func nearest16(_ color: RGBColor) -> Int {
        systemColors.indices.min { distance(systemColors[$0], color) < distance(systemColors[$1], color) } ?? 7
    }

    /// The closest of the 6×6×6 cube (16-231) and the grey ramp (232-255).
    static func nearest256(_ color: RGBColor) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ channel: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(channel)) < abs(levels[$1] - Int(channel)) } ?? 0
        }
        let (r, g, b) = (level(color.red), level(color.green), level(color.blue))
        let cube = RGBColor(red: UInt8(levels[r]), green: UInt8(levels[g]), blue: UInt8(levels[b]))
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let greyIndex = min(max((average - 8 + 5) / 10, 0), 23)
        let greyValue = UInt8(8 + 10 * greyIndex)
        let grey = RGBColor(red: greyValue, green: greyValue, blue: greyValue)
        return distance(grey, color) < distance(cube, color) ? 232 + greyIndex : 16 + 36 * r + 6 * g + b
    }

    private static func distance(_ a: RGBColor, _ b: RGBColor) -> Int {
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        return dr * dr + dg * dg + db * db
    }
}
