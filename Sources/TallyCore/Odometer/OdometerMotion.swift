/// How one column of an odometer moves during a roll, for exporters that
/// draw it as a strip of faces moved by a transform (an animated SVG, a
/// Lottie file).
///
/// Face n of the strip sits at position n; at position p the column shows
/// face ⌊p⌋ moved towards face ⌊p⌋+1 by the fraction of p. The position goes
/// from ``startPosition`` to ``endPosition`` (through ``midPosition`` when
/// the number crosses zero, half the time each way), eased by the
/// odometer's easing, between ``start`` and ``end``; the width goes from
/// ``startWidth`` to ``endWidth`` with it, never past either.
///
/// A styled format's words (a currency symbol, a compact unit, a percent
/// sign, a sign written with them) turn in a column of their own: a strip
/// of the words the roll starts from, at 0, and those it ends on, at 1
/// below it when rolling up or at -1 above it when rolling down. Their
/// position stays between its ends (``clampsPosition``) where an easing
/// that overshoots takes digits past theirs.
///
/// ```swift
/// let odometer = try Odometer(from: 999, to: 1000)
/// let thousands = odometer.motions![0]
/// thousands.faces[1]  // "1"
///
/// var options = OdometerOptions()
/// options.format.notation = .compact
/// let unit = try Odometer(from: 999, to: 1_200_000, options: options).motions!.last!
/// unit.role                                // .suffix
/// unit.faces                               // [0: "", 1: "M"]
/// (unit.startPosition, unit.endPosition)  // (0, 1)
/// ```
public struct OdometerMotion: Sendable {
    /// What the column holds.
    public let role: OdometerColumn.Role
    /// Position when the roll starts.
    public let startPosition: Double
    /// Zero, when the number changes sign: reached at half the time.
    public let midPosition: Double?
    /// Position when it stops.
    public let endPosition: Double
    /// When it starts moving.
    public let start: Duration
    /// When it stops.
    public let end: Duration
    /// Width when it starts (0 for a column rolling in).
    public let startWidth: Double
    /// Width when it stops (0 for a column leaving).
    public let endWidth: Double
    /// The face at each whole position the column passes.
    public let faces: [Int: String]
    /// Whether the position stays between ``startPosition`` and
    /// ``endPosition`` while the easing goes past 0 or 1 (a back or
    /// elastic curve, a spring): true for a styled format's words, which
    /// turn once, false for digits, which overshoot with the easing.
    ///
    /// ```swift
    /// motion.clampsPosition  // true for a .prefix or .suffix column
    /// ```
    public let clampsPosition: Bool
}

extension Odometer {
    /// Every column's motion, left to right, or nil when the odometer moves
    /// in a way a strip of columns cannot show: carry mode, cross-fading, a
    /// new target given mid-roll, or words that carry a minus ("-$5" to
    /// "$5": while the digits all read 0 the words show zero's own).
    ///
    /// A styled format's prefix and suffix are columns too (a roll to or
    /// from words that are empty included, such as 999 to "1.2M"): see
    /// ``OdometerMotion``.
    public var motions: [OdometerMotion]? {
        guard legs.count == 1, case .tracks(let set) = legs[0].motion, !set.fade else { return nil }
        if let words = set.words, words.from.isNegative || words.to.isNegative { return nil }
        let tracks = set.tracks
        let leg = legs[0]
        return zip(leg.slots, tracks).map { slot, track in
            let positions = [track.startPosition, track.midPosition ?? track.startPosition, track.endPosition]
            var faces: [Int: String] = [:]
            var (startPosition, endPosition) = (track.startPosition, track.endPosition)
            switch slot {
            case .digit:
                let low = Int((positions.min() ?? 0).rounded(.down))
                let high = Int((positions.max() ?? 0).rounded(.up))
                for index in low...max(low, high) {
                    let digit = track.digit(atFace: index)
                    let padded =
                        options.padding == .space && digit == 0
                        && (index == low ? track.paddingAtStart : index == high ? track.paddingAtEnd : false)
                    faces[index] = padded ? " " : symbols.digits[digit]
                }
            case .sign: faces[0] = symbols.minus
            case .groupSeparator: faces[0] = symbols.groupSeparator
            case .decimalMark: faces[0] = symbols.decimalMark
            case .prefix, .suffix:
                // A styled leg always has its words (Odometer+Legs).
                let first = set.words?.from.text(of: slot).string ?? ""
                let second = set.words?.to.text(of: slot).string ?? first
                faces[0] = first
                (startPosition, endPosition) = (0, 0)
                if second != first {
                    endPosition = set.words?.up == false ? -1 : 1
                    faces[Int(endPosition)] = second
                }
            }
            return OdometerMotion(
                role: slot.role, startPosition: startPosition, midPosition: track.midPosition,
                endPosition: endPosition, start: .nanoseconds(Int64((track.start * 1e9).rounded())),
                end: .nanoseconds(Int64((track.end * 1e9).rounded())), startWidth: track.startWidth,
                endWidth: track.endWidth, faces: faces, clampsPosition: slot.isWords)
        }
    }
}
