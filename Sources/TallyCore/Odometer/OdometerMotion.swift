/// How one column of an odometer moves during a roll, for exporters that
/// draw it as a strip of faces moved by a transform (an animated SVG).
///
/// Face n of the strip sits at position n; at position p the column shows
/// face ⌊p⌋ moved towards face ⌊p⌋+1 by the fraction of p. The position goes
/// from ``startPosition`` to ``endPosition`` (through ``midPosition`` when
/// the number crosses zero, half the time each way), eased by the
/// odometer's easing, between ``start`` and ``end``; the width goes from
/// ``startWidth`` to ``endWidth`` with it.
///
/// ```swift
/// let odometer = try Odometer(from: 999, to: 1000)
/// let thousands = odometer.motions![0]
/// thousands.faces[1]  // "1"
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
}

extension Odometer {
    /// Every column's motion, left to right, or nil when the odometer moves
    /// in a way a strip of one-character columns cannot show: carry mode,
    /// cross-fading, a new target given mid-roll, a mark or sign wider
    /// than one character (a separator ":::"), or a format with words
    /// around the digits (a currency, a compact unit, a percent sign).
    public var motions: [OdometerMotion]? {
        guard legs.count == 1, case .tracks(let set) = legs[0].motion, !set.fade,
            !set.slots.contains(where: \.isWords)
        else { return nil }
        guard [symbols.groupSeparator, symbols.decimalMark, symbols.minus].allSatisfy({ $0.count <= 1 }) else {
            return nil
        }
        let tracks = set.tracks
        let leg = legs[0]
        return zip(leg.slots, tracks).map { slot, track in
            let positions = [track.startPosition, track.midPosition ?? track.startPosition, track.endPosition]
            var faces: [Int: String] = [:]
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
            case .prefix, .suffix: break  // refused above
            }
            return OdometerMotion(
                role: slot.role, startPosition: track.startPosition, midPosition: track.midPosition,
                endPosition: track.endPosition, start: .nanoseconds(Int64((track.start * 1e9).rounded())),
                end: .nanoseconds(Int64((track.end * 1e9).rounded())), startWidth: track.startWidth,
                endWidth: track.endWidth, faces: faces)
        }
    }
}
