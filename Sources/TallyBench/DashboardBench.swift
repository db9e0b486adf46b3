import Foundation
import TallyCore
import TallyModels

/// Section 6 (issue 47, item 7): a dashboard of 100 counting labels and 100
/// odometers at 120 Hz. One frame steps every model to one instant and makes
/// its text, as `CountingText` and `RollingNumber` do in their
/// `TimelineView`; beside it, the cheapest hand-written code for 100 such
/// texts: the eased value in whole cents, written by ``handFormatted(cents:)``.
/// Goal: the 100 under 1% of a 120 Hz frame (83 µs), no allocation a frame.
/// Times are this thread's CPU time (best of 200 rounds of 20 frames), so a
/// loaded machine's waiting is not counted as the dashboard's cost.
func measureDashboard() throws {
    let labels = 100
    let clock = ContinuousClock()
    let t0 = clock.now
    // Values up to 12,345.67 and two decimals: every text fits in 15 bytes, as a dashboard's do.
    let targets = (0..<labels).map { Int64($0) * 12_345 + 67 }
    let format = NumberFormat.number.precision(.fractionLength(2))
    var counting: [CountingModel<ContinuousClock.Instant>] = []
    var rolling: [RollingModel<ContinuousClock.Instant>] = []
    var options = OdometerOptions()
    options.duration = duration
    options.format = format
    for cents in targets {
        let target = try FixedDecimal(significand: Int128(cents), scale: 2)
        var counter = CountingModel<ContinuousClock.Instant>()
        counter.show(target, duration: duration, easing: .easeOut, at: t0)
        counting.append(counter)
        var odometer = try RollingModel<ContinuousClock.Instant>(options: options)
        odometer.show(target, at: t0)
        rolling.append(odometer)
    }
    let counters = try targets.map { cents in
        try Counter(
            from: 0, to: FixedDecimal(significand: Int128(cents), scale: 2), duration: duration, easing: .easeOut,
            format: format)
    }
    var room = OdometerFrame()

    /// 100 texts, and the last one: the work a dashboard's frame does.
    @inline(__always) func dashboard(_ text: (Int) -> String) -> String {
        var bytes = 0
        var last = ""
        for index in 0..<labels {
            let made = text(index)
            bytes &+= made.utf8.count
            if index == labels - 1 { last = made }
        }
        return bytes == 0 ? "" : last
    }
    /// The hand-written label's text: its own eased progress (each label
    /// has its own start), the value in whole cents, the digits written.
    func handWritten(_ index: Int, _ elapsed: Duration) -> String {
        handFormatted(cents: Int64((Double(targets[index]) * progress(elapsed)).rounded()))
    }
    let sameTexts = counterInstants.filter { elapsed in
        let now = t0.advanced(by: elapsed)
        return (0..<labels).allSatisfy { index in
            counting[index].frame(at: now, format: format, text: .plain).text == handWritten(index, elapsed)
        }
    }.count

    // The models are read in place (a buffer's element is borrowed; an
    // array's, read in a closure, was copied, retains and all).
    let results = counting.withUnsafeBufferPointer { counting in
        rolling.withUnsafeBufferPointer { rolling in
            counters.withUnsafeBufferPointer { counters in
                    measure(
                        [
                            Contender(name: "hand-written 100 texts (baseline)") { elapsed in
                                dashboard { handWritten($0, elapsed) }
                            },
                            Contender(name: "100 CountingModel frames + text") { elapsed in
                                let now = t0.advanced(by: elapsed)
                                return dashboard { counting[$0].frame(at: now, format: format, text: .plain).text }
                            },
                            Contender(name: "100 Counter frames + text (no model)") { elapsed in
                                dashboard { counters[$0].frame(at: elapsed).text }
                            },
                            Contender(name: "100 RollingModel frames + text") { elapsed in
                                let now = t0.advanced(by: elapsed)
                                return dashboard { rolling[$0].frame(at: now).text }
                            },
                            Contender(name: "100 RollingModel frames, room kept + text") { elapsed in
                                let now = t0.advanced(by: elapsed)
                                return dashboard { index in
                                    rolling[index].frame(at: now, into: &room)
                                    return room.text
                                }
                            },
                        ], rounds: 200, framesPerRound: 20, onThisThread: true)
            }
        }
    }
    print("")
    print("6. A dashboard: 100 models stepped to one instant and their texts made, 0 to 12,345.67, 2 decimals")
    print("   goal: the 100 under 83 µs (1% of a 120 Hz frame), no allocation a frame; CPU time, best of 200 rounds")
    print("   the counting texts equal the hand-written ones at \(sameTexts) of \(counterInstants.count) instants")
    print("")
    row(results[0], "   baseline        ")
    for other in results.dropFirst() { row(other, ratio(other, to: results[0])) }
}
