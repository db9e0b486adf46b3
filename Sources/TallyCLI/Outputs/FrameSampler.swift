import TallyCore
import TallyTerminal

/// Writes a whole timeline as JSON lines, sampled at a rate on virtual time:
/// the first line at t = 0, one every 1/rate seconds, and the last at the
/// end; a write that fails (a full disk, a reader gone) ends it.
///
/// A timeline that is still being made (`tally follow --frames` reading its
/// input) is written as it becomes known: ``write(_:before:fields:)`` writes
/// the samples before an instant, which nothing later can change, and
/// ``finish(_:fields:)`` the rest, so memory stays flat however long the input.
///
/// ```swift
/// FrameSampler(rate: 10).write(counter) { frame, _, line in line.add("text", frame.text) }
/// ```
struct FrameSampler {
    let rate: Double
    var output: FileOutput = .standardOutput
    /// The next sample to write.
    private var index: Int64 = 0
    /// Lines not yet written, up to about 60 kB.
    private var batch = ""

    init(rate: Double, output: FileOutput = .standardOutput) {
        self.rate = rate
        self.output = output
    }

    /// Writes every line of `timeline`, through its end.
    func write<T: FrameTimeline>(_ timeline: T, fields: (T.Frame, Duration, inout JSONLine) -> Void) {
        var sampler = self
        sampler.finish(timeline, fields: fields)
    }

    /// The instant of sample `index`.
    func instant(_ index: Int64) -> Duration {
        .nanoseconds(Int64((Double(index) * 1e9 / rate).rounded()))
    }

    /// How many lines the samples through `end` are: those before it, and
    /// one at it (the last line of a timeline that ends there).
    ///
    /// ```swift
    /// FrameSampler(rate: 10).lineCount(through: .milliseconds(1250))  // 14
    /// ```
    func lineCount(through end: Duration) -> Int64 {
        let seconds = Double(end.components.seconds) + Double(end.components.attoseconds) * 1e-18
        // Past what an instant in nanoseconds holds, the estimate is the count.
        guard seconds < 9e9 else { return Int64(min(seconds * rate, 9e18)) + 1 }
        // The first sample at or after `end`, found near its estimate.
        var first = Int64((seconds * rate).rounded(.up))
        while first > 0, instant(first - 1) >= end { first -= 1 }
        while instant(first) < end { first += 1 }
        return first + 1
    }

    /// Writes the samples before `end` not yet written (all of them once
    /// `end` is nil, through the timeline's end); false when a write failed.
    @discardableResult
    mutating func write<T: FrameTimeline>(
        _ timeline: T, before end: Duration?, fields: (T.Frame, Duration, inout JSONLine) -> Void
    ) -> Bool {
        while true {
            var elapsed = instant(index)
            if let end, elapsed >= end { return true }
            let last = elapsed >= timeline.duration
            if last { elapsed = timeline.duration }
            var line = JSONLine()
            line.add("t", seconds: elapsed)
            fields(timeline.frame(at: elapsed), elapsed, &line)
            batch += line.text + "\n"
            index += 1
            if batch.utf8.count > 60_000 {
                guard output.write(batch) else { return false }
                batch = ""
            }
            if last { return true }
        }
    }

    /// Writes the samples not yet written, through the end of `timeline`,
    /// and every line held back; false when a write failed.
    @discardableResult
    mutating func finish<T: FrameTimeline>(_ timeline: T, fields: (T.Frame, Duration, inout JSONLine) -> Void) -> Bool {
        write(timeline, before: nil, fields: fields) && flush()
    }

    /// Writes the lines held back; false when the write failed.
    @discardableResult
    mutating func flush() -> Bool {
        defer { batch = "" }
        return batch.isEmpty || output.write(batch)
    }
}
