/// How one digit column moves during one leg of a roll: from a position to
/// another (through zero first, when the sign changes), eased, between two
/// instants. Positions count faces: face n is digit n mod 10, or the nth
/// face of a classic strip.
struct OdometerTrack: Sendable {
    var startPosition: Double
    /// Zero, when the number changes sign: the first half of the time goes there.
    var midPosition: Double?
    var endPosition: Double
    var start: Duration
    var end: Duration
    var startWidth: Double
    var endWidth: Double
    /// Explicit faces (classic mode), else digits.
    var strip: [Int]?
    var paddingAtStart: Bool
    var paddingAtEnd: Bool

    /// Progress of time through the track, 0...1.
    func progress(at elapsed: Duration) -> Double {
        guard end > start else { return elapsed >= end ? 1 : 0 }
        if elapsed >= end { return 1 }
        if elapsed <= start { return 0 }
        return (elapsed - start).inSeconds / (end - start).inSeconds
    }

    /// The position at `elapsed`, eased.
    func position(at elapsed: Duration, easing: Easing) -> Double {
        let u = progress(at: elapsed)
        guard let midPosition else {
            return startPosition + (endPosition - startPosition) * easing(u)
        }
        if u < 0.5 { return startPosition + (midPosition - startPosition) * easing(u * 2) }
        return midPosition + (endPosition - midPosition) * easing(u * 2 - 1)
    }

    func width(at elapsed: Duration, easing: Easing) -> Double {
        startWidth + (endWidth - startWidth) * min(max(easing(progress(at: elapsed)), 0), 1)
    }

    /// The digit shown at face `index`.
    func digit(atFace index: Int) -> Int {
        if let strip { return strip[min(max(index, 0), strip.count - 1)] }
        return ((index % 10) + 10) % 10
    }

    /// Which way the faces move now.
    func direction(at elapsed: Duration) -> RollDirection {
        let u = progress(at: elapsed)
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
