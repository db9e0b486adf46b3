/// How one digit column moves during one leg of a roll: from a position to
/// another (through zero first, when the sign changes), eased, between two
/// instants. Positions count faces: face n is digit n mod 10, or the nth
/// face of a classic strip.
struct OdometerTrack: Sendable {
    var startPosition: Double
    /// Zero, when the number changes sign: the first half of the time goes there.
    var midPosition: Double?
    var endPosition: Double
    /// When the track starts and ends, in seconds: frames compare these with
    /// the elapsed time converted once, instead of 128-bit durations.
    let start: Double
    let end: Double
    var startWidth: Double
    var endWidth: Double
    /// Which digit each face position shows.
    var strip = Strip.digits
    var paddingAtStart: Bool
    var paddingAtEnd: Bool

    init(
        startPosition: Double, endPosition: Double, start: Duration, end: Duration, startWidth: Double,
        endWidth: Double, paddingAtStart: Bool = false, paddingAtEnd: Bool = false
    ) {
        self.startPosition = startPosition
        self.endPosition = endPosition
        self.start = start.inSeconds
        self.end = end.inSeconds
        self.startWidth = startWidth
        self.endWidth = endWidth
        self.paddingAtStart = paddingAtStart
        self.paddingAtEnd = paddingAtEnd
    }

    /// Progress of time through the track, 0...1, at `t` seconds.
    @inline(__always)
    func progress(at t: Double) -> Double {
        if t >= end { return 1 }
        if t <= start { return 0 }
        return (t - start) / (end - start)
    }

    /// The position at `t` seconds, eased.
    func position(at t: Double, easing: Easing.Prepared) -> Double {
        position(atProgress: progress(at: t), easing: easing)
    }

    /// The position at progress `u` (``progress(at:)``), eased.
    @inline(__always)
    func position(atProgress u: Double, easing: Easing.Prepared) -> Double {
        guard let midPosition else {
            return startPosition + (endPosition - startPosition) * easing(u)
        }
        if u < 0.5 { return startPosition + (midPosition - startPosition) * easing(u * 2) }
        return midPosition + (endPosition - midPosition) * easing(u * 2 - 1)
    }

    /// The width at `t` seconds, eased.
    func width(at t: Double, easing: Easing.Prepared) -> Double {
        width(atProgress: progress(at: t), easing: easing)
    }

    /// The width at progress `u` (``progress(at:)``), eased.
    @inline(__always)
    func width(atProgress u: Double, easing: Easing.Prepared) -> Double {
        if startWidth == endWidth { return endWidth }
        return startWidth + (endWidth - startWidth) * min(max(easing(u), 0), 1)
    }

    /// ``position(atProgress:easing:)`` and ``width(atProgress:easing:)``
    /// together, easing `u` once where once serves both, and not at all for
    /// a column that neither moves nor resizes (its position is then its
    /// start, as `start + 0 × eased` is).
    @inline(__always)
    func placement(atProgress u: Double, easing: Easing.Prepared) -> (position: Double, width: Double) {
        let resizes = startWidth != endWidth
        guard midPosition == nil else {
            return (position(atProgress: u, easing: easing), width(atProgress: u, easing: easing))
        }
        let eased = resizes || startPosition != endPosition ? easing(u) : 0
        let width = resizes ? startWidth + (endWidth - startWidth) * min(max(eased, 0), 1) : endWidth
        return (startPosition + (endPosition - startPosition) * eased, width)
    }

    /// The faces a track passes, held as numbers so a track copies freely.
    enum Strip: Sendable, Equatable {
        /// Face n shows digit n mod 10.
        case digits
        /// MSNumberScrollAnimatedView's strip: the target, `density` faces counting on from it
        /// (seen in reverse when ascending), the target again.
        case classic(target: Int, density: Int, ascending: Bool)
        /// Reduced motion: one face fading into the next.
        case fade(from: Int, to: Int)
        /// A styled format's words: a prefix or suffix column turns from
        /// its leg's first words to its last (its leg tracks' `words`),
        /// held by the leg, so that a track stays small.
        case words

        /// Faces on a finite strip; nil for digits.
        var count: Int? {
            switch self {
            case .digits: return nil
            case .classic(_, let density, _): return density + 2
            case .fade, .words: return 2
            }
        }
    }

    /// The digit shown at face `index`.
    func digit(atFace index: Int) -> Int {
        switch strip {
        case .digits:
            return ((index % 10) + 10) % 10
        case .classic(let target, let density, let ascending):
            let face = min(max(index, 0), density + 1)
            if face == 0 || face == density + 1 { return target }
            return (target + (ascending ? density + 1 - face : face)) % 10
        case .fade(let from, let to):
            return index <= 0 ? from : to
        case .words:
            return 0
        }
    }

    /// Whether the track rolls along the digits without a stop at zero:
    /// what most tracks do, and what a frame draws fastest.
    var rollsOnDigits: Bool {
        guard midPosition == nil, case .digits = strip else { return false }
        return true
    }

    /// The digits shown at face `index` and at the next face.
    @inline(__always)
    func digits(atFace index: Int) -> (Int, Int) {
        guard case .digits = strip else { return (digit(atFace: index), digit(atFace: index + 1)) }
        let digit = ((index % 10) + 10) % 10
        return (digit, digit == 9 ? 0 : digit + 1)
    }

    /// Which way the faces move at progress `u` (``progress(at:)``).
    func direction(atProgress u: Double) -> RollDirection {
        let (from, to) =
            midPosition.map { u < 0.5 ? (startPosition, $0) : ($0, endPosition) }
            ?? (startPosition, endPosition)
        return to >= from ? .up : .down
    }

    /// The position a roll from `position` to digit `target` ends at, going
    /// `direction` (`.trend` must be resolved to up or down by the caller).
    static func target(from position: Double, digit target: Int, direction: RollDirection) -> Double {
        let here = position.rounded(.down)
        var up = here + Double(((target - Int(here) % 10) % 10 + 10) % 10)
        if up < position { up += 10 }
        var down = position.rounded(.up) - Double(((Int(position.rounded(.up)) % 10 - target) % 10 + 10) % 10)
        if down > position { down -= 10 }
        let goUp: Bool
        switch direction {
        case .up, .trend: goUp = true
        case .down: goUp = false
        case .shortest: goUp = up - position <= position - down
        }
        return goUp ? up : down
    }
}
