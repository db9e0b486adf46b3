import TallyCore
import TallyTerminal

/// One frame of `tally count 0 10000000` filling a 200 × 60 terminal, in
/// quadrants (the command's default),
/// three parts: drawing the big digits into a cell buffer, diffing that
/// against the last frame and encoding the bytes, and both; beside a plain
/// copy of the frame's bytes (its 12,000 cells as UTF-8, about 18 KB), the
/// floor any renderer is measured against.
struct RendererBench {
    static let width = 200
    static let height = 60
    let counter: Counter
    let style = TextStyle(foreground: RGBColor(red: 120, green: 220, blue: 255), isBold: true)
    let region = CellRect(x: 1, y: 0, width: width - 2, height: height - 2)
    /// 600 frames at 60 fps: the whole 10-second count.
    let instants: [Duration] = (0..<600).map { .nanoseconds(Int64($0) * 16_666_667) }

    init() throws {
        counter = try Counter(from: 0, to: 10_000_000, duration: .seconds(10), easing: .easeOut)
    }

    /// The frame at `elapsed` drawn into `buffer`, in quadrants at the
    /// regular weight unless another `mode` or `weight` is asked for.
    func draw(
        _ elapsed: Duration, into buffer: inout CellBuffer, mode: PixelMode = .quadrant,
        weight: StrokeWeight = .regular
    ) {
        buffer.clear()
        BigText.draw(
            counter.frame(at: elapsed).text, into: &buffer, in: region, mode: mode, weight: weight, style: style)
    }

    /// Bytes written a frame in `mode` at `weight`, over all the instants in order.
    func bytesPerFrame(mode: PixelMode = .quadrant, weight: StrokeWeight = .regular) -> Double {
        let all = bytes(frames: instants.count, mode: mode, weight: weight)
        return Double(all - bytes(frames: 1, mode: mode, weight: weight)) / Double(instants.count - 1)
    }

    /// Bytes written by `frames` frames drawn in `mode` at `weight` and
    /// rendered in order, the instants played again from the start as
    /// often as needed.
    func bytes(frames: Int, mode: PixelMode = .quadrant, weight: StrokeWeight = .regular) -> Int {
        var screen = TerminalScreen(width: Self.width, height: Self.height, colorMode: .trueColor)
        var total = 0
        for index in 0..<max(frames, 0) {
            draw(instants[index % instants.count], into: &screen.back, mode: mode, weight: weight)
            total += screen.render().count
        }
        return total
    }

    /// The frame at 5 s, its 12,000 cells as UTF-8 (lines joined by
    /// newlines): the bytes the baselines copy.
    func wholeFrame() -> [UInt8] {
        var whole = CellBuffer(width: Self.width, height: Self.height)
        draw(instants[300], into: &whole)
        return Array(whole.lines.joined(separator: "\n").utf8)
    }

    /// The contenders, the copy first; each returns a number as text, so
    /// that nothing is optimised away.
    func contenders() -> [Contender] {
        let wholeFrame = wholeFrame()
        let drawing = Box(CellBuffer(width: Self.width, height: Self.height))
        let screen = Box(TerminalScreen(width: Self.width, height: Self.height, colorMode: .trueColor))
        let rendering = Box(TerminalScreen(width: Self.width, height: Self.height, colorMode: .trueColor))
        var frames: [CellBuffer] = []
        for elapsed in instants.prefix(64) {
            var buffer = CellBuffer(width: Self.width, height: Self.height)
            draw(elapsed, into: &buffer)
            frames.append(buffer)
        }
        let counter = Box(0)
        // Rendered into one kept array, as the full-screen commands do.
        let bytes = Box([UInt8]())
        return [
            Contender(name: "copy of a whole frame's bytes") { _ in
                String(wholeFrame.withUnsafeBufferPointer { Array($0) }.count)
            },
            Contender(name: "draw the digits (raster)") { elapsed in
                draw(elapsed, into: &drawing.value)
                return String(drawing.value.width)
            },
            Contender(name: "diff and encode (render)") { _ in
                counter.value &+= 1
                rendering.value.back = frames[counter.value & 63]
                rendering.value.render(into: &bytes.value)
                return String(bytes.value.count)
            },
            Contender(name: "draw and render") { elapsed in
                draw(elapsed, into: &screen.value.back)
                screen.value.render(into: &bytes.value)
                return String(bytes.value.count)
            },
        ]
    }
}

/// A mutable value shared with a benchmark's closures.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
