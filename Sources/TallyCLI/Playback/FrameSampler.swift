import TallyCore
import TallyTerminal

/// Writes a whole timeline as JSON lines, sampled at a rate on virtual time:
/// the first line at t = 0, one every 1/rate seconds, and the last at the
/// end; a write that fails (a full disk, a reader gone) ends it.
struct FrameSampler {
    let rate: Double
    var output: FileOutput = .standardOutput

    func write<T: Timeline>(_ timeline: T, fields: (T.Frame, Duration, inout JSONLine) -> Void) {
        var index: Int64 = 0
        var batch = ""
        while true {
            var elapsed = Duration.nanoseconds(Int64((Double(index) * 1e9 / rate).rounded()))
            let last = elapsed >= timeline.duration
            if last { elapsed = timeline.duration }
            var line = JSONLine()
            line.add("t", seconds: elapsed)
            fields(timeline.frame(at: elapsed), elapsed, &line)
            batch += line.text + "\n"
            if batch.utf8.count > 60_000 {
                guard output.write(batch) else { return }
                batch = ""
            }
            if last { break }
            index += 1
        }
        output.write(batch)
    }
}
