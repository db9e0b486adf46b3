import CAllocationCounter
import Foundation
import TallyCore
import TallyTerminal

// TallyBench: what one frame costs, each figure beside a baseline run in the
// same process, round after round, so the ratios are fair on a shared machine.
//
//   swift run -c release TallyBench             # all seven
//   swift run -c release TallyBench styles      # only the styled counter frames
//   swift run -c release TallyBench renderer    # only the third, e.g. to profile it
//   swift run -c release TallyBench counter     # only Tally's counter frame, to profile
//   swift run -c release TallyBench counter 100000   # fewer frames (30,000,000 by default), for callgrind
//   swift run -c release TallyBench compact     # the same frame in compact notation
//   swift run -c release TallyBench odometer    # only the odometer frame, to profile
//   swift run -c release TallyBench odometer 100000  # fewer frames (3,000,000 by default), for callgrind
//   swift run -c release TallyBench faces 100000     # the odometer frame, every face read, as section 2
//   swift run -c release TallyBench roll 600    # an odometer rolling at 80 × 24, drawn and rendered
//   swift run -c release TallyBench roll 1200   # the same twice round, with allocations a frame the second time
//   swift run -c release TallyBench screen 600  # only the 200 × 60 frames, drawn and rendered (a fixed
//                                               # amount of work, for callgrind; 6,000 by default)
//   swift run -c release TallyBench idle        # only the fifth (8 seconds, most of them asleep)
//   swift run -c release TallyBench dashboard   # only the sixth: 100 counting and 100 rolling models
//   swift run -c release TallyBench exports     # only the seventh: Lottie and SVG export of one count
//
// 1. A counter frame (the value at t plus its text, two decimals, grouped)
//    against a plain hand-written formatter and the ways Swift code usually
//    makes the same text.
// 2. A 12-column odometer frame and its text, with allocations.
// 3. A counter frame in each number style (currency, percent, compact, …)
//    against the decimal frame, and Foundation's format styles beside them.
// 4. A full-window terminal frame of `tally count` at 200 × 60: drawing,
//    diff and encoding, against a plain copy of the frame's bytes; and the
//    bytes written a frame.
// 5. The same frames, each after a frame's idle gap, as a real count meets
//    them (cold caches), beside the copy after the same gap.
// 6. A dashboard: 100 CountingModels and 100 RollingModels stepped to one
//    instant and their texts made, beside hand-written code for 100 texts.
// 7. The Lottie export of a 10 s count, beside the SVG export of it
//    (ExportBench.swift).

let start = 0.0
let end = 1_234_567.89
let duration = Duration.seconds(2)

/// The same instants for every counter contender.
let counterInstants: [Duration] = (0..<1024).map { .nanoseconds(Int64($0) * 2_000_000_000 / 1024) }

/// 1 / the duration in seconds, worked out once, as any hand-written counter would.
let inverseDurationSeconds = 1 / (Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18)

/// Eased progress at an instant, as the baselines compute it (ACLabelCounting's
/// ease-out): the instant's two words to seconds in two multiplications, not
/// a 128-bit division (`elapsed / duration`, which carried Tally's own worst
/// cost into the baseline it is compared against).
@inline(never) func progress(_ elapsed: Duration) -> Double {
    let seconds = Double(elapsed._high) * 18.446_744_073_709_551_616 + Double(elapsed._low) * 1e-18
    let t = min(max(seconds * inverseDurationSeconds, 0), 1)
    return 1 - (1 - t) * (1 - t) * (1 - t)
}

func row(_ m: Measurement, _ ratio: String) {
    let name = m.name.padding(toLength: 40, withPad: " ", startingAt: 0)
    let ns = String(format: "%11.1f", m.nanosecondsPerFrame)
    let allocations = m.allocationsPerFrame.isNaN ? "   n/a" : String(format: "%6.2f", m.allocationsPerFrame)
    print("\(name) \(ns) ns  \(allocations) allocs  \(ratio)  e.g. \(m.sample)")
}

func ratio(_ m: Measurement, to baseline: Measurement) -> String {
    String(format: "%7.2fx the baseline", m.nanosecondsPerFrame / baseline.nanosecondsPerFrame)
}

func run() throws {
    if let mode = CommandLine.arguments.dropFirst().first, mode == "counter" || mode == "compact" {
        // Only Tally's counter frame (in compact notation), for a few
        // seconds: something to profile.
        var format = NumberFormat(fractionDigits: 2)
        if mode == "compact" { format.notation = .compact }
        let counter = try Counter(
            from: FixedDecimal(start), to: FixedDecimal(end), duration: duration, easing: .easeOut, format: format)
        let frames = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 30_000_000
        var bytes = 0
        for frame in 0..<max(frames, 0) { bytes &+= counter.frame(at: counterInstants[frame & 1023]).text.utf8.count }
        print(bytes)
        return
    }
    if let mode = CommandLine.arguments.dropFirst().first, mode == "odometer" || mode == "faces" {
        // Only the odometer frame, for a few seconds: something to profile;
        // with its text, or (`faces`) every face read as section 2 reads them.
        var options = OdometerOptions()
        options.format.grouping = .never
        options.duration = duration
        let odometer = try Odometer(from: 123_456_789_012, to: 987_654_321_098, options: options)
        var frame = OdometerFrame()
        let frames = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 3_000_000
        var bytes = 0
        for index in 0..<max(frames, 0) {
            odometer.frame(at: counterInstants[index & 1023], into: &frame)
            if mode == "faces" {
                for column in frame.columns {
                    for face in column.faces { bytes &+= face.utf8.count }
                }
            } else {
                bytes &+= frame.text.utf8.count
            }
        }
        print(bytes)
        return
    }
    if CommandLine.arguments.dropFirst().first == "roll" {
        // N frames of `tally roll 0 9999999 --duration 10s --duration-offset 0s`
        // at 80 × 24, drawn and rendered in order: a fixed amount of work
        // for callgrind (rolling faces are rasterized every frame).
        var options = OdometerOptions()
        options.duration = .seconds(10)
        options.durationOffset = .zero
        let odometer = try Odometer(from: 0, to: 9_999_999, options: options)
        var screen = TerminalScreen(width: 80, height: 24, colorMode: .trueColor)
        let frames = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 600
        var bytes = 0
        var rendered: [UInt8] = []
        var allocationsBefore = tally_thread_allocation_count()
        for index in 0..<max(frames, 0) {
            // The second time round, every face has been rasterized once.
            if index == 600 { allocationsBefore = tally_thread_allocation_count() }
            screen.back.clear()
            OdometerDrawing.draw(
                odometer.frame(at: .nanoseconds(Int64(index % 600) * 16_666_667)), into: &screen.back,
                in: CellRect(x: 1, y: 0, width: 78, height: 22), mode: .quadrant, color: .white)
            screen.render(into: &rendered)
            bytes += rendered.count
        }
        print(bytes)
        if frames > 600, tally_counts_allocations() != 0 {
            // Allocations a frame once the faces are known, to stderr (stdout stays the byte count).
            let perFrame = Double(tally_thread_allocation_count() - allocationsBefore) / Double(frames - 600)
            FileHandle.standardError.write(Data(String(format: "%.2f allocations a frame\n", perFrame).utf8))
        }
        return
    }
    if CommandLine.arguments.dropFirst().first == "screen" {
        // Only the terminal frames, drawn and rendered in order: something to profile.
        let frames = CommandLine.arguments.dropFirst(2).first.flatMap { Int($0) } ?? 6_000
        print(try RendererBench().bytes(frames: frames))
        return
    }
    if CommandLine.arguments.dropFirst().first == "styles" {
        try measureStyles()
        return
    }
    if CommandLine.arguments.dropFirst().first == "idle" {
        try measureAfterIdleGaps()
        return
    }
    if CommandLine.arguments.dropFirst().first == "dashboard" {
        try measureDashboard()
        return
    }
    if CommandLine.arguments.dropFirst().first == "exports" {
        try exportBench()
        return
    }
    if CommandLine.arguments.dropFirst().first != "renderer" {
        try measureFormatting()
        try measureStyles()
    }
    try measureRenderer()
    try measureAfterIdleGaps()
    if CommandLine.arguments.dropFirst().first != "renderer" {
        try measureDashboard()
        try exportBench()
    }
}

func measureFormatting() throws {
    let counter = try Counter(
        from: FixedDecimal(start), to: FixedDecimal(end), duration: duration, easing: .easeOut,
        format: NumberFormat(fractionDigits: 2))

    let numberFormatter = NumberFormatter()
    numberFormatter.locale = Locale(identifier: "en_US")
    numberFormatter.numberStyle = .decimal
    numberFormatter.minimumFractionDigits = 2
    numberFormatter.maximumFractionDigits = 2

    let formatStyle = FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US"))
        .precision(.fractionLength(2))

    let counters = measure([
        Contender(name: "hand-written formatter (baseline)") {
            handFormatted(cents: Int64(((start + (end - start) * progress($0)) * 100).rounded()))
        },
        Contender(name: "Tally Counter.frame(at:).text") { counter.frame(at: $0).text },
        Contender(name: "String(format:) + grouping") {
            grouped(String(format: "%.2f", start + (end - start) * progress($0)))
        },
        Contender(name: "NumberFormatter") {
            numberFormatter.string(from: NSNumber(value: start + (end - start) * progress($0))) ?? ""
        },
        Contender(name: "FloatingPointFormatStyle") {
            formatStyle.format(start + (end - start) * progress($0))
        },
    ])

    print("1. One counter frame: value at t plus its text, 2 decimals, grouped (best of 15 interleaved rounds)")
    print("   goal: Tally within 1.2x of the hand-written formatter")
    print("")
    row(counters[0], "   baseline        ")
    for other in counters.dropFirst() { row(other, ratio(other, to: counters[0])) }

    // A 12-column odometer mid-roll: the layout of one frame (every column's
    // faces, position, width, opacity and blur), every face read as a renderer
    // reads them; then the frame's text.
    var odometerOptions = OdometerOptions()
    odometerOptions.format.grouping = .never
    odometerOptions.duration = duration
    let odometer = try Odometer(from: 123_456_789_012, to: 987_654_321_098, options: odometerOptions)
    precondition(odometer.frame(at: .seconds(1)).columns.count == 12)
    // A renderer keeps its frame from one drawing to the next.
    let kept = Box(OdometerFrame())
    let odometers = measure(
        [
            counters[0].contender,
            Contender(name: "Odometer.frame(at:into:), faces read") { elapsed in
                odometer.frame(at: elapsed, into: &kept.value)
                var bytes = 0
                for column in kept.value.columns {
                    for face in column.faces { bytes &+= face.utf8.count }
                }
                return bytes > 0 ? kept.value.columns[11].faces[0] : ""
            },
            Contender(name: "Odometer.frame(at:into:).text") { elapsed in
                odometer.frame(at: elapsed, into: &kept.value)
                return kept.value.text
            },
            Contender(name: "Odometer.frame(at:).text (new frame)") { elapsed in
                odometer.frame(at: elapsed).text
            },
        ], framesPerRound: 20_000)
    print("")
    print(
        "2. One 12-column odometer frame mid-roll (goal: no allocation, at most 500 ns; text: none beyond its string)")
    print("")
    row(odometers[0], "   baseline        ")
    for other in odometers.dropFirst() { row(other, ratio(other, to: odometers[0])) }

}

func measureRenderer() throws {
    let renderer = try RendererBench()
    let frames = measure(renderer.contenders(), rounds: 7, framesPerRound: 120, instants: renderer.instants)
    let cells = Double(RendererBench.width * RendererBench.height)
    print("")
    print("4. One full-window frame of `tally count 0 10000000` at 200 x 60 (12,000 cells), quadrants, true colour")
    print("   goal: at most 0.2 ms a frame; bytes at most 1,667 a frame (100 KB/s at 60 fps)")
    print("")
    row(frames[0], "   baseline        ")
    for other in frames.dropFirst() {
        row(other, ratio(other, to: frames[0]) + String(format: ", %.1f ns a cell", other.nanosecondsPerFrame / cells))
    }
    let quadrantBytes = renderer.bytesPerFrame()
    print(String(format: "bytes written a frame, 600 frames at 60 fps: %.0f", quadrantBytes))
    for mode in [PixelMode.ascii, .halfBlock, .braille] {
        let bytes = renderer.bytesPerFrame(mode: mode)
        print(
            String(
                format: "  the same in --pixels %@: %.0f (%.2fx quadrants')", mode.rawValue, bytes,
                bytes / quadrantBytes))
    }
    for (mode, weight) in [
        (PixelMode.quadrant, StrokeWeight.thin), (.quadrant, .light), (.ascii, .thin), (.ascii, .light),
    ] {
        let bytes = renderer.bytesPerFrame(mode: mode, weight: weight)
        print(
            String(
                format: "  the same in --pixels %@ --weight %@: %.0f (%.2fx quadrants')", mode.rawValue,
                weight.rawValue, bytes, bytes / quadrantBytes))
    }
}

func measureAfterIdleGaps() throws {
    let bench = IdleGapBench()
    let frames = bench.measure(try RendererBench())
    print("")
    let gap = String(format: "%.1f", Double(bench.gap) / 1000)
    print(
        "5. The frames of 4 as a real count meets them: each after \(gap) ms asleep (medians of "
            + "\(bench.indices.count) frames, 3 s to 7 s into the count)")
    print("   the in-process counterpart of scripts/measure-floor's ratio (which adds the write to both sides)")
    print("")
    row(frames[0], "   baseline        ")
    for other in frames.dropFirst() { row(other, ratio(other, to: frames[0])) }
    print(
        String(
            format: "after a gap, a frame of Tally's takes %.2fx as long as back to back",
            frames[1].nanosecondsPerFrame / frames[2].nanosecondsPerFrame))
}

extension Measurement {
    /// The same contender again, to measure beside others.
    var contender: Contender {
        Contender(name: name) { handFormatted(cents: Int64(((start + (end - start) * progress($0)) * 100).rounded())) }
    }
}

do {
    try run()
} catch {
    print("TallyBench: \(error)")
    exit(1)
}
