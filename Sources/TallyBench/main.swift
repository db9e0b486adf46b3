import CAllocationCounter
import Foundation
import TallyCore

// TallyBench: the cost of one counter frame (the value at t plus its text,
// two decimals, grouped) in Tally and in the ways Swift code usually makes
// the same text, measured in one run so the ratios are fair.
//
//   swift run -c release TallyBench

let start = 0.0
let end = 1_234_567.89
let duration = Duration.seconds(2)

/// The same instants for every contender.
let instants: [Duration] = (0..<1024).map { .nanoseconds(Int64($0) * 2_000_000_000 / 1024) }

/// Eased progress at an instant, as the baselines compute it (seed 002's ease-out).
@inline(never) func progress(_ elapsed: Duration) -> Double {
    let t = min(max(elapsed / duration, 0), 1)
    return 1 - (1 - t) * (1 - t) * (1 - t)
}

struct Measurement {
    var name: String
    var nanosecondsPerFrame: Double
    var allocationsPerFrame: Double
    var sample: String
}

/// A contender: a name and a way to make the text of the frame at an instant.
struct Contender {
    var name: String
    var frame: (Duration) -> String
}

/// Runs every contender in turn, round after round, so that each sees the
/// same machine; keeps each one's fastest round. Absolute times on a shared
/// machine drift; the interleaving keeps the ratios honest.
func measure(_ contenders: [Contender], rounds: Int = 15, framesPerRound: Int = 40_000) -> [Measurement] {
    var checksum = 0
    var best = [Double](repeating: .infinity, count: contenders.count)
    var allocations = [Double](repeating: 0, count: contenders.count)
    for contender in contenders {
        for elapsed in instants { checksum &+= contender.frame(elapsed).utf8.count }  // warm up
    }
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        for (index, contender) in contenders.enumerated() {
            let before = tally_thread_allocation_count()
            let began = clock.now
            for frame in 0..<framesPerRound {
                checksum &+= contender.frame(instants[frame & 1023]).utf8.count
            }
            let took = began.duration(to: clock.now)
            let after = tally_thread_allocation_count()
            let perFrame =
                (Double(took.components.seconds) * 1e9 + Double(took.components.attoseconds) / 1e9)
                / Double(framesPerRound)
            if perFrame < best[index] {
                best[index] = perFrame
                allocations[index] = Double(after - before) / Double(framesPerRound)
            }
        }
    }
    precondition(checksum != 0)
    return contenders.indices.map {
        Measurement(
            name: contenders[$0].name, nanosecondsPerFrame: best[$0],
            allocationsPerFrame: allocations[$0], sample: contenders[$0].frame(.milliseconds(1000)))
    }
}

/// Inserts a comma every three integer digits: what code around String(format:) does.
func grouped(_ text: String) -> String {
    var integer = Substring(text)
    var fraction = Substring("")
    if let point = text.firstIndex(of: ".") {
        integer = text[..<point]
        fraction = text[point...]
    }
    var negative = false
    if integer.first == "-" {
        negative = true
        integer = integer.dropFirst()
    }
    var result = ""
    for (index, character) in integer.enumerated() {
        if index > 0, (integer.count - index) % 3 == 0 { result.append(",") }
        result.append(character)
    }
    return (negative ? "-" : "") + result + fraction
}

func run() throws {
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

    let results = measure([
        Contender(name: "Tally Counter.frame(at:)") { counter.frame(at: $0).text },
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
    let tally = results[0]
    let baselines = results.dropFirst()

    // A 12-column odometer: the layout of one frame (every column's faces,
    // position, width, opacity and blur), mid-roll, and every face read as
    // a string, as a renderer reads them.
    var odometerOptions = OdometerOptions()
    odometerOptions.format.grouping = .never
    odometerOptions.duration = duration
    let odometer = try Odometer(from: 123_456_789_012, to: 987_654_321_098, options: odometerOptions)
    precondition(odometer.frame(at: .seconds(1)).columns.count == 12)
    let odometerResult = measure(
        [
            Contender(name: "Tally Odometer.frame(at:), 12 columns") { elapsed in
                let frame = odometer.frame(at: elapsed)
                var bytes = 0
                for column in frame.columns {
                    for face in column.faces { bytes &+= face.utf8.count }
                }
                return bytes > 0 ? frame.columns[11].faces[0] : ""
            }
        ], rounds: 15, framesPerRound: 20_000)[0]

    print("One counter frame: value at t plus its text, 2 decimals, grouped (best of 15 interleaved rounds)")
    print("")
    func row(_ m: Measurement, _ ratio: String) {
        let name = m.name.padding(toLength: 38, withPad: " ", startingAt: 0)
        let ns = String(format: "%9.1f", m.nanosecondsPerFrame)
        let allocations = String(format: "%6.2f", m.allocationsPerFrame)
        print("\(name) \(ns) ns/frame  \(allocations) allocs/frame  \(ratio)  e.g. \(m.sample)")
    }
    row(tally, "  baseline")
    for baseline in baselines {
        row(baseline, String(format: "%7.1fx slower", baseline.nanosecondsPerFrame / tally.nanosecondsPerFrame))
    }
    print("")
    print("One odometer frame: 12 digit columns mid-roll, every face read (goal: at most 1000 ns)")
    print("")
    row(
        odometerResult,
        String(format: "%5.1fx a counter frame", odometerResult.nanosecondsPerFrame / tally.nanosecondsPerFrame))
}

do {
    try run()
} catch {
    print("TallyBench: \(error)")
    exit(1)
}
