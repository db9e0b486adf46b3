// Draws random frames through a `TerminalScreen` into the real terminal it
// runs in, writes the last frame's lines to a file, then waits for a line on
// standard input. The end-to-end test compares what the terminal (tmux)
// shows with that file: cursor moves, erases and wide characters as a real
// emulator applies them, not as the test suite's own emulator does.
//
//   ScreenReplay WIDTH HEIGHT SEED FRAMES EXPECTED-FILE
import Foundation
import TallyCore
import TallyTerminal

/// SplitMix64: the same frames for the same seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 6, let width = Int(arguments[1]), let height = Int(arguments[2]),
    let seed = UInt64(arguments[3]), let frames = Int(arguments[4])
else {
    FileHandle.standardError.write(Data("usage: ScreenReplay WIDTH HEIGHT SEED FRAMES EXPECTED-FILE\n".utf8))
    exit(2)
}
var generator = SeededGenerator(state: seed)
var screen = TerminalScreen(width: width, height: height, colorMode: .trueColor)
let alphabet = Array("ab█▀▄⣿第")
let colors: [Color?] = [nil, .white, .black, Color(red: 120, green: 220, blue: 255)]
for frame in 0..<frames {
    if frame % 7 == 0 { screen.back.clear() }
    for _ in 0..<Int.random(in: 0...12, using: &generator) {
        let style = TextStyle(
            foreground: colors.randomElement(using: &generator)!,
            background: Bool.random(using: &generator) ? nil : colors.randomElement(using: &generator)!,
            isBold: Bool.random(using: &generator))
        let text =
            Bool.random(using: &generator)
            ? String(repeating: " ", count: Int.random(in: 1...25, using: &generator))
            : String(
                (0..<Int.random(in: 1...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        screen.back.put(
            text, x: Int.random(in: -3..<width, using: &generator), y: Int.random(in: 0..<height, using: &generator),
            style: style)
    }
    let bytes = screen.render()
    FileHandle.standardOutput.write(Data(bytes))
}
try screen.back.lines.joined(separator: "\n").write(toFile: arguments[5], atomically: true, encoding: .utf8)
_ = readLine()
