import TallyCore

/// The pieces of Lottie JSON that the writers share, as text: numbers in
/// a fixed form (at most three fraction digits, no exponent) so that the
/// output is byte-stable, and the objects every layer repeats.
///
/// Field names follow the Lottie 1.0 schema (lottie/lottie-spec,
/// `schema/`): a property is `{"a":0,"k":value}` when static
/// (`properties/*-property.json`); a keyframe needs `t`, and `i` and `o`
/// unless it holds (`properties/base-keyframe.json`).
enum LottieJSON {
    /// Up to three fraction digits, trailing zeros dropped, "-0" written "0".
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 1000).rounded()
        guard abs(scaled) < 9e15 else { return "0" }
        var thousandths = Int64(scaled)
        if thousandths == 0 { return "0" }
        let negative = thousandths < 0
        thousandths = abs(thousandths)
        var text = negative ? "-" : ""
        text += String(thousandths / 1000)
        var fraction = thousandths % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let written = String(fraction)
            text += "." + String(repeating: "0", count: digits - written.count) + written
        }
        return text
    }

    /// A JSON string: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A static property.
    static func fixed(_ value: String) -> String {
        "{\"a\":0,\"k\":\(value)}"
    }

    /// A static point property.
    static func fixed(_ x: Double, _ y: Double) -> String {
        fixed("[\(number(x)),\(number(y))]")
    }

    /// A colour as Lottie writes one: red, green, blue, alpha in 0...1
    /// (`helpers/color.json`).
    static func color(_ color: RGBColor) -> String {
        let channels = [color.red, color.green, color.blue].map { number(Double($0) / 255) }
        return "[" + channels.joined(separator: ",") + ",1]"
    }

    /// A layer transform (`helpers/transform.json`): every field written,
    /// since older players read them without defaults.
    static func transform(
        position: String = fixed(0, 0), anchor: String = fixed(0, 0), scale: String = fixed(100, 100),
        opacity: String = fixed("100")
    ) -> String {
        "{\"o\":\(opacity),\"r\":\(fixed("0")),\"p\":\(position),\"a\":\(anchor),\"s\":\(scale)}"
    }

    /// A keyframe that holds its value until the next one.
    static func hold(_ frame: Double, _ value: String) -> String {
        "{\"t\":\(number(frame)),\"s\":[\(value)],\"h\":1}"
    }

    /// A keyframe eased to the next with a cubic Bézier: `o` is the first
    /// handle and `i` the second, so CSS `cubic-bezier(x1,y1,x2,y2)` is
    /// `o: {x:[x1], y:[y1]}, i: {x:[x2], y:[y2]}`
    /// (`properties/easing-handle.json`).
    static func eased(_ frame: Double, _ value: String, _ points: Easing.ControlPoints) -> String {
        "{\"t\":\(number(frame)),\"s\":[\(value)],\"o\":{\"x\":[\(number(points.x1))],\"y\":[\(number(points.y1))]},"
            + "\"i\":{\"x\":[\(number(points.x2))],\"y\":[\(number(points.y2))]}}"
    }

    /// An animated property of keyframes.
    static func animated(_ keyframes: [String]) -> String {
        "{\"a\":1,\"k\":[" + keyframes.joined(separator: ",") + "]}"
    }

    /// A closed rectangle as a Bézier shape (`values/bezier.json`), for a
    /// mask or a background.
    static func rectangle(x: Double, y: Double, width: Double, height: Double) -> String {
        let corners = [(x, y), (x + width, y), (x + width, y + height), (x, y + height)]
        let vertices = corners.map { "[\(number($0.0)),\(number($0.1))]" }.joined(separator: ",")
        let zeros = "[0,0],[0,0],[0,0],[0,0]"
        return "{\"c\":true,\"v\":[\(vertices)],\"i\":[\(zeros)],\"o\":[\(zeros)]}"
    }
}

extension LottieJSON {
    /// Keyframes that take a value from `from` at frame `start` to `to` at
    /// frame `end` along `easing`, then hold it: one Bézier keyframe when
    /// the easing is one cubic curve, else linear keyframes at every frame
    /// between (a spring, a bounce or steps, sampled). `value` writes a
    /// value as the property holds it (a number, or `[x,y]` for a scale).
    /// When `clamped`, the value stays between `from` and `to` where the
    /// easing goes past 0 or 1 (sampled then, as no cubic is cut off so).
    static func tween(
        from: Double, to: Double, start: Double, end: Double, easing: Easing, clamped: Bool = false,
        value: (Double) -> String
    ) -> [String] {
        guard end > start else {
            // A jump: `from` until then (before its first keyframe a
            // property holds that keyframe's value).
            return start > 0 && from != to ? [hold(0, value(from)), hold(start, value(to))] : [hold(start, value(to))]
        }
        if let points = easing.controlPoints, !clamped || easing.isMonotonic {
            return [eased(start, value(from), points), hold(end, value(to))]
        }
        let curve = { (u: Double) in clamped ? min(max(easing(u), 0), 1) : easing(u) }
        let linear = Easing.ControlPoints(x1: 0, y1: 0, x2: 1, y2: 1)
        var keyframes = [eased(start, value(from), linear)]
        var frame = (start + 1e-6).rounded(.up)
        if frame == start { frame += 1 }
        while frame < end - 1e-6 {
            let u = (frame - start) / (end - start)
            keyframes.append(eased(frame, value(from + (to - from) * curve(u)), linear))
            frame += 1
        }
        keyframes.append(hold(end, value(to)))
        return keyframes
    }
}

extension LottieJSON {
    /// A property sampled at every frame, `values[k]` at frame k, written
    /// with keyframes only where something changes: static when every
    /// value is the same; else a hold keyframe where the value rests or
    /// jumps (`holds[k]`: the value at frame k + 1 is not reached by moving
    /// there), and a linear keyframe where it moves, running on for as
    /// many frames as a straight line from it to a later sample passes
    /// every sample between within `tolerance` (players evaluate a frame
    /// at its whole frame number; an even run needs one keyframe, a curve
    /// one every few frames). `value` writes a value as a keyframe holds it
    /// (a number, or `x,y` for a scale, then `isPoint`).
    ///
    /// - Complexity: O(frames).
    static func sampled(
        _ values: [Double], holds: [Bool] = [], within tolerance: Double = 0.0005, isPoint: Bool = false,
        value: (Double) -> String
    ) -> String {
        // Compared as written (thousandths): the same samples, the same text.
        let written = values.map { ($0 * 1000).rounded() / 1000 }
        guard let first = written.first, written.contains(where: { $0 != first }) else {
            let only = value(values.first ?? 0)
            return fixed(isPoint ? "[\(only)]" : only)
        }
        let count = written.count
        /// Whether the value jumps from frame k to k + 1.
        func jumps(_ k: Int) -> Bool { k < holds.count && holds[k] && written[k + 1] != written[k] }
        let linear = Easing.ControlPoints(x1: 0, y1: 0, x2: 1, y2: 1)
        var keyframes: [String] = []
        var endsMoving = false
        var k = 0
        while k < count - 1 {
            if jumps(k) {
                keyframes.append(hold(Double(k), value(values[k])))
                (k, endsMoving) = (k + 1, true)
            } else if written[k + 1] == written[k] {
                var end = k + 1
                while end < count - 1, written[end + 1] == written[k] { end += 1 }
                keyframes.append(hold(Double(k), value(values[k])))
                (k, endsMoving) = (end, false)
            } else {
                // The farthest sample a straight line reaches, every sample
                // between within the tolerance (the slopes it may take narrow
                // at each).
                var (low, high) = (-Double.infinity, Double.infinity)
                var end = k + 1
                var next = k + 1
                while next < count, !jumps(next - 1) {
                    let run = Double(next - k)
                    let slope = (written[next] - written[k]) / run
                    guard slope >= low - 1e-12, slope <= high + 1e-12 else { break }
                    end = next
                    low = max(low, (written[next] - tolerance - written[k]) / run)
                    high = min(high, (written[next] + tolerance - written[k]) / run)
                    next += 1
                }
                keyframes.append(eased(Double(k), value(values[k]), linear))
                (k, endsMoving) = (end, true)
            }
        }
        if endsMoving { keyframes.append(hold(Double(count - 1), value(values[count - 1]))) }
        return animated(keyframes)
    }
}
