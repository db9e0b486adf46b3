extension Odometer {
    /// Where a column is: its face position and its width.
    struct SlotState {
        var position: Double
        var width: Double
        /// For a prefix or suffix column, the words it reads.
        var words: OdometerWords?
    }

    func firstLeg(from start: FixedDecimal, to target: FixedDecimal) throws(TallyError) -> Leg {
        let a = reading(start)
        let b = reading(target)
        if options.mode == .carry, !options.reducedMotion {
            let lowest = -max(a.scale, b.scale)
            var counter = carryCounter(from: start, lowestPlace: lowest)
            try counter.count(to: target, duration: options.duration, easing: options.easing, at: .zero)
            return Leg(
                start: .zero, end: counter.duration, slots: slots([a, b], b), target: b,
                motion: .carry(counter, lowestPlace: lowest))
        }
        var state: [OdometerSlot: SlotState] = [:]
        for slot in slots([a], a) {
            let present = slot.isPresent(in: a, minimumLength: minimumLength, symbols: symbols)
            if case .digit(let place) = slot {
                state[slot] = SlotState(position: Double(a.digit(atPlace: place)), width: 1)
            } else {
                state[slot] = SlotState(position: 0, width: present ? 1 : 0, words: a.words)
            }
        }
        return trackLeg(from: state, startReading: a, to: b, at: .zero)
    }

    /// The next leg, starting at `elapsed` from where `previous` (this
    /// odometer before a change of target or options) has each column.
    func makeLeg(to target: FixedDecimal, at elapsed: Duration, continuing previous: Odometer) -> Leg {
        let current = previous.leg(at: elapsed)
        let b = reading(target)
        if options.mode == .carry, !options.reducedMotion {
            var counter: Counter
            var lowestPlace = -b.scale
            if case .carry(let running, let lowest) = current.motion {
                counter = running
                // The new leg is read from `elapsed` on: the count's legs
                // before it are let go, or each new target would copy every
                // one before it (`tally follow --roll` slowed quadratically).
                counter.forget(before: elapsed)
                lowestPlace = min(lowest, lowestPlace)
            } else {
                // From rolling columns to carrying: the carry starts at the reading shown.
                let shown = previous.value(at: elapsed)  // drawn with the settings of its leg
                lowestPlace = min(-shown.scale, lowestPlace)
                counter = carryCounter(from: shown, lowestPlace: lowestPlace)
            }
            do {
                try counter.count(to: target, duration: options.duration, easing: options.easing, at: elapsed)
            } catch {
                // The options' duration was checked when they were set.
            }
            return Leg(
                start: elapsed, end: counter.duration, slots: slots([current.target, b], b), target: b,
                motion: .carry(counter, lowestPlace: lowestPlace)
            ).merging(slotsOf: current)
        }
        var state = previous.drawer(for: current).state(of: current, at: elapsed)
        for slot in current.slots where state[slot] == nil { state[slot] = SlotState(position: 0, width: 0) }
        return trackLeg(from: state, startReading: nil, to: b, at: elapsed)
    }

    /// A carry counter resting at `value`, with six digits below the lowest
    /// place shown so that the lowest column moves smoothly.
    private func carryCounter(from value: FixedDecimal, lowestPlace: Int) -> Counter {
        var format = NumberFormat(fractionDigits: min(-lowestPlace + 6, FixedDecimal.maximumScale))
        format.grouping = .never
        do {
            return try Counter(from: value, to: value, duration: .zero, format: format)
        } catch {
            preconditionFailure("a zero duration is valid")
        }
    }

    /// Tracks from `state` (each column where it is) to `b`.
    private func trackLeg(
        from state: [OdometerSlot: SlotState], startReading: OdometerReading?, to b: OdometerReading,
        at start: Duration
    ) -> Leg {
        let minimumLength = self.minimumLength
        let layout = slots([b], b)
        let all = Array(Set(layout).union(state.keys)).sorted { $0.order < $1.order }
        let digitSlots = all.filter { if case .digit = $0 { return true } else { return false } }
        let count = digitSlots.count
        let total = options.duration
        // Offsets shrink, if they must, so the first column keeps 1/n of the time.
        let offset = count > 1 ? min(options.durationOffset, total / count) : .zero
        let first = total - offset * (count - 1)
        let startMagnitude = magnitude(of: state)
        // A styled reading's sign and unit are in its words (a column before
        // or after the digits); a reading without words has none.
        let startWords =
            state[.prefix]?.words ?? state[.suffix]?.words ?? startReading?.words
            ?? .none(negative: (state[.sign]?.width ?? 0) >= 0.5)
        let endWords = b.words ?? .none(negative: b.isNegative)
        let startNegative = startWords.isNegative
        let endMagnitude = b.magnitude(inUnitsOf: -b.scale) / FixedDecimal.doublePowerOfTen(b.scale)
        let crossesZero = startNegative != b.isNegative && startMagnitude > 0 && endMagnitude > 0
        // Magnitudes in their units: 999 -> 1.2M rolls up.
        let trend: RollDirection =
            endWords.value(of: endMagnitude) >= startWords.value(of: startMagnitude) ? .up : .down
        let classic = options.mode == .classic && !options.reducedMotion
        var digits: [OdometerSlot: OdometerTrack] = [:]
        var others: [OdometerSlot: OdometerTrack] = [:]
        let index = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1, $0) })
        var ends: [OdometerSlot: Duration] = [:]
        for (index, slot) in digitSlots.enumerated() {
            guard case .digit(let place) = slot else { continue }
            let end = start + first + offset * index
            ends[slot] = end
            let from = state[slot] ?? SlotState(position: 0, width: 0)
            let present = slot.isPresent(in: b, minimumLength: minimumLength, symbols: symbols)
            let targetDigit = b.digit(atPlace: place)
            var track = OdometerTrack(
                startPosition: from.position, endPosition: from.position, start: start, end: end,
                startWidth: from.width, endWidth: present ? 1 : 0,
                paddingAtStart: startReading.map { slot.isPadding(in: $0) } ?? (from.width < 0.5),
                paddingAtEnd: slot.isPadding(in: b))
            if classic {
                track.strip = .classic(
                    target: targetDigit, density: options.density, ascending: options.direction == .up)
                track.startPosition = 0
                track.endPosition = Double(options.density + 1)
                track.startWidth = present ? 1 : 0
            } else if options.reducedMotion {
                track.strip = .fade(from: digitAt(from.position), to: targetDigit)
                track.startPosition = 0
                track.endPosition = 1
            } else {
                let resolved = options.direction == .trend ? trend : options.direction
                if crossesZero {
                    let zero = OdometerTrack.target(from: from.position, digit: 0, direction: .down)
                    track.midPosition = zero
                    track.endPosition = OdometerTrack.target(
                        from: zero, digit: targetDigit, direction: options.direction == .trend ? .up : resolved)
                } else {
                    track.endPosition = OdometerTrack.target(
                        from: from.position, digit: targetDigit, direction: resolved)
                }
            }
            digits[slot] = track
        }
        let whole = start + total
        // Crossing zero (or coming from or going to it), the sign and the
        // words turn where the digits read 0, so "-0" does not show, nor a
        // minus on a positive reading: coming to 0 (a negative number
        // crossing to positive, or any number ending on 0) where they first
        // read 0; leaving it, where they stop.
        let wordsChange = startWords.head != endWords.head || startWords.tail != endWords.tail
        let (startsAtZero, endsAtZero) = (startMagnitude == 0, endMagnitude == 0)
        var turn: Double?
        if startsAtZero != endsAtZero, wordsChange || startNegative != b.isNegative {
            turn = zeroCrossing(digits, from: start, to: whole, arriving: endsAtZero)
        } else if !startsAtZero, !endsAtZero, startNegative != b.isNegative {
            turn = zeroCrossing(digits, from: start, to: whole, arriving: startNegative)
        }
        for slot in all {
            let from = state[slot]?.width ?? 0
            let present: Double = slot.isPresent(in: b, minimumLength: minimumLength, symbols: symbols) ? 1 : 0
            switch slot {
            case .digit:
                continue
            case .groupSeparator(let place):
                let end = ends[.digit(place)] ?? whole
                others[slot] = widthTrack(from: from, to: present, start: start, end: end)
            case .sign:
                others[slot] =
                    turn.map { turningTrack(from: from, to: present, turningAt: $0, after: start, total: total) }
                    ?? widthTrack(from: from, to: present, start: start, end: whole)
            case .decimalMark:
                others[slot] = widthTrack(from: from, to: present, start: start, end: whole)
            case .prefix, .suffix:
                var track =
                    turn.map { turningTrack(from: from, to: present, turningAt: $0, after: start, total: total) }
                    ?? widthTrack(from: from, to: present, start: start, end: whole)
                track.strip = .words
                others[slot] = track
            }
        }
        let tracks = all.map { digits[$0] ?? others[$0] ?? widthTrack(from: 0, to: 0, start: start, end: whole) }
        let partners = all.map { slot -> Int in
            if case .groupSeparator(let place) = slot { return index[.digit(place)] ?? -1 }
            return -1
        }
        let fade = options.reducedMotion
        let up = options.direction == .up || (options.direction != .down && trend == .up)
        let words =
            all.contains(where: \.isWords)
            ? OdometerWords.Turn(
                from: startWords, to: endWords, up: up, zero: reading(0).words ?? .none(negative: false))
            : nil
        let resting = tracks.indices.map { index in
            restingColumn(index, slots: all, tracks: tracks, partners: partners, fade: fade, words: words)
        }
        return Leg(
            start: start, end: whole, slots: all, target: b,
            motion: .tracks(
                LegTracks(
                    slots: all, tracks: tracks, partners: partners, fade: fade, resting: resting,
                    guardsZero: turn != nil || startNegative || b.isNegative, words: words)))
    }

    /// The instant, in seconds, at which a leg's digits (`digits`, the
    /// tracks by slot) come to read 0, when `arriving`, else the one at
    /// which they stop reading 0; where they never all read 0 (columns
    /// staggered, a classic strip, a cross-fade), the leg's middle.
    private func zeroCrossing(
        _ digits: [OdometerSlot: OdometerTrack], from start: Duration, to end: Duration, arriving: Bool
    ) -> Double {
        let tracks = digits.compactMap { slot, track -> (Double, OdometerTrack)? in
            guard case .digit(let place) = slot else { return nil }
            return (pow10(place), track)
        }
        // Whether the digits shown at `t` all read 0: the first column
        // found showing another digit ends the look.
        func readsZero(at t: Double) -> Bool {
            tracks.allSatisfy { unit, track in
                guard track.width(at: t, easing: preparedEasing) >= 0.5 else { return true }
                let face = Int(track.position(at: t, easing: preparedEasing).rounded())
                return Double(track.digit(atFace: face)) * unit == 0
            }
        }
        let (first, last) = (start.inSeconds, end.inSeconds)
        let samples = 400
        func instant(_ sample: Int) -> Double { first + (last - first) * Double(sample) / Double(samples) }
        // The first sample reading 0 (arriving) or the last (leaving),
        // looked for from that end; then, between it and the sample next
        // to it that does not read 0, the boundary found by halving.
        let order = arriving ? stride(from: 0, through: samples, by: 1) : stride(from: samples, through: 0, by: -1)
        guard let zero = order.first(where: { readsZero(at: instant($0)) }) else {
            return (first + last) / 2
        }
        let other = arriving ? zero - 1 : zero + 1
        guard (0...samples).contains(other) else { return instant(zero) }
        var (reads0, readsMore) = (instant(zero), instant(other))
        for _ in 0..<40 {
            let middle = (reads0 + readsMore) / 2
            if readsZero(at: middle) { reads0 = middle } else { readsMore = middle }
        }
        // Coming to 0, the turn is the first instant reading 0; leaving
        // it, the first instant reading more; a microsecond on, so that
        // rounding in the words' own timing cannot put it a hair before.
        return min((arriving ? reads0 : readsMore) + 1e-6, last)
    }

    /// A width track (and words' turn) from `from` to `to` whose eased
    /// progress passes one half, where a sign shows or goes and words
    /// turn, at `turn` seconds: over a tenth of the leg's time, less if
    /// the leg starts sooner before the turn or ends sooner after it. A
    /// width met between (a new target given mid-turn) starts from what
    /// it shows, 0 or 1, so that it too turns at one half.
    private func turningTrack(from: Double, to: Double, turningAt turn: Double, after start: Duration, total: Duration)
        -> OdometerTrack
    {
        let from = from >= 0.5 ? 1.0 : 0.0
        // The progress at which the easing first reaches one half.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if preparedEasing(middle) >= 0.5 { high = middle } else { low = middle }
        }
        let half = high
        var length = total.inSeconds / 10
        if half > 0 { length = min(length, (turn - start.inSeconds) / half) }
        if half < 1 { length = min(length, (start.inSeconds + total.inSeconds - turn) / (1 - half)) }
        length = max(length, 0)
        let begin = turn - half * length
        return widthTrack(from: from, to: to, start: .seconds(begin), end: .seconds(begin + length))
    }

    private func widthTrack(from: Double, to: Double, start: Duration, end: Duration) -> OdometerTrack {
        OdometerTrack(startPosition: 0, endPosition: 0, start: start, end: end, startWidth: from, endWidth: to)
    }

    private func digitAt(_ position: Double) -> Int {
        ((Int(position.rounded()) % 10) + 10) % 10
    }

    /// The magnitude shown by `state` (nearest faces of shown columns).
    private func magnitude(of state: [OdometerSlot: SlotState]) -> Double {
        var total = 0.0
        for (slot, column) in state {
            guard case .digit(let place) = slot, column.width >= 0.5 else { continue }
            total += Double(digitAt(column.position)) * pow10(place)
        }
        return total
    }

    private func pow10(_ place: Int) -> Double {
        place >= 0 ? FixedDecimal.doublePowerOfTen(place) : 1 / FixedDecimal.doublePowerOfTen(-place)
    }

    /// Where every column of `leg` is at `elapsed`.
    func state(of leg: Leg, at elapsed: Duration) -> [OdometerSlot: SlotState] {
        var result: [OdometerSlot: SlotState] = [:]
        for (slot, column) in columns(of: leg, at: elapsed) {
            result[slot] = column.state
        }
        return result
    }
}

extension Odometer.Leg {
    /// This leg with the slots of `other` too (leaving columns stay laid out).
    func merging(slotsOf other: Odometer.Leg) -> Odometer.Leg {
        let all = Array(Set(slots).union(other.slots)).sorted { $0.order < $1.order }
        return Odometer.Leg(
            start: start, end: end, slots: all, target: target, motion: motion, exactTarget: exactTarget,
            generation: generation)
    }
}
